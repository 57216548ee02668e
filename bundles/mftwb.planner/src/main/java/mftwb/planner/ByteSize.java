package mftwb.planner;

import java.util.Locale;

/** File sizes as people read them: binary units, one decimal (1.5 KiB, 64.0 MiB). */
public final class ByteSize {
    private static final String[] UNITS = { "B", "KiB", "MiB", "GiB", "TiB" };

    private ByteSize() {
    }

    public static String format(long bytes) {
        double scaled = bytes;
        int unit = 0;
        while (scaled >= 1024 && unit < UNITS.length - 1) {
            scaled /= 1024;
            unit++;
        }
        return unit == 0 ? bytes + " B" : String.format(Locale.ROOT, "%.1f %s", scaled, UNITS[unit]);
    }

    /** Without the decimal when the size is a whole number of its unit (4 KiB, 64 MiB): for axis labels. */
    public static String compact(long bytes) {
        int unit = 0;
        long whole = bytes;
        while (whole >= 1024 && whole % 1024 == 0 && unit < UNITS.length - 1) {
            whole /= 1024;
            unit++;
        }
        return whole < 1024 ? whole + " " + UNITS[unit] : format(bytes);
    }
}
