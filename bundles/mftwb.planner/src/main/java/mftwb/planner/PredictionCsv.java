package mftwb.planner;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import mftwb.model.AtomicFile;
import mftwb.model.CsvFields;

/**
 * Writes a scenario file back with the predictions added: predicted_seconds, the 80% interval
 * predicted_low and predicted_high, predicted_mbps (MB/s, 10^6 bytes), bottleneck, and
 * predicted_cpu_HOST (% of that host) for every cpu_HOST column of the calibration, and last
 * beyond_measured: where the row goes beyond the runs its environment was calibrated on
 * ({@link Extrapolation#code}, joined by ';'; empty within them). A row with an
 * {@code environment} cell is predicted for that environment, others for the model's own. The file
 * is written beside the target and moved into place, so a reader never sees half a file.
 */
public final class PredictionCsv {
    public static final List<String> ADDED_COLUMNS = List.of("predicted_seconds", "predicted_low", "predicted_high",
            "predicted_mbps", "bottleneck");
    /** Prefix of the predicted CPU columns: predicted_cpu_agent1 for the calibration's cpu_agent1. */
    public static final String CPU_PREFIX = "predicted_";
    public static final String BEYOND_MEASURED = "beyond_measured";

    private PredictionCsv() {
    }

    /** Writes the time columns only (a calibration with no CPU columns). */
    public static void write(ScenarioFile scenarios, CalibratedModel model, Path out) throws IOException {
        write(scenarios, model, List.of(), out);
    }

    /**
     * @param cpuColumns the calibration's cpu_HOST columns, each predicted as predicted_cpu_HOST
     *                   (empty where the calibration has no CPU of that host for the row's topology)
     */
    public static void write(ScenarioFile scenarios, CalibratedModel model, List<String> cpuColumns, Path out)
            throws IOException {
        Path target = out.toAbsolutePath();
        Path temp = AtomicFile.temporaryBeside(target, ".tmp");
        try {
            try (Writer w = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                List<String> added = new ArrayList<>(ADDED_COLUMNS);
                cpuColumns.forEach(c -> added.add(CPU_PREFIX + c));
                added.add(BEYOND_MEASURED);
                // A file that already has prediction columns (an earlier OUT used as SCEN) gets them
                // refreshed in place rather than repeated.
                List<String> header = new ArrayList<>(scenarios.header());
                int[] column = new int[added.size()];
                for (int i = 0; i < column.length; i++) {
                    int existing = header.indexOf(added.get(i));
                    column[i] = existing >= 0 ? existing : header.size();
                    if (existing < 0) {
                        header.add(added.get(i));
                    }
                }
                writeLine(w, header);
                for (ScenarioRow row : scenarios.rows()) {
                    CalibratedModel own = row.environment().isEmpty() ? model : model.forEnvironment(row.environment());
                    Prediction p = own.predict(row.scenario());
                    List<Extrapolation> beyond = own.beyondMeasured(row.scenario());
                    List<String> cells = new ArrayList<>(row.values());
                    while (cells.size() < header.size()) {
                        cells.add("");
                    }
                    cells.set(column[0], number(p.seconds()));
                    cells.set(column[1], number(p.low()));
                    cells.set(column[2], number(p.high()));
                    cells.set(column[3], number(p.mbPerSecond()));
                    cells.set(column[4], p.bottleneck().id());
                    for (int i = 0; i < cpuColumns.size(); i++) {
                        Double percent = p.cpuPercent().get(cpuColumns.get(i));
                        cells.set(column[ADDED_COLUMNS.size() + i],
                                percent == null ? "" : String.format(Locale.ROOT, "%.1f", percent));
                    }
                    cells.set(column[column.length - 1], String.join(";", beyond.stream().map(Extrapolation::code).toList()));
                    writeLine(w, cells);
                }
            }
            try {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }

    private static void writeLine(Writer w, List<String> cells) throws IOException {
        w.write(String.join(",", cells.stream().map(CsvFields::quote).toList()));
        w.write('\n');
    }
}
