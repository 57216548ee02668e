package mftwb.runner.stats;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/**
 * The verdict's error rates, simulated as the tester measured them: many matrix cells run twice,
 * Gaussian noise of CV 5%, outliers marked as the reports and {@code campaign compare} do.
 */
class ComparisonErrorRateTest {
    private static final int CELLS = 1000;
    private static final double CV = 0.05;

    /** Every cell of a campaign, {@code runs} runs each around {@code seconds}, seeded. */
    private static List<RunResult> campaign(int runs, double seconds, Random random) {
        List<RunResult> results = new ArrayList<>();
        for (int c = 1; c <= CELLS; c++) {
            RunSpec cell = new RunSpec(1 << 20, c, 1, 65536, 16, Checksum.NONE, TransferMode.BINARY);
            for (int i = 1; i <= runs; i++) {
                results.add(StatisticsTest.run(i, cell, seconds * (1 + CV * random.nextGaussian())));
            }
        }
        return Outliers.mark(results);
    }

    private static long count(List<Comparison.CellChange> changes, Comparison.Verdict verdict) {
        return changes.stream().filter(c -> c.verdict() == verdict).count();
    }

    @Test
    void sidesThatDoNotOverlapDifferAndInterleavedOnesDoNot() {
        assertTrue(Comparison.differ(new double[] { 10.0, 10.1, 10.2, 10.3 }, new double[] { 10.4, 10.5, 10.6, 10.7 }),
                "4 against 4 apart: p = 2/70");
        assertFalse(Comparison.differ(new double[] { 10.0, 10.3, 10.4, 10.7 }, new double[] { 10.1, 10.2, 10.5, 10.6 }),
                "as mixed as 4 against 4 can be: p = 1");
        assertFalse(Comparison.differ(new double[] { 10.0, 10.1, 10.2 }, new double[] { 10.4, 10.5, 10.6 }),
                "3 against 3 apart: p = 2/20, the reason for MIN_RUNS");
    }

    @ParameterizedTest(name = "{0} runs a cell")
    @ValueSource(ints = { 3, 4, 5, 10 })
    void runToRunNoiseIsNoOutlier(int runs) {
        long marked = campaign(runs, 10, new Random(runs)).stream().filter(RunResult::isDisturbed).count();
        // Each one marked leaves its cell a run short, and a cell of 4 with too few runs for a verdict.
        assertTrue(marked <= 0.01 * CELLS, marked + " runs of " + CELLS + " cells marked outliers");
    }

    @ParameterizedTest(name = "{0} runs a side")
    @ValueSource(ints = { 3, 4, 5, 10 })
    void theSameConfigurationTwiceIsCalledAChangeInAtMostTheNominalFivePercent(int runs) {
        Random random = new Random(runs);
        List<Comparison.CellChange> changes = Comparison.compare(campaign(runs, 10, random), campaign(runs, 10, random),
                false);
        long verdicts = CELLS - count(changes, Comparison.Verdict.TOO_FEW_RUNS);
        long falseChanges = count(changes, Comparison.Verdict.FASTER) + count(changes, Comparison.Verdict.SLOWER);
        // 5% nominal; 1000 cells measure a rate to about +-0.7% (one standard error).
        assertTrue(falseChanges <= 0.065 * verdicts, falseChanges + " of " + verdicts + " verdicts say faster or slower");
    }

    @ParameterizedTest(name = "{0} runs a side")
    @ValueSource(ints = { 5, 10 })
    void aTwentyPercentSlowdownIsFound(int runs) {
        Random random = new Random(runs);
        List<Comparison.CellChange> changes = Comparison.compare(campaign(runs, 10, random), campaign(runs, 12, random),
                false);
        long found = count(changes, Comparison.Verdict.SLOWER);
        assertTrue(found >= 0.95 * CELLS, found + " of " + CELLS + " cells found slower");
    }
}
