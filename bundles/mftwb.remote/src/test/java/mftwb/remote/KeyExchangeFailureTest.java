package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.apache.sshd.common.cipher.BuiltinCiphers;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.keyprovider.SimpleGeneratorHostKeyProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server the client shares no algorithm with (as an ed25519-only sshd was before the workbench
 * read ed25519) fails before any credential is tried: the error says so, not "authentication failed".
 */
class KeyExchangeFailureTest {
    @TempDir
    Path dir;

    @Test
    void noAlgorithmInCommonIsACannotConnectErrorNamingTheAlgorithms() throws Exception {
        SshServer server = SshServer.setUpDefaultServer();
        server.setHost("127.0.0.1");
        server.setPort(0);
        server.setKeyPairProvider(new SimpleGeneratorHostKeyProvider(dir.resolve("hostkey")));
        // Only the "none" cipher, which no client offers by default.
        server.setCipherFactories(List.of(BuiltinCiphers.none));
        server.setPasswordAuthenticator((user, password, session) -> true);
        server.start();
        try {
            ConnectionSettings settings = ConnectionSettings.defaults(new SshTarget("mqm", "127.0.0.1", server.getPort()))
                    .withAgent(Optional.empty()).withKnownHosts(dir.resolve("known_hosts"), HostKeyDecision.REFUSE)
                    .withPassword(() -> "secret");
            IOException e = assertThrows(IOException.class, () -> SshConnection.open(settings).close());
            assertFalse(e instanceof AuthenticationException, e.getMessage());
            assertTrue(e.getMessage().contains("cannot connect") && e.getMessage().contains("negotiate"), e.getMessage());
        } finally {
            server.stop(true);
        }
    }
}
