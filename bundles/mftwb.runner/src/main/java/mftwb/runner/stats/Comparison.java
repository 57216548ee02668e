package mftwb.runner.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/**
 * A/B comparison of two campaigns, cell by cell: the change of the median time, throughput and
 * CPU per MB from baseline to candidate with 95% bootstrap intervals, and a verdict on the time
 * that says whether the change is real or noise. Only runs that count are compared (disturbed ones
 * when included).
 */
public final class Comparison {
    /** Counted runs each side needs before a verdict is given. */
    public static final int MIN_RUNS = 3;

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
    }

    /**
     * One matrix cell in both campaigns.
     *
     * @param cpuMsPerMb CPU ms per MB summed over the hosts whose CPU and cores both runs know (NaN when none)
     */
    public record CellChange(RunSpec cell, int baselineRuns, int candidateRuns, Change seconds, Change mbPerSecond,
            Change cpuMsPerMb, Verdict verdict) {
    }

    /** Every cell present in both, in the baseline's order. */
    public static List<CellChange> compare(List<RunResult> baseline, List<RunResult> candidate, boolean includeDisturbed) {
        Map<RunSpec, List<RunResult>> after = CellSpread.byCell(candidate);
        List<CellChange> changes = new ArrayList<>();
        CellSpread.byCell(baseline).forEach((cell, before) -> {
            if (after.containsKey(cell)) {
                changes.add(cell(cell, counted(before, includeDisturbed), counted(after.get(cell), includeDisturbed)));
            }
        });
        return changes;
    }

    private static List<RunResult> counted(List<RunResult> runs, boolean includeDisturbed) {
        return runs.stream().filter(r -> r.counts(includeDisturbed)).toList();
    }

    private static CellChange cell(RunSpec cell, List<RunResult> before, List<RunResult> after) {
        Change seconds = Change.of(values(before, RunResult::seconds), values(after, RunResult::seconds));
        Verdict verdict;
        if (before.size() < MIN_RUNS || after.size() < MIN_RUNS) {
            verdict = Verdict.TOO_FEW_RUNS;
        } else if (seconds.interval().high() < 0) {
            verdict = Verdict.FASTER;
        } else if (seconds.interval().low() > 0) {
            verdict = Verdict.SLOWER;
        } else {
            verdict = Verdict.NO_SIGNIFICANT_DIFFERENCE;
        }
        return new CellChange(cell, before.size(), after.size(), seconds,
                Change.of(values(before, RunResult::mbPerSecond), values(after, RunResult::mbPerSecond)),
                Change.of(cpuMsPerMb(before), cpuMsPerMb(after)), verdict);
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
