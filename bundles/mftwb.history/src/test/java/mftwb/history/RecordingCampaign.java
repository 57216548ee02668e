package mftwb.history;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * The child process of {@link KilledCampaignTest}: records runs into the database at args[0] as
 * campaign args[1], one every 150 ms, and prints {@code recorded N} once run N is committed.
 */
public final class RecordingCampaign {
    private RecordingCampaign() {
    }

    public static void main(String[] args) throws Exception {
        CampaignHistory history = new CampaignHistory(ResultsDatabase.at(args[0]));
        HistoryRecorder recorder = new HistoryRecorder(history, new CampaignHistory.NewCampaign(args[1], args[1],
                OffsetDateTime.now(), mftwb.runner.Backend.SFTP, "", null, Runs.HOSTS, "/results/" + args[1] + ".csv", 1000,
                List.of(Runs.run(1).spec())),
                line -> System.out.println("told " + line));
        for (int n = 1; n <= 1000; n++) {
            recorder.runFinished(Runs.run(n));
            System.out.println("recorded " + n);
            System.out.flush();
            Thread.sleep(150);
        }
    }
}
