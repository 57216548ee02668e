package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AccuracyTest {
    private static final Scenario SMALL = scenario(1048576);
    private static final Scenario LARGE = scenario(104857600);

    @Test
    void aModelAlwaysOnePointWorseThanTheBaselineIsToldApart() {
        List<CrossValidation.HeldOut> rows = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            rows.add(heldOut(SMALL, 100, 103, 102));
        }
        double[] interval = new Accuracy.Group("g", true, rows).differenceInterval();
        assertEquals(0.01, interval[0], 1e-9);
        assertEquals(0.01, interval[1], 1e-9);
    }

    @Test
    void modelAndBaselineTakingTurnsToWinCannotBeToldApart() {
        List<CrossValidation.HeldOut> rows = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            rows.add(i % 2 == 0 ? heldOut(SMALL, 100, 101, 105) : heldOut(SMALL, 100, 105, 101));
        }
        double[] interval = new Accuracy.Group("g", true, rows).differenceInterval();
        assertTrue(interval[0] < 0 && interval[1] > 0, interval[0] + ".." + interval[1]);
    }

    @Test
    void aRunPredictedInSeveralDrawsIsResampledAsOne() {
        List<CrossValidation.HeldOut> once = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            once.add(heldOut(SMALL, 100, 100 + i % 7, 103));
        }
        List<CrossValidation.HeldOut> eachFiveTimes = new ArrayList<>();
        for (int draw = 0; draw < 5; draw++) {
            for (CrossValidation.HeldOut h : once) {
                eachFiveTimes.add(new CrossValidation.HeldOut(h.measured(), h.predicted(), h.physics(), h.baseline()));
            }
        }
        double[] interval = new Accuracy.Group("g", true, once).differenceInterval();
        double[] repeated = new Accuracy.Group("g", true, eachFiveTimes).differenceInterval();
        assertEquals(interval[0], repeated[0], 1e-12);
        assertEquals(interval[1], repeated[1], 1e-12);
        double[] asIfIndependent = Accuracy.meanInterval(eachFiveTimes.stream()
                .mapToDouble(h -> h.modelError() - h.baselineError().getAsDouble()).toArray());
        assertTrue(asIfIndependent[1] - asIfIndependent[0] < 0.6 * (interval[1] - interval[0]),
                "five draws of the same 20 runs are not 100 runs' evidence");
    }

    @Test
    void withoutTwoComparedRowsThereIsNoInterval() {
        List<CrossValidation.HeldOut> rows = List.of(heldOut(SMALL, 100, 101, 105),
                new CrossValidation.HeldOut(new Measurement("t", SMALL, 100), prediction(101), 101,
                        OptionalDouble.empty()));
        assertTrue(Double.isNaN(new Accuracy.Group("g", true, rows).differenceInterval()[0]));
    }

    @Test
    void cpuIsComparedWithTheNearestRunsCpuPerHostTheRunMeasured() {
        Measurement target = new Measurement("t", SMALL, 10, Map.of("cpu_agent1", 40.0, "cpu_coord", 2.0));
        Measurement nearest = new Measurement("u", scenario(2097152), 20, Map.of("cpu_agent1", 30.0, "cpu_coord", 3.0));
        Measurement farther = new Measurement("u", LARGE, 900, Map.of("cpu_agent1", 90.0, "cpu_coord", 9.0));
        Map<String, Double> baseline = CrossValidation.nearestCpu(target, List.of(farther, nearest));
        assertEquals(Map.of("cpu_agent1", 30.0, "cpu_coord", 3.0), baseline, "% CPU as measured, not scaled by bytes");
        Prediction predicted = new Prediction(10, 1, Mechanism.LINK, Map.of(Mechanism.LINK, 10.0),
                Map.of("cpu_agent1", 45.0), 9, 11);
        List<double[]> misses = new CrossValidation.HeldOut(target, predicted, 10, OptionalDouble.of(10), baseline, false)
                .cpuMisses();
        assertEquals(1, misses.size(), "only the host the model predicts");
        assertEquals(5, misses.get(0)[0], 1e-9);
        assertEquals(10, misses.get(0)[1], 1e-9);
    }

    @Test
    void nearRepeatsAreRunsAlikeButForFlowControlKnobsAndTheirScatterIsPerRun() {
        Scenario at64k = new Scenario(TopologyKind.BINDINGS, 0.2, 1000, 1048576, 10, 1, 65536, 10, false, false);
        Scenario at256k = new Scenario(TopologyKind.BINDINGS, 0.2, 1000, 1048576, 10, 1, 262144, 10, false, false);
        Scenario window5 = new Scenario(TopologyKind.BINDINGS, 0.2, 1000, 1048576, 10, 1, 262144, 5, false, false);
        Scenario tenTransfers = new Scenario(TopologyKind.BINDINGS, 0.2, 1000, 1048576, 10, 10, 262144, 10, false, false);
        double ratio = Math.exp(0.04);
        List<Measurement> rows = List.of(new Measurement("a", at64k, 10), new Measurement("b", at256k, 10 * ratio),
                new Measurement("c", window5, 10 / ratio),
                // alike but for concurrency, not a flow-control knob; and the same set-up on other hardware
                new Measurement("d", tenTransfers, 30), new Measurement("e", at64k, 20, Map.of(), "other"));
        Accuracy.NearRepeats nearRepeats = Accuracy.NearRepeats.flowControl(rows);
        assertEquals(3, nearRepeats.pairs(), "64K-256K, 64K-window 5, 256K-window 5");
        // log ratios 0.04, 0.04 and 0.08: their root mean square, per run (over sqrt 2)
        assertEquals(Math.sqrt((0.04 * 0.04 * 2 + 0.08 * 0.08) / 3 / 2), nearRepeats.scatter(), 1e-12);
        assertEquals(0, Accuracy.NearRepeats.flowControl(rows.subList(3, 5)).pairs());
    }

    /**
     * The reports' WAN near-repeats (the protocol bridge and the standard agent across the same WAN, the
     * same twelve transfers) are what sizes the planner's WAN scatter; the bridge on its local network has
     * no standard twin, and bindings and client runs are wired differently.
     */
    @Test
    void theWanScatterIsThatOfTheReportsNearRepeatsAcrossTheWan() {
        Accuracy.NearRepeats wan = Accuracy.NearRepeats.acrossWan(Planner.reportMeasurements());
        assertEquals(12, wan.pairs());
        assertEquals(CorrectionFit.WAN_SCATTER, wan.scatter(), 0.005);
    }

    @Test
    void largestSizeRowsAreThoseAtTheirTopologysLargestMeasuredFileSize() {
        List<Measurement> measurements = List.of(new Measurement("t", SMALL, 10), new Measurement("t", LARGE, 100));
        List<CrossValidation.HeldOut> rows = List.of(heldOut(SMALL, 10, 11, 12), heldOut(LARGE, 100, 90, 95));
        Accuracy.Group sizes = new Accuracy.Group(Accuracy.levelOut(Factor.FILE_SIZE), true, rows);
        Accuracy.Group largest = Accuracy.largestFileSizeOut(List.of(sizes), measurements);
        assertEquals(1, largest.rows().size());
        assertEquals(LARGE, largest.rows().get(0).measured().scenario());
    }

    @Test
    void alternateChunkSizesArePredictedFromTheOthers() {
        List<Measurement> rows = new ArrayList<>();
        for (int chunk : new int[] { 65536, 131072, 262144, 524288 }) {
            for (long size : new long[] { 1048576, 104857600 }) {
                Scenario s = new Scenario(TopologyKind.BINDINGS, 0.2, 1000, size, 10, 1, chunk, 10, false, false);
                rows.add(new Measurement("t" + chunk, s, size / 1e7 + 1));
            }
        }
        List<CrossValidation.HeldOut> heldOut = CrossValidation.alternateLevelsOut(rows, Factor.CHUNK);
        assertEquals(rows.size(), heldOut.size(), "every row is predicted once");
        for (CrossValidation.HeldOut h : heldOut) {
            // the baseline is a run of a chunk size the calibration kept, never the row itself
            assertTrue(h.baseline().isPresent());
        }
        assertTrue(CrossValidation.alternateLevelsOut(rows.subList(0, 4), Factor.CHUNK).isEmpty(), "two sizes: no group");
    }

    @Test
    void aHeldOutFileSizeIsBeyondTheMeasuredRunsAtEitherEndAndWithinThemBetween(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder) {
        List<Measurement> lan = CalibrationData.measurements(folder).stream()
                .filter(m -> m.scenario().topology() == TopologyKind.BINDINGS && !m.scenario().md5()).toList();
        List<CrossValidation.HeldOut> rows = CrossValidation.leaveOneLevelOut(lan, Factor.FILE_SIZE);
        assertEquals(lan.size(), rows.size());
        for (CrossValidation.HeldOut h : rows) {
            // 1 MB and 100 MB files lie past the other two sizes; 10 MB files (102 of them) between.
            assertEquals(h.measured().scenario().fileSizeBytes() != 10485760, h.beyondMeasured(), h.measured().toString());
        }
    }

    @Test
    void anotherFilesRowsArePredictedFromTheCalibrationAloneBesideItsNearestRun(@org.junit.jupiter.api.io.TempDir java.nio.file.Path folder) {
        List<Measurement> lan = CalibrationData.measurements(folder).stream()
                .filter(m -> m.scenario().topology() == TopologyKind.BINDINGS && !m.scenario().md5()).toList();
        List<Measurement> at64k = lan.stream().filter(m -> m.scenario().chunkBytes() == 65536).toList();
        List<Measurement> at256k = lan.stream().filter(m -> m.scenario().chunkBytes() == 262144).toList();
        List<CrossValidation.HeldOut> rows = CrossValidation.predictedFrom(at64k, at256k);
        assertEquals(at256k.size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            Scenario held = at256k.get(i).scenario();
            Measurement twin = at64k.stream().filter(m -> m.scenario().fileSizeBytes() == held.fileSizeBytes()
                    && m.scenario().transfers() == held.transfers()).findFirst().orElseThrow();
            assertEquals(twin.seconds(), rows.get(i).baseline().getAsDouble(), 1e-9, "the baseline is the run at 64K");
            assertEquals(at256k.get(i), rows.get(i).measured());
            assertTrue(rows.get(i).modelError() < 0.1, rows.get(i).toString());
        }
    }

    @Test
    void aFewRunsOfAnotherFileJoinTheCalibrationAndTheRestArePredictedBesideTheNearestOfThemAndTheCalibrationScaledToThem(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path folder) {
        List<Measurement> reports = CalibrationData.measurements(folder);
        // the client runs as another hardware's: what a few of them add to the bindings runs
        List<Measurement> bindings = reports.stream().filter(m -> m.scenario().topology() == TopologyKind.BINDINGS).toList();
        List<Measurement> lab = reports.stream().filter(m -> m.scenario().topology() == TopologyKind.CLIENT)
                .map(m -> m.inEnvironment("lab")).toList();
        CrossValidation.FewRuns draws = CrossValidation.fewRunsBeside(bindings, lab, List.of(3), 2, 1).get(3);
        List<CrossValidation.HeldOut> rows = draws.nearestOfFew();
        assertEquals(2 * (lab.size() - 3), rows.size(), "each draw predicts the runs it did not take");
        // hardware no bindings row measured, as the bindings runs alone predict it
        CalibratedModel alone = Planner.calibrate(bindings).forEnvironment("lab");
        for (int draw = 0; draw < 2; draw++) {
            List<CrossValidation.HeldOut> predicted = rows.subList(draw * (lab.size() - 3), (draw + 1) * (lab.size() - 3));
            List<Measurement> taken = lab.stream().filter(m -> predicted.stream().noneMatch(h -> h.measured() == m)).toList();
            assertEquals(3, taken.size());
            for (CrossValidation.HeldOut h : predicted) {
                // the baseline is the nearest of the few runs of its environment, never a bindings run or the row itself
                assertEquals(CrossValidation.nearestMeasured(h.measured(), taken).getAsDouble(), h.baseline().getAsDouble(),
                        1e-9, h.toString());
            }
            double ratio = Math.exp(taken.stream().mapToDouble(m -> Math.log(m.seconds() / alone.seconds(m.scenario())))
                    .average().orElseThrow());
            List<CrossValidation.HeldOut> scaled = draws.calibrationScaled().subList(draw * (lab.size() - 3),
                    (draw + 1) * (lab.size() - 3));
            for (int i = 0; i < predicted.size(); i++) {
                CrossValidation.HeldOut h = scaled.get(i);
                // the same prediction, beside the bindings runs' own prediction scaled to the three taken
                assertEquals(predicted.get(i).measured(), h.measured());
                assertEquals(predicted.get(i).predicted(), h.predicted());
                assertEquals(alone.seconds(h.measured().scenario()) * ratio, h.baseline().getAsDouble(), 1e-9, h.toString());
            }
        }
        assertEquals(draws, CrossValidation.fewRunsBeside(bindings, lab, List.of(6, 3), 2, 1).get(3),
                "the same draws every time, whatever other counts are asked for");
    }

    @Test
    void rowsOfOneTableSkipLeaveOneTableOutAndSaySo(@TempDir Path folder) throws Exception {
        // the bindings runs without MD5, their seed and table columns cut off: one table
        Path file = folder.resolve("no-tables.csv");
        Files.write(file, Files.readAllLines(CalibrationData.copyTo(folder)).stream()
                .filter(l -> l.startsWith("seed,") || l.contains(",bindings,") && l.contains(",none,"))
                .map(l -> l.substring(l.indexOf(',', l.indexOf(',') + 1) + 1)).toList());
        List<Measurement> rows = ScenarioFile.read(file).measurements();

        List<Accuracy.Group> groups = Accuracy.groups(rows);
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Accuracy.print(rows, new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertTrue(groups.stream().noneMatch(g -> g.name().equals(Accuracy.LEAVE_ONE_TABLE_OUT)), groups.toString());
        assertTrue(groups.stream().anyMatch(g -> g.name().equals(Accuracy.levelOut(Factor.CHUNK))), groups.toString());
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("Leave-one-table-out: not run, every row is in one table."),
                printed.toString(StandardCharsets.UTF_8));
    }

    @Test
    void oneRowHoldsNothingOutAndIsNotCalledMet(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("one-run.csv");
        Files.write(file, Files.readAllLines(CalibrationData.copyTo(folder)).subList(0, 2));
        List<Measurement> rows = ScenarioFile.read(file).measurements();
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        Accuracy.print(rows, new PrintStream(printed, true, StandardCharsets.UTF_8));

        assertEquals(List.of("in-sample"), Accuracy.groups(rows).stream().map(Accuracy.Group::name).toList());
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("NOT judged: too few rows (1) to hold any group out."),
                printed.toString(StandardCharsets.UTF_8));
    }

    private static CrossValidation.HeldOut heldOut(Scenario s, double measured, double predicted, double baseline) {
        return new CrossValidation.HeldOut(new Measurement("t", s, measured), prediction(predicted), predicted,
                OptionalDouble.of(baseline));
    }

    private static Prediction prediction(double seconds) {
        return new Prediction(seconds, 1, Mechanism.LINK, Map.of(Mechanism.LINK, seconds), Map.of(), seconds * 0.9,
                seconds * 1.1);
    }

    private static Scenario scenario(long fileSize) {
        return new Scenario(TopologyKind.BINDINGS, 0.2, 1000, fileSize, 10, 1, 262144, 10, false, false);
    }
}
