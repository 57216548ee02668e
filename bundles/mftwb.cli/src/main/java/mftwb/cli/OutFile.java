package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The one rule for every {@code --out}: its folder must exist, and an existing file is replaced only
 * with {@code --force}, which every subcommand taking an {@code --out} accepts ({@link CommandLine}
 * adds the switch). Anything else by that name (a device, a FIFO, a symbolic link, a folder) is never
 * replaced: the atomic rename that writes the file would put a regular file in its place. Checked
 * before any work, so an hour of monitoring is not lost to a typing error.
 */
final class OutFile {
    static final String OUT = "out";
    static final String FORCE = "force";

    private OutFile() {
    }

    /**
     * Whether {@code target} cannot be written: its folder is missing, it is not a regular file, or it
     * exists and --force was not given. Then says so on {@code err}, and the command ends with
     * {@link CommandLine#USAGE}.
     */
    static boolean refused(String command, Path target, Arguments args, PrintStream err) {
        Path folder = target.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            err.println("mftwb " + command + ": --out " + target + ": " + (folder != null && Files.exists(folder)
                    ? folder + " is not a folder" : "folder " + folder + " does not exist"));
            return true;
        }
        if (notAFile(command, target, err)) {
            return true;
        }
        if (Files.exists(target) && !args.has(FORCE)) {
            err.println(alreadyExists(command, target));
            return true;
        }
        return false;
    }

    /** Whether {@code target} exists as something other than a regular file (says so on {@code err}): not to be replaced. */
    static boolean notAFile(String command, Path target, PrintStream err) {
        Optional<String> what = other(target);
        what.ifPresent(it -> err.println("mftwb " + command + ": " + target + " is " + it
                + ", not a regular file; it is never replaced, not even with --force"));
        return what.isPresent();
    }

    private static Optional<String> other(Path target) {
        if (Files.isSymbolicLink(target)) {
            try {
                return Optional.of("a symbolic link to " + Files.readSymbolicLink(target));
            } catch (IOException e) {
                return Optional.of("a symbolic link");
            }
        }
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS) || Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        return Optional.of(Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS) ? "a folder" : "a device, FIFO or socket");
    }

    static String alreadyExists(String command, Path target) {
        return "mftwb " + command + ": " + target + " already exists; add --force to replace it";
    }
}
