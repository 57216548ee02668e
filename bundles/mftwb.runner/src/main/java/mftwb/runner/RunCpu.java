package mftwb.runner;

import java.util.OptionalDouble;

import mftwb.monitor.TimeSeries;

/**
 * A host's CPU during one run, from the samples of its busy %. A sample covers the interval before its
 * time stamp, back to the sample before it (a /proc/stat sample the second before; a Prometheus rate its
 * step), so each counts by how much of that interval lies inside the run.
 */
final class RunCpu {
    /** The interval of the first sample, which has none before it: the sampler's one second. */
    static final long SAMPLE_SPAN_MILLIS = 1000;

    private RunCpu() {
    }

    /**
     * Mean % CPU over the run's own window, each sample weighted by its overlap with it. Empty when no sample
     * covers the run, or when the run is shorter than two sample intervals: a run of 0.157 s inside a second
     * sampled whole was averaged with the idle second after it (10.7% against its neighbours' 91-100%), and a
     * figure that is mostly the time around the run is not the run's.
     */
    static OptionalDouble mean(TimeSeries.Points points, long startMillis, long endMillis) {
        double weighted = 0;
        long covered = 0;
        long longestInterval = 0;
        for (int i = 0; i < points.size(); i++) {
            long to = points.timesMillis()[i];
            long from = from(points, i);
            long overlap = Math.min(to, endMillis) - Math.max(from, startMillis);
            if (overlap > 0) {
                weighted += overlap * (double) points.values()[i];
                covered += overlap;
                longestInterval = Math.max(longestInterval, to - from);
            }
        }
        if (covered == 0 || endMillis - startMillis < 2 * longestInterval) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(weighted / covered);
    }

    private static long from(TimeSeries.Points points, int i) {
        return i == 0 ? points.timesMillis()[0] - SAMPLE_SPAN_MILLIS : points.timesMillis()[i - 1];
    }
}
