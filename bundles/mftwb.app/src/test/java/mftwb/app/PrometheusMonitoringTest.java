package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

import org.eclipse.ui.PlatformUI;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.metrics.lab.PrometheusLab;
import mftwb.monitor.Metric;
import mftwb.monitor.TimeSeries;

import mftwb.monitor.HostWatch;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SourceStatus;
import mftwb.ui.monitor.HostMonitoring;
import mftwb.ui.monitor.LiveMonitorView;
import mftwb.ui.monitor.PrometheusHostDialog;
import mftwb.ui.preferences.WorkbenchPreferences;

/** Prometheus in the workbench: the metrics endpoint the preferences turn on, and "Monitor host via Prometheus...". */
class PrometheusMonitoringTest {

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress("127.0.0.1", 0));
            return socket.getLocalPort();
        }
    }

    private static HostMonitoring monitoring() {
        return PlatformUI.getWorkbench().getService(HostMonitoring.class);
    }

    @Test
    void theMetricsPortPreferenceServesTheLocalLabsCpu() throws Exception {
        int port = freePort();
        HttpClient http = HttpClient.newHttpClient();
        URI metrics = URI.create("http://127.0.0.1:" + port + "/metrics");
        try {
            WorkbenchPreferences.node().putInt(WorkbenchPreferences.METRICS_PORT, port);
            monitoring().startMetricsEndpoint();
            String body = "";
            long deadline = System.currentTimeMillis() + 30_000;
            while (System.currentTimeMillis() < deadline && !body.contains("mftwb_host_cpu_busy_ratio{host=\"localhost\"}")) {
                try {
                    body = http.send(HttpRequest.newBuilder(metrics).build(), HttpResponse.BodyHandlers.ofString()).body();
                } catch (IOException e) {
                    // the Job has not bound the port yet
                }
                Thread.sleep(200);
            }
            assertTrue(body.contains("mftwb_host_cpu_busy_ratio{host=\"" + HostWatch.LOCAL_LAB_HOST + "\"}"), body);
            assertEquals("http://127.0.0.1:" + port + "/metrics", monitoring().metricsUrl());
        } finally {
            WorkbenchPreferences.node().remove(WorkbenchPreferences.METRICS_PORT);
            monitoring().startMetricsEndpoint();
        }
        assertNull(monitoring().metricsUrl(), "port 0 (the default) turns the endpoint off");
        assertThrows(IOException.class, () -> http.send(HttpRequest.newBuilder(metrics).build(),
                HttpResponse.BodyHandlers.ofString()));
    }

    @Test
    void chartsNodeExporterCpuThroughARealPrometheus(@TempDir Path folder) throws Exception {
        MonitorSession session = PlatformUI.getWorkbench().getService(MonitorSession.class);
        try (PrometheusLab prometheus = new PrometheusLab(folder, 0)) {
            String instance = prometheus.nodeInstance();
            monitoring().watchThroughPrometheus(prometheus.url(), instance);
            long deadline = System.currentTimeMillis() + 30_000;
            while (System.currentTimeMillis() < deadline
                    && session.series(instance, Metric.CPU_TOTAL).map(TimeSeries::size).orElse(0) < 5) {
                Thread.sleep(200);
            }
            assertEquals(SourceStatus.State.UP, session.status(instance).orElseThrow().state(),
                    session.status(instance).orElseThrow().reason());
            UiThread.run(() -> {
                LiveMonitorView view = (LiveMonitorView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                        .showView(LiveMonitorView.ID);
                view.refresh();
                XYPlot cpu = (XYPlot) view.charts().stream().filter(c -> c.getTitle().getText().equals(instance)).findFirst()
                        .orElseThrow(() -> new AssertionError("no chart for " + instance)).getPlot();
                assertEquals(3, cpu.getDataset().getSeriesCount(), "user, system and I/O wait, as for an SSH host");
                assertTrue(cpu.getDataset().getItemCount(0) >= 5, "one point per scrape");
                UiThread.settle();
                Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "live-monitor-prometheus");
            });
        }
    }

    @Test
    void theDialogChecksUrlAndInstanceAndAnUnreachableServerShowsOnTheHost() throws Exception {
        int nothing = freePort();
        UiThread.run(() -> {
            PrometheusHostDialog dialog = new PrometheusHostDialog(
                    PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
            dialog.setBlockOnOpen(false);
            dialog.open();
            try {
                assertFalse(dialog.canFinish(), "nothing typed yet");
                dialog.type("prometheus:9090", "db1:9100");
                assertFalse(dialog.canFinish(), "no http:// scheme");
                assertNotNull(dialog.getErrorMessage());
                dialog.type("http://127.0.0.1:" + nothing, "");
                assertFalse(dialog.canFinish(), "no instance");
                dialog.type("http://127.0.0.1:" + nothing, "db1:9100");
                assertTrue(dialog.canFinish());
                UiThread.settle();
                Screenshots.save(dialog.getShell(), "prometheus-host-dialog");
                dialog.finish();
                monitoring().watchThroughPrometheus(dialog.server(), dialog.instance());
            } finally {
                dialog.close();
            }
        });
        MonitorSession session = PlatformUI.getWorkbench().getService(MonitorSession.class);
        long deadline = System.currentTimeMillis() + 20_000;
        while (System.currentTimeMillis() < deadline
                && session.status("db1:9100").map(s -> s.state() != SourceStatus.State.DOWN).orElse(true)) {
            Thread.sleep(100);
        }
        SourceStatus status = session.status("db1:9100").orElseThrow();
        assertEquals(SourceStatus.State.DOWN, status.state());
        assertTrue(status.reason().startsWith("cannot reach Prometheus at http://127.0.0.1:" + nothing), status.reason());
        UiThread.run(() -> {
            LiveMonitorView view = (LiveMonitorView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                    .showView(LiveMonitorView.ID);
            view.refresh();
            assertTrue(view.charts().stream().anyMatch(c -> c.getTitle().getText().startsWith("db1:9100 - DOWN: cannot reach")),
                    "the host's chart says why");
        });
    }
}
