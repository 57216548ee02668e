package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.apache.sshd.common.config.keys.KeyUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.remote.lab.LocalLab;

class MonitorCommandTest {
    @TempDir
    Path dir;
    private final CommandRun cli = new CommandRun();

    private int run(String... args) {
        return cli.run(args);
    }

    private String stderr() {
        return cli.stderr();
    }

    @Test
    void localLabWritesOneRowPerSecondWithTheContractColumns() throws Exception {
        Path csv = dir.resolve("samples.csv");
        Instant start = Instant.now();
        assertEquals(0, run("monitor", "--local-lab", "--lab-state", dir.resolve("lab").toString(), "--seconds", "3",
                "--out", csv.toString()), stderr());
        List<String> lines = Files.readAllLines(csv);
        assertEquals("timestamp,host,cpu_user,cpu_system,cpu_iowait,cpu_total", lines.get(0));
        assertEquals(4, lines.size(), lines.toString());
        for (String row : lines.subList(1, lines.size())) {
            String[] f = row.split(",");
            assertEquals(6, f.length, row);
            Instant time = Instant.parse(f[0]);
            assertTrue(Duration.between(start, time).abs().toSeconds() < 30, row);
            assertEquals(mftwb.monitor.HostWatch.LOCAL_LAB_HOST, f[1]);
            double user = Double.parseDouble(f[2]);
            double system = Double.parseDouble(f[3]);
            double total = Double.parseDouble(f[5]);
            assertTrue(total >= 0 && total <= 100, row);
            assertEquals(user + system, total, 0.02, row);
        }
        assertTrue(stderr().contains("3/3"), stderr());
        assertEquals("", cli.stdout(), "data goes to the file, progress to stderr");
        try (var listing = Files.list(dir)) {
            assertEquals(List.of("lab", "samples.csv"), listing.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary file left behind");
        }
    }

    @Test
    void unknownHostKeyIsRefusedUnlessAcceptedAndNoFileIsWritten() throws Exception {
        Path csv = dir.resolve("remote.csv");
        Path knownHosts = dir.resolve("known_hosts");
        try (LocalLab lab = LocalLab.start(dir.resolve("lab"))) {
            String host = System.getProperty("user.name") + "@127.0.0.1:" + lab.port();
            String key = dir.resolve("lab").resolve(LocalLab.CLIENT_KEY_FILE).toString();
            assertEquals(1, run("monitor", "--host", host, "--identity", key, "--known-hosts", knownHosts.toString(),
                    "--seconds", "1", "--out", csv.toString()), stderr());
            assertTrue(stderr().contains(KeyUtils.getFingerPrint(lab.hostKey())), stderr());
            assertFalse(Files.exists(csv));

            assertEquals(0, run("monitor", "--host", host, "--identity", key, "--known-hosts", knownHosts.toString(),
                    "--accept-new-host-key", "--seconds", "1", "--out", csv.toString()), stderr());
            assertEquals(2, Files.readAllLines(csv).size());
            assertTrue(Files.readString(knownHosts).contains("[127.0.0.1]:" + lab.port()));
        }
    }

    @Test
    void badArgumentsAreUsageErrors() {
        assertEquals(2, run("monitor", "--seconds", "3", "--out", "x.csv"));
        assertTrue(stderr().contains("exactly one of --local-lab and --host"));
        assertEquals(2, run("monitor", "--local-lab", "--seconds", "0", "--out", "x.csv"));
        assertTrue(stderr().contains("--seconds must be a whole number above 0, not '0'"));
        assertEquals(2, run("monitor", "--host", "no-user-here", "--seconds", "1", "--out", "x.csv"));
        assertTrue(stderr().contains("is not user@host[:port]"));
    }

    @Test
    void unreachableHostFailsWithoutAFile() throws Exception {
        Path csv = dir.resolve("none.csv");
        // Port 1 on loopback: nothing listens there, so the connection is refused at once.
        assertEquals(1, run("monitor", "--host", "mqm@127.0.0.1:1", "--known-hosts", dir.resolve("kh").toString(),
                "--seconds", "1", "--out", csv.toString()));
        assertFalse(Files.exists(csv));
        assertTrue(stderr().contains("mftwb monitor: mqm@127.0.0.1:1: cannot connect: Connection refused"), stderr());
    }
}
