package mftwb.planner;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The reports' measured rows (a copy of shared/data/calibration.csv), as a real file on disk. */
final class CalibrationData {
    private CalibrationData() {
    }

    /** Copies the resource into {@code folder}: under OSGi a resource URL is not a file path. */
    static Path copyTo(Path folder) {
        Path file = folder.resolve("calibration.csv");
        try (InputStream in = CalibrationData.class.getResourceAsStream("/calibration.csv")) {
            if (in == null) {
                throw new IllegalStateException("calibration.csv is missing from the test resources");
            }
            Files.createDirectories(folder);
            Files.copy(in, file);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Measurement> measurements(Path folder) {
        try {
            return ScenarioFile.read(copyTo(folder)).measurements();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (CsvFormatException e) {
            throw new IllegalStateException(e);
        }
    }
}
