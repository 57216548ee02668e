package mftwb.runner.mft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.mq.AgentAddress;
import mftwb.mq.CancelRequest;
import mftwb.mq.ChannelStatus;
import mftwb.mq.ConnectionSpec;
import mftwb.mq.EventStream;
import mftwb.mq.MqConnector;
import mftwb.mq.MqFailure;
import mftwb.mq.MqGateway;
import mftwb.mq.Originator;
import mftwb.mq.QmResourceSample;
import mftwb.mq.TransferRequest;
import mftwb.mq.client.ClientConnector;
import mftwb.mq.fte.FteEvent;
import mftwb.mq.fte.TransferEvent;
import mftwb.remote.lab.LocalLab;
import mftwb.runner.MftAgents;
import mftwb.runner.MqSettings;
import mftwb.runner.Progress;
import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;

/**
 * The MFT-over-MQ backend against real MFT agents. Runs only when {@code MFTWB_TEST_QMGR} names
 * the coordination queue manager ({@code host:port/channel/QM}, user in
 * {@code MFTWB_TEST_QMGR_USER}, password in {@code MFTWB_MQ_PASSWORD}) and
 * {@code MFTWB_TEST_MFT_AGENTS=SOURCE@QM,DESTINATION@QM} names two running agents; every test is
 * SKIPPED otherwise. The agents must read and write {@code MFTWB_TEST_MFT_DIR} (default
 * {@code /tmp/mftwb-mft-live}) at the same path as this machine, e.g. a folder bind-mounted into
 * IBM's MFT container: the test files are generated here, through the embedded local lab, and the
 * transferred ones are checked here. See bundles/mftwb.mq/README.md.
 */
class LiveMftOverMqTest {
    private static final Duration TIMEOUT = Duration.ofMinutes(5);
    private static final Originator ORIGINATOR = Originator.thisProcess();

    private static MqSettings settings;
    private static AgentAddress source;
    private static AgentAddress destination;
    private static Path shared;
    @TempDir
    static Path labState;
    private static LocalLab lab;

    private final List<String> transferIds = Collections.synchronizedList(new ArrayList<>());
    private final AtomicBoolean canceled = new AtomicBoolean();
    private final Progress progress = new Progress(canceled::get);

    @BeforeAll
    static void configure() throws Exception {
        String target = System.getenv("MFTWB_TEST_QMGR");
        String agents = System.getenv("MFTWB_TEST_MFT_AGENTS");
        if (target == null || target.isBlank() || agents == null || agents.isBlank()) {
            return; // each test then reports itself SKIPPED, see requireLiveAgents
        }
        ConnectionSpec spec = ConnectionSpec.parse(target);
        String user = System.getenv("MFTWB_TEST_QMGR_USER");
        if (user != null && !user.isBlank()) {
            spec = spec.withCredentials(user, System.getenv(ConnectionSpec.PASSWORD_VARIABLE));
        }
        settings = new MqSettings(spec, Optional.empty(), TIMEOUT);
        String[] pair = agents.split(",");
        if (pair.length != 2) {
            throw new IllegalArgumentException("MFTWB_TEST_MFT_AGENTS='" + agents + "' is not SOURCE@QM,DESTINATION@QM");
        }
        source = AgentAddress.parse(pair[0].strip());
        destination = AgentAddress.parse(pair[1].strip());
        String dir = System.getenv("MFTWB_TEST_MFT_DIR");
        shared = Files.createDirectories(Path.of(dir == null || dir.isBlank() ? "/tmp/mftwb-mft-live" : dir));
        lab = LocalLab.start(labState);
    }

    @AfterAll
    static void stopLab() throws Exception {
        if (lab != null) {
            lab.close();
        }
    }

    /** Per test rather than in @BeforeAll, so surefire lists every test as skipped, not zero tests run. */
    @BeforeEach
    void requireLiveAgents() {
        assumeTrue(settings != null, "MFTWB_TEST_QMGR and MFTWB_TEST_MFT_AGENTS=SOURCE@QM,DESTINATION@QM are not set: "
                + "no live MFT agents to test against");
    }

    private MftOverMqWorkload workload(String name) {
        MftAgents agents = new MftAgents(source.agent(), source.queueManager(), destination.agent(),
                destination.queueManager(), shared.resolve(name + "-source").toString(),
                shared.resolve(name + "-destination").toString());
        return new MftOverMqWorkload(new SampledHost("localhost", lab.connectionSettings()), agents, settings,
                recordingIds(new ClientConnector()), ORIGINATOR, false);
    }

