package mftwb.planner;

import java.util.function.ToDoubleFunction;

/**
 * The factors a scenario varies, normalised alike: a quantity as its base-10 logarithm (ten times the
 * file size, chunk, window or RTT is one step), a choice (checksum, mode, topology) as one step
 * between any two of its values. This is the one list of factors: the
 * residual correction measures how near two runs are over it, and so does the nearest-measured
 * baseline. A new scenario knob joins the planner by adding its line here.
 *
 * <p>The agent's flow-control knobs are local: chunk size, window and frame only cut and pace the same
 * bytes, and every way they matter (per-chunk MQ work, window x frame x chunk in flight, channel
 * batches, queue spill) is a mechanism of the physics. So the correction's smooth part is the same at
 * every setting of them, and what the physics misses about a setting is a part of its own, shared only
 * by runs alike in every other factor. A correction whose smooth part varied with chunk size read the
 * 8% scatter of one pair of the reports' LAN runs (two MD5 runs at 64K and 256K) as a chunk effect and
 * carried it to the plain runs, whose 24 pairs differ by no more than repeated runs do; one that varied
 * with the window faded away from the measured window 10 on both sides, a V no mechanism explains.
 */
public enum Factor {
    FILE_SIZE("file_size_bytes", s -> Math.log10(s.fileSizeBytes()), false),
    FILE_COUNT("file_count", s -> Math.log10(s.fileCount()), false),
    TRANSFERS("transfers", s -> Math.log10(s.activeTransfers()), false),
    CHUNK("chunk_bytes", s -> Math.log10(s.chunkBytes()), false, true),
    WINDOW("window", s -> Math.log10(s.window()), false, true),
    CHECKSUM("checksum", s -> s.md5() ? 1 : 0, true),
    MODE("mode", s -> s.text() ? 1 : 0, true),
    TOPOLOGY("topology", s -> s.topology().ordinal(), true),
    RTT("rtt_ms", s -> Math.log10(s.rttMillis()), false),
    BANDWIDTH("link_mbps", s -> Math.log10(s.linkMbps()), false),
    TCP_BUFFER("tcp_buffer_bytes", s -> Math.log10(s.effectiveTcpBufferBytes()), false),
    FRAME("frame", s -> Math.log10(s.frame()), false, true),
    CHANNELS("channels", s -> Math.log10(s.channels()), false);

    private final String column;
    private final ToDoubleFunction<Scenario> value;
    private final boolean categorical;
    private final boolean local;

    Factor(String column, ToDoubleFunction<Scenario> value, boolean categorical) {
        this(column, value, categorical, false);
    }

    Factor(String column, ToDoubleFunction<Scenario> value, boolean categorical, boolean local) {
        this.column = column;
        this.value = value;
        this.categorical = categorical;
        this.local = local;
    }

    /**
     * Whether what the physics misses along this factor is local to a configuration (see above):
     * the correction's smooth part does not vary with it, a part of its own does.
     */
    boolean local() {
        return local;
    }

    /** Whether the factor is a choice (checksum, mode, topology) rather than a quantity. */
    boolean categorical() {
        return categorical;
    }

    /** The scenario CSV column this factor reads. */
    public String column() {
        return column;
    }

    /** The normalised value of this factor for a scenario. */
    public double of(Scenario s) {
        return value.applyAsDouble(s);
    }

    /** Squared distance between two normalised values: 0 or 1 for a category, the squared step otherwise. */
    double squaredDistance(double a, double b) {
        if (categorical) {
            return a == b ? 0 : 1;
        }
        return (a - b) * (a - b);
    }

    /** Every factor of a scenario, in declaration order. */
    static double[] values(Scenario s) {
        Factor[] factors = values();
        double[] x = new double[factors.length];
        for (Factor f : factors) {
            x[f.ordinal()] = f.of(s);
        }
        return x;
    }
}
