package mftwb.cli;

import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import mftwb.planner.CalibratedModel;
import mftwb.planner.Measurement;
import mftwb.planner.Recommender;
import mftwb.planner.Scenario;
import mftwb.planner.ScenarioFile;
import mftwb.planner.ScenarioRow;
import mftwb.planner.TopologyKind;

/**
 * Tells the user, by scenario file and line, when a prediction has no measured rows behind it (no
 * calibration row of its topology, or an environment no calibration file measured), and when a row
 * asks for what the agents or the model do not do as written (more concurrent transfers than the
 * agents' default limits, parallel channels on a path whose WAN hop is an agent's client channel), and when
 * the calibration's rows were too few to size the correction's spread.
 */
final class Coverage {
    private Coverage() {
    }

    /** When the calibration's rows could not size the correction's spread, says how to get a narrower interval. */
    static void warnUnsized(String subcommand, CalibratedModel model, int rows, PrintStream err) {
        if (model.correctionSpreadUnsized()) {
            err.println("mftwb " + subcommand + ": warning: the calibration's " + rows + " rows could not size the"
                    + " correction's spread (it went to its largest), so intervals away from them are very wide; give"
                    + " another --calibration too, such as samples/planner/calibration.csv (the reports' rows): your runs"
                    + " stay an environment of their own, and the spread is sized on every environment's rows");
        }
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
            Scenario s = row.scenario();
            TopologyKind kind = s.topology();
            String where = "mftwb " + subcommand + ": warning: " + scenarios.file() + " line " + row.line() + ": ";
            if (!calibrated.contains(kind) && told.add(kind.label())) {
                err.println(where + "the calibration has no " + kind.label() + " rows; those predictions rest on mechanisms"
                        + " shared with other topologies and nominal values, with a wide interval");
            }
            String environment = row.environment();
            if (!environment.isEmpty() && !environments.contains(environment) && told.add("environment " + environment)) {
                err.println(where + "no calibration row was measured in environment '" + environment
                        + "'; its predictions are the physics alone, with a wide interval");
            }
            if (s.transfers() > Recommender.MAX_TRANSFERS) {
                err.println(where + "transfers=" + s.transfers() + " is more than the agents' default"
                        + " maxSourceTransfers/maxDestinationTransfers (" + Recommender.MAX_TRANSFERS + "): raise both in"
                        + " agent.properties, and the agent heap with them, or the transfers beyond them wait their turn;"
                        + " the prediction runs them side by side");
            }
            if (kind.clientConnection() && s.channels() > 1) {
                err.println(where + "channels=" + s.channels() + " has no effect on a " + kind.label()
                        + " path: its transfers cross on client channels, up to 10 conversations a socket (SHARECNV);"
                        + " parallel channels are those between queue managers");
            }
        }
    }
}
