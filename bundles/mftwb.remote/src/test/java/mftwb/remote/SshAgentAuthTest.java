package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.remote.lab.LocalLab;

/** Key held only by a real OpenSSH ssh-agent, used to log in to the embedded lab. */
class SshAgentAuthTest {
    @TempDir
    Path dir;

    @Test
    void logsInWithAKeyOnlyTheAgentHolds() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/ssh-agent")) && Files.isExecutable(Path.of("/usr/bin/ssh-add")),
                "OpenSSH ssh-agent and ssh-add are not installed");
        Path socket = dir.resolve("agent.sock");
        Process agent = new ProcessBuilder("/usr/bin/ssh-agent", "-D", "-a", socket.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("agent.log").toFile()).start();
        try (LocalLab lab = LocalLab.start(dir.resolve("lab"))) {
            for (int i = 0; i < 50 && !Files.exists(socket); i++) {
                Thread.sleep(100);
            }
            ProcessBuilder add = new ProcessBuilder("/usr/bin/ssh-add", dir.resolve("lab").resolve(LocalLab.CLIENT_KEY_FILE).toString())
                    .redirectErrorStream(true);
            add.environment().put("SSH_AUTH_SOCK", socket.toString());
            Process adding = add.start();
            String said = new String(adding.getInputStream().readAllBytes());
            assertTrue(adding.waitFor(10, TimeUnit.SECONDS) && adding.exitValue() == 0,
                    "ssh-add must accept the lab's OpenSSH-format key: " + said);

            ConnectionSettings viaAgent = lab.connectionSettings().withKeyPairs(List.of()).withAgent(Optional.of(socket));
            try (SshConnection ssh = SshConnection.open(viaAgent)) {
                assertEquals("agent", ssh.run(RemoteCommand.of("echo", "agent"), Duration.ofSeconds(10)).stdout().strip());
            }
            ConnectionSettings noKeys = viaAgent.withAgent(Optional.empty());
            assertThrows(AuthenticationException.class, () -> SshConnection.open(noKeys).close());
        } finally {
            agent.destroy();
            agent.waitFor(5, TimeUnit.SECONDS);
        }
    }
}
