package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Templates;
import mftwb.model.Topology;

/**
 * The cross-geo protocol bridge: with MQ's default client buffer the model follows the report's
 * measured rows (32 KiB per 150 ms round trip), and with the bundle's buffers at both ends of the
 * client channel the same transfer is bound by the link instead.
 */
class WanBufferTest {
    @TempDir
    static Path folder;
    static CalibratedModel model;
    static List<Measurement> crossGeo;

    @BeforeAll
    static void calibrate() {
        List<Measurement> measured = CalibrationData.measurements(folder);
        model = Planner.calibrate(measured);
        crossGeo = measured.stream().filter(m -> m.scenario().topology() == TopologyKind.PB_SFTP_CROSSGEO).toList();
    }

    @Test
    void theDrawnCrossGeoTopologyHasTheDefaultClientBufferAndFollowsTheMeasuredRows() {
        Topology drawn = Templates.named("pb-sftp-crossgeo.json").orElseThrow().load();
        Scenario s = TopologyScenario.of(drawn);
        assertEquals(32768, s.tcpBufferBytes(), "PBAGENT's ClntRcvBuffSize is mqclient.ini's default");
        assertEquals(List.of("ClntRcvBuffSize on hursley (with net.core.rmem_max on Linux hursley)",
                "SvrSndBuffSize on QM1 (with net.core.wmem_max on Linux bangalore)"), TopologyScenario.bufferSettings(drawn));
        assertEquals("TCP buffer per RTT: ClntRcvBuffSize on hursley (with net.core.rmem_max on Linux hursley) and SvrSndBuffSize"
                + " on QM1 (with net.core.wmem_max on Linux bangalore) to 4 MiB",
                Advice.forBottleneck(s, model.predict(s), TopologyScenario.bufferSettings(drawn)).orElseThrow().split(";")[0]);
        // The measured rows name no buffer: MQ's defaults, the same physics as the drawn topology's 32 KiB.
        for (Measurement m : crossGeo) {
            assertEquals(model.predict(m.scenario()).seconds(), model.predict(m.scenario().withTcpBufferBytes(32768)).seconds(), 1e-9);
        }
        double misses = 0;
        for (Measurement m : crossGeo) {
            misses += Math.abs(Math.log(model.predict(m.scenario()).seconds() / m.seconds()));
        }
        double meanMiss = misses / crossGeo.size();
        System.out.printf(java.util.Locale.ROOT, "cross-geo bridge rows, MQ's default buffers: mean |log miss| %.3f over %d rows%n", meanMiss,
                crossGeo.size());
        assertTrue(meanMiss < 0.25, "mean log miss on the " + crossGeo.size() + " cross-geo rows: " + meanMiss);
        Prediction p = model.predict(s);
        assertEquals(Mechanism.TCP_BUFFER, p.bottleneck());
        // 100 files of 1 MiB: the report measured 662 s.
        assertTrue(p.covers(662), p.low() + " .. " + p.high() + " s should cover the measured 662 s");
    }

    @Test
    void withTheBundlesBuffersAtBothEndsTheStandardAgentIsBoundByTheLink() {
        BundleEffect effect = BundleEffect.of(model, Templates.named("standard-crossgeo.json").orElseThrow().load());
        assertEquals(Mechanism.TCP_BUFFER, effect.asDrawn().bottleneck(), effect.line());
        assertEquals(Mechanism.LINK, effect.withBundle().bottleneck(), effect.line());
        assertTrue(effect.withBundle().seconds() < effect.asDrawn().seconds() / 10, effect.line());
        // 100 MiB over 100 Mbit/s takes at least 8.4 s whatever the buffers
        assertTrue(effect.withBundle().seconds() > 8.3, effect.line());
        System.out.println("standard agent cross-geo, 100 x 1 MiB: " + effect.line());
    }

    @Test
    void withTheBundlesBuffersTheBridgeIsNoLongerBufferBound() {
        BundleEffect effect = BundleEffect.of(model, Templates.named("pb-sftp-crossgeo.json").orElseThrow().load());
        assertEquals(Mechanism.TCP_BUFFER, effect.asDrawn().bottleneck(), effect.line());
        // The bridge then waits on its SFTP server's writes, as in the report's local bridge runs.
        assertEquals(Mechanism.SFTP_WRITES, effect.withBundle().bottleneck(), effect.line());
        assertTrue(effect.withBundle().seconds() < effect.asDrawn().seconds() / 10, effect.line());
        System.out.println("protocol bridge cross-geo, 100 x 1 MiB: " + effect.line());
    }
}
