package mftwb.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import mftwb.runner.CampaignEnd;

class H2HistoryTest extends HistoryContract {
    private int databases;

    @Override
    ResultsDatabase freshDatabase() {
        return ResultsDatabase.embedded(dir.resolve("state-" + ++databases));
    }

    @Test
    void theEmbeddedDatabaseIsAFileUnderTheStateFolderAndAUrlChoosesAnother() throws Exception {
        ResultsDatabase embedded = ResultsDatabase.choose(Optional.empty(), name -> null, "", dir.resolve("state"));
        assertEquals("H2 (embedded)", embedded.kind());
        new CampaignHistory(embedded).list();
        assertTrue(Files.isRegularFile(dir.resolve("state").resolve("results").resolve("history.mv.db")));
        Map<String, String> env = Map.of(ResultsDatabase.URL_VARIABLE, "jdbc:postgresql://127.0.0.1:1/x");
        assertEquals("PostgreSQL", ResultsDatabase.choose(Optional.empty(), env::get, "", dir).kind(), "MFTWB_DB_URL");
        assertEquals("PostgreSQL", ResultsDatabase.choose(Optional.empty(), name -> null, "jdbc:postgresql://h/x", dir)
                .kind(), "the preference");
        assertEquals("H2 (embedded)", ResultsDatabase.choose(Optional.of("jdbc:h2:mem:x"), env::get, "", dir).kind(),
                "--db wins");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ResultsDatabase.at("mysql://x"));
        assertTrue(e.getMessage().contains("jdbc:postgresql: or jdbc:h2:"), e.getMessage());
        assertEquals("PostgreSQL jdbc:postgresql://h/x?user=u&password=***",
                ResultsDatabase.at("jdbc:postgresql://h/x?user=u&password=secret").describe());
    }

    /** --db 'jdbc:mysql://u:S3CRET@host/db' printed the password back in its error. */
    @Test
    void aUrlIsNeverPrintedWithItsPassword() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ResultsDatabase.at("jdbc:mysql://u:S3CRET@host/db"));
        assertTrue(e.getMessage().endsWith("not jdbc:mysql://u:***@host/db"), e.getMessage());
        assertEquals("PostgreSQL jdbc:postgresql://u:***@h:5432/x?password=***",
                ResultsDatabase.at("jdbc:postgresql://u:S3CRET@h:5432/x?password=S3CRET").describe());
    }

    /** An embedded database in a folder that cannot be made printed H2's 47-line stack trace on stderr before its error. */
    @Test
    void aFolderThatCannotBeMadeIsOneErrorAndNothingOnStderr() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream stderr = System.err;
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            assertThrows(SQLException.class, () -> new CampaignHistory(ResultsDatabase.at("jdbc:h2:/proc/nope/x")).list());
        } finally {
            System.setErr(stderr);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
    }

    /** A database written before campaigns kept their plan and outcome upgrades, its campaigns listed as before. */
    @Test
    void aDatabaseOfTheFirstSchemaUpgradesAndKeepsItsCampaigns() throws Exception {
        String url = "jdbc:h2:file:" + dir.resolve("old").resolve("history").toAbsolutePath();
        try (java.sql.Connection old = java.sql.DriverManager.getConnection(url);
                java.sql.Statement s = old.createStatement()) {
            s.execute("CREATE TABLE schema_version (version INTEGER PRIMARY KEY, description VARCHAR(1000) NOT NULL, "
                    + "applied_at TIMESTAMP WITH TIME ZONE DEFAULT CURRENT_TIMESTAMP)");
            Migrations.Step first = Migrations.STEPS.get(0);
            for (String sql : first.statements()) {
                s.execute(sql);
            }
            s.execute("INSERT INTO schema_version (version, description) VALUES (1, 'first')");
            s.execute("INSERT INTO campaign (uid, name, started_at, backend) VALUES ('u', 'sig2 lab', "
                    + "TIMESTAMP WITH TIME ZONE '2026-10-01 10:00:00+00', 'sftp')");
        }
        CampaignHistory history = new CampaignHistory(ResultsDatabase.at(url));
        StoredCampaign old = history.find("sig2 lab").orElseThrow();
        assertEquals("0 run(s)", old.runsText(), "its plan and end were never known");
        assertTrue(old.end().isEmpty() && old.endedAt().isEmpty());
        assertEquals(java.util.List.of(), old.plannedCells(), "nor its cells");
        assertEquals(java.util.List.of(), history.load(old).results(), "it opens");
        try (java.sql.Connection c = ResultsDatabase.at(url).connect()) {
            assertEquals(Migrations.STEPS.size(), Migrations.version(c));
        }
        long id = history.begin(Runs.campaign("new", "after the upgrade"));
        history.end(id, CampaignEnd.COMPLETED, java.time.OffsetDateTime.now());
        assertEquals("0 of 16 runs, completed", history.find("after the upgrade").orElseThrow().runsText());
        assertEquals(Runs.CELLS, history.find("after the upgrade").orElseThrow().plannedCells());
    }
}
