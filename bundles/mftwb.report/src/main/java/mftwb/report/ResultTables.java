package mftwb.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import mftwb.runner.BestChunkSize;
import mftwb.runner.RunResult;

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
     * @param failedRows indexes of rows that are failed runs, which a reader should tell apart
     */
    public record Table(List<String> columns, List<List<String>> rows, List<Integer> failedRows) {
        public Table {
            columns = List.copyOf(columns);
            rows = rows.stream().map(List::copyOf).toList();
            failedRows = List.copyOf(failedRows);
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
        cells.add(r -> r.error().orElse(""));
        List<Integer> failed = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            if (!results.get(i).succeeded()) {
                failed.add(i);
            }
        }
        return new Table(columns, rows(results, cells), failed);
    }

    /** The reports' closing table: per case, the chunk size of the fastest good run. */
    public static Table bestChunkSizes(List<RunResult> results) {
        List<BestChunkSize.Case> cases = BestChunkSize.perCase(results);
        return new Table(List.of("file size", "files", "transfers", "checksum", "mode", "best chunk", "seconds", "MB/s"),
                rows(cases, List.of(c -> size(c.fileSizeBytes()), c -> Integer.toString(c.fileCount()),
                        c -> Integer.toString(c.transfers()), c -> c.checksum().word(), c -> c.mode().word(),
                        c -> size(c.fastest().spec().chunkBytes()), c -> number(c.fastest().seconds(), 2),
                        c -> number(c.fastest().mbPerSecond(), 2))),
                List.of());
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
