package mftwb.metrics.lab;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import mftwb.monitor.PrometheusApi;

/**
 * Debian's {@code prometheus} and {@code prometheus-node-exporter}, started on free loopback ports
 * with their own configuration and data in a given folder, scraping every second (ready once
 * node_exporter has been scraped three times), and stopped by
 * {@link #close()}: for tests and benchmarks, as {@code mftwb.remote.lab.LocalLab} is the SSH side.
 * Services the packages may have started on install (ports 9090 and 9100) are neither used nor disturbed.
 */
public final class PrometheusLab implements AutoCloseable {
    public static final String NODE_JOB = "node";
    public static final String WORKBENCH_JOB = "mftwb";

    private final List<Process> processes = new ArrayList<>();
    private final int nodeExporterPort;
    private final int prometheusPort;

    /** @param workbenchPort the workbench endpoint to scrape as job "mftwb", or 0 for none */
    public PrometheusLab(Path folder, int workbenchPort) throws IOException, InterruptedException {
        this(folder, workbenchPort, 1);
    }

    /**
     * @param workbenchPort         the workbench endpoint to scrape as job "mftwb", or 0 for none
     * @param scrapeIntervalSeconds how often Prometheus scrapes (1 s keeps tests short; production
     *                              setups scrape every 15 s or more)
     */
    public PrometheusLab(Path folder, int workbenchPort, int scrapeIntervalSeconds) throws IOException, InterruptedException {
        nodeExporterPort = freePort();
        prometheusPort = freePort();
        try {
            start(folder.resolve("node-exporter.log"), binary("prometheus-node-exporter"),
                    "--web.listen-address=127.0.0.1:" + nodeExporterPort, "--collector.disable-defaults",
                    "--collector.cpu");
            StringBuilder config = new StringBuilder("global:\n  scrape_interval: " + scrapeIntervalSeconds
                    + "s\n  scrape_timeout: 900ms\n" + "scrape_configs:\n");
            config.append("  - job_name: ").append(NODE_JOB).append("\n    static_configs:\n      - targets: ['127.0.0.1:")
                    .append(nodeExporterPort).append("']\n");
            if (workbenchPort > 0) {
                config.append("  - job_name: ").append(WORKBENCH_JOB)
                        .append("\n    static_configs:\n      - targets: ['127.0.0.1:").append(workbenchPort).append("']\n");
            }
            Path yml = Files.writeString(folder.resolve("prometheus.yml"), config);
            start(folder.resolve("prometheus.log"), binary("prometheus"), "--config.file=" + yml,
                    "--storage.tsdb.path=" + folder.resolve("data"), "--web.listen-address=127.0.0.1:" + prometheusPort,
                    "--storage.tsdb.retention.time=1h");
            awaitReady();
            awaitNodeScrapes();
        } catch (IOException | InterruptedException | RuntimeException e) {
            close();
            throw e;
        }
    }

    public URI url() {
        return URI.create("http://127.0.0.1:" + prometheusPort);
    }

    public String nodeInstance() {
        return "127.0.0.1:" + nodeExporterPort;
    }

    private static String binary(String name) {
        Path path = Path.of("/usr/bin", name);
        if (!Files.isExecutable(path)) {
            throw new IllegalStateException(path + " is missing: install Debian's prometheus and prometheus-node-exporter"
                    + " packages (./mftwb test and .ci/run do)");
        }
        return path.toString();
    }

    private void start(Path log, String... command) throws IOException {
        processes.add(new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start());
    }

    private void awaitReady() throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            for (Process p : processes) {
                if (!p.isAlive()) {
                    throw new IOException(p.info().command().orElse("a lab process") + " exited with " + p.exitValue());
                }
            }
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(url().resolve("/-/ready"))
                        .timeout(Duration.ofSeconds(2)).build(), HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        throw new IOException("Prometheus on 127.0.0.1:" + prometheusPort + " not ready within 30 s");
    }

    /**
     * Prometheus loads its targets a few seconds after it is ready, and rate() needs two scrapes:
     * the lab is handed over once node_exporter has been scraped three times.
     */
    private void awaitNodeScrapes() throws IOException, InterruptedException {
        PrometheusApi api = new PrometheusApi(url());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline) {
            Instant now = Instant.now();
            if (!api.queryRange("count_over_time(up{job=\"" + NODE_JOB + "\"}[30s]) >= 3", now, now, Duration.ofSeconds(1),
                    "job").isEmpty()) {
                return;
            }
            Thread.sleep(250);
        }
        throw new IOException("Prometheus on 127.0.0.1:" + prometheusPort + " did not scrape node_exporter three times in 30 s");
    }

    /** A loopback port free now (the processes bind it a moment later; collisions are unlikely). */
    public static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("127.0.0.1", 0));
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() throws InterruptedException {
        for (Process p : processes) {
            p.destroy();
        }
        for (Process p : processes) {
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        }
    }
}
