package mftwb.cli;

import java.util.List;

/** Every subcommand of {@code mftwb}, in the order {@code --help} lists them. */
final class Subcommands {
    private Subcommands() {
    }

    static List<Subcommand> all() {
        return List.of(new ValidateCommand());
    }
}
