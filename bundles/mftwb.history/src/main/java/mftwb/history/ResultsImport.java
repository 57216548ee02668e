package mftwb.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

import mftwb.runner.Backend;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunResult;
import mftwb.runner.stats.Outliers;

/**
 * Brings a results file (a campaign's store or its result table, of this version or an earlier
 * one) into the history. Importing the same campaign again, or after some of its runs were
 * recorded live, adds only the runs the history does not have.
 */
public final class ResultsImport {
    private ResultsImport() {
    }

    /** What an import did. */
    public record Imported(StoredCampaign campaign, int runsInFile) {
    }

    public static Imported importFile(CampaignHistory history, Path file) throws IOException, SQLException {
        ResultsStore.Contents contents = ResultsStore.read(file);
        if (contents.results().isEmpty()) {
            // A campaign of no runs in the history would only be an empty row to compare against.
            throw new IOException(file + " holds no runs: nothing to import");
        }
        List<RunResult> runs = Outliers.mark(contents.results());
        Backend backend = runs.get(0).backend();
        OffsetDateTime modified = Files.getLastModifiedTime(file).toInstant().atOffset(ZoneOffset.UTC);
        String uid = HistoryRecorder.uid(file);
        long id = history.begin(new CampaignHistory.NewCampaign(uid, contents.campaign(), modified, backend, "", null,
                contents.hosts(), file.toAbsolutePath().toString(), 0, List.of()));
        history.addRuns(id, runs);
        StoredCampaign stored = history.list().stream().filter(c -> c.id() == id).findFirst()
                .orElseThrow(() -> new SQLException("campaign " + id + " vanished while being imported"));
        return new Imported(stored, runs.size());
    }
}
