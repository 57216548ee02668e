package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class ReportCalibrationTest {

    @Test
    void theShippedCalibrationHoldsTheSameRowsAsTheTestCopy() throws Exception {
        ScenarioFile shipped = ScenarioFile.reportCalibration();
        Path testCopy = Path.of(System.getProperty("basedir", "."), "src/test/resources/calibration.csv");
        assertEquals(Files.readAllLines(testCopy).size() - 1, shipped.rows().size());
        assertEquals(shipped.rows().size(), shipped.measurements().size());
    }
}
