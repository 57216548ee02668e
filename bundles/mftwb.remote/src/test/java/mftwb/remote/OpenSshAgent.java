package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A real OpenSSH ssh-agent on a socket in a test's folder, holding the keys a test adds with
 * ssh-add as a user would. Without OpenSSH's ssh-agent and ssh-add the calling test is skipped.
 */
final class OpenSshAgent implements AutoCloseable {
    private static final Path SSH_AGENT = Path.of("/usr/bin/ssh-agent");
    private static final Path SSH_ADD = Path.of("/usr/bin/ssh-add");

    private final Process process;
    /** What SSH_AUTH_SOCK names: where clients ask the agent to sign. */
    final Path socket;

    private OpenSshAgent(Process process, Path socket) {
        this.process = process;
        this.socket = socket;
    }

    /** Starts an agent in the foreground (-D), its socket and log in {@code dir}. */
    static OpenSshAgent start(Path dir) throws IOException, InterruptedException {
        assumeTrue(Files.isExecutable(SSH_AGENT) && Files.isExecutable(SSH_ADD),
                "OpenSSH ssh-agent and ssh-add are not installed");
        Path socket = dir.resolve("agent.sock");
        OpenSshAgent agent = new OpenSshAgent(new ProcessBuilder(SSH_AGENT.toString(), "-D", "-a", socket.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("agent.log").toFile()).start(), socket);
        try {
            for (int i = 0; i < 50 && !Files.exists(socket); i++) {
                Thread.sleep(100);
            }
        } catch (InterruptedException e) {
            agent.close();
            throw e;
        }
        return agent;
    }

    /** Adds a private key file with ssh-add; the test fails if ssh-add does not accept it. */
    void add(Path key) throws IOException, InterruptedException {
        ProcessBuilder add = new ProcessBuilder(SSH_ADD.toString(), key.toString()).redirectErrorStream(true);
        add.environment().put("SSH_AUTH_SOCK", socket.toString());
        Process adding = add.start();
        String said = new String(adding.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(adding.waitFor(10, TimeUnit.SECONDS) && adding.exitValue() == 0,
                "ssh-add must accept " + key + ": " + said);
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        process.waitFor(5, TimeUnit.SECONDS);
    }
}
