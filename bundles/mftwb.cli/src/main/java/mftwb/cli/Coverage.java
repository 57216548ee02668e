package mftwb.cli;

import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import mftwb.planner.Measurement;
import mftwb.planner.ScenarioFile;
import mftwb.planner.ScenarioRow;
import mftwb.planner.TopologyKind;

/**
 * Tells the user, by scenario file and line, when a prediction has no measured rows behind it: no
 * calibration row of its topology, or an environment no calibration file measured.
 */
final class Coverage {
    private Coverage() {
    }

    static void warn(String subcommand, List<Measurement> measured, ScenarioFile scenarios, PrintStream err) {
        Set<TopologyKind> calibrated = new HashSet<>();
        Set<String> environments = new HashSet<>();
        measured.forEach(m -> {
            calibrated.add(m.scenario().topology());
            environments.add(m.environment());
        });
        Set<String> told = new HashSet<>();
        for (ScenarioRow row : scenarios.rows()) {
            TopologyKind kind = row.scenario().topology();
            if (!calibrated.contains(kind) && told.add(kind.label())) {
                err.println("mftwb " + subcommand + ": warning: " + scenarios.file() + " line " + row.line()
                        + ": the calibration has no " + kind.label() + " rows; those predictions rest on mechanisms"
                        + " shared with other topologies and nominal values, with a wide interval");
            }
            String environment = row.environment();
            if (!environment.isEmpty() && !environments.contains(environment) && told.add("environment " + environment)) {
                err.println("mftwb " + subcommand + ": warning: " + scenarios.file() + " line " + row.line()
                        + ": no calibration row was measured in environment '" + environment
                        + "'; its predictions are the physics alone, with a wide interval");
            }
        }
    }
}
