package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each mechanism, checked on the model calibrated from the reports. */
class PhysicsModelTest {
    @TempDir
    static Path folder;
    static CalibratedModel model;

    @BeforeAll
    static void calibrate() {
        model = Planner.calibrate(CalibrationData.measurements(folder));
    }

    private static Scenario lan(TopologyKind kind, long fileBytes, int files, int transfers, int chunk, boolean md5) {
        return new Scenario(kind, 0.2, 1000, fileBytes, files, transfers, chunk, 10, md5, true);
    }

    @Test
    void moreRoundTripTimeNeverPredictsFaster() {
        for (TopologyKind kind : TopologyKind.values()) {
            for (long size : new long[] { 1024, 1048576, 104857600 }) {
                double previous = 0;
                for (double rtt : new double[] { 0.1, 0.2, 1, 2, 10, 40, 150, 300 }) {
                    double seconds = model.seconds(new Scenario(kind, rtt, 100, size, 20, 2, 262144, 10, false, false));
                    assertTrue(seconds >= previous, kind + " " + size + " B at " + rtt + " ms: " + seconds + " < " + previous);
                    previous = seconds;
                }
            }
        }
    }

    @Test
    void md5CostsTimeOnASingleTransfer() {
        Scenario plain = lan(TopologyKind.BINDINGS, 104857600, 10, 1, 262144, false);
        Prediction withMd5 = model.predict(lan(TopologyKind.BINDINGS, 104857600, 10, 1, 262144, true));
        assertTrue(withMd5.seconds() > 1.3 * model.seconds(plain), "MD5 roughly halves single-transfer throughput");
        assertEquals(Mechanism.MD5, withMd5.bottleneck());
    }

    @Test
    void tenConcurrentTransfersBeatOneForSmallFilesOnTheLan() {
        Prediction single = model.predict(lan(TopologyKind.BINDINGS, 1048576, 1024, 1, 65536, false));
        Prediction ten = model.predict(lan(TopologyKind.BINDINGS, 1048576, 1024, 10, 65536, false));
        assertTrue(ten.seconds() < 0.6 * single.seconds(), ten.seconds() + " vs " + single.seconds());
        assertEquals(Mechanism.PER_FILE, single.bottleneck());
    }

    @Test
    void bigChunksHurtTenConcurrentClientTransfersButHelpASingleOne() {
        double concurrent128k = model.seconds(lan(TopologyKind.CLIENT, 104857600, 10, 10, 131072, false));
        double concurrent512k = model.seconds(lan(TopologyKind.CLIENT, 104857600, 10, 10, 524288, false));
        assertTrue(concurrent512k > concurrent128k, "in-flight data of 10 transfers spills the queue buffer");
        double single64k = model.seconds(lan(TopologyKind.BINDINGS, 104857600, 10, 1, 65536, false));
        double single512k = model.seconds(lan(TopologyKind.BINDINGS, 104857600, 10, 1, 524288, false));
        assertTrue(single512k < single64k, "fewer messages per byte");
    }

    @Test
    void clientModeCrossesTheNetworkTwice() {
        double bindings = model.seconds(lan(TopologyKind.BINDINGS, 104857600, 10, 10, 262144, false));
        double client = model.seconds(lan(TopologyKind.CLIENT, 104857600, 10, 10, 262144, false));
        assertTrue(client > 1.6 * bindings, client + " vs " + bindings);
    }

    @Test
    void smallFilesAcrossTheWanAreBoundByPerFileWork() {
        Prediction p = model.predict(new Scenario(TopologyKind.PB_SFTP_CROSSGEO, 150, 100, 1024, 1000, 1, 262144, 10,
                false, false));
        assertTrue(p.bottleneck() == Mechanism.PER_FILE || p.bottleneck() == Mechanism.ACKNOWLEDGEMENTS, p.toString());
    }

    @Test
    void largeFilesAcrossTheWanAreBoundByTheTcpBuffer() {
        Prediction p = model.predict(new Scenario(TopologyKind.STANDARD_CROSSGEO, 150, 100, 104857600, 1, 1, 262144, 10,
                false, false));
        assertEquals(Mechanism.TCP_BUFFER, p.bottleneck());
        // 32 KB per 150 ms round trip is about 0.2 MB/s, whatever the link.
        assertTrue(p.mbPerSecond() > 0.1 && p.mbPerSecond() < 0.3, p.toString());
    }

    @Test
    void windowLimitsThroughputWhenTheTcpBufferIsNot() {
        Scenario narrow = new Scenario(TopologyKind.BINDINGS, 150, 10000, 104857600, 1, 1, 65536, 5, false, false);
        Scenario wide = narrow.withTuning(65536, 50, 1);
        assertTrue(model.seconds(narrow) > model.seconds(wide));
    }

    @Test
    void breakdownAddsUpToThePredictedTime() {
        for (TopologyKind kind : TopologyKind.values()) {
            Prediction p = model.predict(new Scenario(kind, 2, 100, 512000, 100, 3, 262144, 10, true, true));
            double sum = p.breakdown().values().stream().mapToDouble(Double::doubleValue).sum();
            assertEquals(p.seconds(), sum, 1e-9 * p.seconds(), kind.label());
            assertEquals(p.bottleneck(), p.breakdown().entrySet().stream()
                    .max((a, b) -> Double.compare(a.getValue(), b.getValue())).orElseThrow().getKey());
        }
    }

    @Test
    void rateIsBytesOverTime() {
        Scenario s = lan(TopologyKind.BINDINGS, 10485760, 102, 10, 262144, false);
        Prediction p = model.predict(s);
        assertEquals(s.totalBytes() / p.seconds() / 1e6, p.mbPerSecond(), 1e-9);
    }

    @Test
    void cpuPerHostFollowsTheReportsWhereTheyMeasuredIt() {
        double sumMiss = 0;
        int count = 0;
        for (Measurement m : CalibrationData.measurements(folder.resolve("again"))) {
            Prediction p = model.predict(m.scenario());
            assertEquals(m.cpuPercent().keySet(), p.cpuPercent().keySet(), m.toString());
            for (var host : m.cpuPercent().entrySet()) {
                sumMiss += Math.abs(p.cpuPercent().get(host.getKey()) - host.getValue());
                count++;
            }
        }
        assertTrue(count > 100);
        assertTrue(sumMiss / count < 2.5, "mean miss in CPU percentage points: " + sumMiss / count);
    }

    @Test
    void moreConcurrencyMeansBusierAgentsForTheSameWork() {
        Prediction single = model.predict(lan(TopologyKind.BINDINGS, 1048576, 1024, 1, 65536, false));
        Prediction ten = model.predict(lan(TopologyKind.BINDINGS, 1048576, 1024, 10, 65536, false));
        assertTrue(ten.cpuPercent().get("cpu_agent1") > single.cpuPercent().get("cpu_agent1"));
    }
}
