package mftwb.tuning;

/**
 * Agent heap for BFG_JVM_PROPERTIES. The agent holds about one window of chunks per transfer on each
 * side it serves, so heap grows with concurrency x chunk x window; MQ-FACTS: above 25 concurrent
 * transfers raise the heap. Rule of thumb (not from a report): 512 MiB base plus twice those buffers,
 * rounded up to 256 MiB, at least 1 GiB; -Xms equal to -Xmx as in the reports' 2048M setting.
 */
public final class JvmHeap {
    public static final long BASE_BYTES = 512 * Bytes.MIB;
    public static final long MIN_HEAP_BYTES = 1024 * Bytes.MIB;
    public static final long STEP_BYTES = 256 * Bytes.MIB;

    private JvmHeap() {
    }

    public static long heapBytes(int concurrentTransfers, long chunkBytes, int windowSize) {
        long buffers = 2L * Math.max(1, concurrentTransfers) * chunkBytes * windowSize;
        return Math.max(MIN_HEAP_BYTES, Bytes.multipleAtLeast(BASE_BYTES + buffers, STEP_BYTES));
    }

    /** "-Xmx2048M -Xms2048M" */
    public static String options(long heapBytes) {
        long mib = heapBytes / Bytes.MIB;
        return "-Xmx" + mib + "M -Xms" + mib + "M";
    }
}
