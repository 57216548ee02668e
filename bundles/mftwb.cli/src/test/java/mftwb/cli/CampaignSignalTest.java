package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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
        Process process = HeadlessProcess.start(tmp, stderr, "campaign", "run", campaign.toString(), "--out", csv.toString(),
                "--local-lab", "--lab-state", dir.resolve("lab").toString());
        try {
            // Run 3 has started: runs 1 and 2 are in the table, and the signal lands on a transfer.
            HeadlessProcess.awaitLine(process, stderr, "campaign: run 3/" + RUNS + ": ");
            Thread.sleep(300);
            HeadlessProcess.signal(process, signal);
        } finally {
            process.destroyForcibly();
        }
        String said = Files.readString(stderr);
        assertEquals(exitCode, process.exitValue(), said);
        assertTrue(said.contains("campaign: stopped by Ctrl-C or SIGTERM: the run in progress was dropped"), said);
        // Stopped in its first round of a plan of 3 repetitions: the plan was not short of them (the Results view's word).
        assertTrue(said.contains("; variability unknown: stopped before a cell had 2 runs\n"), said);
        assertTrue(!said.contains("run at least 2 repetitions"), said);

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
}
