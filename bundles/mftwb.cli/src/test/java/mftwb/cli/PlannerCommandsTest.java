package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** predict and recommend, run in-process on real files as a user would. */
class PlannerCommandsTest {
    private static final String HEADER = "seed,table,topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,"
            + "chunk_bytes,window,checksum,mode,seconds,cpu_coord,cpu_agent1,cpu_agent2,cpu_agentqm";

    @TempDir
    Path folder;
    private Path calibration;
    private final CommandRun cli = new CommandRun();

    @BeforeEach
    void copyCalibration() throws IOException {
        calibration = folder.resolve("calibration.csv");
        try (InputStream in = getClass().getResourceAsStream("/calibration.csv")) {
            Files.copy(in, calibration);
        }
    }

    private int run(String... args) {
        return cli.run(args);
    }

    private Path scenarios(String... rows) throws IOException {
        Path file = folder.resolve("scen.csv");
        Files.write(file, List.of(HEADER), StandardCharsets.UTF_8);
        Files.write(file, List.of(rows), StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
        return file;
    }

    @Test
    void predictWritesEveryScenarioWithTimeRateAndBottleneck() throws IOException {
        Path scen = scenarios("000,3,bindings,0.2,1000,1048576,1024,1,131072,10,none,text,,,,,",
                "001,9,standard-crossgeo,150,100,104857600,1,1,1048576,10,none,binary,,,,,");
        Path output = folder.resolve("out.csv");
        assertEquals(0, run("predict", "--calibration", calibration.toString(), "--scenarios", scen.toString(), "--out",
                output.toString()), cli.stderr());
        List<String> lines = Files.readAllLines(output);
        assertEquals(HEADER + ",predicted_seconds,predicted_mbps,bottleneck", lines.get(0));
        assertEquals(3, lines.size());
        String[] lan = lines.get(1).split(",", -1);
        assertEquals("000,3,bindings,0.2,1000,1048576,1024,1,131072,10,none,text,,,,,",
                String.join(",", List.of(lan).subList(0, 17)));
        double lanSeconds = Double.parseDouble(lan[17]);
        assertTrue(lanSeconds > 15 && lanSeconds < 30, "1024 x 1 MB, one transfer: the report measured ~21 s, got " + lanSeconds);
        assertEquals("per-file", lan[19]);
        String[] wan = lines.get(2).split(",", -1);
        assertEquals("tcp-buffer", wan[19]);
    }

    @Test
    void malformedScenarioExitsTwoNamingFileLineAndColumnAndWritesNothing() throws IOException {
        Path scen = scenarios("000,3,bindings,0.2,1000,1048576,1024,1,131072,10,none,text,,,,,",
                "000,3,bindings,0.2,1000,1048576,1024,1,131072,10,sha1,text,,,,,");
        Path output = folder.resolve("out.csv");
        assertEquals(2, run("predict", "--calibration", calibration.toString(), "--scenarios", scen.toString(), "--out",
                output.toString()));
        String message = cli.stderr();
        assertTrue(message.contains(scen + ": line 3, column checksum: 'sha1' is not md5 or none"), message);
        assertFalse(Files.exists(output));
    }

    @Test
    void calibrationRowWithoutTimeIsBadInput() throws IOException {
        Path badCalibration = scenarios("000,3,bindings,0.2,1000,1048576,1024,1,131072,10,none,text,,,,,");
        assertEquals(2, run("predict", "--calibration", badCalibration.toString(), "--scenarios",
                badCalibration.toString(), "--out", folder.resolve("o.csv").toString()));
        assertTrue(cli.stderr().contains("line 2, column seconds"));
    }

    @Test
    void missingFileIsBadInput() {
        assertEquals(2, run("predict", "--calibration", folder.resolve("nope.csv").toString(), "--scenarios",
                calibration.toString(), "--out", folder.resolve("o.csv").toString()));
        assertTrue(cli.stderr().contains("no such file"));
    }

    @Test
    void recommendPrintsTuningAndGainPerScenario() throws IOException {
        Path scen = scenarios("000,3,bindings,0.2,1000,1048576,1024,1,262144,10,none,text,,,,,");
        assertEquals(0, run("recommend", "--calibration", calibration.toString(), "--scenarios", scen.toString()));
        String text = cli.stdout();
        assertTrue(text.contains("as given:    chunk_bytes=262144 window=10 transfers=1"), text);
        assertTrue(text.matches("(?s).*recommended: chunk_bytes=\\d+ window=\\d+ transfers=([2-9]|1\\d|2[0-5]) .*gain \\d+\\.\\d%.*"),
                text);
    }

    @Test
    void warnsWhenAScenarioTopologyWasNeverMeasured() throws IOException {
        Path lanOnly = folder.resolve("lan.csv");
        List<String> all = Files.readAllLines(calibration);
        Files.write(lanOnly, all.stream().filter(l -> !l.contains("pb-sftp")).toList());
        Path scen = scenarios("001,9,pb-sftp-local,2,100,1048576,100,1,262144,10,none,binary,,,,,");
        assertEquals(0, run("predict", "--calibration", lanOnly.toString(), "--scenarios", scen.toString(), "--out",
                folder.resolve("o.csv").toString()));
        assertTrue(cli.stderr().contains("warning: the calibration file has no pb-sftp-local rows"));
    }
}
