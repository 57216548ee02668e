package mftwb.cli;

import java.io.PrintStream;
import java.util.Set;

/** One `mftwb NAME ...` subcommand. Implementations live beside this interface, one class each. */
public interface Subcommand {

    /** The word the user types, e.g. {@code predict}. */
    String name();

    /** One line for {@code mftwb --help}, starting with the argument synopsis. */
    String usage();

    /** Option names (without the leading dashes) that take a value, e.g. {@code out}. */
    default Set<String> valuedOptions() {
        return Set.of();
    }

    /** Option names that are on/off switches, e.g. {@code force}. */
    default Set<String> switches() {
        return Set.of();
    }

    /**
     * Runs the subcommand.
     *
     * @return the process exit code: 0 success, 1 the work failed, 2 bad input or usage
     * @throws UsageException when the arguments are wrong; the message is shown with the usage
     */
    int run(Arguments args, PrintStream out, PrintStream err) throws Exception;
}
