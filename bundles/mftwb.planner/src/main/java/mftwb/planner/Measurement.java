package mftwb.planner;

/**
 * A measured run.
 *
 * @param table   the report table the row came from ("seed/table" when the file has a seed column):
 *                cross-validation holds out one table at a time
 * @param scenario what was run
 * @param seconds  measured transfer time
 */
public record Measurement(String table, Scenario scenario, double seconds) {
    public Measurement {
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("measured seconds must be positive, was " + seconds);
        }
    }
}
