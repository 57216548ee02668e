package mftwb.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.metrics.lab.PrometheusLab;
import mftwb.monitor.HostWatch;
import mftwb.monitor.PrometheusHostSource;
import mftwb.monitor.Metric;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SessionRecorder;
import mftwb.monitor.TimeSeries;
import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.HostStatus;
import mftwb.remote.sampling.SampleListener;

/**
 * The Prometheus source against Debian's Prometheus scraping Debian's node_exporter on this
 * machine, side by side with our own /proc/stat sampler through the embedded lab.
 */
class PrometheusHostSourceTest {

    @TempDir
    Path dir;

    @Test
    void nodeExporterCpuThroughPrometheusAgreesWithOurSampler() throws Exception {
        MonitorSession session = new MonitorSession();
        try (PrometheusLab prometheus = new PrometheusLab(Files.createDirectory(dir.resolve("prometheus")), 0);
                HostWatch ours = HostWatch.startLocalLab(dir.resolve("lab"), new SessionRecorder(session))) {
            String instance = prometheus.nodeInstance();
            long from;
            long to;
            try (PrometheusHostSource source = PrometheusHostSource.start(prometheus.url(), instance,
                    new SessionRecorder(session))) {
                assertEquals(1000, source.scrapeInterval().toMillis());
                from = System.currentTimeMillis() + 3000;
                // Idle, then one core busy, then idle: both must see the same rise and fall.
                Thread.sleep(4000);
                burn(5000);
                Thread.sleep(4000);
                to = System.currentTimeMillis() - 1000;
                Thread.sleep(2000);
            }
            assertTrue(mean(session, HostWatch.LOCAL_LAB_HOST, Metric.CPU_TOTAL, from, to) > 10,
                    "the busy thread shows in our sampler");
            // The total, and its split: a mode mapped wrongly (nice, irq, softirq) would show here.
            for (Metric metric : new Metric[] { Metric.CPU_TOTAL, Metric.CPU_USER, Metric.CPU_SYSTEM }) {
                double viaPrometheus = mean(session, instance, metric, from, to);
                double viaSsh = mean(session, HostWatch.LOCAL_LAB_HOST, metric, from, to);
                System.out.printf(Locale.ROOT, "PrometheusHostSourceTest: mean %s %.2f%% via Prometheus, %.2f%% via our "
                        + "sampler, difference %.2f points%n", metric.column(), viaPrometheus, viaSsh, viaPrometheus - viaSsh);
                assertTrue(Math.abs(viaPrometheus - viaSsh) < 5,
                        metric.column() + ": Prometheus " + viaPrometheus + "% vs our sampler " + viaSsh + "% of the host");
            }
        }
    }

    @Test
    void saysHowFarApartItsSamplesComeBeforeTheFirst() throws Exception {
        List<String> heard = new CopyOnWriteArrayList<>();
        SampleListener listener = new SampleListener() {
            @Override
            public void interval(Duration every) {
                heard.add("interval " + every.toSeconds() + " s");
            }

            @Override
            public void sample(HostSample sample) {
                heard.add("sample");
            }

            @Override
            public void status(HostStatus status) {
            }
        };
        try (PrometheusLab prometheus = new PrometheusLab(Files.createDirectory(dir.resolve("prometheus")), 0, 2);
                PrometheusHostSource source = PrometheusHostSource.start(prometheus.url(), prometheus.nodeInstance(),
                        listener)) {
            assertEquals(2, source.scrapeInterval().toSeconds());
            assertEquals("interval 2 s", heard.isEmpty() ? "nothing" : heard.get(0), heard.toString());
            assertTrue(heard.size() > 1, "the last scrapes are delivered at start: " + heard);
        }
    }

    @Test
    void unreachableServerUnknownInstanceAndEmptyQueryAreClearErrors() throws Exception {
        int nothing = PrometheusLab.freePort();
        IOException unreachable = assertThrows(IOException.class, () -> PrometheusHostSource
                .start(URI.create("http://127.0.0.1:" + nothing), "host:9100", new SessionRecorder(new MonitorSession())));
        assertTrue(unreachable.getMessage().startsWith("cannot reach Prometheus at http://127.0.0.1:" + nothing),
                unreachable.getMessage());
        // A target that is no node_exporter: the workbench's own endpoint has no node_cpu_seconds_total.
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(MetricsEndpoint.LOOPBACK, 0, new MonitorSession());
                PrometheusLab prometheus = new PrometheusLab(Files.createDirectory(dir.resolve("p")), endpoint.port())) {
            IOException unknown = assertThrows(IOException.class, () -> PrometheusHostSource.start(prometheus.url(),
                    "nosuchhost:9100", new SessionRecorder(new MonitorSession())));
            assertTrue(unknown.getMessage().contains("scrapes no target with instance 'nosuchhost:9100'; it scrapes: "),
                    unknown.getMessage());
            assertTrue(unknown.getMessage().contains(prometheus.nodeInstance())
                    && unknown.getMessage().contains("127.0.0.1:" + endpoint.port()), "lists what it does scrape");
            IOException empty = assertThrows(IOException.class, () -> PrometheusHostSource.start(prometheus.url(),
                    "127.0.0.1:" + endpoint.port(), new SessionRecorder(new MonitorSession())));
            assertTrue(empty.getMessage().contains("returned nothing for 100 * avg by (mode) (rate(node_cpu_seconds_total"),
                    empty.getMessage());
        }
    }

    private static void burn(long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        double x = 0;
        while (System.nanoTime() < end) {
            x += Math.sqrt(x + 1);
        }
        if (x < 0) {
            throw new AssertionError();
        }
    }

    private static double mean(MonitorSession session, String host, Metric metric, long from, long to) {
        TimeSeries.Points points = session.series(host, metric).orElseThrow().points();
        double sum = 0;
        int n = 0;
        for (int i = 0; i < points.size(); i++) {
            long t = points.timesMillis()[i];
            if (t >= from && t <= to) {
                sum += points.values()[i];
                n++;
            }
        }
        assertTrue(n >= 5, host + ": only " + n + " points in the window");
        return sum / n;
    }
}
