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
        assertEquals(HEADER + ",predicted_seconds,predicted_low,predicted_high,predicted_mbps,bottleneck,"
                + "predicted_cpu_coord,predicted_cpu_agent1,predicted_cpu_agent2,predicted_cpu_agentqm,beyond_measured", lines.get(0));
        assertEquals(3, lines.size());
        String[] lan = lines.get(1).split(",", -1);
        assertEquals("000,3,bindings,0.2,1000,1048576,1024,1,131072,10,none,text,,,,,",
                String.join(",", List.of(lan).subList(0, 17)));
        double lanSeconds = Double.parseDouble(lan[17]);
        assertTrue(lanSeconds > 15 && lanSeconds < 30, "1024 x 1 MB, one transfer: the report measured ~21 s, got " + lanSeconds);
        double low = Double.parseDouble(lan[18]);
        double high = Double.parseDouble(lan[19]);
        assertTrue(low < lanSeconds && lanSeconds < high && high < 2 * low, lines.get(1));
        assertEquals("per-file", lan[21]);
        double agent1 = Double.parseDouble(lan[23]);
        assertTrue(agent1 > 1 && agent1 < 20, "the report measured 6% CPU on agent1, got " + agent1);
        assertEquals("", lan[25], "bindings agents have no agent QM host measured");
        String[] wan = lines.get(2).split(",", -1);
        assertEquals("tcp-buffer", wan[21]);
        assertEquals("", wan[23], "the bridge report measured no CPU");
        assertEquals("", lan[26], "128K lies between the chunk sizes the LAN report measured");
        assertEquals("chunk_bytes>262144", wan[26], "the WAN report measured 256K chunks only");
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
        // The report measured up to ten transfers: more is the physics' extrapolation, and the output says so.
        int transfers = Integer.parseInt(text.replaceAll("(?s).*recommended: chunk_bytes=\\d+ window=\\d+ transfers=(\\d+).*", "$1"));
        assertEquals(transfers > 10, text.contains("  beyond the measured runs: transfers " + transfers
                + ", above the largest measured (10)"), text);
    }

    @Test
    void warnsOfTransfersBeyondTheAgentsLimitsAndOfChannelsAClientPathDoesNotUse() throws IOException {
        Path scen = scenarios("001,9,bindings,0.2,1000,1048576,1000,40,262144,10,none,binary,,,,,",
                "001,9,client,0.2,1000,1048576,100,10,262144,10,none,binary,,,,,");
        Files.write(scen, List.of(Files.readAllLines(scen).get(0) + ",channels", Files.readAllLines(scen).get(1) + ",1",
                Files.readAllLines(scen).get(2) + ",3"));
        assertEquals(0, run("predict", "--calibration", calibration.toString(), "--scenarios", scen.toString(), "--out",
                folder.resolve("o.csv").toString()), cli.stderr());
        assertTrue(cli.stderr().contains("warning: " + scen + " line 2: transfers=40 is more than the agents' default"
                + " maxSourceTransfers/maxDestinationTransfers (25)"), cli.stderr());
        assertTrue(cli.stderr().contains("warning: " + scen + " line 3: channels=3 has no effect on a client path"),
                cli.stderr());
        assertEquals(0, run("recommend", "--calibration", calibration.toString(), "--scenarios", scen.toString()));
        assertTrue(cli.stderr().contains("line 3: channels=3 has no effect"), cli.stderr());
    }

    @Test
    void warnsWhenAScenarioTopologyWasNeverMeasured() throws IOException {
        Path lanOnly = folder.resolve("lan.csv");
        List<String> all = Files.readAllLines(calibration);
        Files.write(lanOnly, all.stream().filter(l -> !l.contains("pb-sftp")).toList());
        Path scen = scenarios("001,9,pb-sftp-local,2,100,1048576,100,1,262144,10,none,binary,,,,,");
        assertEquals(0, run("predict", "--calibration", lanOnly.toString(), "--scenarios", scen.toString(), "--out",
                folder.resolve("o.csv").toString()));
        assertTrue(cli.stderr().contains("warning: " + scen + " line 2: the calibration has no pb-sftp-local rows"),
                cli.stderr());
    }

    @Test
    void eachCalibrationFileIsItsOwnEnvironmentAndAScenarioPicksOne() throws IOException {
        Path lab = folder.resolve("lab.csv");
        List<String> all = Files.readAllLines(calibration);
        // The same runs measured on hardware twice as slow.
        List<String> slow = new java.util.ArrayList<>(List.of(all.get(0)));
        all.stream().skip(1).filter(l -> l.contains(",bindings,")).map(l -> {
            String[] cells = l.split(",", -1);
            cells[12] = Double.toString(2 * Double.parseDouble(cells[12]));
            return String.join(",", cells);
        }).forEach(slow::add);
        Files.write(lab, slow);
        String row = "000,3,bindings,0.2,1000,1048576,1024,1,65536,10,none,text,,,,,";
        Path scen = folder.resolve("envs.csv");
        Files.write(scen, List.of(HEADER + ",environment", row + ",calibration", row + ",lab", row + ","));
        Path output = folder.resolve("out.csv");
        assertEquals(0, run("predict", "--calibration", calibration.toString(), "--calibration", lab.toString(),
                "--scenarios", scen.toString(), "--out", output.toString()), cli.stderr());
        List<String> lines = Files.readAllLines(output);
        int column = List.of(lines.get(0).split(",")).indexOf("predicted_seconds");
        double reports = Double.parseDouble(lines.get(1).split(",", -1)[column]);
        double slowLab = Double.parseDouble(lines.get(2).split(",", -1)[column]);
        double unnamed = Double.parseDouble(lines.get(3).split(",", -1)[column]);
        assertEquals(21.34, reports, 0.05 * 21.34, "the report's own measurement");
        assertEquals(42.68, slowLab, 0.05 * 42.68, "the lab's own measurement");
        assertEquals(reports, unnamed, 1e-9, "no environment: the first calibration file's");
    }

    @Test
    void aRunRepeatedWithAnotherTimeOrANegativeTimeIsBadInputNamingFileAndLine() throws IOException {
        List<String> all = Files.readAllLines(calibration);
        Path repeated = folder.resolve("repeated.csv");
        Files.write(repeated, List.of(all.get(0), all.get(1), all.get(2), all.get(1).replace(",21.34,", ",25,")));
        Path scen = scenarios("000,3,bindings,0.2,1000,1048576,1024,1,131072,10,none,text,,,,,");
        assertEquals(2, run("predict", "--calibration", repeated.toString(), "--scenarios", scen.toString(), "--out",
                folder.resolve("o.csv").toString()));
        assertTrue(cli.stderr().contains(repeated + ": line 4, column seconds: the same run as line 2"), cli.stderr());
        Path negative = folder.resolve("negative.csv");
        Files.write(negative, List.of(all.get(0), all.get(1).replace(",21.34,", ",-21.34,")));
        assertEquals(2, run("recommend", "--calibration", negative.toString(), "--scenarios", scen.toString()));
        assertTrue(cli.stderr().contains(negative + ": line 2, column seconds"), cli.stderr());
        assertFalse(cli.stderr().contains("Exception"), cli.stderr());
    }
}
