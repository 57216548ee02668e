package mftwb.runner.mft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.mq.ChannelStatus;
import mftwb.mq.ConnectionSpec;
import mftwb.mq.MqFailure;
import mftwb.mq.Originator;
import mftwb.mq.QmResourceSample;
import mftwb.remote.lab.LocalLab;
import mftwb.runner.Backend;
import mftwb.runner.Campaign;
import mftwb.runner.Matrix;
import mftwb.runner.MftAgents;
import mftwb.runner.MqAccess;
import mftwb.runner.MqSettings;
import mftwb.runner.OnFailure;
import mftwb.runner.Progress;
import mftwb.runner.QueueManagerListener;
import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;
import mftwb.runner.Target;
import mftwb.runner.Workload;
import mftwb.runner.Workloads;

/**
 * An mft-mq campaign given a {@link QueueManagerListener} (the metrics endpoint) follows the
 * coordination queue manager's CPU statistics and channel status while its runs are in flight, on
 * the run's own connection; a queue manager that refuses them costs one log line, not the run.
 */
class QueueManagerFollowingTest {
    private static final long SIZE = 10_000;
    private static final ChannelStatus CHANNEL = new ChannelStatus("MFT.SVRCONN", "127.0.0.1", "", "RUNNING", 52_000,
            48_000, 12, 40, 900, 1_100, 30, 35, 3, 3, 0);

    @TempDir
    static Path labState;
    private static LocalLab lab;

    @TempDir
    Path dir;

    private final List<QmResourceSample> samples = Collections.synchronizedList(new ArrayList<>());
    private final List<String> channelReadings = Collections.synchronizedList(new ArrayList<>());
    private final List<String> log = Collections.synchronizedList(new ArrayList<>());
    private final QueueManagerListener listener = new QueueManagerListener() {
        @Override
        public void record(QmResourceSample sample) {
            samples.add(sample);
        }

        @Override
        public void record(String queueManager, List<ChannelStatus> channels) {
            channels.forEach(c -> channelReadings.add(queueManager + " " + c.channelName() + " " + c.bytesSent()));
        }
    };

    @BeforeAll
    static void startLab() throws IOException {
        lab = LocalLab.start(labState);
    }

    @AfterAll
    static void stopLab() throws IOException {
        lab.close();
    }

    /** Two measured runs of 4 files, 1 transfer each, against {@code mft} with coordination queue manager COORDQM. */
    private void campaign(InProcessMft mft, MqAccess access) throws IOException {
        Matrix matrix = new Matrix(List.of(SIZE), OptionalLong.empty(), OptionalInt.of(4), List.of(1),
                List.of(262144), List.of(10), List.of(Checksum.NONE), List.of(TransferMode.BINARY));
        MqSettings settings = new MqSettings(ConnectionSpec.parse("127.0.0.1:1414/MFT.SVRCONN/COORDQM"),
                Optional.empty(), Duration.ofSeconds(30));
        MftAgents agents = new MftAgents("AGENT1", "QM1", "AGENT2", "QM1", dir.resolve("source").toString(), "/in");
        Campaign campaign = new Campaign("mq", Optional.empty(), Target.localLab(), Backend.MFT_MQ, matrix, 0, 2,
                OnFailure.STOP, StandardCharsets.UTF_8, 1, false, Optional.of(agents), Optional.of(settings));
        try (Workload workload = Workloads.create(campaign, new SampledHost("localhost", lab.connectionSettings()),
                dir.resolve("scratch"), "unused", access, log::add)) {
            for (RunSpec spec : campaign.measuredRuns()) {
                workload.prepare(spec);
                workload.run("run-" + samples.size(), spec, new Progress(() -> false));
            }
        }
    }

    private static InProcessMft slowAgent() {
        InProcessMft mft = InProcessMft.succeeding(SIZE);
        mft.stepMillis = 60; // several publications per run: the run lasts a few MONINT intervals
        return mft;
    }

