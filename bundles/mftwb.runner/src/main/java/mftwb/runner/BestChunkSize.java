package mftwb.runner;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.stats.CellSpread;

/**
 * The reports' closing table: for each case (every knob but the chunk size: file size and count,
 * concurrency, window, checksum, mode), the chunk size whose cell has the lowest median time, with
 * that median and its rate. The median, not the fastest run, so the table agrees with the spread
 * per cell beside it: one lucky run does not make a chunk size best. Cells without a counted run
 * never win. A best that the runs do not carry says so in its note.
 */
public final class BestChunkSize {
    private BestChunkSize() {
    }

    /**
     * One case and its cell of lowest median time.
     *
     * @param runnerUp the cell of the next lowest median, empty when the case measured one chunk size
     * @param fewest   the fewest counted runs of a cell the best was picked from
     */
    public record Case(long fileSizeBytes, int fileCount, int transfers, int window, Checksum checksum,
            TransferMode mode, CellSpread best, Optional<CellSpread> runnerUp, int fewest) {

        /**
         * Why this best may not be one, empty when the runs carry it. "Clearly better" means the two
         * cells' 95% intervals of the median do not overlap: the spread keeps the intervals, not the
         * runs, and intervals apart are a stricter test than the 5% level they stand for.
         */
        public String note() {
            List<String> notes = new ArrayList<>();
            if (fewest < 2) {
                notes.add("picked from cells of fewer than 2 runs");
            }
            if (runnerUp.isEmpty()) {
                notes.add("the only chunk size measured");
            } else if (!clearlyFaster(best, runnerUp.get())) {
                notes.add("not clearly better than " + runnerUp.get().cell().chunkBytes() / 1024 + " KiB");
            }
            return String.join("; ", notes);
        }

        private static boolean clearlyFaster(CellSpread best, CellSpread next) {
            return best.medianInterval().isKnown() && next.medianInterval().isKnown()
                    && best.medianInterval().high() < next.medianInterval().low();
        }
    }

    /** @param cells the spread per cell, counting disturbed runs or not as the report does */
    public static List<Case> perCase(List<CellSpread> cells) {
        Map<List<Object>, List<CellSpread>> cases = new LinkedHashMap<>();
        for (CellSpread c : cells) {
            if (c.n() == 0) {
                continue;
            }
            RunSpec s = c.cell();
            cases.computeIfAbsent(List.of(s.fileSizeBytes(), s.fileCount(), s.transfers(), s.window(), s.checksum(),
                    s.mode()), k -> new ArrayList<>()).add(c);
        }
        return cases.values().stream().map(BestChunkSize::best)
                .sorted(Comparator.comparingLong(Case::fileSizeBytes).thenComparingInt(Case::transfers)
                        .thenComparingInt(Case::window).thenComparing(c -> c.checksum().ordinal())
                        .thenComparing(c -> c.mode().ordinal()))
                .toList();
    }

    private static Case best(List<CellSpread> chunkSizes) {
        List<CellSpread> byMedian = chunkSizes.stream().sorted(Comparator.comparingDouble(CellSpread::medianSeconds)).toList();
        CellSpread best = byMedian.get(0);
        RunSpec s = best.cell();
        return new Case(s.fileSizeBytes(), s.fileCount(), s.transfers(), s.window(), s.checksum(), s.mode(), best,
                byMedian.stream().skip(1).findFirst(), byMedian.stream().mapToInt(CellSpread::n).min().orElseThrow());
    }
}
