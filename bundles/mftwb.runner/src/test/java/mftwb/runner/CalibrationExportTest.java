package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Link;
import mftwb.model.OperatingSystem;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.planner.Measurement;
import mftwb.planner.ScenarioFile;
import mftwb.planner.TopologyKind;

class CalibrationExportTest {
    private static final Path SAMPLES = Path.of(System.getProperty("user.dir")).resolve("../../samples").normalize();

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

    @Test
    void theCalibrationKeepsTheTimeAndCpuOfTheResultsFile() throws Exception {
        RunResult measured = new RunResult(1, Backend.SFTP, ResultsStoreTest.result(1, Optional.empty()).spec(),
                0.5608764321, 50L * 1048576, 50, Map.of("localhost", 37.5384615), Map.of("localhost", 2), Optional.empty());
        Path file = dir.resolve("calibration.csv");
        CalibrationExport.write(file, List.of(measured), new CalibrationExport.Conditions("lab", TopologyKind.PB_SFTP_LOCAL,
                0.2, 1000, Map.of("localhost", "cpu_localhost")));
        Measurement m = ScenarioFile.read(file).measurements().get(0);
        assertEquals(0.5608764321, m.seconds(), "not 0.561: the planner fits the run the Results view shows");
        assertEquals(37.5384615, m.cpuPercent().get("cpu_localhost"));
    }

    @Test
    void localLabSftpRunsAreABridgeLegOverLoopbackWithTheHostsOwnCpuColumn() {
        CalibrationExport.Conditions c = CalibrationExport.Conditions.of("lab", Backend.SFTP, List.of("localhost"),
                Optional.empty());
        assertEquals(TopologyKind.PB_SFTP_LOCAL, c.topology());
        assertEquals(CalibrationExport.LOOPBACK_RTT_MILLIS, c.rttMillis());
        assertEquals(CalibrationExport.LOOPBACK_MBPS, c.linkMbps());
        assertEquals(Map.of("localhost", "cpu_localhost"), c.cpuColumns());
    }

    @Test
    void aCampaignTopologyGivesItsTransferPathsKindRoundTripAndBandwidth() throws Exception {
        CalibrationExport.Conditions c = CalibrationExport.Conditions.of("wan", Backend.MFT_CLI, List.of("hursley"),
                Optional.of(TopologyFile.read(SAMPLES.resolve("pb-sftp-crossgeo.json"))));
        assertEquals(TopologyKind.PB_SFTP_CROSSGEO, c.topology());
        assertEquals(150, c.rttMillis());
        assertEquals(100, c.linkMbps());
    }

    /** Runs across a WAN whose receiving queue manager is on AIX were calibrated as Linux's auto-tuned 6 MiB. */
    @Test
    void aCampaignTopologyKeepsTheBufferThatBoundsItsWanHop() throws Exception {
        Topology lan = TopologyFile.read(SAMPLES.resolve("bindings-cluster.json"));
        Topology wan = lan.withLink(new Link("hostA", "hostB", 40, 1000, 0, "WAN"))
                .withElement(lan.hostNamed("hostB").orElseThrow().withOperatingSystem(OperatingSystem.AIX));
        CalibrationExport.Conditions c = CalibrationExport.Conditions.of("aix", Backend.MFT_CLI, List.of("hostB"), Optional.of(wan));
        assertEquals(65536, c.tcpBufferBytes());
        Path file = dir.resolve("calibration.csv");
        CalibrationExport.write(file, List.of(ResultsStoreTest.result(1, Optional.empty())), c);
        assertEquals(65536, ScenarioFile.read(file).measurements().get(0).scenario().effectiveTcpBufferBytes());
        Path linux = dir.resolve("linux.csv");
        CalibrationExport.write(linux, List.of(ResultsStoreTest.result(1, Optional.empty())),
                CalibrationExport.Conditions.of("lan", Backend.MFT_CLI, List.of("hostB"), Optional.of(lan)));
        assertFalse(ScenarioFile.read(linux).header().contains("tcp_buffer_bytes"), "MQ's defaults need no column");
    }

    @Test
    void mftRunsOnARemoteHostWithoutTopologyCountAsBindingsOnTheReportsLan() {
        CalibrationExport.Conditions c = CalibrationExport.Conditions.of("lan", Backend.MFT_CLI, List.of("lpB"),
                Optional.empty());
        assertEquals(TopologyKind.BINDINGS, c.topology());
        assertEquals(0.2, c.rttMillis());
        assertEquals(1000, c.linkMbps());
    }

    @Test
    void addingToTheWorkspaceFileReplacesTheSameTableAndJoinsCpuColumns() throws Exception {
        Path file = dir.resolve("planner").resolve("calibration.csv");
        var lab = CalibrationExport.Conditions.of("lab, monday", Backend.SFTP, List.of("localhost"), Optional.empty());
        var wan = CalibrationExport.Conditions.of("wan", Backend.SFTP, List.of("lpB"), Optional.empty());
        List<RunResult> runs = List.of(ResultsStoreTest.result(1, Optional.empty()),
                ResultsStoreTest.result(2, Optional.empty()), ResultsStoreTest.result(3, Optional.of("disk full")));
        assertEquals(2, CalibrationExport.addTo(file, runs, lab));
        assertEquals(2, CalibrationExport.addTo(file, runs, lab), "the same campaign again replaces its rows");
        RunResult other = new RunResult(1, Backend.SFTP, ResultsStoreTest.result(1, Optional.empty()).spec(), 4.0,
                50L << 20, 50, Map.of("lpB", 12.5), Map.of(), Optional.empty());
        assertEquals(3, CalibrationExport.addTo(file, List.of(other), wan));

        ScenarioFile back = ScenarioFile.read(file);
        assertTrue(back.header().containsAll(List.of("cpu_localhost", "cpu_lpB")), back.header().toString());
        List<Measurement> measured = back.measurements();
        assertEquals(List.of("lab, monday", "lab, monday", "wan"), measured.stream().map(Measurement::table).toList());
        assertEquals(Map.of("cpu_localhost", 37.5), measured.get(0).cpuPercent());
        assertEquals(Map.of("cpu_lpB", 12.5), measured.get(2).cpuPercent());
        assertEquals(4.0, measured.get(2).seconds());
        try (var listing = Files.list(file.getParent())) {
            assertEquals(List.of("calibration.csv"), listing.map(p -> p.getFileName().toString()).toList(),
                    "no temporary file left");
        }
    }

    @Test
    void aDamagedWorkspaceFileIsNamedWithItsLineAndLeftAsItWas() throws Exception {
        Path file = dir.resolve("calibration.csv");
        String damaged = "table,topology,seconds\nlab,bindings,2.5\nlab,bindings\n";
        Files.writeString(file, damaged);
        IOException e = assertThrows(IOException.class, () -> CalibrationExport.addTo(file,
                List.of(ResultsStoreTest.result(1, Optional.empty())),
                CalibrationExport.Conditions.of("x", Backend.SFTP, List.of("localhost"), Optional.empty())));
        assertEquals(file + ":3: 2 fields, the header has 3", e.getMessage());
        assertEquals(damaged, Files.readString(file));
    }
}
