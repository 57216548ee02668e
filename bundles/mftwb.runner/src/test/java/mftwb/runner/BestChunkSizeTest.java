package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.stats.CellSpread;

class BestChunkSizeTest {
    static RunSpec cell(int transfers, int chunkBytes) {
        return new RunSpec(1 << 20, 50, transfers, chunkBytes, 16, Checksum.NONE, TransferMode.BINARY);
    }

    static RunResult run(int n, RunSpec cell, double seconds) {
        return new RunResult(n, Backend.SFTP, cell, seconds, cell.totalBytes(), cell.fileCount(), Map.of(), Map.of(),
                Optional.empty());
    }

    /** The tester's campaign: 4 transfers, medians 64 KiB 0.579 s and 256 KiB 0.710 s, one lucky 256 KiB run of 0.51 s. */
    static List<RunResult> luckyRunCampaign() {
        return List.of(run(1, cell(4, 65536), 0.579), run(2, cell(4, 65536), 0.566), run(3, cell(4, 65536), 0.602),
                run(4, cell(4, 262144), 0.710), run(5, cell(4, 262144), 0.51), run(6, cell(4, 262144), 0.90));
    }

    static BestChunkSize.Case only(List<RunResult> runs, boolean includeDisturbed) {
        List<BestChunkSize.Case> cases = BestChunkSize.perCase(CellSpread.perCell(runs, includeDisturbed));
        assertEquals(1, cases.size());
        return cases.get(0);
    }

    @Test
    void theBestChunkSizeHasTheLowestMedianNotTheLuckiestRun() {
        CellSpread best = only(luckyRunCampaign(), false).best();
        assertEquals(65536, best.cell().chunkBytes());
        assertEquals(0.579, best.medianSeconds(), 1e-9);
        assertEquals(3, best.n());
        assertEquals(cell(4, 65536).totalBytes() / 1e6 / 0.579, best.medianMbPerSecond(), 1e-9);
    }

    @Test
    void aDisturbedRunCountsOnlyWhenIncluded() {
        List<RunResult> runs = new ArrayList<>(List.of(run(1, cell(1, 65536), 1.0), run(2, cell(1, 65536), 1.0),
                run(3, cell(1, 262144), 0.9)));
        runs.add(run(4, cell(1, 262144), 2.0).disturbedBy("stall: no bytes moved for 7.9 s (limit 3 s)"));
        runs.add(run(5, cell(1, 262144), 2.0).disturbedBy("stall: no bytes moved for 7.9 s (limit 3 s)"));
        assertEquals(262144, only(runs, false).best().cell().chunkBytes(), "0.9 s, the stalled runs left out");
        assertEquals(65536, only(runs, true).best().cell().chunkBytes(), "1.0 s against a median of 2.0 s");
    }

    @Test
    void withOneRunPerCellTheFastestGoodRunWins() {
        RunResult failed = new RunResult(3, Backend.SFTP, cell(1, 1 << 20), 0.1, 0, 0, Map.of(), Map.of(),
                Optional.of("refused"));
        BestChunkSize.Case best = only(List.of(run(1, cell(1, 65536), 1.2), run(2, cell(1, 262144), 0.8), failed), false);
        assertEquals(262144, best.best().cell().chunkBytes(), "the failed 0.1 s run never wins");
        assertEquals(0.8, best.best().medianSeconds());
        assertEquals(1, best.best().n());
    }

    /** The tester's campaign swept window 10 and 40: the table gave one best for both windows. */
    @Test
    void eachWindowIsACaseOfItsOwn() {
        RunSpec w10 = new RunSpec(1 << 20, 50, 1, 65536, 10, Checksum.NONE, TransferMode.BINARY);
        RunSpec w40 = new RunSpec(1 << 20, 50, 1, 262144, 40, Checksum.NONE, TransferMode.BINARY);
        List<BestChunkSize.Case> cases = BestChunkSize.perCase(CellSpread.perCell(List.of(run(1, w10, 1.0),
                run(2, w10, 1.1), run(3, w40, 0.5), run(4, w40, 0.6)), false));
        assertEquals(List.of(10, 40), cases.stream().map(BestChunkSize.Case::window).toList());
        assertEquals(List.of(65536, 262144), cases.stream().map(c -> c.best().cell().chunkBytes()).toList());
    }

    @Test
    void aBestFromSingleRunsOrNotClearOfTheRunnerUpSaysSo() {
        BestChunkSize.Case single = only(List.of(run(1, cell(1, 65536), 1.2), run(2, cell(1, 262144), 0.8)), false);
        assertEquals("picked from cells of fewer than 2 runs; not clearly better than 64 KiB", single.note());
        BestChunkSize.Case close = only(luckyRunCampaign(), false);
        assertEquals("not clearly better than 256 KiB", close.note(), "0.566 .. 0.602 s against 0.51 .. 0.90 s");
        List<RunResult> clear = new ArrayList<>();
        for (int n = 1; n <= 5; n++) {
            clear.add(run(n, cell(1, 65536), 2.0 + n / 100.0));
            clear.add(run(n + 5, cell(1, 262144), 1.0 + n / 100.0));
        }
        assertEquals("", only(clear, false).note(), "five runs each, far apart");
    }
}
