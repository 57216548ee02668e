package mftwb.planner;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * A predicted run.
 *
 * @param seconds       predicted transfer time
 * @param mbPerSecond   predicted rate in MB/s (10^6 bytes per second) of file data
 * @param bottleneck    the mechanism with the largest share of the time
 * @param breakdown     seconds per mechanism, in {@link Mechanism} order; the values add up to
 *                      {@code seconds}, so they can be drawn as one stacked bar
 * @param cpuPercent    % CPU per host column (e.g. {@code cpu_agent1}) for the hosts whose CPU the
 *                      calibration data measured on this topology; empty otherwise
 * @param low           lower end of the 80% interval of a run's time (one run in ten is faster)
 * @param high          upper end of the 80% interval (one run in ten is slower)
 */
public record Prediction(double seconds, double mbPerSecond, Mechanism bottleneck, Map<Mechanism, Double> breakdown,
        Map<String, Double> cpuPercent, double low, double high) {
    /** Probability a run's time lies between {@link #low} and {@link #high}. */
    public static final double INTERVAL = 0.8;

    public Prediction {
        breakdown = Collections.unmodifiableMap(new EnumMap<>(breakdown));
        cpuPercent = Map.copyOf(cpuPercent);
    }

    /** True when {@code measured} lies within the 80% interval. */
    public boolean covers(double measured) {
        return low <= measured && measured <= high;
    }
}
