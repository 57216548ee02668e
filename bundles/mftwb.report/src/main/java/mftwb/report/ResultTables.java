package mftwb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import mftwb.runner.BestChunkSize;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;
import mftwb.runner.stats.Bootstrap;
import mftwb.runner.stats.CellSpread;
import mftwb.runner.stats.Comparison;
import mftwb.runner.stats.StatisticsCsv;

/**
 * The reports' tables as text cells, the same in the Results view and in the HTML report: one row
 * per run with time, rate, % CPU and CPU ms per MB of each host, and the best chunk size per case.
 */
public final class ResultTables {
    private ResultTables() {
    }

    /**
     * A table ready to show.
     *
     * @param failedRows    indexes of rows that are failed runs, which a reader should tell apart
     * @param disturbedRows indexes of rows that are disturbed runs, shown but not counted
     */
    public record Table(List<String> columns, List<List<String>> rows, List<Integer> failedRows,
            List<Integer> disturbedRows) {
        public Table {
            columns = List.copyOf(columns);
            rows = rows.stream().map(List::copyOf).toList();
            failedRows = List.copyOf(failedRows);
            disturbedRows = List.copyOf(disturbedRows);
        }

        Table(List<String> columns, List<List<String>> rows, List<Integer> failedRows) {
            this(columns, rows, failedRows, List.of());
        }
    }

    /** Every run, good or failed, as the reports print them. */
    public static Table runs(List<RunResult> results, List<String> hosts) {
        List<String> columns = new ArrayList<>(List.of("run", "backend", "file size", "files", "transfers", "chunk",
                "window", "checksum", "mode", "seconds", "MB/s", "files/s"));
        hosts.forEach(h -> columns.add("% CPU " + h));
        hosts.forEach(h -> columns.add("CPU ms/MB " + h));
        columns.add("error");
        List<Function<RunResult, String>> cells = new ArrayList<>(List.of(r -> Integer.toString(r.run()),
                r -> r.backend().word(), r -> size(r.spec().fileSizeBytes()), r -> Integer.toString(r.spec().fileCount()),
                r -> Integer.toString(r.spec().transfers()), r -> size(r.spec().chunkBytes()),
                r -> Integer.toString(r.spec().window()), r -> r.spec().checksum().word(), r -> r.spec().mode().word(),
                r -> number(r.seconds(), 2), r -> number(r.mbPerSecond(), 2), r -> number(r.filesPerSecond(), 1)));
        for (String host : hosts) {
            cells.add(r -> r.cpuPercent().containsKey(host) ? number(r.cpuPercent().get(host), 1) : "");
        }
        for (String host : hosts) {
            cells.add(r -> r.cpuMillisPerMb(host).isPresent() ? number(r.cpuMillisPerMb(host).getAsDouble(), 1) : "");
        }
        columns.add(columns.size() - 1, "disturbed");
        cells.add(r -> r.disturbed().orElse(""));
        cells.add(r -> r.error().orElse(""));
        return new Table(columns, rows(results, cells), indexes(results, r -> !r.succeeded()),
                indexes(results, r -> r.succeeded() && r.isDisturbed()));
    }

