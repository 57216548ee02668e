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
}
