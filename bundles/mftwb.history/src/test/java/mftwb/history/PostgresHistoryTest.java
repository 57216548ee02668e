package mftwb.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import mftwb.runner.CampaignEnd;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunResult;

/** The history on a real PostgreSQL server (Debian's postgresql package), a cluster of its own per test class. */
class PostgresHistoryTest extends HistoryContract {
    private static ThrowawayPostgres server;
    private static int databases;

    @BeforeAll
    static void startServer() throws Exception {
        Path bin = ThrowawayPostgres.binaries().orElse(null);
        Assumptions.assumeTrue(bin != null,
                "PostgreSQL is not installed (no initdb/pg_ctl under /usr/lib/postgresql/*/bin or on the PATH): "
                        + "apt-get install postgresql");
        server = ThrowawayPostgres.start(bin);
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (server != null) {
            server.close();
        }
    }

    @Override
    ResultsDatabase freshDatabase() throws Exception {
        String name = "history" + ++databases;
        try (Connection c = new org.postgresql.Driver().connect(server.url(), new java.util.Properties());
                Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        return ResultsDatabase.at(server.url().replace("/postgres?", "/" + name + "?"));
    }

    /** The command line's way: each run to the results file first, then to the database. */
    private static void finish(ResultsStore file, HistoryRecorder recorder, RunResult run) throws Exception {
        file.append(run);
        recorder.runFinished(run);
    }

    @Test
    void aDatabaseThatGoesAwayMidCampaignLosesNoRunAndTheUserIsTold() throws Exception {
        CampaignHistory history = new CampaignHistory(freshDatabase());
        Path store = dir.resolve("wan.store.csv");
        List<String> told = new ArrayList<>();
        HistoryRecorder recorder = new HistoryRecorder(history, Runs.writingTo(store, "wan"), told::add);
        try (ResultsStore file = ResultsStore.open(store, Runs.HOSTS, "wan")) {
            finish(file, recorder, Runs.run(1));
            finish(file, recorder, Runs.run(2));
            server.stopServer();
            try {
                finish(file, recorder, Runs.run(3));
                finish(file, recorder, Runs.run(4));
            } finally {
                server.startServer();
            }
            assertEquals(1, told.size(), "told once, not at every run: " + told);
            assertTrue(told.get(0).startsWith("results database unreachable (PostgreSQL: "), told.get(0));
            assertTrue(told.get(0).endsWith("runs are kept in " + store + " and written when it is back"), told.get(0));
            assertEquals(2, history.list().get(0).runs(), "runs 3 and 4 wait in the file");
            finish(file, recorder, Runs.run(5));
        }
        assertEquals("results database back: 3 waiting run(s) written to PostgreSQL", told.get(1));
        assertTrue(recorder.finish(ResultsStore.read(store).results(), CampaignEnd.COMPLETED));
        assertEquals(5, history.list().get(0).runs());
        assertEquals(List.of(1, 2, 3, 4, 5), history.load(history.list().get(0)).results().stream().map(RunResult::run)
                .toList());
    }

    @Test
    void runsStillWaitingAtTheEndAreImportedLaterFromTheResultsFile() throws Exception {
        CampaignHistory history = new CampaignHistory(freshDatabase());
        Path store = dir.resolve("late.store.csv");
        List<String> told = new ArrayList<>();
        HistoryRecorder recorder = new HistoryRecorder(history, Runs.writingTo(store, "late"), told::add);
        try (ResultsStore file = ResultsStore.open(store, Runs.HOSTS, "late")) {
            finish(file, recorder, Runs.run(1));
            server.stopServer();
            try {
                finish(file, recorder, Runs.run(2));
                finish(file, recorder, Runs.run(3));
                assertFalse(recorder.finish(ResultsStore.read(store).results(), CampaignEnd.COMPLETED));
            } finally {
                server.startServer();
            }
        }
        assertTrue(told.get(told.size() - 1).startsWith("2 run(s) are not in the results database (PostgreSQL); they are "
                + "kept in " + store + ": import them with `mftwb campaign import " + store + "`"), told.toString());
        ResultsImport.importFile(history, store);
        assertEquals(1, history.list().size());
        assertEquals(3, history.list().get(0).runs());
    }
}
