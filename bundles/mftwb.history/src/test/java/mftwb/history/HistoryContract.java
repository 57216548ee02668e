package mftwb.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.runner.CampaignEnd;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunResult;

/** What every results database does the same, H2 or PostgreSQL. */
abstract class HistoryContract {
    @TempDir
    Path dir;

    /** A new, empty database of the kind under test. */
    abstract ResultsDatabase freshDatabase() throws Exception;

    @Test
    void storesListsLoadsAndDeletesCampaignsWithTheirRunsCpuAndDisturbedFlags() throws Exception {
        ResultsDatabase database = freshDatabase();
        CampaignHistory history = new CampaignHistory(database);
        try (Connection c = database.connect()) {
            assertEquals(Migrations.STEPS.size(), Migrations.version(c), "every schema step applied once");
        }
        long id = history.begin(Runs.campaign("lab-1", "LAN tuning"));
        assertEquals(id, history.begin(Runs.campaign("lab-1", "LAN tuning")), "the same campaign again");
        List<RunResult> runs = new ArrayList<>();
        for (int n = 1; n <= 8; n++) {
            runs.add(n == 3 ? Runs.run(n).disturbedBy("stall: no bytes moved for 4.1 s (limit 3 s)") : Runs.run(n));
        }
        history.addRuns(id, runs.subList(0, 5));
        history.addRuns(id, runs);
        StoredCampaign stored = history.find("LAN tuning").orElseThrow();
        assertEquals(List.of("lpA", "lpB"), stored.hosts());
        assertEquals(8, stored.runs(), "runs written twice are stored once");
        assertEquals("pb-sftp-crossgeo", stored.topology());
        assertEquals("H2 (embedded)".equals(database.kind()) || "PostgreSQL".equals(database.kind()), true);
        assertTrue(stored.matches("lpb") && stored.matches("crossgeo") && !stored.matches("nothing like it"));
        ResultsStore.Contents back = history.load(stored);
        assertEquals(runs, back.results(), "runs, CPU, cores, errors and disturbed flags come back as written");
        assertEquals("LAN tuning", back.campaign());

        history.addRuns(id, List.of(runs.get(0).disturbedBy("outlier: 9.000 s against a cell median of 2.000 s")));
        assertTrue(history.load(stored).results().get(0).isDisturbed(), "a flag found at the end is stored");

        long other = history.begin(Runs.campaign("lab-2", "WAN tuning"));
        history.addRuns(other, List.of(Runs.run(1)));
        assertEquals(List.of("WAN tuning", "LAN tuning").size(), history.list().size());
        history.delete(id);
        assertEquals(List.of("WAN tuning"), history.list().stream().map(StoredCampaign::name).toList());
        assertEquals(1, history.load(history.find("WAN tuning").orElseThrow()).results().size());
    }

    @Test
    void aCampaignRecordedLiveLoadsWithTheFiguresOfItsResultsFile() throws Exception {
        // The database kept every digit of 0.5608764321 s and the file 0.561 s: 93.48 MB/s in the History, 93.46 from the file.
        RunResult run = Runs.run(1);
        RunResult measured = new RunResult(1, run.backend(), run.spec(), 0.5608764321, run.bytes(), run.files(),
                Map.of("lpA", 37.5384615, "lpB", 12.0833333), run.cores(), Optional.empty());
        CampaignHistory history = new CampaignHistory(freshDatabase());
        Path store = dir.resolve("precise.store.csv");
        try (ResultsStore file = ResultsStore.open(store, Runs.HOSTS, "precise")) {
            file.append(measured);
        }
        new HistoryRecorder(history, Runs.writingTo(store, "precise"), line -> { }).runFinished(measured);
        assertEquals(ResultsStore.read(store).results(), history.load(history.find("precise").orElseThrow()).results());
    }

    /** After Stop on a campaign of 16 runs the History listed "6" like a complete one. */
    @Test
    void aStoppedCampaignListsItsRunsAgainstItsPlanAndHowItEnded() throws Exception {
        CampaignHistory history = new CampaignHistory(freshDatabase());
        HistoryRecorder recorder = new HistoryRecorder(history, Runs.campaign("long", "long lab"), line -> { });
        List<RunResult> made = new ArrayList<>();
        for (int n = 1; n <= 6; n++) {
            made.add(Runs.run(n));
            recorder.runFinished(made.get(n - 1));
        }
        assertEquals("6 of 16 runs, unfinished", history.find("long lab").orElseThrow().runsText(),
                "running, or killed before it could say how it ended");
        assertTrue(recorder.finish(made, CampaignEnd.STOPPED));
        StoredCampaign stopped = history.find("long lab").orElseThrow();
        assertEquals(16, stopped.plannedRuns());
        assertEquals(Optional.of(CampaignEnd.STOPPED), stopped.end());
        assertTrue(stopped.endedAt().isPresent(), "the end is recorded with its time");
        assertEquals("6 of 16 runs, stopped", stopped.runsText());
        assertTrue(stopped.matches("stopped"), "the filter finds stopped campaigns");
    }

