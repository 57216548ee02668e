package mftwb.tuning;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import mftwb.model.SizeText;

/**
 * Agent heap for BFG_JVM_PROPERTIES. A transfer can have chunk x window x frame bytes in flight
 * ({@link InFlight}, the figure agent.properties and qm.ini state), so heap grows with concurrency x
 * that; MQ-FACTS: above 25 concurrent transfers raise the heap. Rule of thumb (not from a report):
 * 512 MiB base plus twice the data in flight, rounded up to 256 MiB, at least 1 GiB; -Xms equal to
 * -Xmx as in the reports' 2048M setting.
 */
public final class JvmHeap {
    public static final long BASE_BYTES = 512 * Bytes.MIB;
    public static final long MIN_HEAP_BYTES = 1024 * Bytes.MIB;
    public static final long STEP_BYTES = 256 * Bytes.MIB;
    /** -Xmx as the JVM reads it: a number of bytes, or of k, m, g or t units (either case). */
    private static final Pattern MAX_HEAP = Pattern.compile("-Xmx(\\d{1,12})([kKmMgGtT]?)");

    private JvmHeap() {
    }

    /** @param inFlightBytesPerTransfer chunk x window x frame, as {@link InFlight#bytesPerTransfer} */
    public static long heapBytes(int concurrentTransfers, long inFlightBytesPerTransfer) {
        long buffers = 2L * Math.max(1, concurrentTransfers) * inFlightBytesPerTransfer;
        return Math.max(MIN_HEAP_BYTES, Bytes.multipleAtLeast(BASE_BYTES + buffers, STEP_BYTES));
    }

    /** "-Xmx2048M -Xms2048M" */
    public static String options(long heapBytes) {
        long mib = Math.ceilDiv(heapBytes, Bytes.MIB);
        return "-Xmx" + mib + "M -Xms" + mib + "M";
    }

    /** The heap an options string sets with its last -Xmx (the one the JVM obeys), e.g. 4 GiB for "-Xmx4g". */
    public static OptionalLong maxHeapBytes(String jvmOptions) {
        OptionalLong heap = OptionalLong.empty();
        for (String option : words(jvmOptions)) {
            Matcher m = MAX_HEAP.matcher(option);
            if (m.matches()) {
                long unit = SizeText.binaryUnit(m.group(2));
                // Twelve digits of terabytes overflow a long: no JVM starts with such a heap anyway.
                heap = OptionalLong.of(Long.parseLong(m.group(1)) > Long.MAX_VALUE / unit ? Long.MAX_VALUE
                        : Long.parseLong(m.group(1)) * unit);
            }
        }
        return heap;
    }

    /** The options other than the heap sizes (-Xmx, -Xms), in their order: what a generated heap keeps. */
    public static List<String> otherOptions(String jvmOptions) {
        return words(jvmOptions).stream().filter(o -> !o.startsWith("-Xmx") && !o.startsWith("-Xms")).toList();
    }

    private static List<String> words(String options) {
        return Arrays.stream(options.trim().split("\\s+")).filter(w -> !w.isEmpty()).toList();
    }
}
