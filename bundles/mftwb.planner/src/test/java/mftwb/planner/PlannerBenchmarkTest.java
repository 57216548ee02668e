package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlannerBenchmarkTest {

    /**
     * The reports' bindings runs without MD5 cut in two by chunk size, as a user cuts a report's tables: the
     * 64K runs calibrate, the 256K runs are the other file. Neither file has an environment column.
     */
    @Test
    void anotherFilesRowsNamingNoEnvironmentArePredictedForTheCalibrationsHardware(@TempDir Path folder) throws Exception {
        List<String> lines = Files.readAllLines(CalibrationData.copyTo(folder));
        Path at64k = write(folder.resolve("part.csv"), lines, ",65536,");
        Path at256k = write(folder.resolve("rest.csv"), lines, ",262144,");
        List<Measurement> calibration = ScenarioFile.read(at64k).measurements();

        List<Measurement> rest = PlannerBenchmark.heldOutRows(at256k, calibration);

        assertEquals(6, rest.size());
        for (CrossValidation.HeldOut h : CrossValidation.predictedFrom(calibration, rest)) {
            assertEquals("part", h.measured().environment());
            // corrected by the 64K runs (a chunk size changes nothing here), not the physics alone for unknown hardware
            assertTrue(h.modelError() < 0.06, h.toString());
            assertTrue(h.predicted().high() / h.predicted().low() < 1.5, "an interval as narrow as its own runs allow: " + h);
            assertTrue(h.baseline().isPresent(), "beside the 64K run of its own environment");
        }
    }

    @Test
    void anotherFilesRowsNamingAnEnvironmentKeepIt(@TempDir Path folder) throws Exception {
        List<String> lines = Files.readAllLines(CalibrationData.copyTo(folder));
        Path at64k = write(folder.resolve("part.csv"), lines, ",65536,");
        Path lab = folder.resolve("lab.csv");
        Files.write(lab, Stream.concat(Stream.of(lines.get(0) + ",environment"),
                lines.stream().skip(1).filter(l -> l.contains(",262144,") && l.contains(",bindings,"))
                        .map(l -> l + ",lab-b")).toList());

        List<Measurement> rows = PlannerBenchmark.heldOutRows(lab, ScenarioFile.read(at64k).measurements());

        assertTrue(rows.stream().allMatch(m -> m.environment().equals("lab-b")), rows.toString());
    }

    /** The header and the bindings runs without MD5 at one chunk size. */
    private static Path write(Path file, List<String> lines, String chunk) throws Exception {
        return Files.write(file, Stream.concat(Stream.of(lines.get(0)), lines.stream().skip(1)
                .filter(l -> l.contains(chunk) && l.contains(",bindings,") && l.contains(",none,"))).toList());
    }
}
