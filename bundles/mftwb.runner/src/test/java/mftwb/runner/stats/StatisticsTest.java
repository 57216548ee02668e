package mftwb.runner.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.Backend;
import mftwb.runner.CampaignEnd;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

class StatisticsTest {
    static final RunSpec CELL = new RunSpec(1 << 20, 50, 1, 65536, 16, Checksum.NONE, TransferMode.BINARY);
    static final RunSpec OTHER = new RunSpec(1 << 20, 50, 4, 65536, 16, Checksum.NONE, TransferMode.BINARY);

    static RunResult run(int n, RunSpec cell, double seconds) {
        return new RunResult(n, Backend.SFTP, cell, seconds, cell.totalBytes(), cell.fileCount(),
                Map.of("localhost", 20.0), Map.of("localhost", 4), Optional.empty());
    }

    /** {@code count} runs of a cell around {@code seconds} with a relative spread of {@code cv}, seeded. */
    static List<RunResult> runs(RunSpec cell, int count, double seconds, double cv, long seed) {
        Random random = new Random(seed);
        List<RunResult> runs = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            runs.add(run(i, cell, seconds * (1 + cv * random.nextGaussian())));
        }
        return runs;
    }

    /** The lab campaign: link cut for 25 s in run 1, five runs of 6.6-6.9 s. */
    static List<RunResult> cutLinkCampaign() {
        return List.of(run(1, CELL, 38.920), run(2, CELL, 6.71), run(3, CELL, 6.62), run(4, CELL, 6.88), run(5, CELL, 6.79),
                run(6, CELL, 6.93));
    }

    @Test
    void theCutLinkRunIsAnOutlierAndLeavesTheCellMedianAlone() {
        List<RunResult> marked = Outliers.mark(cutLinkCampaign());
        assertTrue(marked.get(0).isDisturbed());
        assertTrue(marked.get(0).disturbed().orElseThrow().startsWith("outlier: 38.920 s"), marked.get(0).disturbed().get());
        assertEquals(1, marked.stream().filter(RunResult::isDisturbed).count(), "the five good runs stay");
        assertEquals(marked, Outliers.mark(marked), "marking again finds the same outliers and no more");

        CellSpread spread = CellSpread.perCell(marked, false).get(0);
        assertEquals(5, spread.n());
        assertEquals(1, spread.disturbed());
        assertEquals(6.79, spread.medianSeconds(), 1e-9);
        assertEquals(6.786, spread.meanSeconds(), 1e-9);
        assertTrue(spread.cvPercent() > 1 && spread.cvPercent() < 2.5, "CV " + spread.cvPercent());
        assertTrue(spread.medianInterval().low() <= 6.79 && spread.medianInterval().high() >= 6.79);
        assertTrue(spread.medianInterval().low() >= 6.62 && spread.medianInterval().high() <= 6.93);
        assertEquals(spread, CellSpread.perCell(marked, false).get(0), "seeded: the same interval every time");

        CellSpread included = CellSpread.perCell(marked, true).get(0);
        assertEquals(6, included.n());
        assertEquals(12.14, included.meanSeconds(), 1e-2, "the mean is dragged by the cut-link run");
    }

    @Test
    void tightRunsHaveNoOutlierAndTooFewRunsAreNotTested() {
        List<RunResult> tight = List.of(run(1, CELL, 10.0), run(2, CELL, 10.1), run(3, CELL, 10.3), run(4, CELL, 9.9),
                run(5, CELL, 10.2), run(6, CELL, 10.0));
        assertFalse(Outliers.mark(tight).stream().anyMatch(RunResult::isDisturbed));
        List<RunResult> two = List.of(run(1, CELL, 10.0), run(2, CELL, 40.0));
        assertFalse(Outliers.mark(two).stream().anyMatch(RunResult::isDisturbed));
    }

    @Test
    void aFailedRunIsNeverCountedAndOneRunHasNoSpread() {
        RunResult failed = new RunResult(2, Backend.SFTP, CELL, 1.0, 0, 0, Map.of(), Map.of(), Optional.of("refused"));
        CellSpread spread = CellSpread.perCell(List.of(run(1, CELL, 5.0), failed), false).get(0);
        assertEquals(1, spread.n());
        assertEquals(1, spread.failed());
        assertEquals(5.0, spread.medianSeconds());
        assertTrue(Double.isNaN(spread.sdSeconds()) && Double.isNaN(spread.cvPercent()));
        assertFalse(spread.medianInterval().isKnown());
        assertTrue(StatisticsCsv.spread(List.of(spread)).lines().toList().get(1).endsWith(",1,0,1,5.000,5.000,,,,,10.49,20.0"),
                StatisticsCsv.spread(List.of(spread)));
    }

    /** cells.csv carries each host's median % CPU as the result table's cpu_ column, empty where a cell has none. */
    @Test
    void theSpreadCsvHasEachHostsMedianCpu() {
        RunResult agentOnly = new RunResult(3, Backend.SFTP, OTHER, 4.0, OTHER.totalBytes(), OTHER.fileCount(),
                Map.of("agent1", 35.0), Map.of("agent1", 2), Optional.empty());
        List<CellSpread> cells = CellSpread.perCell(List.of(run(1, CELL, 5.0), run(2, CELL, 6.0),
                new RunResult(4, Backend.SFTP, CELL, 7.0, CELL.totalBytes(), CELL.fileCount(), Map.of("localhost", 40.0),
                        Map.of("localhost", 4), Optional.empty()), agentOnly), false);
        List<String> lines = StatisticsCsv.spread(cells).lines().toList();
        assertTrue(lines.get(0).endsWith(",median_mb_per_s,cpu_localhost,cpu_agent1"), lines.get(0));
        assertTrue(lines.get(1).endsWith(",20.0,"), "median of 20, 20 and 40; agent1 not measured: " + lines.get(1));
        assertTrue(lines.get(2).endsWith(",,35.0"), lines.get(2));
    }

    @Test
    void aTenPercentFasterCandidateIsFasterAndTheSameConfigurationIsNoise() {
        List<RunResult> baseline = new ArrayList<>(runs(CELL, 10, 10.0, 0.02, 1));
        baseline.addAll(runs(OTHER, 10, 4.0, 0.02, 2));
        List<RunResult> candidate = new ArrayList<>(runs(CELL, 10, 9.0, 0.02, 3));
        candidate.addAll(runs(OTHER, 10, 4.0, 0.02, 4));
        List<Comparison.CellChange> changes = Comparison.compare(baseline, candidate, false);
        assertEquals(2, changes.size());
        Comparison.CellChange faster = changes.get(0);
        assertEquals(Comparison.Verdict.FASTER, faster.verdict());
        assertEquals(-10, faster.seconds().percent(), 3);
        assertTrue(faster.seconds().interval().low() < faster.seconds().percent()
                && faster.seconds().percent() < faster.seconds().interval().high());
        assertTrue(faster.mbPerSecond().percent() > 5, "throughput rises as time falls");
        assertEquals(faster.seconds().percent(), faster.cpuMsPerMb().percent(), 1e-6,
                "same % CPU in less time: CPU per MB falls with the time");
        assertEquals(Comparison.Verdict.NO_SIGNIFICANT_DIFFERENCE, changes.get(1).verdict());
        assertEquals(Comparison.Verdict.SLOWER, Comparison.compare(candidate, baseline, false).get(0).verdict());
    }

    @Test
    void disturbedRunsAreLeftOutUnlessIncludedAndTwoRunsAreTooFew() {
        List<RunResult> baseline = runs(CELL, 6, 10.0, 0.01, 5);
        List<RunResult> candidate = new ArrayList<>(runs(CELL, 3, 10.0, 0.01, 6));
        candidate.set(2, candidate.get(2).disturbedBy("stall: no bytes moved for 4.0 s (limit 3 s)"));
        Comparison.CellChange left = Comparison.compare(baseline, candidate, false).get(0);
        assertEquals(2, left.candidateRuns());
        assertEquals(Comparison.Verdict.TOO_FEW_RUNS, left.verdict());
        assertEquals(3, Comparison.compare(baseline, candidate, true).get(0).candidateRuns());
        assertTrue(Comparison.compare(baseline, runs(OTHER, 5, 1, 0.01, 7), false).isEmpty(), "no cell in both");
    }

    @Test
    void comparisonCsvKeepsTheContractColumns() {
        String csv = StatisticsCsv.comparison(Comparison.compare(runs(CELL, 5, 10, 0.01, 8), runs(CELL, 5, 12, 0.01, 9), false));
        List<String> header = List.of(csv.lines().findFirst().orElseThrow().split(","));
        assertEquals(List.of("file_size_bytes", "file_count", "transfers", "chunk_bytes", "window", "checksum", "mode",
                "baseline_n", "candidate_n", "baseline_median_s", "candidate_median_s", "change_pct", "ci_low_pct",
                "ci_high_pct", "verdict"), header.subList(0, 15));
        String row = csv.lines().toList().get(1);
        assertTrue(row.contains(",slower,"), row);
        assertEquals(header.size(), row.split(",", -1).length);
    }

    @Test
    void repetitionsNeededFollowTheVariability() {
        // 2 (1.96 + 0.84)^2 (5% / 5%)^2 pi/2 = 24.7
        assertEquals(25, RepetitionsNeeded.toDetect(5, 0.05));
        assertEquals(Comparison.MIN_RUNS, RepetitionsNeeded.toDetect(0.5, 0.05));
        assertTrue(RepetitionsNeeded.toDetect(10, 0.05) > 90);
        List<CellSpread> cells = CellSpread.perCell(Outliers.mark(cutLinkCampaign()), false);
        String advice = RepetitionsNeeded.advice(cells, 6);
        assertTrue(advice.startsWith("to detect a 5% change at the variability measured (CV up to 1."), advice);
        assertTrue(advice.endsWith("(this campaign ran 6)"), advice);
    }

    /**
     * After a Stop before any cell had 2 runs the command line advised "run at least 2 repetitions" of a campaign that
     * planned 4, while the Results view said it was stopped: one rule now, with how the campaign ended.
     */
    @Test
    void aCampaignEndedBeforeACellHadTwoRunsIsNotAdvisedMoreRepetitionsThanItPlanned() {
        List<CellSpread> oneRunEach = CellSpread.perCell(cutLinkCampaign().stream().filter(r -> r.run() == 1).toList(), false);
        assertEquals("variability unknown: stopped before a cell had 2 runs",
                RepetitionsNeeded.advice(oneRunEach, 4, CampaignEnd.STOPPED));
        assertEquals("variability unknown: failed before a cell had 2 runs",
                RepetitionsNeeded.advice(oneRunEach, 4, CampaignEnd.FAILED));
        // A plan of one repetition is short whether or not the campaign finished it.
        for (CampaignEnd end : CampaignEnd.values()) {
            assertTrue(RepetitionsNeeded.advice(oneRunEach, 1, end).startsWith("variability unknown: run at least 2 "
                    + "repetitions per cell"), end.word());
        }
        assertTrue(RepetitionsNeeded.advice(oneRunEach, 4, CampaignEnd.COMPLETED)
                .startsWith("variability unknown: run at least 2 repetitions per cell"));
        assertTrue(RepetitionsNeeded.advice(List.of(), 4, CampaignEnd.STOPPED).equals(
                "variability unknown: stopped before a cell had 2 runs"), "stopped before any run finished");
    }
    /**
     * Stopped after 5 of 12 runs (3 repetitions of 4 cells), the advice said "(CV up to 0.6%), run 4 repetition(s) per
     * cell (this campaign ran 3)": no cell had 3 runs, the CV came from one cell of 2 runs, and "stopped" was not said.
     */
    @Test
    void aStoppedCampaignsAdviceSaysItStoppedHowManyRunsItsCellsHadAndWhereTheCvComesFrom() {
        RunSpec third = new RunSpec(1 << 20, 50, 1, 262144, 16, Checksum.NONE, TransferMode.BINARY);
        RunSpec fourth = new RunSpec(1 << 20, 50, 4, 262144, 16, Checksum.NONE, TransferMode.BINARY);
        List<CellSpread> cells = CellSpread.perCell(List.of(run(1, CELL, 6.70), run(2, OTHER, 3.1), run(3, third, 5.2),
                run(4, fourth, 2.9), run(5, CELL, 6.76)), false);
        String advice = RepetitionsNeeded.advice(cells, 3, CampaignEnd.STOPPED);
        assertTrue(advice.startsWith("stopped: the cells have 1-2 counted runs of the 3 repetitions planned; "), advice);
        assertTrue(advice.contains("(CV up to 0.6%, from 1 cell of 2 runs)"), advice);
        assertFalse(advice.contains("this campaign ran"), advice);
        assertTrue(RepetitionsNeeded.advice(cells, 3, CampaignEnd.FAILED).startsWith("failed: the cells have 1-2 "), advice);
        // Every cell at its planned repetitions: what the campaign ran is what it planned.
        List<CellSpread> done = CellSpread.perCell(runs(CELL, 3, 10, 0.01, 1), false);
        assertTrue(RepetitionsNeeded.advice(done, 3, CampaignEnd.COMPLETED).endsWith("(this campaign ran 3)"));
        assertTrue(RepetitionsNeeded.advice(done, 3, CampaignEnd.STOPPED).startsWith(
                "stopped: the cell has 3 counted runs of the 3 repetitions planned; to detect a 5% change at the variability"
                        + " measured (CV up to "), RepetitionsNeeded.advice(done, 3, CampaignEnd.STOPPED));
    }
}
