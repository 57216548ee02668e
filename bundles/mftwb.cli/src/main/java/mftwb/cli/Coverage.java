package mftwb.cli;

import java.io.PrintStream;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import mftwb.planner.Measurement;
import mftwb.planner.ScenarioFile;
import mftwb.planner.ScenarioRow;
import mftwb.planner.TopologyKind;

/** Tells the user when a scenario's topology has no measured rows behind its prediction. */
final class Coverage {
    private Coverage() {
    }

    static void warn(String subcommand, List<Measurement> measured, ScenarioFile scenarios, PrintStream err) {
        Set<TopologyKind> calibrated = EnumSet.noneOf(TopologyKind.class);
        measured.forEach(m -> calibrated.add(m.scenario().topology()));
        Set<TopologyKind> asked = EnumSet.noneOf(TopologyKind.class);
        scenarios.rows().stream().map(ScenarioRow::scenario).forEach(s -> asked.add(s.topology()));
        asked.removeAll(calibrated);
        for (TopologyKind kind : asked) {
            err.println("mftwb " + subcommand + ": warning: the calibration file has no " + kind.label()
                    + " rows; those predictions rest on mechanisms shared with other topologies and nominal values");
        }
    }
}
