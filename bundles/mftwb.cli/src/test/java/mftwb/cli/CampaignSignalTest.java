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

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import mftwb.runner.ResultsStore;
import mftwb.runner.RunResult;

/**
 * Ctrl-C and SIGTERM reach {@code mftwb campaign run} as they would from a terminal: the headless
 * application runs in a process of its own (on this test's bundles, as ./mftwb runs it on the
 * product's) and gets the signal in the middle of a campaign against the embedded lab.
 */
class CampaignSignalTest {
    private static final int RUNS = 24;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "SIG{0}")
    @CsvSource({ "INT, 130", "TERM, 143" })
    void aSignalStopsTheRunInProgressKeepsTheFinishedRunsAndRemovesTheTestFiles(String signal, int exitCode)
            throws Exception {
        Path campaign = dir.resolve("long.json");
        Files.writeString(campaign, """
                { "name": "long", "target": { "localLab": true }, "backend": "sftp",
                  "matrix": { "fileSizes": ["1MiB"], "fileCount": 40, "transfers": [1, 2],
                              "chunkSizes": ["32K", "64K", "128K", "256K"], "windows": [16],
                              "checksums": ["none"], "modes": ["binary"] },
                  "warmupRuns": 0, "repetitions": 3 }
                """);
        Path tmp = Files.createDirectory(dir.resolve("tmp"));
        Path csv = dir.resolve("results.csv");
        Path stderr = dir.resolve("stderr.txt");
        Process process = headless(tmp, stderr, "campaign", "run", campaign.toString(), "--out", csv.toString(),
                "--local-lab", "--lab-state", dir.resolve("lab").toString());
        try {
            // Run 3 has started: runs 1 and 2 are in the table, and the signal lands on a transfer.
            awaitLine(process, stderr, "campaign: run 3/" + RUNS + ": ");
            Thread.sleep(300);
            assertEquals(0, new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start().waitFor());
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "ended within a minute of SIG" + signal);
        } finally {
            process.destroyForcibly();
        }
        String said = Files.readString(stderr);
        assertEquals(exitCode, process.exitValue(), said);
        assertTrue(said.contains("campaign: stopped by Ctrl-C or SIGTERM: the run in progress was dropped"), said);

        List<String> lines = Files.readAllLines(csv);
        assertEquals("run,backend,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,mb_per_s,"
                + "cpu_localhost,cores_localhost,disturbed,campaign", lines.get(0));
        int kept = lines.size() - 1;
        assertTrue(kept >= 2 && kept < RUNS, kept + " runs kept of " + RUNS + "\n" + said);
        for (int i = 1; i <= kept; i++) {
            assertTrue(lines.get(i).startsWith(i + ",sftp,1048576,40,"), lines.get(i));
            assertEquals(15, lines.get(i).split(",", -1).length, lines.get(i));
        }
        ResultsStore.Contents store = ResultsStore.read(dir.resolve("results.store.csv"));
        assertEquals(kept, store.results().size(), "the store holds the same finished runs");
        List<mftwb.history.StoredCampaign> stored = new mftwb.history.CampaignHistory(
                mftwb.history.ResultsDatabase.embedded(dir.resolve("home"))).list();
        assertEquals(1, stored.size());
        assertEquals(kept, stored.get(0).runs(), "the results history has every finished run too");
        assertTrue(!store.truncatedLastLine() && store.results().stream().allMatch(RunResult::succeeded));
        try (var listing = Files.list(tmp)) {
            assertEquals(List.of(), listing.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("mftwb-"))
                    .toList(), "the generated and transferred test files are gone");
        }
        try (var listing = Files.list(dir)) {
            assertEquals(List.of(), listing.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList());
        }
    }

    /**
     * Starts {@code mftwb ARGS...} the way ./mftwb does (the launcher, application mftwb.cli.headless,
     * no workspace) on a copy of this test runtime's OSGi configuration. {@code env --default-signal}
     * because a shell starts background jobs (such as a build run with {@code &}) with SIGINT ignored,
     * which stays ignored across exec, while a user's Ctrl-C reaches a foreground process.
     */
    private static Process headless(Path tmp, Path stderr, String... args) throws IOException {
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

    private static void awaitLine(Process process, Path stderr, String start) throws Exception {
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
}
