package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.planner.Measurement;
import mftwb.planner.ScenarioFile;
import mftwb.planner.TopologyKind;

class CalibrationExportTest {
    @TempDir
    Path dir;

    @Test
    void goodRunsLoadAsPlannerMeasurements() throws Exception {
        Path file = dir.resolve("calibration.csv");
        CalibrationExport.write(file, List.of(ResultsStoreTest.result(1, Optional.empty()),
                ResultsStoreTest.result(2, Optional.of("connection lost"))),
                new CalibrationExport.Conditions("lab, 2026", TopologyKind.PB_SFTP_LOCAL, 0.2, 1000,
                        Map.of("localhost", "cpu_agent2")));
        List<Measurement> measured = ScenarioFile.read(file).measurements();
        assertEquals(1, measured.size());
        Measurement m = measured.get(0);
        assertEquals("lab, 2026", m.table());
        assertEquals(2.5, m.seconds());
        assertEquals(TopologyKind.PB_SFTP_LOCAL, m.scenario().topology());
        assertEquals(1048576, m.scenario().fileSizeBytes());
        assertEquals(50, m.scenario().fileCount());
        assertEquals(4, m.scenario().transfers());
        assertEquals(262144, m.scenario().chunkBytes());
        assertEquals(16, m.scenario().window());
        assertEquals(true, m.scenario().md5());
        assertEquals(true, m.scenario().text());
        assertEquals(37.5, m.cpuPercent().get("cpu_agent2"));
    }
}
