package mftwb.runner.stats;

import java.util.Arrays;

import org.hipparchus.random.RandomGenerator;
import org.hipparchus.random.Well19937c;

/**
 * Percentile bootstrap of medians, seeded: the same runs always give the same interval, so a report
 * written twice says the same thing. The median is robust to the odd slow run that the mean is not.
 */
public final class Bootstrap {
    /** Resamples per interval: enough for stable 2.5% and 97.5% points, cheap for hundreds of runs. */
    public static final int RESAMPLES = 2000;
    private static final long SEED = 14_2026L;

    private Bootstrap() {
    }

    /** A 95% interval. */
    public record Interval(double low, double high) {
        public static final Interval NONE = new Interval(Double.NaN, Double.NaN);

        public boolean isKnown() {
            return !Double.isNaN(low) && !Double.isNaN(high);
        }
    }

    /** The median of the values (the mean of the middle two for an even count); NaN when there are none. */
    public static double median(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sortedMedian(sorted);
    }

    private static double sortedMedian(double[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** 95% interval of the median; unknown below two values. */
    public static Interval medianInterval(double[] values) {
        if (values.length < 2) {
            return Interval.NONE;
        }
        RandomGenerator random = new Well19937c(SEED);
        double[] medians = new double[RESAMPLES];
        double[] sample = new double[values.length];
        for (int b = 0; b < RESAMPLES; b++) {
            medians[b] = resampledMedian(values, sample, random);
        }
        return percentiles(medians);
    }

    /**
     * 95% interval of the change of the median from {@code baseline} to {@code candidate}, in % of the
     * baseline's median, each side resampled on its own; unknown below two values on either side.
     */
    public static Interval changeInterval(double[] baseline, double[] candidate) {
        if (baseline.length < 2 || candidate.length < 2) {
            return Interval.NONE;
        }
        RandomGenerator random = new Well19937c(SEED);
        double[] changes = new double[RESAMPLES];
        double[] b = new double[baseline.length];
        double[] c = new double[candidate.length];
        for (int i = 0; i < RESAMPLES; i++) {
            double base = resampledMedian(baseline, b, random);
            changes[i] = percentChange(base, resampledMedian(candidate, c, random));
        }
        return percentiles(changes);
    }

    /** {@code (candidate - baseline) / baseline} in %. */
    public static double percentChange(double baseline, double candidate) {
        return baseline == 0 ? Double.NaN : (candidate - baseline) / baseline * 100;
    }

    private static double resampledMedian(double[] values, double[] sample, RandomGenerator random) {
        for (int i = 0; i < sample.length; i++) {
            sample[i] = values[random.nextInt(values.length)];
        }
        Arrays.sort(sample);
        return sortedMedian(sample);
    }

    private static Interval percentiles(double[] estimates) {
        Arrays.sort(estimates);
        int n = estimates.length;
        return new Interval(estimates[(int) Math.floor(0.025 * (n - 1))], estimates[(int) Math.ceil(0.975 * (n - 1))]);
    }
}
