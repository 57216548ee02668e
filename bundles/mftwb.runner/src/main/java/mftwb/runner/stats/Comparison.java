package mftwb.runner.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import org.hipparchus.stat.inference.MannWhitneyUTest;

import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/**
 * A/B comparison of two campaigns, cell by cell: the change of the median time, throughput and
 * CPU per MB from baseline to candidate with 95% bootstrap intervals (the throughput's are the
 * time's turned over, its medians those of {@link CellSpread}), and a verdict on the time that says
 * whether the change is real or noise. Only runs that count are compared (disturbed ones
 * when included).
 * <p>
 * The verdict says faster or slower only when the Mann-Whitney rank test (exact at small n) finds
 * the times differ at {@link #SIGNIFICANCE} and the interval agrees on the direction. The interval
 * alone called noise a change far more often than 5%: the percentile bootstrap of a median from 3
 * runs only ever resamples those 3 values, so its interval is too narrow. In 1000 simulated cells
 * of one configuration run twice (Gaussian noise, CV 5%, outliers marked as the reports do) it said
 * faster or slower in 11.7% of the verdicts at 3 runs a side, 6.3% at 5 and 4.7% at 10. The rank
 * test holds its 5% at any n and for any distribution of the times, because it only compares their
 * order; requiring it too gave 3.6% at 4 and 5 and 2.8% at 10, and still found a 20% slowdown at 5
 * runs a side in 99% of the cells (see ComparisonErrorRateTest).
 */
public final class Comparison {
    /**
     * Counted runs each side needs before a verdict is given: with fewer, even two sides that do not
     * overlap at all are not significant in the rank test (3 against 3 runs: p = 0.1).
     */
    public static final int MIN_RUNS = 4;
    /** Two-sided significance level of the verdict, the 5% the 95% intervals stand for. */
    public static final double SIGNIFICANCE = 0.05;

    private Comparison() {
    }

    public enum Verdict {
        FASTER("faster"), SLOWER("slower"), NO_SIGNIFICANT_DIFFERENCE("no significant difference"),
        TOO_FEW_RUNS("too few runs");

        private final String words;