    @Test
    void cpuStatisticsAndChannelStatusOfTheCoordinationQueueManagerReachTheListenerDuringRuns() throws IOException {
        InProcessMft mft = slowAgent();
        mft.channels = List.of(CHANNEL);
        campaign(mft, new MqAccess(mft.connector(), Optional.empty(), new Originator("lab", "tester"))
                .followingQueueManager(listener));

        QmResourceSample qmgr = samples.stream().filter(s -> s.monitorType().equals("QMgrSummary")).findFirst()
                .orElseThrow(() -> new AssertionError("no CPU/QMgrSummary sample: " + samples));
        assertEquals("COORDQM", qmgr.queueManager());
        assertEquals(4.75, qmgr.queueManagerCpuPercent().orElseThrow(), 1e-9);
        assertEquals(268435456.0, qmgr.queueManagerRamBytes().orElseThrow(), 1e-9);
        QmResourceSample system = samples.stream().filter(s -> s.monitorType().equals("SystemSummary")).findFirst()
                .orElseThrow(() -> new AssertionError("no CPU/SystemSummary sample: " + samples));
        assertEquals(27.5, system.systemCpuPercent().orElseThrow(), 1e-9);
        assertTrue(channelReadings.size() >= 2, "channel status read in each run: " + channelReadings);
        assertEquals("COORDQM MFT.SVRCONN 52000", channelReadings.get(0));
        assertEquals(List.of(), log, "nothing to say when everything is followed");
        for (String type : QueueManagerFollower.CPU_TYPES) {
            String topic = "COORDQM subscribe $SYS/MQ/INFO/QMGR/COORDQM/Monitor/CPU/" + type;
            assertEquals(2, mft.calls.stream().filter(topic::equals).count(), "subscribed once per run: " + mft.calls);
            assertEquals(2, mft.calls.stream().filter(("COORDQM unsubscribe $SYS/MQ/INFO/QMGR/COORDQM/Monitor/CPU/"
                    + type)::equals).count(), "unsubscribed after each run: " + mft.calls);
        }
        int firstPut = mft.calls.indexOf("COORDQM put SYSTEM.FTE.COMMAND.AGENT1");
        assertTrue(mft.calls.indexOf("COORDQM subscribe $SYS/MQ/INFO/QMGR/COORDQM/Monitor/CPU/QMgrSummary") < firstPut,
                "following from before the first request: " + mft.calls);
    }

    @Test
    void aQueueManagerRefusingStatisticsIsSaidOnceAndTheRunsGoOn() throws IOException {
        InProcessMft mft = slowAgent();
        mft.monitoringRefused = new MqFailure(2035, "not authorized to subscribe to $SYS: MQRC_NOT_AUTHORIZED (2035)",
                "grant subscribe authority on SYSTEM.ADMIN.TOPIC", null);
        campaign(mft, new MqAccess(mft.connector(), Optional.empty(), new Originator("lab", "tester"))
                .followingQueueManager(listener));

        assertEquals(8, mft.requests.stream().mapToInt(r -> r.items().size()).sum(), "both runs put their requests");
        assertEquals(3, log.size(), "one line each for QMgrSummary, SystemSummary and channel status: " + log);
        assertTrue(log.stream().allMatch(l -> l.startsWith("queue manager COORDQM ") && l.contains("2035")
                && l.contains("the runs go on without it")), log.toString());
        assertTrue(log.get(0).contains("CPU/QMgrSummary"), log.toString());
        assertEquals(1, mft.calls.stream().filter(c -> c.contains("Monitor/CPU/QMgrSummary")).count(),
                "not tried again in the second run: " + mft.calls);
        assertEquals(1, mft.calls.stream().filter(c -> c.startsWith("COORDQM channel status")).count(), mft.calls.toString());
        assertTrue(samples.isEmpty());
    }

    @Test
    void withoutAListenerTheQueueManagerIsNotAskedForAnything() throws IOException {
        InProcessMft mft = slowAgent();
        campaign(mft, new MqAccess(mft.connector(), Optional.empty(), new Originator("lab", "tester")));

        assertFalse(mft.calls.stream().anyMatch(c -> c.contains("$SYS") || c.contains("channel status")), mft.calls.toString());
        assertEquals(List.of(), log);
    }
}
