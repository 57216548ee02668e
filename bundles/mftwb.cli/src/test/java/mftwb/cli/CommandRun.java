package mftwb.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.UnaryOperator;

import mftwb.model.FolderTree;

/** Runs the real {@code mftwb} subcommands in-process, as the launcher would, and keeps what they printed. */
final class CommandRun {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final UnaryOperator<String> environment;

    /** Subcommands see the test's own environment. */
    CommandRun() {
        this(System::getenv);
    }

    private static final Path TEST_HOME = testHome();

    /** One folder for the whole test run (commands share history across tests), removed when the run ends. */
    private static Path testHome() {
        try {
            Path home = Files.createTempDirectory("mftwb-cli-test-home-");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> removeTestHome(home)));
            return home;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void removeTestHome(Path folder) {
        try {
            FolderTree.delete(folder);
        } catch (IOException e) {
            System.err.println("could not remove the test home " + folder + ": " + e);
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