        Verdict(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** The change of one figure: medians each side, % change and its 95% interval. */
    public record Change(double baseline, double candidate, double percent, Bootstrap.Interval interval) {
        static Change of(double[] baseline, double[] candidate) {
            double b = Bootstrap.median(baseline);
            double c = Bootstrap.median(candidate);
            return new Change(b, c, Bootstrap.percentChange(b, c), Bootstrap.changeInterval(baseline, candidate));
        }

        /** The throughput's change is the time's turned over, as the cell's median MB/s is its median time's. */
        static Change mbPerSecond(RunSpec cell, Change seconds) {
            double b = CellSpread.mbPerSecond(cell, seconds.baseline());
            double c = CellSpread.mbPerSecond(cell, seconds.candidate());
            return new Change(b, c, Bootstrap.percentChange(b, c),
                    new Bootstrap.Interval(turnedOver(seconds.interval().high()), turnedOver(seconds.interval().low())));
        }

        /** The % change of a rate when the time changes by {@code percent}. */
        private static double turnedOver(double percent) {
            return (100 / (100 + percent) - 1) * 100;
        }
    }

    /**
     * One matrix cell in both campaigns.
     *
     * @param cpuMsPerMb CPU ms per MB summed over the hosts whose CPU and cores both runs know (NaN when none)
     * @param baselineDisturbed   good runs of the baseline left out as disturbed (0 when they are included)
     * @param candidateDisturbed  the same for the candidate
     * @param cpuUnmeasured       compared runs, both sides, whose CPU was not measured (a run shorter than two
     *                            sample intervals), left out of the CPU ms per MB change
     */
    public record CellChange(RunSpec cell, int baselineRuns, int candidateRuns, Change seconds, Change mbPerSecond,
            Change cpuMsPerMb, Verdict verdict, int baselineDisturbed, int candidateDisturbed, int cpuUnmeasured) {
    }

    /**
     * Every cell present in both, in the baseline's order. The cells of one side only are not changes of a cell: every
     * output of a comparison names them beside these (the report bundle's {@code ResultTables.unmatchedCells}).
     */
    public static List<CellChange> compare(List<RunResult> baseline, List<RunResult> candidate, boolean includeDisturbed) {
        Map<RunSpec, List<RunResult>> after = CellSpread.byCell(candidate);
        List<CellChange> changes = new ArrayList<>();
        CellSpread.byCell(baseline).forEach((cell, before) -> {
            if (after.containsKey(cell)) {
                changes.add(cell(cell, counted(before, includeDisturbed), counted(after.get(cell), includeDisturbed),
                        leftOut(before, includeDisturbed), leftOut(after.get(cell), includeDisturbed)));
            }
        });
        return changes;
    }

    private static List<RunResult> counted(List<RunResult> runs, boolean includeDisturbed) {
        return runs.stream().filter(r -> r.counts(includeDisturbed)).toList();
    }

    private static int leftOut(List<RunResult> runs, boolean includeDisturbed) {
        return (int) runs.stream().filter(r -> r.succeeded() && !r.counts(includeDisturbed)).count();
    }

    private static CellChange cell(RunSpec cell, List<RunResult> before, List<RunResult> after, int beforeDisturbed,
            int afterDisturbed) {
        double[] beforeSeconds = values(before, RunResult::seconds);
        double[] afterSeconds = values(after, RunResult::seconds);
        Change seconds = Change.of(beforeSeconds, afterSeconds);
        Verdict verdict;
        if (before.size() < MIN_RUNS || after.size() < MIN_RUNS) {
            verdict = Verdict.TOO_FEW_RUNS;
        } else if (!differ(beforeSeconds, afterSeconds)) {
            verdict = Verdict.NO_SIGNIFICANT_DIFFERENCE;
        } else if (seconds.interval().high() < 0) {
            verdict = Verdict.FASTER;
        } else if (seconds.interval().low() > 0) {
            verdict = Verdict.SLOWER;
        } else {
            verdict = Verdict.NO_SIGNIFICANT_DIFFERENCE;
        }
        double[] beforeCpu = cpuMsPerMb(before);
        double[] afterCpu = cpuMsPerMb(after);
        int cpuUnmeasured = before.size() - beforeCpu.length + after.size() - afterCpu.length;
        return new CellChange(cell, before.size(), after.size(), seconds, Change.mbPerSecond(cell, seconds),
                Change.of(beforeCpu, afterCpu), verdict, beforeDisturbed, afterDisturbed, cpuUnmeasured);
    }

    /** Whether the rank test finds the two sides' times differ at {@link #SIGNIFICANCE}. */
    static boolean differ(double[] baseline, double[] candidate) {
        MannWhitneyUTest test = new MannWhitneyUTest();
        // Hipparchus 4.0.2's exact p-value is its smallest possible one when U sits at n m / 2, the
        // middle of its range, where the sides are as mixed as they can be: say so before asking.
        if (test.mannWhitneyU(baseline, candidate) == (double) baseline.length * candidate.length / 2) {
            return false;
        }
        return test.mannWhitneyUTest(baseline, candidate) < SIGNIFICANCE;
    }

    private static double[] values(List<RunResult> runs, ToDoubleFunction<RunResult> figure) {
        return runs.stream().mapToDouble(figure).toArray();
    }

    /** Per run, CPU ms per MB summed over its hosts; runs whose CPU cost is unknown are left out. */
    static double[] cpuMsPerMb(List<RunResult> runs) {
        return runs.stream().mapToDouble(r -> r.cpuPercent().keySet().stream()
                .mapToDouble(h -> r.cpuMillisPerMb(h).orElse(Double.NaN)).filter(v -> !Double.isNaN(v)).reduce(Double.NaN,
                        (a, b) -> Double.isNaN(a) ? b : a + b))
                .filter(v -> !Double.isNaN(v)).toArray();
    }
}
