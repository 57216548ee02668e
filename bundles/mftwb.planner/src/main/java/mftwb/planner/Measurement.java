package mftwb.planner;

import java.util.Map;

/**
 * A measured run.
 *
 * @param table       the report table the row came from ("seed/table" when the file has a seed
 *                    column): cross-validation holds out one table at a time
 * @param scenario    what was run
 * @param seconds     measured transfer time
 * @param cpuPercent  % CPU per host, keyed by the column name (e.g. {@code cpu_agent1}), for the
 *                    hosts the row reports
 * @param environment the hardware and software the run was measured on: predictions for an
 *                    environment are corrected by its own rows only
 */
public record Measurement(String table, Scenario scenario, double seconds, Map<String, Double> cpuPercent,
        String environment) {
    /** The environment of runs that name none. */
    public static final String DEFAULT_ENVIRONMENT = "measured";

    public Measurement {
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("measured seconds must be positive, was " + seconds);
        }
        cpuPercent = Map.copyOf(cpuPercent);
        if (environment == null || environment.isBlank()) {
            throw new IllegalArgumentException("environment must not be empty");
        }
    }

    /** A run of the default environment. */
    public Measurement(String table, Scenario scenario, double seconds, Map<String, Double> cpuPercent) {
        this(table, scenario, seconds, cpuPercent, DEFAULT_ENVIRONMENT);
    }

    /** A run of the default environment measured for time only. */
    public Measurement(String table, Scenario scenario, double seconds) {
        this(table, scenario, seconds, Map.of());
    }

    /** The same run counted in another environment. */
    public Measurement inEnvironment(String name) {
        return new Measurement(table, scenario, seconds, cpuPercent, name);
    }
}
