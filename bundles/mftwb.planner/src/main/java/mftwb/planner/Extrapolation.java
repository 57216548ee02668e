package mftwb.planner;

import java.math.BigDecimal;
import java.util.List;

/**
 * One way a scenario goes beyond the runs that calibrated its environment (see
 * {@link CalibratedModel#beyondMeasured}).
 *
 * @param code        for CSV: the column and the measured limit it passes ({@code file_size_bytes<10485760},
 *                    {@code rtt_ms>150}), or the choice no run made ({@code checksum=md5}, {@code mode=text},
 *                    {@code topology=client}; {@code measured=none} with no run at all)
 * @param description the same in words: "file size 1 MiB, below the smallest measured (10 MiB)"
 */
public record Extrapolation(String code, String description) {

    /** Their descriptions in one sentence: "file size 1 MiB, below the smallest measured (10 MiB); files 1024, ...". */
    public static String inWords(List<Extrapolation> extrapolations) {
        return String.join("; ", extrapolations.stream().map(Extrapolation::description).toList());
    }

    static Extrapolation quantity(Factor f, Scenario s, boolean above, double limit) {
        double measured = MeasuredRange.unlogged(limit);
        return new Extrapolation(f.column() + (above ? ">" : "<") + plain(f, measured),
                words(f) + " " + shown(f, MeasuredRange.unlogged(f.of(s))) + (above ? ", above the largest" : ", below the smallest")
                        + " measured (" + shown(f, measured) + ")");
    }

    static Extrapolation unmeasuredChoice(Factor f, Scenario s) {
        String value = f == Factor.CHECKSUM ? (s.md5() ? "md5" : "none") : (s.text() ? "text" : "binary");
        String what = f == Factor.CHECKSUM ? (s.md5() ? "MD5 checksums" : "no checksum") : value + " mode";
        return new Extrapolation(f.column() + "=" + value, what + ": no run of this topology measured");
    }

    static Extrapolation unmeasuredTopology(TopologyKind topology, boolean otherTopologiesMeasured) {
        return otherTopologiesMeasured
                ? new Extrapolation(Factor.TOPOLOGY.column() + "=" + topology.label(), "no " + topology.label() + " run measured here")
                : new Extrapolation("measured=none", "no run measured on this hardware");
    }

    private static String words(Factor f) {
        return switch (f) {
        case FILE_SIZE -> "file size";
        case FILE_COUNT -> "files";
        case TRANSFERS -> "transfers";
        case CHUNK -> "chunk size";
        case WINDOW -> "window";
        case RTT -> "RTT";
        case BANDWIDTH -> "link";
        case TCP_BUFFER -> "TCP buffer";
        case FRAME -> "frame";
        case CHANNELS -> "channels";
        case CHECKSUM, MODE, TOPOLOGY -> f.column();
        };
    }

    private static boolean bytes(Factor f) {
        return f == Factor.FILE_SIZE || f == Factor.CHUNK || f == Factor.TCP_BUFFER;
    }

    /**
     * As the CSV column holds it: whole bytes and counts, RTT in ms and links in Mbit/s as measured (12.35,
     * not 12.4: a limit rounded would name a value the runs did not reach).
     */
    private static String plain(Factor f, double value) {
        if (f == Factor.RTT || f == Factor.BANDWIDTH) {
            return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
        }
        return Long.toString(Math.round(value));
    }

    private static String shown(Factor f, double value) {
        if (bytes(f)) {
            return ByteSize.compact(Math.round(value));
        }
        String unit = f == Factor.RTT ? " ms" : f == Factor.BANDWIDTH ? " Mbit/s" : "";
        return plain(f, value) + unit;
    }
}
