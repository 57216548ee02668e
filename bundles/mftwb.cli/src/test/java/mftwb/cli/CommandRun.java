package mftwb.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.UnaryOperator;

/** Runs the real {@code mftwb} subcommands in-process, as the launcher would, and keeps what they printed. */
final class CommandRun {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final UnaryOperator<String> environment;

    /** Subcommands see the test's own environment. */
    CommandRun() {
        this(System::getenv);
    }

    /** Subcommands see {@code environment} instead, e.g. a password variable the test sets. */
    CommandRun(UnaryOperator<String> environment) {
        this.environment = environment;
    }

    /** The exit code of {@code mftwb ARGS...}; output accumulates across calls. */
    int run(String... args) {
        return new CommandLine("test", Subcommands.all(environment)).run(args,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
