package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AdviceTest {
    @TempDir
    static Path folder;
    static CalibratedModel model;

    @BeforeAll
    static void calibrate() {
        model = Planner.calibrate(CalibrationData.measurements(folder));
    }

    private static String advise(Scenario s) {
        return Advice.forBottleneck(s, model.predict(s)).orElseThrow();
    }

    @Test
    void tcpBoundWanRunIsToldTheBandwidthDelayProduct() {
        String advice = advise(new Scenario(TopologyKind.STANDARD_CROSSGEO, 150, 100, 104857600, 1, 1, 262144, 10,
                false, false));
        // 100 Mb/s x 150 ms = 12.5 MB/s x 0.15 s
        assertTrue(advice.contains("1875000 bytes"), advice);
        assertTrue(advice.contains("ClntSndBuffSize"), advice);
    }

    @Test
    void tinyFilesAcrossTheWanAreToldToArchive() {
        String advice = advise(new Scenario(TopologyKind.PB_SFTP_CROSSGEO, 150, 100, 1024, 2000, 1, 262144, 10, false,
                false));
        assertTrue(advice.contains("archive small files"), advice);
    }

    @Test
    void largeFilesBoundBySetUpAreNotToldToArchiveSmallFiles() {
        // 10 x 100 MiB, one per transfer, over a fast 150 ms WAN with buffers that cover it: set-up binds.
        Scenario s = new Scenario(TopologyKind.BINDINGS, 150, 10000, 104857600, 10, 10, 262144, 10, false, false,
                16 << 20, 5, 10);
        assertEquals(Mechanism.SETUP, model.predict(s).bottleneck());
        String advice = advise(s);
        assertFalse(advice.contains("archive"), advice);
        assertTrue(advice.contains("paid once per transfer"), advice);
    }

    @Test
    void coreBoundRunIsToldThatMoreTransfersGainNothing() {
        // 1024 files of 1 MB with MD5 over ten transfers on the LAN: the reports' agent hosts saturate.
        Scenario s = new Scenario(TopologyKind.BINDINGS, 0.2, 1000, 1048576, 1024, 10, 65536, 10, true, true);
        assertEquals(Mechanism.CPU_CORES, model.predict(s).bottleneck());
        String advice = advise(s);
        assertTrue(advice.contains("at 10 concurrent transfer(s) the agent hosts run out of cores: more than 10 gain nothing"),
                advice);
    }

    @Test
    void aRecommendationToAddTransfersIsNotToldThatMoreTransfersGainNothing() {
        // line 2 of samples/planner/scenarios.csv: 1024 files of 1 MB in one text transfer; more transfers pay
        // until the cores bind, and only beyond that count do they gain nothing
        Scenario given = new Scenario(TopologyKind.BINDINGS, 0.2, 1000, 1048576, 1024, 1, 131072, 10, false, true);
        Recommendation r = new Recommender(model).recommend(given);
        assertTrue(r.better() && r.best().transfers() > 1, r.toString());
        assertEquals(Mechanism.CPU_CORES, r.bestPrediction().bottleneck());
        String advice = Advice.forBottleneck(r.best(), r.bestPrediction()).orElseThrow();
        assertTrue(advice.contains("at " + r.best().transfers() + " concurrent transfer(s)"), advice);
        assertTrue(advice.contains("more than " + r.best().transfers() + " gain nothing"), advice);
    }
}
