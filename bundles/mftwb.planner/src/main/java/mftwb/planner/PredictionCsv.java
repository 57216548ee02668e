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

import mftwb.model.CsvFields;

/**
 * Writes a scenario file back with three columns added: predicted_seconds, predicted_mbps (MB/s,
 * 10^6 bytes) and bottleneck. The file is written beside the target and moved into place, so a
 * reader never sees half a file.
 */
public final class PredictionCsv {
    public static final List<String> ADDED_COLUMNS = List.of("predicted_seconds", "predicted_mbps", "bottleneck");

    private PredictionCsv() {
    }

    public static void write(ScenarioFile scenarios, CalibratedModel model, Path out) throws IOException {
        Path target = out.toAbsolutePath();
        Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
        try {
            try (Writer w = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                // A file that already has prediction columns (an earlier OUT used as SCEN) gets them
                // refreshed in place rather than repeated.
                List<String> header = new ArrayList<>(scenarios.header());
                int[] column = new int[ADDED_COLUMNS.size()];
                for (int i = 0; i < column.length; i++) {
                    int existing = header.indexOf(ADDED_COLUMNS.get(i));
                    column[i] = existing >= 0 ? existing : header.size();
                    if (existing < 0) {
                        header.add(ADDED_COLUMNS.get(i));
                    }
                }
                writeLine(w, header);
                for (ScenarioRow row : scenarios.rows()) {
                    Prediction p = model.predict(row.scenario());
                    List<String> cells = new ArrayList<>(row.values());
                    while (cells.size() < header.size()) {
                        cells.add("");
                    }
                    cells.set(column[0], String.format(Locale.ROOT, "%.3f", p.seconds()));
                    cells.set(column[1], String.format(Locale.ROOT, "%.3f", p.mbPerSecond()));
                    cells.set(column[2], p.bottleneck().id());
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

    private static void writeLine(Writer w, List<String> cells) throws IOException {
        w.write(String.join(",", cells.stream().map(CsvFields::quote).toList()));
        w.write('\n');
    }
}
