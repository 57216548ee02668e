package mftwb.model;

import java.util.Locale;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A size as users write it in campaign files and the Properties view: a number of bytes, or one with a
 * binary suffix as MFT's own settings are often quoted ("64K", "10MiB", "1G").
 */
public final class SizeText {
    /** What to tell a user who wrote something else. */
    public static final String FORMS = "a number of bytes, or one like 64K, 10MiB, 1G";
    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*(|K|KiB|M|MiB|G|GiB)");

    private SizeText() {
    }

    /** The bytes {@code text} says, above 0; empty when it is not a size or too large for a long. */
    public static OptionalLong parse(String text) {
        Matcher m = SIZE.matcher(text.strip());
        if (!m.matches()) {
            return OptionalLong.empty();
        }
        try {
            long value = Math.multiplyExact(Long.parseLong(m.group(1)), binaryUnit(m.group(2)));
            return value > 0 ? OptionalLong.of(value) : OptionalLong.empty();
        } catch (ArithmeticException | NumberFormatException tooLarge) {
            return OptionalLong.empty();
        }
    }

    /**
     * Bytes per unit of a binary suffix, in either case: K or KiB, M or MiB, G or GiB, T or TiB (1024
     * apiece, as the JVM's -Xmx and MFT's settings read them); 1 for none.
     */
    public static long binaryUnit(String suffix) {
        return switch (suffix.toUpperCase(Locale.ROOT)) {
            case "K", "KIB" -> 1L << 10;
            case "M", "MIB" -> 1L << 20;
            case "G", "GIB" -> 1L << 30;
            case "T", "TIB" -> 1L << 40;
            case "" -> 1;
            default -> throw new IllegalArgumentException("not a binary unit: " + suffix);
        };
    }
}
