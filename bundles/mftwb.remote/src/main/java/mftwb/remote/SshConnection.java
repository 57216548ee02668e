package mftwb.remote;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.PublicKey;
import java.time.Duration;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.keyverifier.KnownHostsServerKeyVerifier;
import org.apache.sshd.client.keyverifier.ServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.NamedResource;
import org.apache.sshd.common.config.keys.FilePasswordProvider;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.keyprovider.FileKeyPairProvider;
import org.apache.sshd.common.keyprovider.KeyIdentityProvider;
import org.apache.sshd.common.session.SessionContext;
import org.apache.sshd.core.CoreModuleProperties;

/**
 * One authenticated SSH session to a host (Apache MINA SSHD client). Runs short commands and starts
 * long-running streams such as the sampler. Thread-safe: channels may be opened from any thread.
 */
public final class SshConnection implements AutoCloseable {
    /** A keep-alive left unanswered this many times in a row closes the session (host down). */
    private static final int KEEP_ALIVE_MISSES = 3;
    /** How long a close waits for the server to confirm; a server that went away never does. */
    private static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(2);

    private final ConnectionSettings settings;
    static final String CIPHERS = "aes128-gcm@openssh.com,aes256-gcm@openssh.com,chacha20-poly1305@openssh.com,"
            + "aes128-ctr,aes192-ctr,aes256-ctr";

    private final SshClient client;
    private final ClientSession session;

    private SshConnection(ConnectionSettings settings, SshClient client, ClientSession session) {
        this.settings = settings;
        this.client = client;
        this.session = session;
    }

    /**
     * Connects and authenticates.
     *
     * @throws HostKeyException        the host key is unknown and refused, or changed
     * @throws AuthenticationException no offered credential was accepted
     * @throws IOException             the host cannot be reached
     */
    public static SshConnection open(ConnectionSettings settings) throws IOException {
        SshClient client = SshClient.setUpDefaultClient();
        HostKeyCheck hostKeyCheck = new HostKeyCheck(settings);
        PassphraseCheck passphraseCheck = new PassphraseCheck(settings.passphrase());
        // Without TCP_NODELAY, Nagle holds small SFTP requests (open, close, stat) until the peer's
        // delayed ACK: ~40 ms per request, which capped a single upload of 1 MB files at ~17 MB/s.
        CoreModuleProperties.TCP_NODELAY.set(client, true);
        // AES-GCM first: Java runs it on the CPU's AES instructions, while MINA's default first choice,
        // its own ChaCha20-Poly1305, is plain Java and costs several times the CPU per byte sent.
        client.setCipherFactoriesNameList(CIPHERS);
        client.setServerKeyVerifier(hostKeyCheck.verifier());
        client.setKeyIdentityProvider(keys(settings, passphraseCheck));
        settings.agentSocket().ifPresent(socket -> client.setAgentFactory(new UnixAgentConnector(socket)));
        if (!settings.keepAlive().isZero()) {
            CoreModuleProperties.HEARTBEAT_INTERVAL.set(client, settings.keepAlive());
            CoreModuleProperties.HEARTBEAT_NO_REPLY_MAX.set(client, KEEP_ALIVE_MISSES);
            CoreModuleProperties.HEARTBEAT_REPLY_WAIT.set(client, settings.keepAlive());
        }
        client.start();
        SshTarget target = settings.target();
        ClientSession session = null;
        try {
            session = client.connect(target.user(), target.host(), target.port())
                    .verify(settings.connectTimeout()).getSession();
            if (settings.password().isPresent()) {
                session.addPasswordIdentity(settings.password().get().read());
            }
            try {
                session.auth().verify(settings.connectTimeout());
            } catch (IOException e) {
                hostKeyCheck.throwIfRefused();
                // No session id: the key exchange failed (no host key or cipher in common), so no
                // credential was ever tried; that is "cannot connect", not a login failure.
                byte[] sessionId = session.getSessionId();
                if (!session.isOpen() || session.isAuthenticated() || sessionId == null || sessionId.length == 0) {
                    throw e;
                }
                throw new AuthenticationException(target + ": authentication failed (" + offered(settings) + "): "
                        + rootCause(e) + passphraseCheck.problems(), e);
            }
            return new SshConnection(settings, client, session);
        } catch (IOException | RuntimeException e) {
            client.stop();
            hostKeyCheck.throwIfRefused();
            if (e instanceof AuthenticationException auth) {
                throw auth;
            }
            throw new IOException(target + ": cannot connect: " + rootCause(e), e);
        }
    }

