package mftwb.metrics;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import mftwb.monitor.MonitorSession;
import mftwb.monitor.SessionRecorder;
import mftwb.mq.ChannelStatus;
import mftwb.mq.QmResourceSample;
import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.ProcessSample;

/** The Grafana dashboard in samples/ asks only for series the endpoint serves, so no panel stays empty after a rename. */
class GrafanaDashboardTest {
    private static final Path DASHBOARD = Path.of(System.getProperty("user.dir"))
            .resolve("../../samples/grafana-mftwb-dashboard.json").normalize();

    @Test
    void everySeriesTheDashboardQueriesIsServed() throws Exception {
        String json = Files.readString(DASHBOARD);
        assertTrue(json.contains("\"__inputs\"") && json.contains("\"DS_PROMETHEUS\""),
                "importable as is: Grafana asks for the Prometheus data source on import");
        Set<String> queried = new TreeSet<>();
        Matcher m = Pattern.compile("mftwb_[a-z_]+").matcher(json);
        while (m.find()) {
            queried.add(m.group());
        }
        assertTrue(queried.size() >= 10, queried.toString());
        MonitorSession session = new MonitorSession();
        new SessionRecorder(session).sample(HostSample.of(Instant.now(), "h", 1, 1, 0, 0, List.of(new ProcessSample(1, "java", 5))));
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(MetricsEndpoint.LOOPBACK, 0, session)) {
            endpoint.following("c", 1, new mftwb.runner.RunListener() { });
            endpoint.queueManagers().record(new QmResourceSample("QM1", "CPU", "QMgrSummary", "", Instant.now(), -1, Map.of(
                    "User CPU time - percentage estimate for queue manager", 1.0,
                    "System CPU time - percentage estimate for queue manager", 1.0,
                    "RAM total bytes - estimate for queue manager", 1e6)));
            endpoint.queueManagers().record(new QmResourceSample("QM1", "CPU", "SystemSummary", "", Instant.now(), -1, Map.of(
                    "User CPU time percentage", 20.0, "System CPU time percentage", 5.0)));
            ChannelStatus channel = new ChannelStatus("QM1.QM2", "qm2(1414)", "QM2", "RUNNING", 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1);
            endpoint.queueManagers().record("QM1", List.of(channel));
            endpoint.queueManagers().record("QM1", List.of(channel));
            String served = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(endpoint.url())).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            for (String name : queried) {
                assertTrue(served.contains("# TYPE " + name + " ") || served.contains("# TYPE " + name.replaceFirst("_total$", "") + " "),
                        "the dashboard queries " + name + ", which the endpoint does not serve");
            }
        }
    }
}
