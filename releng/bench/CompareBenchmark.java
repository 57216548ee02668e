import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.Backend;
import mftwb.runner.ResultsCsv;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;
import mftwb.runner.stats.Comparison;
import mftwb.runner.stats.Outliers;
import mftwb.runner.stats.StatisticsCsv;

/**
 * Issue 14's limit: comparing two campaigns of 500 runs each takes under 2 s. Times what
 * `mftwb campaign compare A.csv B.csv --out CMP.csv` does after the JVM is up (read both result
 * tables, mark outliers, compare every cell with its bootstrap intervals, write the CSV), for 500
 * runs as 50 cells x 10 repetitions and as 5 cells x 100, median of 7 repetitions.
 */
public class CompareBenchmark {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("mftwb-compare-bench-");
        try {
            for (int[] shape : new int[][] { { 50, 10 }, { 5, 100 } }) {
                Path a = campaign(dir.resolve("a.csv"), shape[0], shape[1], 10.0, 1);
                Path b = campaign(dir.resolve("b.csv"), shape[0], shape[1], 9.7, 2);
                Path out = dir.resolve("cmp.csv");
                double[] millis = new double[7];
                int cells = 0;
                for (int i = 0; i < millis.length; i++) {
                    long start = System.nanoTime();
                    ResultsStore.Contents before = ResultsStore.read(a);
                    ResultsStore.Contents after = ResultsStore.read(b);
                    List<Comparison.CellChange> changes = Comparison.compare(Outliers.mark(before.results()),
                            Outliers.mark(after.results()), false);
                    StatisticsCsv.writeComparison(out, changes);
                    millis[i] = (System.nanoTime() - start) / 1e6;
                    cells = changes.size();
                }
                double first = millis[0];
                Arrays.sort(millis);
                System.out.printf("compare 2 x %d runs (%d cells x %d repetitions, %d cells compared): median %.0f ms, "
                        + "first (cold) %.0f ms, limit 2000 ms%n", shape[0] * shape[1], shape[0], shape[1], cells,
                        millis[millis.length / 2], first);
            }
        } finally {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.delete(p);
                }
            }
            Files.delete(dir);
        }
    }

    private static Path campaign(Path file, int cells, int repetitions, double seconds, long seed) throws Exception {
        Random random = new Random(seed);
        List<RunResult> runs = new ArrayList<>();
        int n = 0;
        for (int c = 0; c < cells; c++) {
            RunSpec cell = new RunSpec(1 << 20, 50, 1 + c % 10, 65536 << (c / 10), 16, Checksum.NONE, TransferMode.BINARY);
            for (int r = 0; r < repetitions; r++) {
                double t = seconds * (1 + 0.03 * random.nextGaussian()) * (random.nextInt(50) == 0 ? 4 : 1);
                runs.add(new RunResult(++n, Backend.SFTP, cell, t, cell.totalBytes(), 50, Map.of("lpA", 30.0, "lpB", 25.0),
                        Map.of("lpA", 8, "lpB", 8), Optional.empty()));
            }
        }
        ResultsCsv.write(file, "bench", runs, List.of("lpA", "lpB"));
        return file;
    }
}
