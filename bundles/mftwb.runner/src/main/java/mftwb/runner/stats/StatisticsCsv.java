package mftwb.runner.stats;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import mftwb.model.AtomicFile;
import mftwb.runner.ResultColumns;
import mftwb.runner.RunSpec;

/**
 * The statistics as CSV, one row per matrix cell, the cell's keys first (the result table's names):
 * per campaign ({@link #spread}) and for an A/B comparison ({@link #comparison}). Unknown figures
 * (too few runs) are empty fields. A median MB/s is the cell's bytes over the median time beside it
 * ({@link CellSpread#mbPerSecond}), in both. The spread ends with a {@code cpu_<host>} column per host
 * (as the result table names them): the median % CPU of the cell's counted runs, empty where none
 * measured that host.
 */
public final class StatisticsCsv {
    /** The cell's keys, as the result table names them. */
    public static final List<String> CELL_KEYS = List.of("file_size_bytes", "file_count", "transfers", "chunk_bytes",
            "window", "checksum", "mode");
    public static final List<String> SPREAD_COLUMNS = List.of("n", "disturbed", "failed", "median_s", "mean_s", "sd_s",
            "cv_pct", "median_ci_low_s", "median_ci_high_s", "median_mb_per_s");
    /**
     * The contract of issue 14 first: {@code baseline_median_s ... verdict}; throughput and CPU per MB after, then
     * the good runs each side left out as disturbed and the runs left out of CPU per MB, unmeasured.
     */
    public static final List<String> COMPARISON_COLUMNS = List.of("baseline_n", "candidate_n", "baseline_median_s",
            "candidate_median_s", "change_pct", "ci_low_pct", "ci_high_pct", "verdict", "baseline_median_mb_per_s",
            "candidate_median_mb_per_s", "mb_per_s_change_pct", "mb_per_s_ci_low_pct", "mb_per_s_ci_high_pct",
            "baseline_cpu_ms_per_mb", "candidate_cpu_ms_per_mb", "cpu_ms_per_mb_change_pct", "cpu_ms_per_mb_ci_low_pct",
            "cpu_ms_per_mb_ci_high_pct", "baseline_disturbed", "candidate_disturbed", "cpu_unmeasured_runs");

    private StatisticsCsv() {
    }

    public static String spread(List<CellSpread> cells) {
        List<String> hosts = cells.stream().flatMap(c -> c.medianCpuPercent().keySet().stream()).distinct().toList();
        List<String> columns = new ArrayList<>(SPREAD_COLUMNS);
        hosts.forEach(h -> columns.add(ResultColumns.CPU_PREFIX + h));
        StringBuilder text = header(columns);
        for (CellSpread c : cells) {
            List<String> row = keys(c.cell());
            row.addAll(List.of(Integer.toString(c.n()), Integer.toString(c.disturbed()), Integer.toString(c.failed()),
                    number(c.medianSeconds(), 3), number(c.meanSeconds(), 3), number(c.sdSeconds(), 3),
                    number(c.cvPercent(), 2), number(c.medianInterval().low(), 3), number(c.medianInterval().high(), 3),
                    number(c.medianMbPerSecond(), 2)));
            hosts.forEach(h -> row.add(number(c.medianCpuPercent().getOrDefault(h, Double.NaN), 1)));
            text.append(String.join(",", row)).append('\n');
        }
        return text.toString();
    }

    public static String comparison(List<Comparison.CellChange> changes) {
        StringBuilder text = header(COMPARISON_COLUMNS);
        for (Comparison.CellChange c : changes) {
            List<String> row = keys(c.cell());
            row.add(Integer.toString(c.baselineRuns()));
            row.add(Integer.toString(c.candidateRuns()));
            change(row, c.seconds(), 3);
            row.add(c.verdict().words());
            change(row, c.mbPerSecond(), 2);
            change(row, c.cpuMsPerMb(), 2);
            row.addAll(List.of(Integer.toString(c.baselineDisturbed()), Integer.toString(c.candidateDisturbed()),
                    Integer.toString(c.cpuUnmeasured())));
            text.append(String.join(",", row)).append('\n');
        }
        return text.toString();
    }

    public static void writeSpread(Path file, List<CellSpread> cells) throws IOException {
        AtomicFile.replace(file, spread(cells));
    }

    public static void writeComparison(Path file, List<Comparison.CellChange> changes) throws IOException {
        AtomicFile.replace(file, comparison(changes));
    }

    private static StringBuilder header(List<String> columns) {
        List<String> header = new ArrayList<>(CELL_KEYS);
        header.addAll(columns);
        return new StringBuilder(String.join(",", header)).append('\n');
    }

    private static List<String> keys(RunSpec s) {
        return new ArrayList<>(List.of(Long.toString(s.fileSizeBytes()), Integer.toString(s.fileCount()),
                Integer.toString(s.transfers()), Integer.toString(s.chunkBytes()), Integer.toString(s.window()),
                s.checksum().word(), s.mode().word()));
    }

    private static void change(List<String> row, Comparison.Change change, int decimals) {
        row.addAll(List.of(number(change.baseline(), decimals), number(change.candidate(), decimals),
                number(change.percent(), 2), number(change.interval().low(), 2), number(change.interval().high(), 2)));
    }

    /** A figure with its decimals, or an empty field when it is unknown. */
    public static String number(double value, int decimals) {
        return Double.isNaN(value) || Double.isInfinite(value) ? "" : String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
