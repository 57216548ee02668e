package mftwb.history;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import mftwb.runner.CampaignEnd;
import mftwb.runner.RunListener;
import mftwb.runner.RunResult;

/**
 * Writes a running campaign into the history, one run at a time as each finishes (after the
 * results file has it). When the database cannot be reached the runs wait here, the user is told
 * once, and they are written with the next run that finds it back; whatever is still waiting at
 * the end stays in the results file for {@code mftwb campaign import}.
 */
public final class HistoryRecorder implements RunListener {
    private final CampaignHistory history;
    private final CampaignHistory.NewCampaign campaign;
    private final Consumer<String> tell;
    private final List<RunResult> waiting = new ArrayList<>();
    private final java.util.Set<Integer> written = new java.util.HashSet<>();
    private Long id;
    private boolean unreachable;

    /** @param tell one line for the user each time the database goes away or comes back */
    public HistoryRecorder(CampaignHistory history, CampaignHistory.NewCampaign campaign, Consumer<String> tell) {
        this.history = history;
        this.campaign = campaign;
        this.tell = tell;
    }

    @Override
    public synchronized void runFinished(RunResult result) {
        waiting.add(result);
        flush();
    }

    /**
     * Writes the campaign's final runs (with the outliers found at the end marked) and how it ended,
     * and says whether the database has every one of them. A campaign that finished no run is not
     * recorded: an empty row would only be a campaign to compare against with nothing in it (an
     * import of a file without runs is refused for the same reason), and the user was told it stopped.
     */
    public synchronized boolean finish(List<RunResult> finalRuns, CampaignEnd end) {
        waiting.clear();
        waiting.addAll(finalRuns);
        if (id == null && finalRuns.isEmpty()) {
            return true;
        }
        flush();
        if (id != null && waiting.isEmpty()) {
            try {
                history.end(id, end, java.time.OffsetDateTime.now());
            } catch (SQLException | RuntimeException e) {
                tell.accept("the results database (" + history.database().kind() + ") does not know how campaign " + id
                        + " ended (" + end.word() + "): " + e.getMessage());
            }
        }
        long missing = waiting.stream().filter(r -> !written.contains(r.run())).count();
        if (missing > 0) {
            tell.accept(missing + " run(s) are not in the results database (" + history.database().kind()
                    + "); they are kept in " + campaign.source() + ": import them with `mftwb campaign import "
                    + campaign.source() + "` when it is back");
        }
        return missing == 0;
    }

    private void flush() {
        try {
            if (id == null) {
                id = history.begin(campaign);
            }
            history.addRuns(id, waiting);
            waiting.forEach(r -> written.add(r.run()));
            if (unreachable) {
                tell.accept("results database back: " + waiting.size() + " waiting run(s) written to "
                        + history.database().kind());
                unreachable = false;
            }
            waiting.clear();
        } catch (SQLException | RuntimeException e) {
            if (!unreachable) {
                tell.accept("results database unreachable (" + history.database().kind() + ": " + e.getMessage()
                        + "); runs are kept in " + campaign.source() + " and written when it is back");
                unreachable = true;
            }
        }
    }

    /** The campaign's id in the history once written. */
    public synchronized java.util.OptionalLong campaignId() {
        return id == null ? java.util.OptionalLong.empty() : java.util.OptionalLong.of(id);
    }

    /**
     * What makes a campaign the same whichever of its files is written or imported: this machine and
     * the results file's path, {@code .store.csv} and {@code .csv} alike.
     */
    public static String uid(Path resultsFile) {
        String host;
        try {
            host = java.net.InetAddress.getLocalHost().getHostName();
        } catch (java.net.UnknownHostException e) {
            host = "localhost";
        }
        return host + ":" + resultsFile.toAbsolutePath().normalize().toString().replaceFirst("\\.store\\.csv$", ".csv");
    }
}
