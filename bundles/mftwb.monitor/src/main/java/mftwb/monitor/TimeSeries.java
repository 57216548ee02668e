package mftwb.monitor;

import java.util.Arrays;

/**
 * One measured quantity over time (e.g. % CPU user of one host), appended in time order by a
 * sampler thread and read by charts. Primitive arrays, not objects per sample: a 24 h run at 1 Hz
 * is 86,400 points per series, and a session holds dozens of series.
 */
public final class TimeSeries {
    private long[] timesMillis = new long[1024];
    private float[] values = new float[1024];
    private int size;

    /** Adds a point; a point older than the last one is dropped (a restarted sampler may repeat). */
    public synchronized boolean add(long timeMillis, double value) {
        if (size > 0 && timeMillis <= timesMillis[size - 1]) {
            return false;
        }
        if (size == timesMillis.length) {
            int capacity = size + (size >> 1);
            timesMillis = Arrays.copyOf(timesMillis, capacity);
            values = Arrays.copyOf(values, capacity);
        }
        timesMillis[size] = timeMillis;
        values[size] = (float) value;
        size++;
        return true;
    }

    public synchronized int size() {
        return size;
    }

    /** Time of the oldest point, or {@code Long.MAX_VALUE} when empty. */
    public synchronized long firstTimeMillis() {
        return size == 0 ? Long.MAX_VALUE : timesMillis[0];
    }

    /** Time of the newest point, or {@code Long.MIN_VALUE} when empty. */
    public synchronized long lastTimeMillis() {
        return size == 0 ? Long.MIN_VALUE : timesMillis[size - 1];
    }

    /** Value of the newest point, or NaN when empty (the metrics endpoint reads it at each scrape). */
    public synchronized double lastValue() {
        return size == 0 ? Double.NaN : values[size - 1];
    }

    /**
     * The points in [fromMillis, toMillis) reduced to at most {@code buckets} buckets of equal
     * time width, each keeping min, max and mean, so a chart that is N pixels wide draws N
     * buckets whatever the length of the run, and a one-second spike still shows as a max.
     */
    public synchronized Decimated decimate(long fromMillis, long toMillis, int buckets) {
        if (buckets < 1 || toMillis <= fromMillis) {
            throw new IllegalArgumentException("need at least one bucket over a non-empty time range");
        }
        int first = lowerBound(fromMillis);
        int end = lowerBound(toMillis);
        double width = (double) (toMillis - fromMillis) / buckets;
        Decimated.Builder out = new Decimated.Builder(Math.min(buckets, end - first));
        int i = first;
        while (i < end) {
            int bucket = (int) Math.min(buckets - 1, (timesMillis[i] - fromMillis) / width);
            long bucketEnd = fromMillis + (long) Math.ceil((bucket + 1) * width);
            float min = Float.MAX_VALUE;
            float max = -Float.MAX_VALUE;
            double sum = 0;
            long timeSum = 0;
            int count = 0;
            while (i < end && (timesMillis[i] < bucketEnd || bucket == buckets - 1)) {
                float v = values[i];
                min = Math.min(min, v);
                max = Math.max(max, v);
                sum += v;
                timeSum += timesMillis[i] - fromMillis;
                count++;
                i++;
            }
            out.add(fromMillis + timeSum / count, min, max, sum / count);
        }
        return out.build();
    }

    /** A consistent copy of every point, for export. */
    public synchronized Points points() {
        return new Points(Arrays.copyOf(timesMillis, size), Arrays.copyOf(values, size));
    }

    /** Points copied out of a series; {@link #valueAt} finds the value at an exact time. */
    public record Points(long[] timesMillis, float[] values) {
        static final Points EMPTY = new Points(new long[0], new float[0]);

        public int size() {
            return timesMillis.length;
        }

        /** The value at exactly this time, or NaN when that sample is missing. */
        public double valueAt(long timeMillis) {
            int i = Arrays.binarySearch(timesMillis, timeMillis);
            return i >= 0 ? values[i] : Double.NaN;
        }
    }

    private int lowerBound(long timeMillis) {
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (timesMillis[mid] < timeMillis) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
