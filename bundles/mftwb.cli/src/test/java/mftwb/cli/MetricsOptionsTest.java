package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --metrics-port}/{@code --metrics-bind} and {@code monitor --prometheus} as a user types them. */
class MetricsOptionsTest {
    @TempDir
    Path dir;
    private final CommandRun cli = new CommandRun();

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("127.0.0.1", 0));
            return socket.getLocalPort();
        }
    }

    @Test
    void monitorServesTheLocalLabsCpuWhileItSamples() throws Exception {
        int port = freePort();
        AtomicReference<String> scraped = new AtomicReference<>("");
        Thread scraper = Thread.ofPlatform().daemon().start(() -> {
            HttpClient http = HttpClient.newHttpClient();
            long deadline = System.currentTimeMillis() + 30_000;
            while (System.currentTimeMillis() < deadline && !scraped.get().contains("mftwb_host_cpu_ratio{host=\"localhost\"")) {
                try {
                    scraped.set(http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics")).build(),
                            HttpResponse.BodyHandlers.ofString()).body());
                } catch (Exception e) {
                    // not serving yet
                }
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        Path csv = dir.resolve("samples.csv");
        assertEquals(0, cli.run("monitor", "--local-lab", "--lab-state", dir.resolve("lab").toString(), "--seconds", "4",
                "--out", csv.toString(), "--metrics-port", String.valueOf(port)), cli.stderr());
        scraper.join(30_000);
        assertTrue(cli.stderr().contains("monitor: Prometheus metrics on http://127.0.0.1:" + port + "/metrics"), cli.stderr());
        assertTrue(scraped.get().contains("mftwb_host_cpu_ratio{host=\"localhost\",mode=\"user\"}"), scraped.get());
        assertTrue(scraped.get().contains("mftwb_host_up{host=\"localhost\"} 1"), scraped.get());
        try (ServerSocket again = new ServerSocket()) {
            again.bind(new InetSocketAddress("127.0.0.1", port));   // the endpoint let go of its port
        }
    }

    @Test
    void badMetricsAndPrometheusOptionsAreUsageErrors() {
        String out = dir.resolve("x.csv").toString();
        assertEquals(2, cli.run("monitor", "--local-lab", "--seconds", "1", "--out", out, "--metrics-port", "0"));
        assertTrue(cli.stderr().contains("--metrics-port must be a port number 1-65535, not '0'"), cli.stderr());
        assertEquals(2, cli.run("monitor", "--local-lab", "--seconds", "1", "--out", out, "--metrics-bind", "0.0.0.0"));
        assertTrue(cli.stderr().contains("--metrics-bind needs --metrics-port"), cli.stderr());
        assertEquals(2, cli.run("monitor", "--local-lab", "--seconds", "1", "--out", out, "--metrics-port", "9464",
                "--metrics-bind", "not an addr"), cli.stderr());
        assertTrue(cli.stderr().contains("--metrics-bind: 'not an addr' is not an address or host name"), cli.stderr());
        assertEquals(2, cli.run("monitor", "--prometheus", "http://127.0.0.1:9090", "--seconds", "1", "--out", out));
        assertTrue(cli.stderr().contains("--prometheus and --instance go together"), cli.stderr());
        assertEquals(2, cli.run("monitor", "--prometheus", "ftp://x", "--instance", "h:9100", "--seconds", "1", "--out", out));
        assertTrue(cli.stderr().contains("is not an http:// or https:// URL of a Prometheus server"), cli.stderr());
        assertEquals(2, cli.run("campaign", "report", "r.csv", "--html", "d", "--metrics-port", "9464"));
        assertFalse(Files.exists(dir.resolve("x.csv")));
    }

    @Test
    void anUnreachablePrometheusFailsAtOnceAndWritesNothing() throws Exception {
        int port = freePort();
        Path csv = dir.resolve("samples.csv");
        assertEquals(1, cli.run("monitor", "--prometheus", "http://127.0.0.1:" + port, "--instance", "db1:9100",
                "--seconds", "5", "--out", csv.toString()));
        assertTrue(cli.stderr().contains("cannot reach Prometheus at http://127.0.0.1:" + port), cli.stderr());
        assertFalse(Files.exists(csv));
    }
}
