package mftwb.planner;

import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * One data line of a scenario or calibration CSV.
 *
 * @param line     1-based line number in the file
 * @param values   the raw cell texts in the file's column order, kept so output can echo them unchanged
 * @param table    report table key ("seed/table", "table", or "" when the file has neither column)
 * @param scenario the parsed scenario
 * @param seconds  the measured time when the row has one
 * @param cpuPercent % CPU per host from the row's non-empty {@code cpu_*} columns
 * @param environment the row's {@code environment} cell, "" when the file has no such column or it is empty
 */
public record ScenarioRow(int line, List<String> values, String table, Scenario scenario, OptionalDouble seconds,
        Map<String, Double> cpuPercent, String environment) {
    public ScenarioRow {
        values = List.copyOf(values);
        cpuPercent = Map.copyOf(cpuPercent);
    }
}
