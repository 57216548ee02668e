package mftwb.runner;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.stats.CellSpread;

/**
 * The reports' closing table: for each case (file size and count, concurrency, checksum, mode),
 * the chunk size whose cell has the lowest median time, with that median and its rate. The median,
 * not the fastest run, so the table agrees with the spread per cell beside it: one lucky run does
 * not make a chunk size best. Cells without a counted run never win.
 */
public final class BestChunkSize {
    private BestChunkSize() {
    }

    /** One case and its cell of lowest median time. */
    public record Case(long fileSizeBytes, int fileCount, int transfers, Checksum checksum, TransferMode mode,
            CellSpread best) {
    }

    /** @param cells the spread per cell, counting disturbed runs or not as the report does */
    public static List<Case> perCase(List<CellSpread> cells) {
        Map<List<Object>, CellSpread> best = new LinkedHashMap<>();
        for (CellSpread c : cells) {
            if (c.n() == 0) {
                continue;
            }
            RunSpec s = c.cell();
            best.merge(List.of(s.fileSizeBytes(), s.fileCount(), s.transfers(), s.checksum(), s.mode()), c,
                    (a, b) -> b.medianSeconds() < a.medianSeconds() ? b : a);
        }
        return best.values().stream()
                .map(c -> new Case(c.cell().fileSizeBytes(), c.cell().fileCount(), c.cell().transfers(),
                        c.cell().checksum(), c.cell().mode(), c))
                .sorted(Comparator.comparingLong(Case::fileSizeBytes).thenComparingInt(Case::transfers)
                        .thenComparing(c -> c.checksum().ordinal()).thenComparing(c -> c.mode().ordinal()))
                .toList();
    }
}