    /** Reopened from the History, a stopped campaign could not say which cells it never ran: only its run count was kept. */
    @Test
    void aStoppedCampaignKeepsTheCellsItPlannedSoThoseItNeverRanShow() throws Exception {
        CampaignHistory history = new CampaignHistory(freshDatabase());
        HistoryRecorder recorder = new HistoryRecorder(history, Runs.campaign("cells", "stopped lab"), line -> { });
        List<RunResult> made = List.of(Runs.run(1), Runs.run(2));
        made.forEach(recorder::runFinished);
        assertTrue(recorder.finish(made, CampaignEnd.STOPPED));
        StoredCampaign stopped = history.find("stopped lab").orElseThrow();
        assertEquals(Runs.CELLS, stopped.plannedCells(), "in the matrix's order");
        java.util.Set<mftwb.runner.RunSpec> ran = new java.util.HashSet<>(
                history.load(stopped).results().stream().map(RunResult::spec).toList());
        assertEquals(List.of(Runs.CELLS.get(0), Runs.CELLS.get(2)),
                stopped.plannedCells().stream().filter(c -> !ran.contains(c)).toList(), "the 64K cells never ran");
        history.delete(stopped.id());
        assertEquals(List.of(), history.list(), "deleted with its cells");
    }

    /** A campaign killed before its first run was recorded with 0 runs. */
    @Test
    void aCampaignThatFinishedNoRunIsNotRecorded() throws Exception {
        CampaignHistory history = new CampaignHistory(freshDatabase());
        HistoryRecorder recorder = new HistoryRecorder(history, Runs.campaign("none", "killed at once"), line -> { });
        assertTrue(recorder.finish(List.of(), CampaignEnd.STOPPED));
        assertEquals(List.of(), history.list());
        assertTrue(recorder.campaignId().isEmpty(), "nothing to name as recorded");
    }

    @Test
    void twoCampaignsWritingAtOnceLoseNothing() throws Exception {
        CampaignHistory history = new CampaignHistory(freshDatabase());
        List<String> told = java.util.Collections.synchronizedList(new ArrayList<>());
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (String uid : List.of("a", "b")) {
                writers.add(pool.submit(() -> {
                    HistoryRecorder recorder = new HistoryRecorder(history, Runs.campaign(uid, "campaign " + uid), told::add);
                    go.await();
                    for (int n = 1; n <= 40; n++) {
                        recorder.runFinished(Runs.run(n));
                    }
                    return null;
                }));
            }
            go.countDown();
            for (Future<?> writer : writers) {
                writer.get(120, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(List.of(), told, "no write failed");
        for (StoredCampaign c : history.list()) {
            assertEquals(40, c.runs(), c.name());
            assertEquals(40, history.load(c).results().size());
        }
        assertEquals(2, history.list().size());
    }

    @Test
    void importingAResultsFileTwiceOrAfterALiveRecordAddsOnlyWhatIsMissing() throws Exception {
        CampaignHistory history = new CampaignHistory(freshDatabase());
        Path store = dir.resolve("night.store.csv");
        try (ResultsStore file = ResultsStore.open(store, Runs.HOSTS, "night run")) {
            for (int n = 1; n <= 6; n++) {
                file.append(Runs.run(n));
            }
        }
        // Runs 1-3 were recorded live before the database went away.
        HistoryRecorder live = new HistoryRecorder(history, Runs.writingTo(store, "night run"), line -> { });
        for (int n = 1; n <= 3; n++) {
            live.runFinished(Runs.run(n));
        }
        ResultsImport.Imported imported = ResultsImport.importFile(history, store);
        assertEquals(6, imported.runsInFile());
        assertEquals(6, imported.campaign().runs());
        assertEquals(1, history.list().size(), "the live record and the import are one campaign");
        ResultsImport.importFile(history, dir.resolve("night.store.csv"));
        assertEquals(6, history.list().get(0).runs(), "a second import adds nothing");
        assertEquals("night run", history.list().get(0).name());
    }
}
