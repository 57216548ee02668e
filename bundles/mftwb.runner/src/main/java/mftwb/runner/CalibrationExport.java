package mftwb.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import mftwb.planner.TopologyKind;

/**
 * Measured runs as planner calibration rows (the columns of calibration.csv), so a campaign's
 * results feed {@code mftwb.planner.ScenarioFile.read(file).measurements()} directly. Only good
 * runs are exported: a failed run's time is not a measurement.
 */
public final class CalibrationExport {
    private CalibrationExport() {
    }

    /**
     * Where the runs were measured, which the results themselves do not say.
     *
     * @param table      groups the rows for the planner's cross-validation (e.g. the campaign name)
     * @param cpuColumns result host name to calibration CPU column, e.g. {@code localhost -> cpu_agent2};
     *                   hosts not listed are left out
     */
    public record Conditions(String table, TopologyKind topology, double rttMillis, double linkMbps,
            Map<String, String> cpuColumns) {
        public Conditions {
            cpuColumns = new java.util.LinkedHashMap<>(cpuColumns);
        }
    }

    public static String format(List<RunResult> results, Conditions c) {
        List<String> header = new ArrayList<>(List.of("table", "topology", "rtt_ms", "link_mbps", "file_size_bytes",
                "file_count", "transfers", "chunk_bytes", "window", "checksum", "mode", "seconds"));
        header.addAll(c.cpuColumns().values());
        StringBuilder text = new StringBuilder(String.join(",", header)).append('\n');
        for (RunResult r : results) {
            if (!r.succeeded()) {
                continue;
            }
            RunSpec s = r.spec();
            List<String> row = new ArrayList<>(List.of(ResultColumns.quote(c.table()), c.topology().label(),
                    number(c.rttMillis()), number(c.linkMbps()), Long.toString(s.fileSizeBytes()),
                    Integer.toString(s.fileCount()), Integer.toString(s.transfers()), Integer.toString(s.chunkBytes()),
                    Integer.toString(s.window()), s.checksum().word(), s.mode().word(),
                    String.format(Locale.ROOT, "%.3f", r.seconds())));
            for (String host : c.cpuColumns().keySet()) {
                Double cpu = r.cpuPercent().get(host);
                row.add(cpu == null ? "" : String.format(Locale.ROOT, "%.1f", cpu));
            }
            text.append(String.join(",", row)).append('\n');
        }
        return text.toString();
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /** Writes the rows atomically (temporary file beside {@code out}, then a move). */
    public static void write(Path out, List<RunResult> results, Conditions c) throws IOException {
        Path temp = Files.createTempFile(out.toAbsolutePath().getParent(), out.getFileName().toString(), ".tmp");
        try {
            Files.writeString(temp, format(results, c), StandardCharsets.UTF_8);
            Files.move(temp, out, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
