package mftwb.cli;

import java.io.PrintStream;

import mftwb.planner.Recommender;
import mftwb.planner.Scenario;
import mftwb.planner.ScenarioFile;
import mftwb.planner.ScenarioRow;

/**
 * Tells the user, by scenario file and line, when a row asks for what the agents or the model do not
 * do as written: more concurrent transfers than the agents' default limits, or parallel channels on a
 * path whose WAN hop is an agent's client channel.
 */
final class ScenarioLimits {
    private ScenarioLimits() {
    }

    static void warn(String subcommand, ScenarioFile scenarios, PrintStream err) {
        for (ScenarioRow row : scenarios.rows()) {
            Scenario s = row.scenario();
            String where = "mftwb " + subcommand + ": warning: " + scenarios.file() + " line " + row.line() + ": ";
            if (s.transfers() > Recommender.MAX_TRANSFERS) {
                err.println(where + "transfers=" + s.transfers() + " is more than the agents' default"
                        + " maxSourceTransfers/maxDestinationTransfers (" + Recommender.MAX_TRANSFERS + "): raise both in"
                        + " agent.properties, and the agent heap with them, or the transfers beyond them wait their turn;"
                        + " the prediction runs them side by side");
            }
            if (s.topology().clientConnection() && s.channels() > 1) {
                err.println(where + "channels=" + s.channels() + " has no effect on a " + s.topology().label()
                        + " path: its transfers cross on client channels, up to 10 conversations a socket (SHARECNV);"
                        + " parallel channels are those between queue managers");
            }
        }
    }
}
