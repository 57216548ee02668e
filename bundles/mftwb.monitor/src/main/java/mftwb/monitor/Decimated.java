package mftwb.monitor;

import java.util.Arrays;

/**
 * A series reduced for drawing: one entry per non-empty bucket with the mean time of its points
 * and the min, max and mean value.
 */
public record Decimated(long[] timesMillis, float[] min, float[] max, double[] mean) {

    public int size() {
        return timesMillis.length;
    }

    static final class Builder {
        private long[] times;
        private float[] min;
        private float[] max;
        private double[] mean;
        private int size;

        Builder(int capacity) {
            times = new long[capacity];
            min = new float[capacity];
            max = new float[capacity];
            mean = new double[capacity];
        }

        void add(long timeMillis, float lowest, float highest, double average) {
            times[size] = timeMillis;
            min[size] = lowest;
            max[size] = highest;
            mean[size] = average;
            size++;
        }

        Decimated build() {
            return new Decimated(Arrays.copyOf(times, size), Arrays.copyOf(min, size), Arrays.copyOf(max, size),
                    Arrays.copyOf(mean, size));
        }
    }
}