    /**
     * MINA wraps the socket error (connection refused, no route, timeout) a few levels deep; a host
     * name DNS does not know comes as an exception with no message at all.
     */
    static String rootCause(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        if (cause instanceof java.nio.channels.UnresolvedAddressException || cause instanceof java.net.UnknownHostException) {
            return "host name not found";
        }
        String message = cause.getMessage();
        return message == null || message.isBlank() ? cause.getClass().getSimpleName() : message;
    }

    private static String offered(ConnectionSettings s) {
        StringBuilder what = new StringBuilder();
        if (!s.identityFiles().isEmpty() || !s.keyPairs().isEmpty()) {
            what.append("key");
        }
        if (s.agentSocket().isPresent()) {
            what.append(what.isEmpty() ? "" : ", ").append("ssh-agent");
        }
        if (s.password().isPresent()) {
            what.append(what.isEmpty() ? "" : ", ").append("password");
        }
        return what.isEmpty() ? "no credentials offered" : "offered " + what;
    }

    private static KeyIdentityProvider keys(ConnectionSettings settings, PassphraseCheck passphraseCheck) {
        KeyIdentityProvider memory = KeyIdentityProvider.wrapKeyPairs(settings.keyPairs());
        if (settings.identityFiles().isEmpty()) {
            return memory;
        }
        FileKeyPairProvider files = new FileKeyPairProvider(settings.identityFiles());
        files.setPasswordFinder(passphraseCheck);
        return KeyIdentityProvider.resolveKeyIdentityProvider(memory, files);
    }

    public SshTarget target() {
        return settings.target();
    }

    public ConnectionSettings settings() {
        return settings;
    }

    /** The MINA session, for SFTP clients ({@code SftpClientFactory.instance().createSftpClient(session())}). */
    public ClientSession session() {
        return session;
    }

    /** False once the server went away or a keep-alive went unanswered. */
    public boolean isOpen() {
        return session.isOpen() && !session.isClosing();
    }

