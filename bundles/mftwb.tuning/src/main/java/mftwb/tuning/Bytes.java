package mftwb.tuning;

/** Byte units and the rounding the generators use, so buffer values read as familiar sizes. */
public final class Bytes {
    public static final long KIB = 1024;
    public static final long MIB = 1024 * KIB;

    private Bytes() {
    }

    /** The smallest power of two that is at least {@code bytes} (1 for anything below 1). */
    public static long powerOfTwoAtLeast(long bytes) {
        if (bytes <= 1) {
            return 1;
        }
        return Long.highestOneBit(bytes - 1) << 1;
    }

    /** {@code bytes} rounded up to a whole multiple of {@code unit}. */
    public static long multipleAtLeast(long bytes, long unit) {
        return Math.ceilDiv(Math.max(bytes, 0), unit) * unit;
    }

    public static long clamp(long value, long floor, long ceiling) {
        return Math.max(floor, Math.min(ceiling, value));
    }

    /** "256 KiB", "12.5 MiB", "900 bytes": for comments and messages. */
    public static String describe(long bytes) {
        if (bytes >= MIB) {
            return trim(bytes / (double) MIB) + " MiB";
        }
        if (bytes >= KIB) {
            return trim(bytes / (double) KIB) + " KiB";
        }
        return bytes + " bytes";
    }

    private static String trim(double value) {
        String text = String.format(java.util.Locale.ROOT, "%.1f", value);
        return text.endsWith(".0") ? text.substring(0, text.length() - 2) : text;
    }
}
