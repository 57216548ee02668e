package mftwb.cli;

import java.util.ArrayList;
import java.util.List;

/** Every subcommand of {@code mftwb}, in the order {@code --help} lists them. */
final class Subcommands {
    private Subcommands() {
    }

    static List<Subcommand> all() {
        List<Subcommand> all = new ArrayList<>();
        all.add(new PredictCommand());
        all.add(new RecommendCommand());
        all.add(new MonitorCommand());
        return List.copyOf(all);
    }
}
