import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import mftwb.metrics.MetricsEndpoint;
import mftwb.metrics.lab.PrometheusLab;
import mftwb.monitor.PrometheusHostSource;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SessionRecorder;
import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.HostStatus;
import mftwb.remote.sampling.ProcessSample;
import mftwb.remote.sampling.SampleListener;

/**
 * cost SECONDS: CPU the metrics endpoint costs with 20 hosts (3 watched processes each) sampled once a
 * second and scraped once a second, measured side by side with the same period unscraped.
 * latency SECONDS: how soon a Prometheus source hands on each new point, against Debian's prometheus
 * scraping node_exporter every second (both started on free loopback ports in a temp folder, stopped after).
 */
public class MetricsBench {
    static final int HOSTS = 20;

    public static void main(String[] args) throws Exception {
        if (args[0].equals("cost")) {
            cost(Integer.parseInt(args[1]));
        } else {
            java.nio.file.Path folder = java.nio.file.Files.createTempDirectory("mftwb-bench-prometheus");
            try (PrometheusLab lab = new PrometheusLab(folder, 0)) {
                latency(lab.url(), lab.nodeInstance(), Integer.parseInt(args[1]));
            } finally {
                try (var walk = java.nio.file.Files.walk(folder)) {
                    walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        }
    }

    static void cost(int seconds) throws Exception {
        MonitorSession session = new MonitorSession();
        SessionRecorder recorder = new SessionRecorder(session);
        Thread feeder = Thread.ofPlatform().daemon().start(() -> {
            try {
                while (true) {
                    Instant now = Instant.now();
                    for (int h = 0; h < HOSTS; h++) {
                        recorder.sample(HostSample.of(now, "host-" + h, 20 + h, 5, 1, 0, List.of(
                                new ProcessSample(1000 + h, "amqzlaa0", 30), new ProcessSample(2000 + h, "amqrmppa", 10),
                                new ProcessSample(3000 + h, "java", 80))));
                    }
                    Thread.sleep(1000);
                }
            } catch (InterruptedException e) {
                // end of the benchmark
            }
        });
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(MetricsEndpoint.LOOPBACK, 0, session)) {
            for (int i = 0; i < 20; i++) {
                scrape(endpoint.port()); // warm up the JIT
            }
            double idle = cpuPercent(seconds, 0);
            List<Long> nanos = new ArrayList<>();
            double scraped = cpuPercent(seconds, endpoint.port(), nanos);
            long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
            int bytes = scrape(endpoint.port());
            System.out.printf(Locale.ROOT, "metrics endpoint, %d hosts x (5 CPU + 3 process series), scraped every 1 s for %d s:%n",
                    HOSTS, seconds);
            System.out.printf(Locale.ROOT, "  process CPU unscraped %.3f%% of a core, scraped %.3f%%: serving costs %.3f%% of a core"
                    + " (target < 1%%)%n", idle, scraped, scraped - idle);
            System.out.printf(Locale.ROOT, "  scrape: median %.2f ms, max %.2f ms, %d bytes%n", sorted[sorted.length / 2] / 1e6,
                    sorted[sorted.length - 1] / 1e6, bytes);
        }
        feeder.interrupt();
    }

    static double cpuPercent(int seconds, int port, List<Long> nanos) throws Exception {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long cpu0 = os.getProcessCpuTime();
        long wall0 = System.nanoTime();
        for (int s = 0; s < seconds; s++) {
            if (port > 0) {
                long t = System.nanoTime();
                scrape(port);
                nanos.add(System.nanoTime() - t);
            }
            Thread.sleep(1000);
        }
        return 100.0 * (os.getProcessCpuTime() - cpu0) / (System.nanoTime() - wall0);
    }

    static double cpuPercent(int seconds, int port) throws Exception {
        return cpuPercent(seconds, port, new ArrayList<>());
    }

    /** A GET as a scraper sends it, over a plain socket so the client's own cost stays small. */
    static int scrape(int port) throws Exception {
        try (Socket s = new Socket("127.0.0.1", port)) {
            OutputStream out = s.getOutputStream();
            out.write("GET /metrics HTTP/1.0\r\nAccept: text/plain\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            byte[] buffer = new byte[65536];
            int total = 0;
            for (int n; (n = in.read(buffer)) > 0;) {
                total += n;
            }
            return total;
        }
    }

    static void latency(URI server, String instance, int seconds) throws Exception {
        List<Long> lags = new ArrayList<>();
        List<Long> gaps = new ArrayList<>();
        long[] lastDelivery = { 0 };
        SampleListener listener = new SampleListener() {
            @Override
            public void sample(HostSample sample) {
                long now = System.currentTimeMillis();
                lags.add(now - sample.time().toEpochMilli());
                if (lastDelivery[0] > 0) {
                    gaps.add(now - lastDelivery[0]);
                }
                lastDelivery[0] = now;
            }

            @Override
            public void status(HostStatus status) {
            }
        };
        long interval;
        try (PrometheusHostSource source = PrometheusHostSource.start(server, instance, listener)) {
            interval = source.scrapeInterval().toMillis();
            lags.clear();
            gaps.clear();
            Thread.sleep(seconds * 1000L);
        }
        long[] lag = lags.stream().mapToLong(Long::longValue).sorted().toArray();
        long[] gap = gaps.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf(Locale.ROOT, "Prometheus source, scrape interval %d ms, %d points in %d s:%n", interval, lag.length, seconds);
        System.out.printf(Locale.ROOT, "  point instant -> delivered: median %d ms, max %d ms%n", lag[lag.length / 2], lag[lag.length - 1]);
        System.out.printf(Locale.ROOT, "  between new points: median %d ms, max %d ms (target: new point within %d ms)%n",
                gap[gap.length / 2], gap[gap.length - 1], interval + 1000);
        System.out.println(Arrays.stream(gap).max().orElse(Long.MAX_VALUE) <= interval + 1000 ? "  within target" : "  OVER target");
    }
}
