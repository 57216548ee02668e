package mftwb.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.metrics.lab.PrometheusLab;
import mftwb.monitor.HostWatch;
import mftwb.monitor.PrometheusApi;
import mftwb.monitor.MonitorSession;
import mftwb.runner.Campaign;
import mftwb.runner.CampaignFile;
import mftwb.runner.CampaignLaunch;
import mftwb.runner.MqAccess;
import mftwb.runner.RunListener;

/**
 * Debian's Prometheus scrapes the workbench's endpoint every second while a local-lab campaign
 * runs; the series are then read back through Prometheus' query API, as a Grafana panel would.
 */
class PrometheusScrapesCampaignTest {

    @TempDir
    Path dir;

    @Test
    void prometheusStoresHostCpuAndCampaignSeriesDuringALocalLabCampaign() throws Exception {
        Path file = Files.writeString(dir.resolve("campaign.json"), """
                {"name": "scraped", "target": {"localLab": true}, "backend": "sftp",
                 "matrix": {"fileSizes": ["256K"], "fileCount": 20, "transfers": [1, 2], "chunkSizes": ["64K"],
                            "windows": [16], "checksums": ["none"], "modes": ["binary"]},
                 "warmupRuns": 1, "repetitions": 1, "onFailure": "continue"}
                """);
        Campaign campaign = CampaignFile.read(file);
        MonitorSession session = new MonitorSession();
        try (MetricsEndpoint endpoint = MetricsEndpoint.start(MetricsEndpoint.LOOPBACK, 0, session);
                PrometheusLab prometheus = new PrometheusLab(Files.createDirectory(dir.resolve("prometheus")), endpoint.port())) {
            RunListener listener = endpoint.following(campaign.name(), campaign.measuredRuns().size(), new RunListener() { });
            CampaignLaunch.Launched launched = CampaignLaunch.run(campaign, true, dir.resolve("lab"),
                    dir.resolve("results.store.csv"), MqAccess.fromEnvironment(name -> null), session, listener,
                    new NullProgressMonitor(), line -> { });
            endpoint.campaignEnded(campaign.name());
            assertEquals(2, launched.outcome().results().size());
            long bytes = launched.outcome().results().stream().mapToLong(r -> r.bytes()).sum();
            // Two more scrapes, so the last figures are stored.
            Thread.sleep(2500);

            PrometheusApi api = new PrometheusApi(prometheus.url());
            assertEquals(2.0, newest(api, "sum(mftwb_campaign_runs_finished_total{campaign=\"scraped\",outcome=\"succeeded\"})"));
            assertEquals(1.0, newest(api, "mftwb_campaign_progress_ratio{campaign=\"scraped\"}"));
            assertEquals(1.0, newest(api, "mftwb_run_state{campaign=\"scraped\",mftwb_run_state=\"done\"}"));
            // The warm-up run moves files too, so the counter holds at least the measured bytes.
            assertTrue(newest(api, "mftwb_transfer_bytes_total{campaign=\"scraped\"}") >= bytes);
            double cpu = newest(api, "max_over_time(mftwb_host_cpu_busy_ratio{host=\"" + HostWatch.LOCAL_LAB_HOST + "\"}[1m])");
            assertTrue(cpu > 0 && cpu <= 1, "host CPU as a ratio: " + cpu);
            assertEquals(1.0, newest(api, "up{job=\"" + PrometheusLab.WORKBENCH_JOB + "\"}"));
            assertFalse(api.queryRange("mftwb_host_cpu_ratio{mode=\"user\"}", Instant.now().minusSeconds(60),
                    Instant.now(), Duration.ofSeconds(1), "host").isEmpty());
        }
    }

    @Test
    void aCampaignReadsItsHostsCpuThroughPrometheusWhenSshSamplingIsNotAllowed() throws Exception {
        try (PrometheusLab prometheus = new PrometheusLab(Files.createDirectory(dir.resolve("prometheus")), 0)) {
            Path file = Files.writeString(dir.resolve("campaign.json"), """
                    {"name": "cpu from prometheus",
                     "target": {"localLab": true, "cpuFrom": {"prometheus": "%s", "instance": "%s"}},
                     "backend": "sftp",
                     "matrix": {"fileSizes": ["1MiB"], "fileCount": 30, "transfers": [1], "chunkSizes": ["64K"],
                                "windows": [16], "checksums": ["none"], "modes": ["binary"]},
                     "warmupRuns": 0, "repetitions": 2, "onFailure": "continue"}
                    """.formatted(prometheus.url(), prometheus.nodeInstance()));
            Campaign campaign = CampaignFile.read(file);
            MonitorSession session = new MonitorSession();
            CampaignLaunch.Launched launched = CampaignLaunch.run(campaign, true, dir.resolve("lab"),
                    dir.resolve("results.store.csv"), MqAccess.fromEnvironment(name -> null), session, new RunListener() { },
                    new NullProgressMonitor(), line -> { });
            assertEquals(List.of(HostWatch.LOCAL_LAB_HOST), launched.hosts(), "the CPU column keeps the target's name");
            assertEquals(2, launched.outcome().results().size());
            for (var run : launched.outcome().results()) {
                assertTrue(run.succeeded(), run.error().toString());
                // A run shorter than two of the scrape's intervals has no CPU figure of its own.
                Double cpu = run.cpuPercent().get(HostWatch.LOCAL_LAB_HOST);
                assertTrue(cpu == null ? run.seconds() < 3 : cpu >= 0 && cpu <= 100, "run " + run.run() + " CPU " + cpu);
                assertTrue(run.cores().containsKey(HostWatch.LOCAL_LAB_HOST), "cores come from node_exporter too");
            }
            // The points came through Prometheus: spaced by its scrape interval, stamped on whole seconds.
            long[] times = session.series(HostWatch.LOCAL_LAB_HOST, mftwb.monitor.Metric.CPU_TOTAL).orElseThrow().points()
                    .timesMillis();
            assertTrue(times.length >= 2);
            for (long t : times) {
                assertEquals(0, t % 1000, "an evaluation instant of the range query, not a /proc/stat sample time");
            }
        }
    }

    private static double newest(PrometheusApi api, String query) throws Exception {
        Instant now = Instant.now();
        Map<String, List<PrometheusApi.Point>> result = api.queryRange(query, now.minusSeconds(5), now, Duration.ofSeconds(1),
                "__name__");
        assertEquals(1, result.size(), query + " -> " + result);
        List<PrometheusApi.Point> points = result.values().iterator().next();
        return points.get(points.size() - 1).value();
    }
}
