package mftwb.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SessionRecorder;
import mftwb.mq.ChannelStatus;
import mftwb.mq.Originator;
import mftwb.mq.QmResourceSample;
import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.ProcessSample;
import mftwb.runner.Backend;
import mftwb.runner.MqAccess;
import mftwb.runner.QueueManagerListener;
import mftwb.runner.RunListener;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/** The endpoint as a scraper sees it: plain HTTP GETs of /metrics in both text formats. */
class MetricsEndpointTest {

    private static String scrape(MetricsEndpoint endpoint, String accept) throws Exception {
        HttpResponse<String> r = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(endpoint.url())).header("Accept", accept).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode());
        return r.body();
    }

    @Test
    void hostAndProcessCpuAreRatiosLabelledByHostModeAndProcess() throws Exception {
        MonitorSession session = new MonitorSession();
        SessionRecorder recorder = new SessionRecorder(session);
        recorder.sample(HostSample.of(Instant.now(), "qm1", 25, 10, 5, 1,
                List.of(new ProcessSample(4242, "amqzlaa0", 150), new ProcessSample(77, "java", 40))));
        // A host last heard of a minute ago is left out, not shown at its last value.
        recorder.sample(HostSample.of(Instant.now().minusSeconds(60), "gone", 50, 50, 0, 0, List.of()));
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(MetricsEndpoint.LOOPBACK, 0, session)) {
            assertTrue(endpoint.url().startsWith("http://127.0.0.1:"), endpoint.url());
            String text = scrape(endpoint, "text/plain");
            assertTrue(text.contains("mftwb_host_cpu_ratio{host=\"qm1\",mode=\"user\"} 0.25"), text);
            assertTrue(text.contains("mftwb_host_cpu_ratio{host=\"qm1\",mode=\"system\"} 0.1"), text);
            assertTrue(text.contains("mftwb_host_cpu_ratio{host=\"qm1\",mode=\"iowait\"} 0.05"), text);
            assertTrue(text.contains("mftwb_host_cpu_busy_ratio{host=\"qm1\"} 0.35"), text);
            assertTrue(text.contains("mftwb_host_up{host=\"qm1\"} 1"), text);
            assertTrue(text.contains("mftwb_process_cpu_ratio{host=\"qm1\",pid=\"4242\",process=\"amqzlaa0\"} 1.5"), text);
            assertFalse(text.contains("host=\"gone\",mode"), "stale host exported:\n" + text);
            String openMetrics = scrape(endpoint, "application/openmetrics-text; version=1.0.0");
            assertTrue(openMetrics.strip().endsWith("# EOF"), openMetrics);
        }
    }

    @Test
    void campaignRunsStateProgressAndBytesFollowTheRunner() throws Exception {
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(MetricsEndpoint.LOOPBACK, 0, new MonitorSession())) {
            RunListener listener = endpoint.following("lan", 2, new RunListener() { });
            RunSpec spec = new RunSpec(1_000_000, 4, 1, 262_144, 16, Checksum.NONE, TransferMode.BINARY);
            listener.runStarted(0, spec);
            listener.progress(0, 3_000_000, 3, 12.5);
            listener.runStarted(1, spec);
            listener.progress(1, 1_000_000, 1, 8);
            String during = scrape(endpoint, "text/plain");
            assertTrue(during.contains("mftwb_run_number{campaign=\"lan\"} 1"), during);
            assertTrue(during.contains("mftwb_run_state{campaign=\"lan\",mftwb_run_state=\"running\"} 1"), during);
            assertTrue(during.contains("mftwb_transfer_throughput_bytes_per_second{campaign=\"lan\"} 8000000"), during);
            listener.runFinished(new RunResult(1, Backend.SFTP, spec, 0.5, 4_000_000, 4, Map.of(), Map.of(), Optional.empty()));
            listener.runStarted(2, spec);
            listener.runFinished(new RunResult(2, Backend.SFTP, spec, 0.1, 0, 0, Map.of(), Map.of(), Optional.of("refused")));
            endpoint.campaignEnded("lan");
            String after = scrape(endpoint, "text/plain");
            assertTrue(after.contains("mftwb_transfer_bytes_total{campaign=\"lan\"} 7000000"), after);
            assertTrue(after.contains("mftwb_transfer_files_total{campaign=\"lan\"} 7"), after);
            assertTrue(after.contains("mftwb_campaign_runs_finished_total{campaign=\"lan\",outcome=\"succeeded\"} 1"), after);
            assertTrue(after.contains("mftwb_campaign_runs_finished_total{campaign=\"lan\",outcome=\"failed\"} 1"), after);
            assertTrue(after.contains("mftwb_campaign_progress_ratio{campaign=\"lan\"} 1"), after);
            assertTrue(after.contains("mftwb_run_state{campaign=\"lan\",mftwb_run_state=\"done\"} 1"), after);
        }
    }

    @Test
    void channelCountersOnlyGoUpAcrossWrapAndRestart() throws Exception {
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(MetricsEndpoint.LOOPBACK, 0, new MonitorSession())) {
            QueueManagerMetrics qm = endpoint.queueManagers();
            qm.record("QM1", List.of(channel(999_999_000L, 10)));
            qm.record("QM1", List.of(channel(500L, 15)));   // wrapped: 1000 + 500 bytes
            qm.record("QM1", List.of(channel(100L, 2)));    // restarted: 100 more
            String text = scrape(endpoint, "text/plain");
            assertTrue(text.contains("mftwb_channel_sent_bytes_total{channel=\"QM1.QM2\",connection=\"qm2(1414)\","
                    + "queue_manager=\"QM1\"} 1600"), text);
            assertTrue(text.contains("mftwb_channel_network_time_seconds{channel=\"QM1.QM2\",connection=\"qm2(1414)\","
                    + "queue_manager=\"QM1\"} 0.0025"), text);
        }
    }

    /** What an mft-mq campaign's follower hands over (see the runner's QueueManagerFollowingTest) is served per queue manager. */
    @Test
    void anMftMqCampaignsQueueManagerFiguresAreServedByQueueManager() throws Exception {
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(MetricsEndpoint.LOOPBACK, 0, new MonitorSession())) {
            MqAccess mq = endpoint.following(new MqAccess(spec -> {
                throw new AssertionError("not connected here");
            }, Optional.empty(), new Originator("lab", "tester")));
            QueueManagerListener followed = mq.queueManagerListener().orElseThrow();
            followed.record(new QmResourceSample("COORDQM", "CPU", "QMgrSummary", "", Instant.now(), 10_000_000, Map.of(
                    "User CPU time - percentage estimate for queue manager", 3.25,
                    "System CPU time - percentage estimate for queue manager", 1.5,
                    "RAM total bytes - estimate for queue manager", 268435456.0)));
            followed.record(new QmResourceSample("COORDQM", "CPU", "SystemSummary", "", Instant.now(), 10_000_000,
                    Map.of("User CPU time percentage", 20.0, "System CPU time percentage", 7.5)));
            followed.record("COORDQM", List.of(channel(1_000L, 4)));
            followed.record("COORDQM", List.of(channel(3_500L, 9)));
            String text = scrape(endpoint, "text/plain");
            assertTrue(text.contains("mftwb_queue_manager_cpu_ratio{queue_manager=\"COORDQM\"} 0.0475"), text);
            assertTrue(text.contains("mftwb_queue_manager_machine_cpu_ratio{queue_manager=\"COORDQM\"} 0.275"), text);
            assertTrue(text.contains("mftwb_queue_manager_memory_bytes{queue_manager=\"COORDQM\"} 2.68435456E8"), text);
            assertTrue(text.contains("mftwb_channel_sent_bytes_total{channel=\"QM1.QM2\",connection=\"qm2(1414)\","
                    + "queue_manager=\"COORDQM\"} 2500"), text);
            assertTrue(text.contains("mftwb_channel_messages_total{channel=\"QM1.QM2\",connection=\"qm2(1414)\","
                    + "queue_manager=\"COORDQM\"} 5"), text);
        }
    }

    private static ChannelStatus channel(long bytesSent, long messages) {
        return new ChannelStatus("QM1.QM2", "qm2(1414)", "QM2", "RUNNING", bytesSent, 0, messages, messages, 2500, 3000, 10,
                12, 1, 1, -1);
    }

    @Test
    void aTakenPortOrUnknownAddressIsAClearError() throws Exception {
        try (MetricsEndpoint first = MetricsEndpoint.start(MetricsEndpoint.LOOPBACK, 0, new MonitorSession())) {
            IOException taken = assertThrows(IOException.class,
                    () -> MetricsEndpoint.start(MetricsEndpoint.LOOPBACK, first.port(), new MonitorSession()));
            assertTrue(taken.getMessage().contains("cannot listen on 127.0.0.1:" + first.port()), taken.getMessage());
        }
        IOException unknown = assertThrows(IOException.class,
                () -> MetricsEndpoint.start("no-such-host.invalid", 0, new MonitorSession()));
        assertTrue(unknown.getMessage().contains("unknown bind address 'no-such-host.invalid'"), unknown.getMessage());
    }
}
