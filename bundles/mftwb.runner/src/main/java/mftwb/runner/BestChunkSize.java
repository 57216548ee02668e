package mftwb.runner;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;

/**
 * The reports' closing table: for each case (file size and count, concurrency, checksum, mode),
 * the chunk size whose run was fastest, with its time and rate. Failed and disturbed runs never win.
 */
public final class BestChunkSize {
    private BestChunkSize() {
    }

    /** One case and its fastest run. */
    public record Case(long fileSizeBytes, int fileCount, int transfers, Checksum checksum, TransferMode mode,
            RunResult fastest) {
    }

    public static List<Case> perCase(List<RunResult> results) {
        Map<List<Object>, RunResult> best = new LinkedHashMap<>();
        for (RunResult r : results) {
            if (!r.counts(false)) {
                continue;
            }
            RunSpec s = r.spec();
            best.merge(List.of(s.fileSizeBytes(), s.fileCount(), s.transfers(), s.checksum(), s.mode()), r,
                    (a, b) -> b.seconds() < a.seconds() ? b : a);
        }
        return best.values().stream()
                .map(r -> new Case(r.spec().fileSizeBytes(), r.spec().fileCount(), r.spec().transfers(),
                        r.spec().checksum(), r.spec().mode(), r))
                .sorted(Comparator.comparingLong(Case::fileSizeBytes).thenComparingInt(Case::transfers)
                        .thenComparing(c -> c.checksum().ordinal()).thenComparing(c -> c.mode().ordinal()))
                .toList();
    }
}
