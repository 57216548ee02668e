package mftwb.planner;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one environment's runs measured, per topology: the range of each quantity (file size, files,
 * transfers, chunk size, window, RTT, link, TCP buffer, frame, channels) and the checksums and modes.
 * A prediction beyond it is the physics' extrapolation along those factors, corrected by the nearest
 * measured runs, and its interval knows only the physics' own uncertainty there, not whether the
 * physics has the mechanism right: the z/OS report's runs of 1 MB files predicted from its 10 MB to
 * 1 GB ones took on average less than half the predicted time, none inside its 80% interval. So the planner says
 * where a prediction goes beyond the measured runs.
 */
final class MeasuredRange {
    /** An environment with no rows: every prediction is beyond them. */
    static final MeasuredRange NONE = new MeasuredRange(Map.of());
    /** Log10 steps within which a value counts as measured (rounding in the CSV). */
    private static final double SAME = 1e-6;

    private static final TopologyKind[] TOPOLOGIES = TopologyKind.values();

    /** Per topology, per factor: the lowest and highest measured value, as {@link Factor#of} reads it. */
    private final Map<TopologyKind, Map<Factor, double[]>> ranges;
    /** The same over every topology's runs. */
    private final Map<Factor, double[]> everyRun = new EnumMap<>(Factor.class);

    private MeasuredRange(Map<TopologyKind, Map<Factor, double[]>> ranges) {
        this.ranges = ranges;
        ranges.values().forEach(own -> own.forEach((f, range) -> widen(everyRun, f, range)));
    }

    /** Whether any run of {@code topology} was measured. */
    boolean measures(TopologyKind topology) {
        return ranges.containsKey(topology);
    }

    static MeasuredRange of(List<Measurement> rows) {
        return ofPoints(rows.stream().map(m -> Factor.values(m.scenario())).toList());
    }

    /** The same of runs given as their normalised factors ({@link Factor#values}, other features after them ignored). */
    static MeasuredRange ofPoints(List<double[]> points) {
        Map<TopologyKind, Map<Factor, double[]>> ranges = new EnumMap<>(TopologyKind.class);
        for (double[] point : points) {
            Map<Factor, double[]> own = ranges.computeIfAbsent(topology(point), t -> new EnumMap<>(Factor.class));
            for (Factor f : Factor.values()) {
                double v = point[f.ordinal()];
                widen(own, f, new double[] { v, v });
            }
        }
        return new MeasuredRange(ranges);
    }

    /** The topology of a run given as its normalised factors. */
    static TopologyKind topology(double[] point) {
        return TOPOLOGIES[(int) point[Factor.TOPOLOGY.ordinal()]];
    }

    private static void widen(Map<Factor, double[]> ranges, Factor f, double[] range) {
        ranges.merge(f, range, (a, b) -> new double[] { Math.min(a[0], b[0]), Math.max(a[1], b[1]) });
    }

    /**
     * The lowest and highest value of a factor, as {@link Factor#of} reads it, that a topology's runs were
     * measured at, or every run's for a topology not measured; null with no runs at all.
     */
    double[] limits(TopologyKind topology, Factor f) {
        Map<Factor, double[]> own = ranges.get(topology);
        return own != null ? own.get(f) : everyRun.get(f);
    }

    /** The lowest and highest value of a quantity the runs of a topology were measured at; empty for none or a choice. */
    Optional<double[]> range(TopologyKind topology, Factor f) {
        Map<Factor, double[]> own = ranges.get(topology);
        if (own == null || f.categorical()) {
            return Optional.empty();
        }
        double[] range = own.get(f);
        return Optional.of(new double[] { unlogged(range[0]), unlogged(range[1]) });
    }

    /** A quantity back from its log10 ({@link Factor#of}), to 12 significant figures: 256, not 256.0000000000001. */
    static double unlogged(double log) {
        return new BigDecimal(Math.pow(10, log)).round(new MathContext(12)).doubleValue();
    }

    /** The factors along which {@code s} lies beyond the runs of its topology, in {@link Factor} order. */
    List<Extrapolation> beyond(Scenario s) {
        Map<Factor, double[]> own = ranges.get(s.topology());
        if (own == null) {
            return List.of(Extrapolation.unmeasuredTopology(s.topology(), !ranges.isEmpty()));
        }
        List<Extrapolation> beyond = new ArrayList<>();
        for (Factor f : Factor.values()) {
            double v = f.of(s);
            double[] range = own.get(f);
            if (f.categorical()) {
                if (f != Factor.TOPOLOGY && (v < range[0] - SAME || v > range[1] + SAME)) {
                    beyond.add(Extrapolation.unmeasuredChoice(f, s));
                }
            } else if (v < range[0] - SAME) {
                beyond.add(Extrapolation.quantity(f, s, false, range[0]));
            } else if (v > range[1] + SAME) {
                beyond.add(Extrapolation.quantity(f, s, true, range[1]));
            }
        }
        return List.copyOf(beyond);
    }
}
