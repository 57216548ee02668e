package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The correction and the intervals on the reports' measured rows. */
class GreyBoxModelTest {
    @TempDir
    static Path folder;
    static List<Measurement> measured;
    static CalibratedModel model;

    @BeforeAll
    static void calibrate() {
        measured = CalibrationData.measurements(folder);
        model = Planner.calibrate(measured);
    }

    /**
     * Four real runs on the embedded lab (1 and 4 transfers, 64K and 256K chunks) cannot size the
     * correction's spread alone: it goes to its bound, and a run between them gets an interval 6.6x wide.
     * Beside the reports' rows, as their own environment, the spread is sized on those too. A second
     * campaign measured 2 transfers at 128K in 7.32 s: both intervals hold it.
     */
    @Test
    void aFewRunsAloneCannotSizeTheCorrectionBesideTheReportsTheyCan() throws Exception {
        List<Measurement> lab;
        try (InputStream in = getClass().getResourceAsStream("/lab-4-runs.csv")) {
            lab = ScenarioFile.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList(),
                    Path.of("lab-4-runs.csv")).measurements("lab");
        }
        CalibratedModel alone = Planner.calibrate(lab);
        List<Measurement> both = new ArrayList<>(measured);
        both.addAll(lab);
        CalibratedModel beside = Planner.calibrate(both).forEnvironment("lab");
        assertTrue(alone.correctionSpreadUnsized());
        assertFalse(model.correctionSpreadUnsized(), "the reports' 84 rows size it");
        assertFalse(beside.correctionSpreadUnsized());
        Scenario twoTransfers = new Scenario(TopologyKind.PB_SFTP_LOCAL, 0.05, 40_000, 1 << 20, 1024, 2, 131072, 16, false,
                false);
        Prediction a = alone.predict(twoTransfers);
        Prediction b = beside.predict(twoTransfers);
        assertTrue(a.covers(7.32) && b.covers(7.32), a + " / " + b);
        assertTrue(b.high() / b.low() < a.high() / a.low() / 3, "beside the reports " + b + ", alone " + a);
    }

    @Test
    void nothingIsPredictedFasterThanTheLinkCarriesTheBytes() {
        // The fastest measured run on its link moved 1.06x the line rate (the LAN report's client runs,
        // every byte twice over "1 Gbit/s"); the physics fits 1.16x, which the correction carried to
        // links nothing measured: 1 TiB at 144 MB/s over 1 Gbit/s, 1 GiB in 81.6 s over 100 Mbit/s, and the
        // 1.06x itself to links of other rates (1 Mbit/s at 0.133 MB/s).
        double share = measured.stream().mapToDouble(m -> PhysicsModel.wireSeconds(m.scenario()) / m.seconds()).max()
                .orElseThrow();
        assertTrue(share > 1 && share < 1.1, "fastest measured share of the line rate " + share);
        for (TopologyKind kind : TopologyKind.values()) {
            for (double mbps : new double[] { 1, 10, 100, 1000 }) {
                for (long bytes : new long[] { 1L << 30, 1L << 40 }) {
                    Scenario s = new Scenario(kind, 0.2, mbps, bytes, 1, 1, 262144, 10, false, false, 16 << 20, 5, 1);
                    Prediction p = model.predict(s);
                    // Only on the 1 Gbit/s link those runs were measured on; any other keeps its line rate.
                    double least = PhysicsModel.wireSeconds(s) / (mbps == 1000 ? share : 1);
                    assertTrue(p.seconds() >= least * (1 - 1e-9) && p.low() >= least * (1 - 1e-9),
                            kind + " " + mbps + " Mbit/s, " + bytes + " B: " + p + " below " + least + " s");
                    assertTrue(model.seconds(s) >= least * (1 - 1e-9), kind + " " + mbps + " Mbit/s: " + model.seconds(s));
                }
            }
        }
    }

    @Test
    void predictionsHonourTheRunsTheyWereCalibratedOn() {
        double sum = 0;
        double worst = 0;
        int covered = 0;
        for (Measurement m : measured) {
            Prediction p = model.predict(m.scenario());
            double error = Math.abs(p.seconds() - m.seconds()) / m.seconds();
            sum += error;
            worst = Math.max(worst, error);
            covered += p.covers(m.seconds()) ? 1 : 0;
        }
        assertTrue(sum / measured.size() <= 0.02, "in-sample mean error " + sum / measured.size());
        assertTrue(worst < 0.10, "worst in-sample error " + worst);
        assertTrue(covered >= 0.8 * measured.size(), covered + " of " + measured.size() + " inside the 80% interval");
    }

    @Test
    void theCorrectionFadesAndTheIntervalWidensAwayFromTheMeasuredRuns() {
        // A measured LAN run, then the same files on a 40 ms, 100 Mbit/s WAN with 4 MB chunks: nothing like it measured.
        Scenario near = measured.get(0).scenario();
        Scenario far = new Scenario(TopologyKind.BINDINGS, 40, 100, near.fileSizeBytes(), near.fileCount(), 25,
                4194304, 40, true, false);
        Prediction atData = model.predict(near);
        Prediction away = model.predict(far);
        assertTrue(width(away) > 2 * width(atData), width(away) + " vs " + width(atData));
        double correctionFar = Math.abs(Math.log(away.seconds() / model.physicsSeconds(far)));
        assertTrue(correctionFar < 0.05, "far from data the physics speaks: " + correctionFar);
        // (1 GiB over 100 Mbit/s: the physics is at the link's floor, which is also the interval's low end.)
        assertTrue(away.low() <= model.physicsSeconds(far) && model.physicsSeconds(far) < away.high());
        assertEquals(measured.get(0).seconds(), atData.seconds(), 0.03 * measured.get(0).seconds(),
                "near data the measurement speaks");
    }

    /**
     * The cross-geo report measured 256K chunks; its 1 MB and 4 MB tables, not among the rows, moved the
     * same files 15% faster or slower, run by run. Asked for 4 MB, the interval is nearly as wide as the
     * reports' near-repeats across that WAN scatter (it was 11% wide, 670-745 s; the report's 4 MB run took 546 s).
     */
    @Test
    void aChunkSizeNobodyMeasuredAcrossTheWanGetsAnIntervalAsWideAsRunsThereScatter() {
        Scenario at4m = new Scenario(TopologyKind.STANDARD_CROSSGEO, 150, 100, 1048576, 100, 1, 4194304, 10, false, false);
        Prediction p = model.predict(at4m);
        double nearRepeatScatter = Accuracy.NearRepeats.acrossWan(measured).scatter();
        assertTrue(p.high() / p.low() >= Math.exp(2 * CalibratedModel.Z * 0.8 * nearRepeatScatter), p.toString());
    }

    @Test
    void aWindowNobodyMeasuredKeepsTheCorrectionOfTheMeasuredOne() {
        // The cross-geo report's 100 MB file at the measured window 10, then windows 1 to 100: the TCP buffer
        // bounds them all in the physics, and a correction that faded with the window drew a V (4% slower at 1 and
        // 100) that no mechanism explains.
        Scenario measuredWindow = new Scenario(TopologyKind.STANDARD_CROSSGEO, 150, 100, 104857600, 1, 1, 262144, 10, false, false);
        double atMeasured = model.seconds(measuredWindow);
        for (int window : new int[] { 1, 3, 30, 100 }) {
            Scenario other = measuredWindow.withTuning(measuredWindow.chunkBytes(), window, 1);
            assertEquals(model.physicsSeconds(measuredWindow), model.physicsSeconds(other), 1e-6 * atMeasured);
            assertEquals(atMeasured, model.seconds(other), 0.005 * atMeasured, "window " + window);
        }
    }

    @Test
    void theBreakdownStillAddsUpToTheCorrectedTimeAndTheRateMatchesIt() {
        Scenario s = measured.get(30).scenario();
        Prediction p = model.predict(s);
        double sum = p.breakdown().values().stream().mapToDouble(Double::doubleValue).sum();
        assertEquals(p.seconds(), sum, 1e-9 * p.seconds());
        assertEquals(s.totalBytes() / p.seconds() / 1e6, p.mbPerSecond(), 1e-9 * p.mbPerSecond());
        assertTrue(p.low() < p.seconds() && p.seconds() < p.high());
    }

    @Test
    void cpuPerHostIsPredictedWhereTheCalibrationMeasuredIt() {
        Measurement client = measured.stream().filter(m -> m.scenario().topology() == TopologyKind.CLIENT).findFirst()
                .orElseThrow();
        Prediction p = model.predict(client.scenario());
        assertEquals(client.cpuPercent().keySet(), p.cpuPercent().keySet());
        assertEquals(client.cpuPercent().get("cpu_agentqm"), p.cpuPercent().get("cpu_agentqm"), 6);
        Measurement bridge = measured.stream().filter(m -> m.scenario().topology().protocolBridge()).findFirst()
                .orElseThrow();
        assertTrue(model.predict(bridge.scenario()).cpuPercent().isEmpty(), "the bridge report measured no CPU");
    }

    @Test
    void anEnvironmentIsCorrectedByItsOwnRowsOnly() {
        // A lab whose bindings runs take twice the reports' time, calibrated together with the reports.
        List<Measurement> all = reportsEnvironment();
        List<Measurement> lab = measured.stream().filter(m -> m.scenario().topology() == TopologyKind.BINDINGS)
                .map(m -> inLab(m, 2 * m.seconds())).toList();
        all.addAll(lab);
        CalibratedModel both = Planner.calibrate(all);
        assertEquals(List.of("reports", "lab"), both.environments());
        Measurement run = lab.get(0);
        double inLab = both.forEnvironment("lab").predict(run.scenario()).seconds();
        double inReports = both.forEnvironment("reports").predict(run.scenario()).seconds();
        assertEquals(run.seconds(), inLab, 0.05 * run.seconds());
        assertEquals(run.seconds() / 2, inReports, 0.05 * run.seconds() / 2, "the lab does not drag the reports");
        // Each environment's physics is its own rows' fit, pulled towards the fit of every row: the lab's
        // bindings physics is slower than the reports', not one compromise the corrections must undo.
        double labPhysics = both.forEnvironment("lab").physicsSeconds(run.scenario());
        double reportsPhysics = both.forEnvironment("reports").physicsSeconds(run.scenario());
        assertTrue(labPhysics > 1.5 * reportsPhysics, labPhysics + " vs " + reportsPhysics);
        Prediction unmeasured = both.forEnvironment("elsewhere").predict(run.scenario());
        double shared = both.forEnvironment("elsewhere").physicsSeconds(run.scenario());
        assertEquals(shared, unmeasured.seconds(), 1e-9, "no rows: the physics of every row alone");
        assertTrue(shared > reportsPhysics && shared < labPhysics, "the shared fit lies between the two");
        assertTrue(width(unmeasured) > width(both.forEnvironment("lab").predict(run.scenario())));
    }

    /**
     * Hardware nobody measured may well run at half the speed of the hardware that was (IBM's Windows
     * report's agents moved a byte four times slower than its LAN report's): its interval says so, while
     * the measured environment's holds its own runs to within a few percent.
     */
    @Test
    void hardwareNobodyMeasuredGetsTheSpreadHardwareShows() {
        CalibratedModel elsewhere = model.forEnvironment("elsewhere");
        int inUnmeasured = 0;
        int inOwn = 0;
        for (Measurement m : measured) {
            double halfSpeed = 2 * m.seconds();
            Prediction unmeasured = elsewhere.predict(m.scenario());
            // the fastest run on its link is the floor itself, up to rounding
            assertTrue(unmeasured.low() <= m.seconds() * (1 + 1e-12) && m.seconds() <= unmeasured.high(), m + ": " + unmeasured);
            inUnmeasured += unmeasured.covers(halfSpeed) ? 1 : 0;
            inOwn += model.predict(m.scenario()).covers(halfSpeed) ? 1 : 0;
        }
        String figures = "runs at half the speed inside the interval: unmeasured hardware " + inUnmeasured + ", the reports' own "
                + inOwn + " of " + measured.size();
        System.out.println(figures);
        assertTrue(inUnmeasured > 0.75 * measured.size(), figures);
        assertTrue(inOwn < 0.1 * measured.size(), figures);
    }

    /**
     * Other hardware measured at one concurrency beside the reports: its agents take four times the
     * reports' CPU per byte and have 70% of their cores (the physics with those parameters, give or take
     * 2% a run). Its runs at ten transfers, which nobody measured there, lie far from the reports' and
     * should mostly fall inside their 80% interval. With the environment's spread measured from the fit of
     * every row, which has already leant on its own rows, half of them did.
     */
    @Test
    void anotherHardwaresFewRunsBesideTheReportsKeepTheSpreadOtherHardwareShows() {
        double[] theta = model.parameters().values().stream().mapToDouble(Double::doubleValue).toArray();
        theta[Parameter.AGENT_SECONDS_PER_BYTE.ordinal()] *= 4;
        theta[Parameter.AGENT_CORES.ordinal()] *= 0.7;
        Random scatter = new Random(1);
        List<Measurement> all = reportsEnvironment();
        List<Measurement> tenTransfers = new ArrayList<>();
        for (Measurement m : measured) {
            if (m.scenario().topology() == TopologyKind.BINDINGS || m.scenario().topology() == TopologyKind.CLIENT) {
                Measurement run = inLab(m, PhysicsModel.seconds(m.scenario(), theta) * Math.exp(0.02 * scatter.nextGaussian()));
                (m.scenario().activeTransfers() == 1 ? all : tenTransfers).add(run);
            }
        }
        CalibratedModel lab = Planner.calibrate(all).forEnvironment("lab");
        long inside = tenTransfers.stream().filter(m -> lab.predict(m.scenario()).covers(m.seconds())).count();
        assertTrue(inside >= 0.7 * tenTransfers.size(), inside + " of " + tenTransfers.size() + " inside");
    }

    /**
     * Hardware nobody measured is no surer beside two measured environments than beside one: the reports
     * and three runs of a lab each stray less from the other's fit than hardware can.
     */
    @Test
    void hardwareNobodyMeasuredIsNoSurerBesideTwoEnvironmentsThanBesideOne() {
        List<Measurement> all = reportsEnvironment();
        measured.stream().filter(m -> m.scenario().topology() == TopologyKind.BINDINGS).limit(3)
                .map(m -> inLab(m, 1.5 * m.seconds())).forEach(all::add);
        CalibratedModel both = Planner.calibrate(all);
        double besideOne = model.uncertainty().get("unmeasured environment spread");
        double besideTwo = both.uncertainty().get("unmeasured environment spread");
        assertTrue(besideTwo >= besideOne, besideTwo + " beside two, " + besideOne + " beside one");
        Scenario s = measured.get(0).scenario();
        assertTrue(width(both.forEnvironment("elsewhere").predict(s)) > width(both.forEnvironment("lab").predict(s)));
    }

    @Test
    void aTuningChangeIsSurerThanTwoIntervalsSideBySide() {
        Scenario given = measured.get(0).scenario();
        Scenario spread = given.withTuning(given.chunkBytes(), given.window(), 10);
        double[] ratio = model.ratioInterval(given, spread);
        assertTrue(ratio[1] < 1, "ten transfers are surely faster for 1024 files: " + ratio[0] + "-" + ratio[1]);
        Prediction a = model.predict(given);
        Prediction b = model.predict(spread);
        double naive = b.high() / a.low() - b.low() / a.high();
        assertTrue(ratio[1] - ratio[0] < naive, "shared uncertainty cancels");
        double[] same = model.ratioInterval(given, given);
        assertEquals(1, same[0], 1e-9);
        assertEquals(1, same[1], 1e-9);
    }

    @Test
    void theIntervalIsEightyPercentOfANormalInLogTime() {
        assertEquals(1.2816, CalibratedModel.Z, 1e-4);
        assertFalse(model.predict(measured.get(5).scenario()).covers(0));
    }

    /** The reports' rows as the environment "reports", in a list a test adds its lab's rows to. */
    private static List<Measurement> reportsEnvironment() {
        return new ArrayList<>(measured.stream().map(m -> m.inEnvironment("reports")).toList());
    }

    /** A reports' run as the environment "lab" measured it, in {@code seconds}. */
    private static Measurement inLab(Measurement m, double seconds) {
        return new Measurement(m.table(), m.scenario(), seconds, m.cpuPercent(), "lab");
    }

    private static double width(Prediction p) {
        return (p.high() - p.low()) / p.seconds();
    }
}
