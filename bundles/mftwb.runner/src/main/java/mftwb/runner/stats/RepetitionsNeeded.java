package mftwb.runner.stats;

import java.util.List;
import java.util.OptionalDouble;

import org.hipparchus.distribution.continuous.NormalDistribution;

import mftwb.runner.CampaignEnd;

/**
 * How many repetitions per cell a comparison needs to see a given change at the variability
 * measured: the two-sample normal approximation {@code n = 2 (z(1-a/2) + z(power))^2 (CV / change)^2}
 * at a 5% significance level and 80% power, times pi/2 because medians are compared (the median's
 * efficiency against the mean is 2/pi for normal data), and never fewer than a verdict needs.
 */
public final class RepetitionsNeeded {
    public static final double SIGNIFICANCE = 0.05;
    public static final double POWER = 0.80;

    private RepetitionsNeeded() {
    }

    /** Repetitions per cell to detect {@code change} (0.05 = 5%) when the runs' CV is {@code cvPercent}. */
    public static int toDetect(double cvPercent, double change) {
        NormalDistribution normal = new NormalDistribution();
        double z = normal.inverseCumulativeProbability(1 - SIGNIFICANCE / 2) + normal.inverseCumulativeProbability(POWER);
        double ratio = cvPercent / 100 / change;
        return Math.max(Comparison.MIN_RUNS, (int) Math.ceil(2 * z * z * ratio * ratio * Math.PI / 2));
    }

    /** The largest CV among cells with at least two counted runs: the cell that needs the most repetitions. */
    public static OptionalDouble worstCv(List<CellSpread> cells) {
        return measured(cells).stream().mapToDouble(CellSpread::cvPercent).max();
    }

    /** The cells whose variability is known: at least two counted runs. */
    private static List<CellSpread> measured(List<CellSpread> cells) {
        return cells.stream().filter(c -> c.n() >= 2 && !Double.isNaN(c.cvPercent())).toList();
    }

    /**
     * The sentence said after a campaign, by the command line and the Results view alike, e.g. "to detect a 5% change
     * at the variability measured (CV up to 2.1%) ...". A campaign that planned 2 or more repetitions and ended early
     * (stopped, or failed with {@code onFailure: stop}) before a cell had 2 runs was not short of repetitions: its
     * variability is unknown because it ended, and advice to run more would be wrong (the command line gave it, the
     * view did not). One that ended early after a cell had 2 runs says so, how many runs its cells have and how few
     * runs its CV comes from: "this campaign ran 3" of a campaign stopped at 1-2 runs a cell read as a finished one.
     *
     * @param repetitions the repetitions per cell the campaign planned
     */
    public static String advice(List<CellSpread> cells, int repetitions, CampaignEnd end) {
        OptionalDouble cv = worstCv(cells);
        if (cv.isEmpty() && end != CampaignEnd.COMPLETED && repetitions >= 2) {
            return "variability unknown: " + end.word() + " before a cell had 2 runs";
        }
        if (cv.isEmpty()) {
            return "variability unknown: run at least 2 repetitions per cell (" + toDetect(5, 0.05)
                    + " repetitions detect a 5% change at a CV of 5%)";
        }
        int needed = toDetect(cv.getAsDouble(), 0.05);
        if (end != CampaignEnd.COMPLETED) {
            List<CellSpread> measured = measured(cells);
            return String.format(java.util.Locale.ROOT,
                    "%s: %s %s counted runs of the %d repetitions planned; to detect a 5%% change at the variability "
                            + "measured (CV up to %.1f%%, from %d %s of %s runs), run %d repetition(s) per cell",
                    end.word(), cells.size() == 1 ? "the cell has" : "the cells have", range(cells), repetitions,
                    cv.getAsDouble(), measured.size(), measured.size() == 1 ? "cell" : "cells", range(measured), needed);
        }
        return String.format(java.util.Locale.ROOT,
                "to detect a 5%% change at the variability measured (CV up to %.1f%%), run %d repetition(s) per cell "
                        + "(this campaign ran %d)",
                cv.getAsDouble(), needed, repetitions);
    }

    /** The cells' counted runs: "2", or "1-2" when they differ. */
    private static String range(List<CellSpread> cells) {
        int fewest = cells.stream().mapToInt(CellSpread::n).min().orElse(0);
        int most = cells.stream().mapToInt(CellSpread::n).max().orElse(0);
        return fewest == most ? Integer.toString(most) : fewest + "-" + most;
    }

    /** The sentence for runs whose campaign's end is not known (a results file): as for one that completed. */
    public static String advice(List<CellSpread> cells, int repetitions) {
        return advice(cells, repetitions, CampaignEnd.COMPLETED);
    }
}
