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

    private static final java.nio.file.Path TEST_HOME = testHome();

    private static java.nio.file.Path testHome() {
        try {
            return java.nio.file.Files.createTempDirectory("mftwb-cli-test-home-");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * Subcommands see {@code environment} instead, e.g. a password variable the test sets; their
     * results history (MFTWB_HOME) is always a folder of the test run's, never the user's.
     */
    CommandRun(UnaryOperator<String> environment) {
        this.environment = name -> name.equals("MFTWB_HOME") ? TEST_HOME.toString() : environment.apply(name);
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
