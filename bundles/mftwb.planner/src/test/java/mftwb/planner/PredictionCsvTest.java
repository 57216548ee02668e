package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PredictionCsvTest {
    @TempDir
    Path folder;

    @Test
    void echoesEveryScenarioColumnAndAddsThePrediction() throws Exception {
        Path scenarios = folder.resolve("scen.csv");
        Files.write(scenarios, List.of(
                "mode,note,topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,seconds",
                "text,\"a, b\",bindings,0.20,1000,1048576,1024,10,65536,10,none,"), StandardCharsets.UTF_8);
        Path out = folder.resolve("out.csv");
        PredictionCsv.write(ScenarioFile.read(scenarios), CalibratedModel.nominal(), out);
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertEquals("mode,note,topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,"
                + "checksum,seconds,predicted_seconds,predicted_low,predicted_high,predicted_mbps,bottleneck,beyond_measured", lines.get(0));
        assertTrue(lines.get(1).startsWith("text,\"a, b\",bindings,0.20,1000,1048576,1024,10,65536,10,none,,"), lines.get(1));
        String[] cells = lines.get(1).split(",");
        double seconds = Double.parseDouble(cells[cells.length - 6]);
        double low = Double.parseDouble(cells[cells.length - 5]);
        double high = Double.parseDouble(cells[cells.length - 4]);
        assertTrue(low < seconds && seconds < high, lines.get(1));
        double mbps = Double.parseDouble(cells[cells.length - 3]);
        assertEquals(1048576.0 * 1024 / seconds / 1e6, mbps, 0.01 * mbps);
        assertTrue(Mechanism.valueOf(cells[cells.length - 2].toUpperCase().replace('-', '_')) != null);
        assertEquals("measured=none", cells[cells.length - 1], "the nominal model was calibrated on no run");
        try (var files = Files.list(folder)) {
            assertEquals(2, files.count(), "no temporary file is left behind");
        }
    }

    @Test
    void predictingAPreviousOutputRefreshesItsPredictionColumns() throws Exception {
        Path scenarios = folder.resolve("scen.csv");
        Files.write(scenarios, List.of(
                "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode",
                "client,0.2,1000,104857600,10,1,262144,10,none,text"), StandardCharsets.UTF_8);
        Path first = folder.resolve("first.csv");
        Path second = folder.resolve("second.csv");
        PredictionCsv.write(ScenarioFile.read(scenarios), CalibratedModel.nominal(), first);
        PredictionCsv.write(ScenarioFile.read(first), CalibratedModel.nominal(), second);
        assertEquals(Files.readAllLines(first), Files.readAllLines(second));
    }

    @Test
    void eachRowSaysWhereItGoesBeyondTheRunsOfItsEnvironment() throws Exception {
        Path scenarios = folder.resolve("scen.csv");
        Files.write(scenarios, List.of(
                "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode",
                "client,0.2,1000,104857600,10,1,262144,10,none,text",
                "client,40,1000,10485760,102,20,262144,10,md5,binary"), StandardCharsets.UTF_8);
        Path out = folder.resolve("out.csv");
        ScenarioFile calibration = ScenarioFile.read(CalibrationData.copyTo(folder.resolve("cal")));
        PredictionCsv.write(ScenarioFile.read(scenarios), Planner.calibrate(calibration.measurements()), calibration.cpuColumns(), out);
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertTrue(lines.get(0).endsWith(",predicted_cpu_coord,predicted_cpu_agent1,predicted_cpu_agent2,predicted_cpu_agentqm,beyond_measured"), lines.get(0));
        assertTrue(lines.get(1).endsWith(","), "a measured run: " + lines.get(1));
        assertTrue(lines.get(2).endsWith(",transfers>10;mode=binary;rtt_ms>0.2"), lines.get(2));
    }
}