    /** The real connector, noting the transfer ids its gateways hand out. */
    private MqConnector recordingIds(MqConnector real) {
        return spec -> {
            MqGateway gateway = real.connect(spec);
            return new MqGateway() {
                public String queueManager() { return gateway.queueManager(); }
                public String putTransferRequest(TransferRequest request) throws MqFailure {
                    String id = gateway.putTransferRequest(request);
                    transferIds.add(id);
                    return id;
                }
                public String putCancelRequest(CancelRequest request) throws MqFailure {
                    return gateway.putCancelRequest(request);
                }
                public EventStream<FteEvent> subscribeFte(String topicPattern) throws MqFailure {
                    return gateway.subscribeFte(topicPattern);
                }
                public List<ChannelStatus> channelStatus(String channelPattern) throws MqFailure {
                    return gateway.channelStatus(channelPattern);
                }
                public EventStream<QmResourceSample> subscribeResourceStatistics(String c, String t) throws MqFailure {
                    return gateway.subscribeResourceStatistics(c, t);
                }
                public void close() throws MqFailure { gateway.close(); }
            };
        };
    }

    @Test
    void runMovesEveryFileAndEndsWithTheCompletedPublication() throws Exception {
        RunSpec spec = new RunSpec(65536, 3, 1, 262144, 10, Checksum.MD5, TransferMode.BINARY);
        try (MftOverMqWorkload workload = workload("complete")) {
            workload.prepare(spec);
            workload.run("run-1", spec, progress);
        }
        assertEquals(3, progress.files());
        assertEquals(3 * 65536, progress.bytes());
        for (int i = 1; i <= 3; i++) {
            Path arrived = shared.resolve("complete-destination/run-1").resolve(String.format("f%06d.bin", i));
            assertEquals(65536, Files.size(arrived), arrived.toString());
        }
    }

    @Test
    void missingSourceFileFailsTheRunWithMftsReason() throws Exception {
        RunSpec spec = new RunSpec(4096, 2, 1, 262144, 10, Checksum.NONE, TransferMode.BINARY);
        try (MftOverMqWorkload workload = workload("missing")) {
            workload.prepare(spec);
            Files.delete(shared.resolve("missing-source/4096x2/f000002.bin"));
            Exception e = assertThrows(java.io.IOException.class, () -> workload.run("run-1", spec, progress));
            assertTrue(e.getMessage().contains("BFG"), e.getMessage());
            assertTrue(e.getMessage().contains("f000002.bin") || e.getMessage().contains("result code"), e.getMessage());
        }
    }

    @Test
    void cancelStopsTheRunAndMftEndsTheTransferUnsuccessfully() throws Exception {
        RunSpec spec = new RunSpec(16L << 20, 16, 1, 262144, 10, Checksum.MD5, TransferMode.BINARY);
        try (MqGateway watch = new ClientConnector().connect(settings.coordination());
                EventStream<FteEvent> log = watch.subscribeFte("Log/" + source.agent() + "/#");
                MftOverMqWorkload workload = workload("cancel")) {
            workload.prepare(spec);
            Thread canceler = Thread.ofPlatform().start(() -> {
                long deadline = System.nanoTime() + TIMEOUT.toNanos();
                try {
                    while (progress.bytes() == 0 && System.nanoTime() < deadline) {
                        Thread.sleep(50);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                canceled.set(true);
            });
            assertThrows(OperationCanceledException.class, () -> workload.run("run-1", spec, progress));
            canceler.join();
            assertEquals(1, transferIds.size());
            Optional<TransferEvent> end = Optional.empty();
            long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
            while (end.isEmpty() && System.nanoTime() < deadline) {
                end = log.poll(Duration.ofSeconds(5)).stream().filter(TransferEvent.class::isInstance)
                        .map(TransferEvent.class::cast)
                        .filter(e -> e.transferId().equalsIgnoreCase(transferIds.get(0)))
                        .filter(e -> e.kind() == TransferEvent.Kind.COMPLETED
                                || e.kind() == TransferEvent.Kind.OTHER_ACTION)
                        .findFirst();
            }
            assertTrue(end.isPresent(), "MFT logged the end of the canceled transfer");
            assertFalse(FollowedTransfer.succeeded(end.get()), end.get().toString());
        }
    }
}
