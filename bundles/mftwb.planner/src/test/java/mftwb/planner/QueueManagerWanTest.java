package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.Checksum;
import mftwb.model.Link;
import mftwb.model.OperatingSystem;
import mftwb.model.Templates;
import mftwb.model.Topology;
import mftwb.model.TransferMode;
import mftwb.model.Workload;
import mftwb.tuning.BandwidthDelay;

/**
 * A WAN between two queue managers: the channels between them cross it, not a client socket. Their
 * buffers are what the receiving host's OS lets them grow to unless qm.ini sets them, and no channel
 * carries more than one batch per round trip, so the drawn topology cannot beat that and the bundle's
 * 16 MiB buffers cannot make it slower.
 */
class QueueManagerWanTest {
    private static final long MIB = 1048576;
    private final CalibratedModel model = Planner.onTheReports();

    /** The bindings template with its hosts 150 ms apart on a 1 Gbit/s link, 10 x 100 MiB in 10 transfers. */
    private static Topology acrossTheWan() {
        Topology lan = Templates.named("bindings-cluster.json").orElseThrow().load();
        return lan.withLink(new Link("hostA", "hostB", 150, 1000, 0, "WAN"))
                .withWorkload(new Workload(100 * MIB, List.of(), 1, 10, TransferMode.BINARY, Checksum.NONE));
    }

    @Test
    void oneChannelMovesAtMostOneBatchPerRoundTrip() {
        Scenario s = TopologyScenario.of(acrossTheWan());
        assertEquals(TopologyKind.BINDINGS, s.topology());
        Prediction p = model.predict(s);
        double batch = BandwidthDelay.batchBytes(s.chunkBytes(), BandwidthDelay.DEFAULT_BATCH_SIZE,
                BandwidthDelay.DEFAULT_BATCH_LIMIT_BYTES);
        double fastest = s.totalBytes() / (batch / 0.150);
        // It was predicted in 14 s, bound by the link, as if a channel had no buffer and no batches.
        assertTrue(p.seconds() >= fastest, p.seconds() + " s, but one batch per 150 ms needs " + fastest + " s");
        assertEquals(Mechanism.TCP_BUFFER, p.bottleneck());
    }

    /** The topology with {@code hostName} running {@code os}. */
    private static Topology withOs(Topology topology, String hostName, OperatingSystem os) {
        return topology.withElement(topology.hostNamed(hostName).orElseThrow().withOperatingSystem(os));
    }

    @Test
    void anAixQueueManagerReceivingWithItsDefaultsHoldsTheChannelToItsReceiveWindow() {
        Topology aix = withOs(acrossTheWan(), "hostB", OperatingSystem.AIX);
        Scenario s = TopologyScenario.of(aix);
        // AIX does not auto-tune: tcp_recvspace 64 KiB and no window scaling on a Gigabit interface.
        assertEquals(64 * 1024, s.tcpBufferBytes());
        Prediction p = model.predict(s);
        double window = s.totalBytes() / (64 * 1024 / 0.150);
        // It was predicted as Linux's auto-tuned 6 MiB: 21 s for 1000 MiB where 64 KiB per 150 ms takes 2400 s.
        assertTrue(p.seconds() >= window, p.seconds() + " s, but 64 KiB per 150 ms needs " + window + " s");
        assertTrue(p.seconds() > 20 * model.predict(TopologyScenario.of(acrossTheWan())).seconds(), p.seconds() + " s");
        BundleEffect effect = BundleEffect.of(model, aix);
        // The bundle's qm.ini buffers (and the AIX no settings that let them take effect) lift that bound.
        assertTrue(effect.withBundle().seconds() < effect.asDrawn().seconds() / 10, effect.line());
    }

    /**
     * The fix named each end's qm.ini setting alone; Linux caps a buffer MQ asks for at net.core.rmem_max
     * (208 KiB unless raised), so 16 MiB in qm.ini alone gave a smaller window than leaving it at 0.
     */
    @Test
    void theBufferFixNamesTheCapOfEachEndsOperatingSystem() {
        assertEquals(List.of("SndBuffSize on QM1 (with net.core.wmem_max on Linux hostA)",
                "RcvRcvBuffSize on QM2 (with net.core.rmem_max on Linux hostB)"), TopologyScenario.bufferSettings(acrossTheWan()));
        assertEquals(List.of("SndBuffSize on QM1", "RcvRcvBuffSize on QM2 (with TCPMAXRCVBUFRSIZE on z/OS hostB)"),
                TopologyScenario.bufferSettings(withOs(withOs(acrossTheWan(), "hostA", OperatingSystem.WINDOWS), "hostB", OperatingSystem.ZOS)));
        assertEquals("RcvRcvBuffSize on QM2 (with sb_max and rfc1323=1 on AIX hostB)",
                TopologyScenario.bufferSettings(withOs(acrossTheWan(), "hostB", OperatingSystem.AIX)).get(1));
    }

    @Test
    void theReceivingQueueManagersOperatingSystemSizesAnUnsetBufferAndAnAixEndEitherWay() {
        assertEquals(6 * MIB, TopologyScenario.of(withOs(acrossTheWan(), "hostA", OperatingSystem.WINDOWS)).effectiveTcpBufferBytes());
        assertEquals(16 * MIB, TopologyScenario.of(withOs(acrossTheWan(), "hostB", OperatingSystem.WINDOWS)).effectiveTcpBufferBytes());
        // Without AIX's window-scaling option on the sending side no window exceeds 64 KiB either.
        assertEquals(64 * 1024, TopologyScenario.of(withOs(acrossTheWan(), "hostA", OperatingSystem.AIX)).effectiveTcpBufferBytes());
        // z/OS's Dynamic Right Sizing grows a receive buffer to 2 MiB at most.
        assertEquals(2 * MIB, TopologyScenario.of(withOs(acrossTheWan(), "hostB", OperatingSystem.ZOS)).effectiveTcpBufferBytes());
    }

    @Test
    void theBundlesBuffersAreNotPricedSlowerThanTheOperatingSystemsDefaults() {
        BundleEffect effect = BundleEffect.of(model, acrossTheWan());
        // As drawn 14 s, with the bundle 19 s: the 16 MiB buffers were charged while the OS's were free.
        assertTrue(effect.withBundle().seconds() <= effect.asDrawn().seconds() * 1.001, effect.line());
    }

    @Test
    void aClientAgentOnTheLanBehindAQueueManagerWanIsNotChargedItsClientBufferAtTheWanRoundTrip() {
        Topology wan = acrossTheWan();
        Agent d = wan.agents().stream().filter(a -> a.name().equals("AGENT2")).findFirst().orElseThrow();
        Topology mixed = wan.withElement(new Agent(d.name(), d.kind(), d.queueManagerName(), d.hostName(),
                new AgentConnection.Client("MFT.SVRCONN", 1414), d.properties()));
        Scenario s = TopologyScenario.of(mixed);
        Prediction p = model.predict(s);
        // 1000 MiB at 32 KiB per 150 ms is 5000 s (it was predicted 707 s for 100 MiB); the WAN hop is the
        // queue managers' channel, so the batch bound of the bindings path applies.
        assertEquals(TopologyKind.BINDINGS, s.topology(), s.toString());
        assertTrue(p.seconds() < 2 * model.predict(TopologyScenario.of(wan)).seconds(), p.seconds() + " s");
    }
}
