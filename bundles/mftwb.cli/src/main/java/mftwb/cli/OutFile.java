package mftwb.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The one rule for every {@code --out}: its folder must exist, and an existing file is replaced only
 * with {@code --force}, which every subcommand taking an {@code --out} accepts ({@link CommandLine}
 * adds the switch). Checked before any work, so an hour of monitoring is not lost to a typing error.
 */
final class OutFile {
    static final String OUT = "out";
    static final String FORCE = "force";

    private OutFile() {
    }

    /**
     * Whether {@code target} cannot be written: its folder is missing, or it exists and --force was not
     * given. Then says so on {@code err}, and the command ends with {@link CommandLine#USAGE}.
     */
    static boolean refused(String command, Path target, Arguments args, PrintStream err) {
        Path folder = target.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            err.println("mftwb " + command + ": --out " + target + ": " + (folder != null && Files.exists(folder)
                    ? folder + " is not a folder" : "folder " + folder + " does not exist"));
            return true;
        }
        if (Files.exists(target) && !args.has(FORCE)) {
            err.println(alreadyExists(command, target));
            return true;
        }
        return false;
    }

    static String alreadyExists(String command, Path target) {
        return "mftwb " + command + ": " + target + " already exists; add --force to replace it";
    }
}
