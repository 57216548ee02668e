package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.remote.lab.LocalLab;

/** Key held only by a real OpenSSH ssh-agent, used to log in to the embedded lab. */
class SshAgentAuthTest {
    @TempDir
    Path dir;

    @Test
    void logsInWithAKeyOnlyTheAgentHolds() throws Exception {
        try (OpenSshAgent agent = OpenSshAgent.start(dir); LocalLab lab = LocalLab.start(dir.resolve("lab"))) {
            // The lab writes its client key in OpenSSH's format, which ssh-add must accept.
            agent.add(dir.resolve("lab").resolve(LocalLab.CLIENT_KEY_FILE));

            ConnectionSettings viaAgent = lab.connectionSettings().withKeyPairs(List.of()).withAgent(Optional.of(agent.socket));
            try (SshConnection ssh = SshConnection.open(viaAgent)) {
                assertEquals("agent", ssh.run(RemoteCommand.of("echo", "agent"), Duration.ofSeconds(10)).stdout().strip());
            }
            ConnectionSettings noKeys = viaAgent.withAgent(Optional.empty());
            assertThrows(AuthenticationException.class, () -> SshConnection.open(noKeys).close());
        }
    }
}
