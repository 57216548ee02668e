package mftwb.runner.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/**
 * The robust outlier test on a cell's repetitions: a run whose time is more than {@link #LIMIT}
 * modified z-scores (Iglewicz and Hoaglin: 0.6745 (x - median) / MAD) from its cell's median is
 * marked disturbed. The median and MAD are not dragged by the outlier itself, as a mean and
 * standard deviation are. Runs that agree to within a few % would give a MAD near zero and flag
 * noise, so the MAD is never taken below {@link #MAD_FLOOR} of the median.
 * <p>
 * The MAD of a handful of runs is itself a rough guess of their spread, often far too small: with a
 * floor of 2%, runs of one configuration with Gaussian noise of CV 5% had a run marked in 4-8% of
 * their cells, at 3 runs a cell as at 10. The floor of 5% keeps every run within 26% of its cell's
 * median (3.5 x 5% / 0.6745), so run-to-run noise of up to 5% marks none, and those marked are the
 * runs a disturbance cost far more than that (the lab's cut link: 38.9 s against 6.8 s).
 */
public final class Outliers {
    public static final double LIMIT = 3.5;
    static final double MAD_FLOOR = 0.05;
    static final String REASON = "outlier:";
    /** Below this many good runs in a cell, no run can be told apart from the rest. */
    static final int MIN_RUNS = 3;

    private Outliers() {
    }

    /** The same runs in the same order, outliers marked disturbed with the reason. */
    public static List<RunResult> mark(List<RunResult> results) {
        Map<RunSpec, double[]> centre = new HashMap<>();
        CellSpread.byCell(results).forEach((cell, runs) -> {
            double[] seconds = runs.stream().filter(Outliers::tested).mapToDouble(RunResult::seconds).toArray();
            if (seconds.length >= MIN_RUNS) {
                double median = Bootstrap.median(seconds);
                double[] deviations = new double[seconds.length];
                for (int i = 0; i < seconds.length; i++) {
                    deviations[i] = Math.abs(seconds[i] - median);
                }
                centre.put(cell, new double[] { median, Math.max(Bootstrap.median(deviations), MAD_FLOOR * median) });
            }
        });
        List<RunResult> marked = new ArrayList<>(results.size());
        for (RunResult r : results) {
            double[] c = centre.get(r.spec());
            if (c != null && tested(r) && !r.disturbed().orElse("").contains(REASON) && 0.6745 * Math.abs(r.seconds() - c[0]) / c[1] > LIMIT) {
                marked.add(r.disturbedBy(String.format(Locale.ROOT, REASON + " %.3f s against a cell median of %.3f s",
                        r.seconds(), c[0])));
            } else {
                marked.add(r);
            }
        }
        return marked;
    }

    /**
     * Good runs not disturbed for another reason: a run already marked an outlier still counts
     * here, so marking again (results read back from a file) finds the same outliers and no more.
     */
    private static boolean tested(RunResult r) {
        return r.succeeded() && r.disturbed().map(d -> d.startsWith(REASON) && !d.contains(";")).orElse(true);
    }
}
