package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code mftwb ARGS...} in a process of its own, as ./mftwb starts it (the launcher, application
 * mftwb.cli.headless, no workspace) on a copy of this test runtime's OSGi configuration: for what
 * only a whole process shows, such as how it answers Ctrl-C and SIGTERM.
 */
final class HeadlessProcess {
    private HeadlessProcess() {
    }

    /**
     * Starts {@code mftwb ARGS...} with {@code tmp} as its temporary folder and stderr going to
     * {@code stderr}. {@code env --default-signal} because a shell starts background jobs (such as a
     * build run with {@code &}) with SIGINT ignored, which stays ignored across exec, while a user's
     * Ctrl-C reaches a foreground process.
     */
    static Process start(Path tmp, Path stderr, String... args) throws IOException {
        Path configuration = Files.createDirectories(tmp.resolveSibling("configuration"));
        Path runtime = Path.of(URI.create(System.getProperty("osgi.configuration.area")));
        Files.copy(runtime.resolve("config.ini"), configuration.resolve("config.ini"));
        String launcher = System.getProperty("java.class.path");
        assertTrue(launcher.contains("org.eclipse.equinox.launcher"), launcher);
        List<String> command = new ArrayList<>(List.of("env", "--default-signal=INT,TERM",
                ProcessHandle.current().info().command().orElseThrow(), "-Djava.io.tmpdir=" + tmp,
                "-Djava.awt.headless=true", "-XX:-UsePerfData", "-jar", launcher, "-configuration",
                configuration.toUri().toString(), "-nosplash", "-application", "mftwb.cli.headless", "-data", "@none"));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(tmp.resolveSibling("stdout.txt").toFile())
                .redirectError(stderr.toFile());
        // Its results history goes to the test's folder, not the user's.
        builder.environment().put("MFTWB_HOME", tmp.resolveSibling("home").toString());
        builder.environment().remove("MFTWB_DB_URL");
        return builder.start();
    }

    /** Waits (at most 3 minutes) for a line of stderr that starts with {@code start}. */
    static void awaitLine(Process process, Path stderr, String start) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
        while (System.nanoTime() < deadline) {
            String text = Files.exists(stderr) ? Files.readString(stderr, StandardCharsets.UTF_8) : "";
            if (text.lines().anyMatch(line -> line.startsWith(start))) {
                return;
            }
            if (!process.isAlive()) {
                throw new AssertionError("mftwb ended (" + process.exitValue() + ") before '" + start + "':\n" + text);
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no '" + start + "' within 3 minutes:\n" + Files.readString(stderr));
    }

    /** Sends SIG{@code signal} (INT, TERM) and waits up to a minute for the process to end. */
    static void signal(Process process, String signal) throws Exception {
        assertEquals(0, new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start().waitFor());
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "ended within a minute of SIG" + signal);
    }
}
