package mftwb.remote;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.PublicKey;
import java.util.AbstractMap.SimpleImmutableEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.sshd.agent.SshAgent;
import org.apache.sshd.agent.SshAgentFactory;
import org.apache.sshd.agent.SshAgentKeyConstraint;
import org.apache.sshd.agent.SshAgentServer;
import org.apache.sshd.common.FactoryManager;
import org.apache.sshd.common.channel.ChannelFactory;
import org.apache.sshd.common.session.ConnectionService;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionContext;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;

/**
 * Talks to the user's ssh-agent over its Unix socket ({@code $SSH_AUTH_SOCK}) with the JDK's own
 * Unix domain sockets: MINA's bundled agent client needs the native Tomcat APR library, which a
 * workbench install does not have. Only listing keys and signing are used; keys never leave the agent.
 */
final class UnixAgentConnector implements SshAgentFactory {
    // Message numbers from the ssh-agent protocol (draft-miller-ssh-agent).
    private static final byte FAILURE = 5;
    private static final byte REQUEST_IDENTITIES = 11;
    private static final byte IDENTITIES_ANSWER = 12;
    private static final byte SIGN_REQUEST = 13;
    private static final byte SIGN_RESPONSE = 14;
    private static final int RSA_SHA2_256 = 2;
    private static final int RSA_SHA2_512 = 4;
    private static final int MAX_REPLY_BYTES = 256 * 1024;

    private final Path socket;

    UnixAgentConnector(Path socket) {
        this.socket = socket;
    }

    @Override
    public List<ChannelFactory> getChannelForwardingFactories(FactoryManager manager) {
        return List.of();
    }

    @Override
    public SshAgent createClient(Session session, FactoryManager manager) throws IOException {
        return new Agent(socket);
    }

    @Override
    public SshAgentServer createServer(ConnectionService service) {
        throw new UnsupportedOperationException("agent forwarding is not offered");
    }

    /** One connection to the agent socket, used for the duration of an authentication. */
    static final class Agent implements SshAgent {
        private final SocketChannel channel;

        Agent(Path socket) throws IOException {
            channel = SocketChannel.open(StandardProtocolFamily.UNIX);
            channel.connect(UnixDomainSocketAddress.of(socket));
        }

        @Override
        public Iterable<? extends Map.Entry<PublicKey, String>> getIdentities() throws IOException {
            Buffer reply = request(message(REQUEST_IDENTITIES), IDENTITIES_ANSWER);
            int count = reply.getInt();
            List<Map.Entry<PublicKey, String>> keys = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                byte[] blob = reply.getBytes();
                String comment = reply.getString();
                try {
                    keys.add(new SimpleImmutableEntry<>(new ByteArrayBuffer(blob).getRawPublicKey(), comment));
                } catch (RuntimeException e) {
                    // A key type this client cannot use (e.g. a hardware-backed sk- key): skip it.
                }
            }
            return keys;
        }

        @Override
        public Map.Entry<String, byte[]> sign(SessionContext session, PublicKey key, String algorithm, byte[] data)
                throws IOException {
            Buffer request = message(SIGN_REQUEST);
            ByteArrayBuffer blob = new ByteArrayBuffer();
            blob.putRawPublicKey(key);
            request.putBytes(blob.getCompactData());
            request.putBytes(data);
            request.putInt("rsa-sha2-512".equals(algorithm) ? RSA_SHA2_512
                    : "rsa-sha2-256".equals(algorithm) ? RSA_SHA2_256 : 0);
            Buffer reply = request(request, SIGN_RESPONSE);
            Buffer signature = new ByteArrayBuffer(reply.getBytes());
            return new SimpleImmutableEntry<>(signature.getString(), signature.getBytes());
        }

        private static Buffer message(byte type) {
            ByteArrayBuffer buffer = new ByteArrayBuffer();
            buffer.putInt(0); // length, patched in request()
            buffer.putByte(type);
            return buffer;
        }

        private Buffer request(Buffer message, byte expected) throws IOException {
            byte[] bytes = message.getCompactData();
            ByteBuffer.wrap(bytes).putInt(0, bytes.length - 4);
            ByteBuffer out = ByteBuffer.wrap(bytes);
            while (out.hasRemaining()) {
                channel.write(out);
            }
            ByteBuffer lengthBytes = readFully(4);
            int length = lengthBytes.getInt(0);
            if (length < 1 || length > MAX_REPLY_BYTES) {
                throw new IOException("ssh-agent sent a reply of " + length + " bytes");
            }
            Buffer reply = new ByteArrayBuffer(readFully(length).array());
            byte type = reply.getByte();
            if (type == FAILURE) {
                throw new IOException("ssh-agent refused the request");
            }
            if (type != expected) {
                throw new IOException("ssh-agent answered with message " + type + ", expected " + expected);
            }
            return reply;
        }

        private ByteBuffer readFully(int length) throws IOException {
            ByteBuffer in = ByteBuffer.allocate(length);
            while (in.hasRemaining()) {
                if (channel.read(in) < 0) {
                    throw new IOException("ssh-agent closed the connection");
                }
            }
            return in;
        }

        @Override
        public void addIdentity(KeyPair key, String comment, SshAgentKeyConstraint... constraints) {
            throw new UnsupportedOperationException("the workbench does not add keys to the agent");
        }

        @Override
        public void removeIdentity(PublicKey key) {
            throw new UnsupportedOperationException("the workbench does not remove keys from the agent");
        }

        @Override
        public void removeAllIdentities() {
            throw new UnsupportedOperationException("the workbench does not remove keys from the agent");
        }

        @Override
        public boolean isOpen() {
            return channel.isOpen();
        }

        @Override
        public void close() throws IOException {
            channel.close();
        }
    }
}
