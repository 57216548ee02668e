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
                for (int transfers : new int[] { 1, 3, 10, 25 }) {
                    for (int chunk : new int[] { 65536, 524288, 4194304 }) {
                        double previous = 0;
                        // The physics is monotone; the correction learnt from measured runs fades back to
                        // the physics away from them and may dip on the way, but never below the interval.
                        double previousLow = 0;
                        for (double rtt : new double[] { 0.1, 0.2, 1, 2, 10, 40, 150, 300 }) {
                            Scenario s = new Scenario(kind, rtt, 100, size, 50, transfers, chunk, 10, transfers == 3,
                                    transfers == 10);
                            double seconds = model.physicsSeconds(s);
                            assertTrue(seconds >= previous, s + ": " + seconds + " < " + previous);
                            previous = seconds;
                            Prediction corrected = model.predict(s);
                            assertTrue(corrected.seconds() >= previousLow, s + ": " + corrected + " < " + previousLow);
                            previousLow = corrected.low();
                        }
                    }
                }
            }
        }
    }

    @Test
    void moreFilesOrLessBandwidthNeverPredictFaster() {
        for (TopologyKind kind : TopologyKind.values()) {
            for (int transfers : new int[] { 1, 10 }) {
                double previous = 0;
                for (int files : new int[] { 1, 10, 100, 1000 }) {
                    double seconds = model.seconds(new Scenario(kind, 2, 100, 1048576, files, transfers, 262144, 10,
                            false, false));
                    assertTrue(seconds >= previous, kind + " " + files + " files: " + seconds + " < " + previous);
                    previous = seconds;
                }
                previous = Double.MAX_VALUE;
                double previousHigh = Double.MAX_VALUE;
                for (double mbps : new double[] { 10, 100, 1000, 10000 }) {
                    Scenario s = new Scenario(kind, 2, mbps, 1048576, 100, transfers, 262144, 10, false, false);
                    double seconds = model.physicsSeconds(s);
                    assertTrue(seconds <= previous, kind + " " + mbps + " Mbit/s: " + seconds + " > " + previous);
                    previous = seconds;
                    Prediction corrected = model.predict(s);
                    assertTrue(corrected.seconds() <= previousHigh, kind + " " + mbps + " Mbit/s: " + corrected);
                    previousHigh = corrected.high();
                }
            }
        }
    }

    @Test
    void theBoundingResourceMovesFromTheLinkToTheTcpBufferAsTheRoundTripGrows() {
        Scenario lan = new Scenario(TopologyKind.STANDARD_CROSSGEO, 0.2, 100, 104857600, 1, 1, 262144, 10, false,
                false);
        assertEquals(Mechanism.LINK, model.predict(lan).bottleneck());
        Scenario wan = new Scenario(TopologyKind.STANDARD_CROSSGEO, 40, 100, 104857600, 1, 1, 262144, 10, false, false);
        assertEquals(Mechanism.TCP_BUFFER, model.predict(wan).bottleneck());
        // QM-to-QM channels leave their buffers to the OS, which auto-tunes them up to 6 MiB: less than the
        // window x frame x chunk of 12.5 MiB per round trip. With 16 MiB buffers the channel's batch binds:
        // it sends one (BATCHLIM 5000 KB and one message) per round trip.
        Scenario bindings = new Scenario(TopologyKind.BINDINGS, 150, 1000, 104857600, 10, 1, 262144, 10, false, false);
        assertEquals(Mechanism.TCP_BUFFER, model.predict(bindings).bottleneck());
        assertEquals(Mechanism.CHANNEL_BATCH, model.predict(bindings.withTcpBufferBytes(16 * 1048576)).bottleneck());
        // Small chunks and window: 5 x 5 x 64 KiB = 1.6 MiB in flight, less than a batch of 50 x 64 KiB.
        assertEquals(Mechanism.WINDOW, model.predict(bindings.withTuning(65536, 5, 1)).bottleneck());
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
    void windowsOfTenClientTransfersThatOutgrowTheQmHostsMemoryGoToItsDisk() {
        // Ten client transfers queue nine windows (window x frame x chunk each) on the agent QM. At 4 MiB
        // chunks that is 1.9 GB, more than a QM host keeps in memory before writeback, so it goes to disk.
        double concurrent256k = model.seconds(lan(TopologyKind.CLIENT, 104857600, 10, 10, 262144, false));
        Prediction concurrent4m = model.predict(lan(TopologyKind.CLIENT, 104857600, 10, 10, 4194304, false));
        assertTrue(concurrent4m.seconds() > 1.3 * concurrent256k, concurrent4m.seconds() + " vs " + concurrent256k);
        assertTrue(concurrent4m.breakdown().get(Mechanism.QUEUE_DISK) > 0, concurrent4m.toString());
        // At 512K (236 MB queued) the pages stay in memory: IBM's Windows report ran ten client transfers
        // as fast at 512K as at 256K (64-88 s for 2 GiB at every chunk size, QM host of 16 GB).
        Prediction concurrent512k = model.predict(lan(TopologyKind.CLIENT, 104857600, 10, 10, 524288, false));
        assertEquals(0, concurrent512k.breakdown().get(Mechanism.QUEUE_DISK), concurrent512k.toString());
        assertEquals(concurrent256k, concurrent512k.seconds(), 0.1 * concurrent256k);
        double concurrent64k = model.seconds(lan(TopologyKind.CLIENT, 104857600, 10, 10, 65536, false));
        assertEquals(concurrent256k, concurrent64k, 0.1 * concurrent256k, "the report measured 64K and 256K alike");
    }

    /**
     * The LAN report found 512K much worse than smaller chunks with ten client transfers, on a QM host
     * that kept less in memory than the prior: runs of one's own that stall so (1.4 times the 256K run,
     * here at 1 MB and 100 MB files without MD5) teach the planner the stall at the sizes and MD5 setting
     * not measured at 512K, through the fitted QM host memory.
     */
    @Test
    void ownRunsThatStallAtHalfMegabyteChunksTeachThePlannerTheStall() {
        java.util.List<Measurement> rows = new java.util.ArrayList<>(CalibrationData.measurements(folder.resolve("stall")));
        for (Measurement m : java.util.List.copyOf(rows)) {
            Scenario s = m.scenario();
            if (s.topology() == TopologyKind.CLIENT && s.transfers() == 10 && s.chunkBytes() == 262144 && !s.md5()
                    && s.fileSizeBytes() != 10485760) {
                rows.add(new Measurement("own/512k", new Scenario(s.topology(), s.rttMillis(), s.linkMbps(), s.fileSizeBytes(),
                        s.fileCount(), 10, 524288, s.window(), false, s.text()), 1.4 * m.seconds()));
            }
        }
        CalibratedModel stalling = Planner.calibrate(rows);
        assertTrue(stalling.parameters().get(Parameter.QM_MEMORY_BYTES) < 236e6, "memory fitted below the 236 MB queued");
        for (boolean md5 : new boolean[] { false, true }) {
            Scenario at256k = new Scenario(TopologyKind.CLIENT, 0.2, 1000, 10485760, 102, 10, 262144, 10, md5, true);
            Scenario at512k = new Scenario(TopologyKind.CLIENT, 0.2, 1000, 10485760, 102, 10, 524288, 10, md5, true);
            assertTrue(stalling.seconds(at512k) > 1.25 * stalling.seconds(at256k),
                    (md5 ? "MD5: " : "") + stalling.seconds(at512k) + " vs " + stalling.seconds(at256k));
        }
    }

    @Test
    void halfMegabyteChunksStillHelpASingleTransferAndTenBindingsTransfers() {
        for (TopologyKind kind : new TopologyKind[] { TopologyKind.BINDINGS, TopologyKind.CLIENT }) {
            // The report's finding is the physics'; at 64K the measured rows (64K ran as fast as 256K)
            // hold the corrected time, so 512K is only bound not to be surely slower.
            double single64k = model.physicsSeconds(lan(kind, 104857600, 10, 1, 65536, false));
            double single512k = model.physicsSeconds(lan(kind, 104857600, 10, 1, 524288, false));
            assertTrue(single512k <= single64k, kind + ": fewer messages per byte");
            assertTrue(model.predict(lan(kind, 104857600, 10, 1, 524288, false)).low()
                    <= model.predict(lan(kind, 104857600, 10, 1, 65536, false)).high(), kind.toString());
            assertEquals(0, model.predict(lan(kind, 104857600, 10, 1, 524288, false)).breakdown()
                    .get(Mechanism.QUEUE_SPILL), "a lone transfer's window is on its way, not queued");
        }
        double bindings256k = model.seconds(lan(TopologyKind.BINDINGS, 104857600, 10, 10, 262144, false));
        double bindings512k = model.seconds(lan(TopologyKind.BINDINGS, 104857600, 10, 10, 524288, false));
        assertTrue(bindings512k <= 1.02 * bindings256k, bindings512k + " vs " + bindings256k);
    }

    @Test
    void chunksOverlapTheFileStageUntilTinyOnesAreTheSlowestStage() {
        // The LAN report's pairs ran as fast at 64K as at 256K: the chunks' puts and gets go on while
        // the agents read, convert and write the files.
        double at64k = model.physicsSeconds(lan(TopologyKind.BINDINGS, 104857600, 10, 1, 65536, false));
        double at256k = model.physicsSeconds(lan(TopologyKind.BINDINGS, 104857600, 10, 1, 262144, false));
        assertEquals(at256k, at64k, 0.005 * at256k);
        Prediction tiny = model.predict(lan(TopologyKind.BINDINGS, 104857600, 10, 1, 1024, false));
        assertEquals(Mechanism.PER_CHUNK, tiny.bottleneck(), tiny.toString());
        assertTrue(tiny.seconds() > 1.5 * at256k, tiny.seconds() + " vs " + at256k);
    }

    @Test
    void md5MakesManySmallConcurrentFilesCpuBound() {
        // The LAN report: 10 transfers of 1 MB files with MD5 took ~15 s, of 10 MB files ~9 s.
        Prediction small = model.predict(lan(TopologyKind.BINDINGS, 1048576, 1024, 10, 262144, true));
        Prediction large = model.predict(lan(TopologyKind.BINDINGS, 10485760, 102, 10, 262144, true));
        assertEquals(Mechanism.CPU_CORES, small.bottleneck());
        assertTrue(small.seconds() > 1.3 * large.seconds(), small.seconds() + " vs " + large.seconds());
        Prediction plain = model.predict(lan(TopologyKind.BINDINGS, 1048576, 1024, 10, 262144, false));
        assertTrue(small.seconds() > 1.4 * plain.seconds(), small.seconds() + " vs " + plain.seconds());
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
        assertEquals(Mechanism.PER_FILE, p.bottleneck(), p.toString());
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
