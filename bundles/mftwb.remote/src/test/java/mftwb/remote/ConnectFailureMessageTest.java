package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.channels.UnresolvedAddressException;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the user reads when a host cannot be reached: the socket's reason, in words. */
class ConnectFailureMessageTest {
    @TempDir
    Path dir;

    @Test
    void aClosedPortSaysTheConnectionWasRefused() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = free.getLocalPort();
        }
        ConnectionSettings settings = ConnectionSettings.defaults(new SshTarget("mqm", "127.0.0.1", port))
                .withAgent(Optional.empty()).withKnownHosts(dir.resolve("known_hosts"), HostKeyDecision.REFUSE);
        IOException e = assertThrows(IOException.class, () -> SshConnection.open(settings).close());
        assertTrue(e.getMessage().startsWith("mqm@127.0.0.1:" + port + ": cannot connect: ")
                && e.getMessage().toLowerCase().contains("refused"), e.getMessage());
    }

    /** The resolver's exception has no message; its class name meant nothing to a user. */
    @Test
    void aHostNameDnsDoesNotKnowIsSaidInWords() {
        assertEquals("host name not found",
                SshConnection.rootCause(new IOException("wrapped", new UnresolvedAddressException())));
    }
}
