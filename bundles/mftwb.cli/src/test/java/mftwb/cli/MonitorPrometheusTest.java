package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.metrics.lab.PrometheusLab;

/** {@code mftwb monitor --prometheus URL --instance NAME} against Debian's Prometheus scraping node_exporter. */
class MonitorPrometheusTest {
    @TempDir
    Path dir;
    private final CommandRun cli = new CommandRun();

    @Test
    void writesTheSameCsvColumnsAsAnSshSampledHostAndSaysWhichInstancesExist() throws Exception {
        try (PrometheusLab prometheus = new PrometheusLab(Files.createDirectory(dir.resolve("prometheus")), 0)) {
            Path csv = dir.resolve("samples.csv");
            Instant start = Instant.now();
            assertEquals(0, cli.run("monitor", "--prometheus", prometheus.url().toString(), "--instance",
                    prometheus.nodeInstance(), "--seconds", "3", "--out", csv.toString()), cli.stderr());
            List<String> lines = Files.readAllLines(csv);
            assertEquals("timestamp,host,cpu_user,cpu_system,cpu_iowait,cpu_total", lines.get(0));
            assertEquals(4, lines.size(), lines.toString());
            for (String row : lines.subList(1, lines.size())) {
                String[] f = row.split(",");
                assertEquals(prometheus.nodeInstance(), f[1]);
                Instant time = Instant.parse(f[0]);
                assertFalse(time.isBefore(start.minusSeconds(1)), "from the command's start on, not history: " + row);
                assertTrue(Duration.between(start, time).toSeconds() < 30, row);
                double total = Double.parseDouble(f[5]);
                assertTrue(total >= 0 && total <= 100, row);
                assertEquals(Double.parseDouble(f[2]) + Double.parseDouble(f[3]), total, 0.02, row);
            }

            Path none = dir.resolve("none.csv");
            assertEquals(1, cli.run("monitor", "--prometheus", prometheus.url().toString(), "--instance", "db9:9100",
                    "--seconds", "3", "--out", none.toString()));
            assertTrue(cli.stderr().contains("scrapes no target with instance 'db9:9100'; it scrapes: "
                    + prometheus.nodeInstance()), cli.stderr());
            assertFalse(Files.exists(none));
        }
    }

    @Test
    void countsProgressInScrapesFromTheFirstSampleOn() throws Exception {
        try (PrometheusLab prometheus = new PrometheusLab(Files.createDirectory(dir.resolve("prometheus")), 0, 2)) {
            Path csv = dir.resolve("samples.csv");
            assertEquals(0, cli.run("monitor", "--prometheus", prometheus.url().toString(), "--instance",
                    prometheus.nodeInstance(), "--seconds", "4", "--out", csv.toString()), cli.stderr());
            // 4 s at one scrape every 2 s: two points, and every progress line says so (a first point that
            // arrived with the source's start was counted out of 4: "1/4" then "2/2").
            List<String> progress = cli.stderr().lines().filter(l -> l.matches("monitor: \\S+ \\d+/\\d+ cpu .*")).toList();
            assertEquals(2, progress.size(), cli.stderr());
            assertTrue(progress.get(0).contains(" 1/2 ") && progress.get(1).contains(" 2/2 "), cli.stderr());
            assertEquals(3, Files.readAllLines(csv).size());
        }
    }
}
