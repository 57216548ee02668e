package mftwb.remote;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One test host running Debian's OpenSSH sshd in a network namespace, built and removed by
 * releng/lab/sshhost.sh. Without root, iproute2 or openssh-server the calling test is skipped.
 */
final class LabHost implements AutoCloseable {
    private static final Path SCRIPT = repoRoot().resolve("releng/lab/sshhost.sh");
    private static final AtomicInteger HOSTS = new AtomicInteger();

    final String name;
    final String address;
    final Path state;
    final String user;

    private LabHost(String name, String address, Path state, String user) {
        this.name = name;
        this.address = address;
        this.state = state;
        this.user = user;
    }

    private static Path repoRoot() {
        String basedir = System.getProperty("basedir");
        return (basedir != null ? Path.of(basedir) : Path.of("").toAbsolutePath()).resolve("../..").normalize();
    }

    /** Creates the host with keys of {@code keyType} (ecdsa or ed25519); its files go to {@code state}. */
    static LabHost up(Path state, String keyType) throws IOException, InterruptedException {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root to create network namespaces");
        assumeTrue(Files.isExecutable(Path.of("/usr/sbin/sshd")), "needs openssh-server (/usr/sbin/sshd)");
        assumeTrue(Files.isExecutable(Path.of("/usr/sbin/ip")) || Files.isExecutable(Path.of("/sbin/ip")), "needs iproute2");
        assumeTrue(Files.isExecutable(SCRIPT), "missing " + SCRIPT);
        String name = "mwr" + ProcessHandle.current().pid() % 10000 + "n" + HOSTS.incrementAndGet();
        try {
            // The script takes a subnet this machine does not route yet.
            script("up", name, "auto", state.toString(), keyType);
        } catch (IOException e) {
            script("down", name, state.toString()); // a half-built host is still torn down
            throw e;
        }
        return new LabHost(name, Files.readString(state.resolve("address")).strip(), state, Files.readString(state.resolve("user")).strip());
    }

    /** Runs {@code sshhost.sh COMMAND NAME STATE_DIR}, e.g. stop-sshd, start-sshd, freeze, thaw. */
    void run(String command) throws IOException, InterruptedException {
        script(command, name, state.toString());
    }

    private static void script(String... words) throws IOException, InterruptedException {
        String output = scriptOutput(new ProcessBuilder(), 0, words);
        if (output != null) {
            throw new IOException("sshhost.sh " + String.join(" ", words) + " failed: " + output);
        }
    }

    /**
     * Runs sshhost.sh with {@code words} from {@code builder} (its environment); null if it exited with
     * {@code expectedExit} within 30 s, else what it printed.
     */
    static String scriptOutput(ProcessBuilder builder, int expectedExit, String... words) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("/bin/bash", SCRIPT.toString()));
        command.addAll(List.of(words));
        Process p = builder.command(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == expectedExit ? null : output;
    }

    /** A file the script wrote: hostkey.pub, client_key, known_hosts, password, passphrase, sshd.log... */
    Path file(String fileName) {
        return state.resolve(fileName);
    }

    String read(String fileName) throws IOException {
        return Files.readString(file(fileName)).strip();
    }

    /** Key login with the host's plain client key; no agent, known_hosts and decision as given. */
    ConnectionSettings settings(Path knownHosts, HostKeyDecision decision) {
        return ConnectionSettings.defaults(new SshTarget(user, address, 22)).withAgent(Optional.empty())
                .withKnownHosts(knownHosts, decision).withIdentityFiles(List.of(file("client_key")));
    }

    /** Settings that trust the host through the known_hosts file the script wrote. */
    ConnectionSettings trusted() {
        return settings(file("known_hosts"), HostKeyDecision.REFUSE);
    }

    /** sshd's log, to explain a failed wait. */
    String sshdLog() throws IOException {
        return Files.exists(file("sshd.log")) ? Files.readString(file("sshd.log")) : "";
    }

    @Override
    public void close() throws IOException, InterruptedException {
        run("down");
    }
}
