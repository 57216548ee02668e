package mftwb.planner;

import java.util.Map;

/**
 * A measured run.
 *
 * @param table      the report table the row came from ("seed/table" when the file has a seed
 *                   column): cross-validation holds out one table at a time
 * @param scenario   what was run
 * @param seconds    measured transfer time
 * @param cpuPercent % CPU per host, keyed by the column name (e.g. {@code cpu_agent1}), for the
 *                   hosts the row reports
 */
public record Measurement(String table, Scenario scenario, double seconds, Map<String, Double> cpuPercent) {
    public Measurement {
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("measured seconds must be positive, was " + seconds);
        }
        cpuPercent = Map.copyOf(cpuPercent);
    }

    /** A run measured for time only. */
    public Measurement(String table, Scenario scenario, double seconds) {
        this(table, scenario, seconds, Map.of());
    }
}
