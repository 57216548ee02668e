package mftwb.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The one rule for every {@code --out}: an existing file is replaced only with {@code --force}, which
 * every subcommand taking an {@code --out} accepts ({@link CommandLine#switches}).
 */
final class OutFile {
    static final String OUT = "out";
    static final String FORCE = "force";

    private OutFile() {
    }

    /** @return what to tell the user when {@code target} exists and --force was not given */
    static Optional<String> refusal(String command, Path target, Arguments args) {
        return Files.exists(target) && !args.has(FORCE) ? Optional.of(alreadyExists(command, target)) : Optional.empty();
    }

    static String alreadyExists(String command, Path target) {
        return "mftwb " + command + ": " + target + " already exists; add --force to replace it";
    }
}