    private static List<Integer> indexes(List<RunResult> results, java.util.function.Predicate<RunResult> which) {
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            if (which.test(results.get(i))) {
                found.add(i);
            }
        }
        return found;
    }

    private static final List<String> CELL_COLUMNS = List.of("file size", "files", "transfers", "chunk", "window",
            "checksum", "mode");

    private static List<String> cell(RunSpec s) {
        return new ArrayList<>(List.of(size(s.fileSizeBytes()), Integer.toString(s.fileCount()),
                Integer.toString(s.transfers()), size(s.chunkBytes()), Integer.toString(s.window()), s.checksum().word(),
                s.mode().word()));
    }

    /** Per matrix cell: how its runs spread (disturbed runs counted only when included) and each host's median % CPU. */
    public static Table spread(List<CellSpread> cells, List<String> hosts) {
        List<String> columns = new ArrayList<>(CELL_COLUMNS);
        columns.addAll(List.of("n", "disturbed", "failed", "median s", "95% CI of median (s)", "mean s", "sd s", "CV %",
                "median MB/s"));
        List<List<String>> rows = new ArrayList<>();
        for (CellSpread c : cells) {
            List<String> row = cell(c.cell());
            row.addAll(List.of(Integer.toString(c.n()), Integer.toString(c.disturbed()), Integer.toString(c.failed()),
                    StatisticsCsv.number(c.medianSeconds(), 3), interval(c.medianInterval(), 3, ""),
                    StatisticsCsv.number(c.meanSeconds(), 3), StatisticsCsv.number(c.sdSeconds(), 3),
                    StatisticsCsv.number(c.cvPercent(), 1), StatisticsCsv.number(c.medianMbPerSecond(), 2)));
            row.addAll(medianCpu(c, hosts));
            rows.add(row);
        }
        columns.addAll(cpuColumns(hosts));
        return new Table(columns, rows, List.of());
    }

    /** Per matrix cell in both campaigns: the change of time, throughput and CPU per MB, and the verdict. */
    public static Table comparison(List<Comparison.CellChange> changes) {
        List<String> columns = new ArrayList<>(CELL_COLUMNS);
        columns.addAll(List.of("runs A/B", "median s A", "median s B", "time change", "95% CI", "verdict",
                "MB/s change", "95% CI (MB/s)", "CPU ms/MB change", "95% CI (CPU)"));
        List<List<String>> rows = new ArrayList<>();
        for (Comparison.CellChange c : changes) {
            List<String> row = cell(c.cell());
            row.addAll(List.of(c.baselineRuns() + "/" + c.candidateRuns(), StatisticsCsv.number(c.seconds().baseline(), 3),
                    StatisticsCsv.number(c.seconds().candidate(), 3), percent(c.seconds().percent()),
                    interval(c.seconds().interval(), 1, " %"), c.verdict().words(), percent(c.mbPerSecond().percent()),
                    interval(c.mbPerSecond().interval(), 1, " %"), percent(c.cpuMsPerMb().percent()),
                    interval(c.cpuMsPerMb().interval(), 1, " %")));
            rows.add(row);
        }
        return new Table(columns, rows, List.of());
    }

    private static String percent(double value) {
        String text = StatisticsCsv.number(value, 1);
        return text.isEmpty() ? "" : (value > 0 ? "+" : "") + text + " %";
    }

    private static String interval(Bootstrap.Interval interval, int decimals, String unit) {
        return interval.isKnown() ? StatisticsCsv.number(interval.low(), decimals) + " .. "
                + StatisticsCsv.number(interval.high(), decimals) + unit : "";
    }

    /**
     * The reports' closing table: per case, the chunk size of the lowest median time, as the spread per cell shows it,
     * with each host's median % CPU over that cell's runs, as IBM's MFT performance reports print it beside each case.
     */
    public static Table bestChunkSizes(List<CellSpread> cells, List<String> hosts) {
        List<String> columns = new ArrayList<>(List.of("file size", "files", "transfers", "window", "checksum", "mode",
                "best chunk", "n", "median s", "median MB/s"));
        columns.addAll(cpuColumns(hosts));
        columns.add("note");
        List<List<String>> rows = new ArrayList<>();
        for (BestChunkSize.Case c : BestChunkSize.perCase(cells)) {
            List<String> row = new ArrayList<>(List.of(size(c.fileSizeBytes()), Integer.toString(c.fileCount()),
                    Integer.toString(c.transfers()), Integer.toString(c.window()), c.checksum().word(), c.mode().word(),
                    size(c.best().cell().chunkBytes()), Integer.toString(c.best().n()),
                    StatisticsCsv.number(c.best().medianSeconds(), 3), StatisticsCsv.number(c.best().medianMbPerSecond(), 2)));
            row.addAll(medianCpu(c.best(), hosts));
            row.add(c.note());
            rows.add(row);
        }
        return new Table(columns, rows, List.of());
    }

    /** Headed as in the table of runs. */
    private static List<String> cpuColumns(List<String> hosts) {
        return hosts.stream().map(h -> "% CPU " + h).toList();
    }

    /** Empty for a host none of the cell's counted runs has a figure for. */
    private static List<String> medianCpu(CellSpread cell, List<String> hosts) {
        return hosts.stream().map(h -> cell.medianCpuPercent().containsKey(h) ? number(cell.medianCpuPercent().get(h), 1)
                : "").toList();
    }

    /** A cell in one line, e.g. "1 MiB x50, 4T, 256 KiB, window 10, md5, text". */
    public static String cellName(RunSpec s) {
        return cellName(s, true, true, true);
    }

    /** A cell in one line, with its window, checksum and mode only where asked (e.g. where the cells shown differ in them). */
    static String cellName(RunSpec s, boolean window, boolean checksum, boolean mode) {
        return size(s.fileSizeBytes()) + " x" + s.fileCount() + ", " + s.transfers() + "T, " + size(s.chunkBytes())
                + (window ? ", window " + s.window() : "") + (checksum ? ", " + s.checksum().word() : "")
                + (mode ? ", " + s.mode().word() : "");
    }

    /**
     * The cells planned that have no run in {@code made}, each once, in the plan's order: what a
     * stopped campaign never measured.
     */
    public static List<String> neverRan(List<RunSpec> planned, List<RunResult> made) {
        java.util.Set<RunSpec> ran = CellSpread.byCell(made).keySet();
        return planned.stream().distinct().filter(c -> !ran.contains(c)).map(ResultTables::cellName).toList();
    }

    /** What a comparison says when it leaves no cell out. */
    public static final String EVERY_CELL_IN_BOTH = "Every cell of A and B is in both.";

    /**
     * The cells a comparison of A ({@code baseline}) with B ({@code candidate}) leaves out, a sentence per side that has
     * some, e.g. "1 of A's cells have no match in B: 1 MiB x50, 4T, 64 KiB, window 16, none, binary.": the History
     * tab, the command line and the comparison page say them alike (the last two once said nothing of them, so a
     * change of chunk size between A and B was shown as one unchanged cell). Empty when every cell is in both.
     */
    public static List<String> unmatchedCells(List<RunResult> baseline, List<RunResult> candidate) {
        List<String> said = new ArrayList<>();
        List<String> onlyA = cellsOnlyIn(baseline, candidate);
        if (!onlyA.isEmpty()) {
            said.add(onlyA.size() + " of A's cells have no match in B: " + String.join("; ", onlyA) + ".");
        }
        List<String> onlyB = cellsOnlyIn(candidate, baseline);
        if (!onlyB.isEmpty()) {
            said.add(onlyB.size() + " of B's cells have no match in A: " + String.join("; ", onlyB) + ".");
        }
        return said;
    }

    /** The cells of {@code one} that {@code other} has no run of, which a comparison leaves out. */
    private static List<String> cellsOnlyIn(List<RunResult> one, List<RunResult> other) {
        return neverRan(one.stream().map(RunResult::spec).toList(), other);
    }

    private static <T> List<List<String>> rows(List<T> items, List<Function<T, String>> cells) {
        return items.stream().map(item -> cells.stream().map(c -> c.apply(item)).toList()).toList();
    }

    /** Sizes as the reports write them: 1 MiB, 256 KiB, or bytes when neither divides. */
    public static String size(long bytes) {
        if (bytes % (1 << 20) == 0) {
            return bytes / (1 << 20) + " MiB";
        }
        return bytes % 1024 == 0 ? bytes / 1024 + " KiB" : bytes + " B";
    }

    static String number(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
