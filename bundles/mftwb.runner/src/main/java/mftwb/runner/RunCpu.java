package mftwb.runner;

import java.util.OptionalDouble;

import mftwb.monitor.TimeSeries;

/** A host's CPU during one run, from the samples of its busy % (each covers the second before its time stamp). */
final class RunCpu {
    /** /proc/stat samples arrive once a second and cover the second before their time stamp. */
    static final long SAMPLE_SPAN_MILLIS = 1000;

    private RunCpu() {
    }

    /** Mean % CPU over the samples that cover the run. */
    static OptionalDouble mean(TimeSeries.Points points, long startMillis, long endMillis) {
        double sum = 0;
        int n = 0;
        for (int i = 0; i < points.size(); i++) {
            long t = points.timesMillis()[i];
            if (t > startMillis && t <= endMillis + SAMPLE_SPAN_MILLIS) {
                sum += points.values()[i];
                n++;
            }
        }
        return n > 0 ? OptionalDouble.of(sum / n) : OptionalDouble.empty();
    }
}
