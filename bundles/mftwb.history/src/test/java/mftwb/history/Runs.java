package mftwb.history;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.Backend;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/** Runs and campaigns for the history tests. */
final class Runs {
    static final List<String> HOSTS = List.of("lpA", "lpB");
    /** The measured runs the test campaigns plan. */
    static final int PLANNED = 16;
    /** The cells they plan, 4 repetitions each: {@link #run}s are of the 256K ones only. */
    static final List<RunSpec> CELLS = List.of(cell(1, 65536), cell(1, 262144), cell(2, 65536), cell(2, 262144));

    private Runs() {
    }

    private static RunSpec cell(int transfers, int chunkBytes) {
        return new RunSpec(1 << 20, 50, transfers, chunkBytes, 16, Checksum.MD5, TransferMode.BINARY);
    }

    static RunResult run(int n) {
        RunSpec cell = cell(1 + n % 2, 262144);
        return new RunResult(n, Backend.SFTP, cell, 2.0 + n / 100.0, cell.totalBytes(), 50,
                Map.of("lpA", 30.0 + n, "lpB", 20.0), Map.of("lpA", 8, "lpB", 4),
                n % 7 == 0 ? Optional.of("f000003.bin: connection lost") : Optional.empty());
    }

    /** A campaign starting now whose runs are kept in the results file {@code store}, as a campaign run makes it. */
    static CampaignHistory.NewCampaign writingTo(java.nio.file.Path store, String name) {
        return new CampaignHistory.NewCampaign(HistoryRecorder.uid(store), name, OffsetDateTime.now(), Backend.SFTP, "",
                null, HOSTS, store.toString(), PLANNED, CELLS);
    }

    static CampaignHistory.NewCampaign campaign(String uid, String name) {
        return new CampaignHistory.NewCampaign(uid, name, OffsetDateTime.parse("2026-11-24T10:00:00Z"), Backend.SFTP,
                "pb-sftp-crossgeo", "{\"name\": \"pb-sftp-crossgeo\"}", HOSTS, "/results/" + uid + ".csv", PLANNED, CELLS);
    }
}
