package mftwb.runner.mft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.monitor.Metric;
import mftwb.monitor.MonitorSession;
import mftwb.mq.ConnectionSpec;
import mftwb.mq.Originator;
import mftwb.remote.lab.LocalLab;
import mftwb.runner.Backend;
import mftwb.runner.Campaign;
import mftwb.runner.CampaignOutcome;
import mftwb.runner.CampaignRunner;
import mftwb.runner.Matrix;
import mftwb.runner.MftAgents;
import mftwb.runner.MqAccess;
import mftwb.runner.MqSettings;
import mftwb.runner.OnFailure;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunListener;
import mftwb.runner.RunResult;
import mftwb.runner.SampledHost;
import mftwb.runner.Target;
import mftwb.runner.Workload;
import mftwb.runner.Workloads;

/**
 * A whole mft-mq campaign through the runner, as the Results view and {@code mftwb campaign run}
 * start it: live figures reach the listener and the Live Monitor while publications arrive, every
 * run lands in the results store, and a failed run keeps its reason while the campaign goes on.
 */
class MftOverMqCampaignTest {
    private static final long SIZE = 100_000;

    @TempDir
    Path dir;

    @Test
    void publicationsStreamToTheListenerAndMonitorAndEveryRunIsRecorded() throws Exception {
        InProcessMft mft = new InProcessMft((request, p) -> request.items().get(0).destination().endsWith("/run-2")
                ? List.of(p.log(p.started()), p.log(p.failedCompleted()))
                : p.success(SIZE));
        mft.stepMillis = 150; // 2 transfers x 4 files: about 1.5 s of publications, several listener ticks
        Matrix matrix = new Matrix(List.of(SIZE), OptionalLong.empty(), OptionalInt.of(8), List.of(2),
                List.of(262144, 524288), List.of(10), List.of(Checksum.MD5), List.of(TransferMode.BINARY));
        MqSettings settings = new MqSettings(ConnectionSpec.parse("127.0.0.1:1414/MFT.SVRCONN/COORDQM"),
                Optional.empty(), Duration.ofSeconds(60));
        MftAgents agents = new MftAgents("AGENT1", "QM1", "AGENT2", "QM1", dir.resolve("source").toString(), "/in");
        Campaign campaign = new Campaign("mq", Optional.empty(), Target.localLab(), Backend.MFT_MQ, matrix, 0, 1,
                OnFailure.CONTINUE, StandardCharsets.UTF_8, 1, false, Optional.of(agents), Optional.of(settings));
        List<long[]> ticks = Collections.synchronizedList(new ArrayList<>());
        MonitorSession session = new MonitorSession();
        CampaignOutcome outcome;
        try (LocalLab lab = LocalLab.start(dir.resolve("lab"));
                Workload workload = Workloads.create(campaign, new SampledHost("localhost", lab.connectionSettings()),
                        dir.resolve("scratch"), "unused",
                        new MqAccess(mft.connector(), Optional.empty(), new Originator("lab", "tester")), line -> { });
                ResultsStore store = ResultsStore.open(dir.resolve("store.csv"), List.of("localhost"))) {
            outcome = new CampaignRunner(campaign, workload, session, store, new RunListener() {
                @Override
                public void progress(int run, long bytes, int files, double mbPerSecond) {
                    ticks.add(new long[] {run, bytes, files});
                }
            }).run(new NullProgressMonitor());
        }

        assertEquals(2, outcome.results().size());
        RunResult good = outcome.results().get(0);
        assertTrue(good.succeeded(), () -> good.error().orElse(""));
        assertEquals(Backend.MFT_MQ, good.backend());
        assertEquals(8 * SIZE, good.bytes());
        assertEquals(8, good.files());
        assertTrue(good.seconds() > 0.5, "from the put to the last completed message: " + good.seconds());
        assertTrue(session.series("localhost", Metric.CPU_TOTAL).isPresent(), "CPU of the source agent's host sampled");
        // A run shorter than two samples has no CPU figure of its own.
        assertTrue(good.seconds() < 2 || good.cpuPercent().containsKey("localhost"), good.toString());
        assertTrue(ticks.stream().anyMatch(t -> t[0] == 1 && t[1] > 0 && t[1] < 8 * SIZE && t[2] < 8),
                "a live figure between start and end: " + ticks.stream().map(java.util.Arrays::toString).toList());
        assertTrue(session.series(CampaignRunner.THROUGHPUT_SOURCE, Metric.THROUGHPUT_MB_PER_S).isPresent());
        assertTrue(session.series(CampaignRunner.THROUGHPUT_SOURCE, Metric.FILES_PER_S).isPresent());

        RunResult failed = outcome.results().get(1);
        assertTrue(failed.error().orElseThrow().contains("BFGRP0034I"), failed.error().orElseThrow());
        List<String> stored = Files.readAllLines(dir.resolve("store.csv"));
        assertTrue(stored.stream().anyMatch(l -> l.contains("mft-mq") && l.contains("BFGRP0034I")), stored.toString());
        try (var left = Files.list(dir.resolve("source"))) {
            assertEquals(List.of(), left.toList(), "generated files removed after the campaign");
        }
        assertEquals(4, mft.requests.size());
    }
}
