package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code mftwb monitor --host} against Debian's OpenSSH sshd in a network namespace made by
 * releng/lab/sshhost.sh (root, iproute2 and openssh-server needed, else skipped).
 */
class MonitorOpenSshTest {
    @TempDir
    Path dir;

    private static Path script() {
        String basedir = System.getProperty("basedir");
        Path root = (basedir != null ? Path.of(basedir) : Path.of("").toAbsolutePath()).resolve("../..").normalize();
        return root.resolve("releng/lab/sshhost.sh");
    }

    private static void lab(String... words) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of("/bin/bash", script().toString()));
        command.addAll(List.of(words));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException("sshhost.sh " + String.join(" ", words) + " failed: " + output);
        }
    }

    /** ECDSA, and ed25519: Debian's default host and user key type. */
    @ParameterizedTest
    @ValueSource(strings = { "ecdsa", "ed25519" })
    void refusesAnUnknownHostKeyThenSamplesWhenTheFlagAcceptsIt(String keyType) throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root to create network namespaces");
        assumeTrue(Files.isExecutable(Path.of("/usr/sbin/sshd")), "needs openssh-server");
        assumeTrue(Files.isExecutable(script()), "missing " + script());
        String name = "mwc" + ProcessHandle.current().pid() % 10000 + keyType.substring(0, 2);
        Path state = dir.resolve("host");
        Path csv = dir.resolve("samples.csv");
        Path knownHosts = dir.resolve("known_hosts");
        try {
            lab("up", name, "auto", state.toString(), keyType);
            String address = Files.readString(state.resolve("address")).strip();
            String host = Files.readString(state.resolve("user")).strip() + "@" + address;
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            CommandLine cli = new CommandLine("test", Subcommands.all());
            PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
            PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
            String[] base = { "monitor", "--host", host, "--identity", state.resolve("client_key").toString(),
                    "--known-hosts", knownHosts.toString(), "--seconds", "2", "--out", csv.toString() };
            assertEquals(1, cli.run(base, out, errStream));
            assertTrue(err.toString(StandardCharsets.UTF_8).contains("SHA256:"), err.toString(StandardCharsets.UTF_8));
            assertFalse(Files.exists(csv));

            String[] accepting = java.util.Arrays.copyOf(base, base.length + 1);
            accepting[base.length] = "--accept-new-host-key";
            assertEquals(0, cli.run(accepting, out, errStream), err.toString(StandardCharsets.UTF_8));
            List<String> rows = Files.readAllLines(csv);
            assertEquals(3, rows.size(), rows.toString());
            assertTrue(rows.get(1).split(",")[1].equals(address), rows.get(1));
        } finally {
            lab("down", name, state.toString());
        }
    }
}