    /** Runs a command to completion and collects its output (UTF-8). */
    public ExecResult run(RemoteCommand command, Duration timeout) throws IOException {
        BoundedOutput stdout = new BoundedOutput(BoundedOutput.DEFAULT_LIMIT);
        BoundedOutput stderr = new BoundedOutput(BoundedOutput.DEFAULT_LIMIT);
        try (ChannelExec channel = session.createExecChannel(command.toShellString())) {
            channel.setOut(stdout);
            channel.setErr(stderr);
            channel.open().verify(timeout);
            var events = channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), timeout);
            if (events.contains(ClientChannelEvent.TIMEOUT)) {
                throw new IOException(target() + ": '" + command.arguments().get(0) + "' did not finish within "
                        + timeout.toSeconds() + " s");
            }
            Integer status = channel.getExitStatus();
            return new ExecResult(status == null ? -1 : status, stdout.text(StandardCharsets.UTF_8),
                    stderr.text(StandardCharsets.UTF_8));
        }
    }

    /** Starts a long-running command whose standard output is read as a stream. */
    public RemoteStream stream(RemoteCommand command) throws IOException {
        ChannelExec channel = session.createExecChannel(command.toShellString());
        channel.setRedirectErrorStream(false);
        channel.open().verify(settings.connectTimeout());
        return new RemoteStream(channel);
    }

    /**
     * Closes the channels both ways and then the session, so the server sees an orderly end rather
     * than a socket reset while it still had data for us (which MINA's server logs as a warning);
     * bounded, since a server that went away never answers.
     */
    @Override
    public void close() {
        try {
            session.close(false).await(CLOSE_TIMEOUT);
        } catch (IOException e) {
            // interrupted while waiting: the stop below closes what is left
        } finally {
            client.stop();
        }
    }

    /** Output and exit status of a finished command; exit -1 when the server sent none. */
    public record ExecResult(int exitStatus, String stdout, String stderr) {
    }

    /** A running remote command; closing it closes the channel, which ends the remote process. */
    public static final class RemoteStream implements AutoCloseable {
        private final ChannelExec channel;

        RemoteStream(ChannelExec channel) {
            this.channel = channel;
        }

        public InputStream stdout() {
            return channel.getInvertedOut();
        }

        public InputStream stderr() {
            return channel.getInvertedErr();
        }

        @Override
        public void close() {
            try {
                channel.close(false).await(CLOSE_TIMEOUT);
            } catch (IOException e) {
                channel.close(true);
            }
        }
    }

    /**
     * Gives MINA the passphrase of encrypted key files and notes why one could not be used: MINA
     * only logs that and goes on, so the user would otherwise see just "no more authentication methods".
     */
    private static final class PassphraseCheck implements FilePasswordProvider {
        private final Optional<ConnectionSettings.Secret> passphrase;
        private final List<String> problems = new CopyOnWriteArrayList<>();

        PassphraseCheck(Optional<ConnectionSettings.Secret> passphrase) {
            this.passphrase = passphrase;
        }

        @Override
        public String getPassword(SessionContext session, NamedResource keyFile, int retryIndex) {
            if (passphrase.isEmpty()) {
                problems.add(keyFile.getName() + " is encrypted and no passphrase was given");
                return null;
            }
            return passphrase.get().read();
        }

        @Override
        public ResourceDecodeResult handleDecodeAttemptResult(SessionContext session, NamedResource keyFile, int retryIndex,
                String password, Exception error) {
            if (error != null) {
                problems.add(keyFile.getName() + " cannot be decrypted with the passphrase given (wrong passphrase?)");
            }
            return ResourceDecodeResult.TERMINATE;
        }

        String problems() {
            return problems.isEmpty() ? "" : "; " + String.join("; ", new LinkedHashSet<>(problems));
        }
    }

    /** Verifies the host key and remembers why it refused, so the caller gets a precise error. */
    private static final class HostKeyCheck {
        private final ConnectionSettings settings;
        private volatile String refusal;

        HostKeyCheck(ConnectionSettings settings) {
            this.settings = settings;
        }

        ServerKeyVerifier verifier() {
            if (settings.pinnedHostKey().isPresent()) {
                PublicKey expected = settings.pinnedHostKey().get();
                return (session, address, key) -> {
                    boolean same = KeyUtils.compareKeys(expected, key);
                    if (!same) {
                        refusal = "host key " + KeyUtils.getFingerPrint(key) + " is not the expected "
                                + KeyUtils.getFingerPrint(expected);
                    }
                    return same;
                };
            }
            String unreadable = unreadableKnownHosts();
            if (unreadable != null) {
                // Unreadable is not empty: a key it may list as changed must not pass as new.
                return (session, address, key) -> {
                    refusal = "cannot read " + settings.knownHosts() + " (" + unreadable + "); no host key is trusted until it can be read";
                    return false;
                };
            }
            ServerKeyVerifier unknown = (session, address, key) -> {
                String fingerprint = KeyUtils.getFingerPrint(key);
                boolean accepted = settings.unknownHostKey().acceptUnknownKey(settings.target(), KeyUtils.getKeyType(key),
                        fingerprint);
                if (accepted) {
                    createKnownHostsFolder();
                } else {
                    refusal = "host key " + KeyUtils.getKeyType(key) + " " + fingerprint + " is not in "
                            + settings.knownHosts() + " (check the fingerprint, then accept it)";
                }
                return accepted;
            };
            KnownHostsServerKeyVerifier knownHosts = new KnownHostsServerKeyVerifier(unknown, settings.knownHosts());
            knownHosts.setModifiedServerKeyAcceptor((session, address, entry,
                    expected, actual) -> {
                refusal = "HOST KEY CHANGED: " + settings.knownHosts() + " records " + KeyUtils.getFingerPrint(expected)
                        + " but the server offered " + KeyUtils.getFingerPrint(actual)
                        + "; refusing (possible man-in-the-middle; remove the old entry only if the host was reinstalled)";
                return false;
            });
            return knownHosts;
        }

        /** @return why an existing known_hosts cannot be read, or null when it can (or does not exist yet) */
        private String unreadableKnownHosts() {
            Path file = settings.knownHosts();
            if (!Files.exists(file)) {
                return null;
            }
            try (var in = Files.newInputStream(file)) {
                in.read();
                return null;
            } catch (IOException e) {
                return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            }
        }

        /** MINA appends the accepted key itself but does not create a missing ~/.ssh. */
        private void createKnownHostsFolder() {
            Path folder = settings.knownHosts().toAbsolutePath().getParent();
            try {
                if (folder != null && !Files.isDirectory(folder)) {
                    Files.createDirectories(folder,
                            PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
                }
            } catch (IOException e) {
                refusal = "cannot create " + folder + " for known_hosts: " + e.getMessage();
            }
        }

        void throwIfRefused() throws HostKeyException {
            if (refusal != null) {
                throw new HostKeyException(settings.target() + ": " + refusal);
            }
        }
    }
}
