package mftwb.tuning.export;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One OpenSSH host in a network namespace, built and removed by releng/lab/sshhost.sh; the test
 * user's home is on this machine's file system, so the test prepares and inspects it directly.
 * Without root, iproute2 or openssh-server the calling test is skipped.
 */
final class LabHost implements AutoCloseable {
    private static final Path SCRIPT = Path.of(System.getProperty("mftwb.tuning.basedir", "."), "../../releng/lab/sshhost.sh").normalize();
    private static final AtomicInteger HOSTS = new AtomicInteger();

    final String name;
    final String address;
    final Path state;
    final String user;
    final Path home;

    private LabHost(String name, String address, Path state, String user, Path home) {
        this.name = name;
        this.address = address;
        this.state = state;
        this.user = user;
        this.home = home;
    }

    static void assumeAvailable() {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root to create network namespaces");
        assumeTrue(Files.isExecutable(Path.of("/usr/sbin/sshd")), "needs openssh-server (/usr/sbin/sshd)");
        assumeTrue(Files.isExecutable(SCRIPT), "missing " + SCRIPT);
    }

    /** A host on a subnet this machine does not route yet, with a namespace name unique to this process. */
    static LabHost up(Path state) throws IOException, InterruptedException {
        String name = "mwa" + ProcessHandle.current().pid() % 10000 + "n" + HOSTS.incrementAndGet();
        try {
            script("up", name, "auto", state.toString(), "ed25519");
        } catch (IOException e) {
            script("down", name, state.toString());
            throw e;
        }
        String user = Files.readString(state.resolve("user")).strip();
        Path home = Path.of(run("getent", "passwd", user).split(":")[5].strip());
        return new LabHost(name, Files.readString(state.resolve("address")).strip(), state, user, home);
    }

    /** Gives the test user everything the test wrote into its home. */
    void ownHome() throws IOException, InterruptedException {
        run("chown", "-R", user + ":" + user, home.toString());
    }

    private static void script(String... words) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("/bin/bash", SCRIPT.toString()));
        command.addAll(List.of(words));
        run(command.toArray(String[]::new));
    }

    private static String run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + output);
        }
        return output;
    }

    @Override
    public void close() throws IOException, InterruptedException {
        script("down", name, state.toString());
    }
}
