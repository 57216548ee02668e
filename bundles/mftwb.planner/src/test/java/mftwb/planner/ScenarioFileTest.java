package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScenarioFileTest {
    @TempDir
    Path folder;

    private Path write(String... lines) throws IOException {
        Path file = folder.resolve("scenarios.csv");
        Files.write(file, List.of(lines), StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void readsEveryMeasuredRowOfTheReports() throws Exception {
        List<Measurement> rows = ScenarioFile.read(CalibrationData.copyTo(folder)).measurements();
        assertEquals(84, rows.size());
        Measurement first = rows.get(0);
        assertEquals("000/1", first.table());
        assertEquals(new Scenario(TopologyKind.BINDINGS, 0.2, 1000, 1048576, 1024, 1, 65536, 10, false, true),
                first.scenario());
        assertEquals(21.34, first.seconds());
    }

    @Test
    void findsColumnsByNameInAnyOrderAndKeepsExtraColumns() throws Exception {
        ScenarioFile file = ScenarioFile.read(write(
                "note,mode,checksum,window,chunk_bytes,transfers,file_count,file_size_bytes,link_mbps,rtt_ms,topology",
                "\"first, with comma\",binary,md5,20,524288,10,50,102400,100,150,standard-crossgeo"));
        ScenarioRow row = file.rows().get(0);
        assertEquals(new Scenario(TopologyKind.STANDARD_CROSSGEO, 150, 100, 102400, 50, 10, 524288, 20, true, false),
                row.scenario());
        assertEquals("first, with comma", row.values().get(0));
        assertTrue(row.seconds().isEmpty());
    }

    @Test
    void optionalBufferFrameAndChannelColumnsDefaultToMqsValuesWhenAbsentOrEmpty() throws Exception {
        ScenarioFile file = ScenarioFile.read(write(
                "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,tcp_buffer_bytes,frame,channels",
                "pb-sftp-crossgeo,150,100,1048576,100,1,262144,10,none,binary,4194304,8,2",
                "pb-sftp-crossgeo,150,100,1048576,100,1,262144,10,none,binary,,,",
                "pb-sftp-crossgeo,150,100,1048576,100,1,262144,10,none,binary,0,,"));
        assertEquals(new Scenario(TopologyKind.PB_SFTP_CROSSGEO, 150, 100, 1048576, 100, 1, 262144, 10, false, false, 4194304, 8, 2),
                file.rows().get(0).scenario());
        Scenario defaults = new Scenario(TopologyKind.PB_SFTP_CROSSGEO, 150, 100, 1048576, 100, 1, 262144, 10, false, false);
        assertEquals(defaults, file.rows().get(1).scenario(), "empty cells are MQ's defaults");
        assertEquals(defaults, file.rows().get(2).scenario(), "a buffer of 0 is MQ's default, as in the Planner view");
        assertEquals(0, defaults.tcpBufferBytes());
        assertEquals(32768, defaults.effectiveTcpBufferBytes(), "a client end's default");
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> ScenarioFile.read(write(
                "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,channels",
                "bindings,0.2,1000,1048576,10,1,262144,10,none,binary,two")));
        assertTrue(e.getMessage().contains("line 2, column channels"), e.getMessage());
    }

    @Test
    void theReceivingOperatingSystemSizesABufferLeftToItBetweenQueueManagers() throws Exception {
        ScenarioFile file = ScenarioFile.read(write(
                "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,tcp_buffer_bytes,os",
                "bindings,50,1000,104857600,41,1,262144,10,md5,binary,,zos",
                "bindings,50,1000,104857600,41,1,262144,10,md5,binary,0,AIX",
                "bindings,50,1000,104857600,41,1,262144,10,md5,binary,,",
                "bindings,50,1000,104857600,41,1,262144,10,md5,binary,1048576,aix",
                "client,50,1000,104857600,41,1,262144,10,md5,binary,,aix"));
        List<Integer> buffers = file.rows().stream().map(r -> r.scenario().effectiveTcpBufferBytes()).toList();
        // z/OS's Dynamic Right Sizing stops at 2 MiB; AIX's 64 KiB receive space has no window scaling;
        // no os is Linux's auto-tuning to 6 MiB; a given buffer is the bound; a client end is its own 32 KiB.
        assertEquals(List.of(2097152, 65536, 6291456, 1048576, 32768), buffers);
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> ScenarioFile.read(write(
                "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,os",
                "bindings,50,1000,104857600,41,1,262144,10,md5,binary,solaris")));
        assertTrue(e.getMessage().endsWith("line 2, column os: unknown operating system 'solaris' (expected linux, aix, windows, zos)"),
                e.getMessage());
    }

    @Test
    void emptySecondsIsAScenarioButNotAMeasurement() throws Exception {
        Path path = write("topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds",
                "client,0.2,1000,1048576,1024,10,65536,10,none,text,");
        ScenarioFile file = ScenarioFile.read(path);
        assertFalse(file.rows().get(0).seconds().isPresent());
        CsvFormatException e = assertThrows(CsvFormatException.class, file::measurements);
        assertTrue(e.getMessage().contains("line 2, column seconds"), e.getMessage());
    }

    @Test
    void badNumberNamesFileLineAndColumn() throws Exception {
        Path path = write("topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode",
                "client,0.2,1000,1048576,1024,10,65536,10,none,text",
                "client,0.2,1000,1048576,1024,10,64K,10,none,text");
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> ScenarioFile.read(path));
        assertEquals(path + ": line 3, column chunk_bytes: '64K' is not a number", e.getMessage());
    }

    /** 1e308 passed as a positive number and came out of predict as NaN seconds. */
    @Test
    void aRoundTripBeyondAMinuteNamesTheColumn() throws Exception {
        Path path = write("topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode",
                "client,150,1000,1048576,1024,10,65536,10,none,text",
                "client,1e308,1000,1048576,1024,10,65536,10,none,text");
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> ScenarioFile.read(path));
        assertEquals(path + ": line 3, column rtt_ms: '1e308' is more than 60000 ms (a minute): is it in milliseconds?", e.getMessage());
    }

    /** 4.9e-324 Mbit/s passed as a positive number and came out of predict as NaN seconds. */
    @Test
    void aLinkSlowerThanOneKilobitNamesTheColumn() throws Exception {
        Path path = write("topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode",
                "client,0.2,4.9e-324,1048576,1024,10,65536,10,none,text");
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> ScenarioFile.read(path));
        assertEquals(path + ": line 2, column link_mbps: '4.9e-324' is less than 0.001 Mbit/s (1 kbit/s): is it in Mbit/s?", e.getMessage());
    }

    @Test
    void unknownTopologyListsTheKnownOnes() throws Exception {
        Path path = write("topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode",
                "mesh,0.2,1000,1048576,1024,10,65536,10,none,text");
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> ScenarioFile.read(path));
        assertTrue(e.getMessage().contains("line 2, column topology: unknown topology 'mesh'"), e.getMessage());
        assertTrue(e.getMessage().contains("pb-sftp-crossgeo"), e.getMessage());
    }

    @Test
    void missingColumnIsNamed() throws Exception {
        Path path = write("topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,checksum,mode",
                "client,0.2,1000,1048576,1024,10,65536,none,text");
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> ScenarioFile.read(path));
        assertTrue(e.getMessage().contains("line 1, column window: missing column"), e.getMessage());
    }

    @Test
    void shortLineIsReportedWithItsFieldCount() throws Exception {
        Path path = write("topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode",
                "client,0.2,1000,1048576");
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> ScenarioFile.read(path));
        assertTrue(e.getMessage().contains("line 2: has 4 fields, the header has 10"), e.getMessage());
    }

    @Test
    void fractionalFileCountIsRejected() throws Exception {
        Path path = write("topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode",
                "client,0.2,1000,1048576,10.5,10,65536,10,none,text");
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> ScenarioFile.read(path));
        assertTrue(e.getMessage().contains("column file_count"), e.getMessage());
    }

    @Test
    void rowsNameTheirEnvironmentOrTakeTheFileName() throws Exception {
        List<Measurement> rows = ScenarioFile.read(write(
                "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,environment",
                "bindings,0.2,1000,1048576,10,1,262144,10,none,text,3,aix-lab",
                "bindings,0.2,1000,1048576,10,1,262144,10,none,text,4,")).measurements();
        assertEquals("aix-lab", rows.get(0).environment());
        assertEquals("scenarios", rows.get(1).environment(), "the file's name without .csv");
        assertEquals(List.of("cpu_agent1"), ScenarioFile.read(write(
                "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,cpu_agent1",
                "bindings,0.2,1000,1048576,10,1,262144,10,none,text,5")).cpuColumns());
    }

    @Test
    void theSameRunWithAnotherTimeInOneTableIsRefusedNamingBothLines() throws Exception {
        String header = "table,topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds";
        String run = "t1,bindings,0.2,1000,1048576,10,1,262144,10,none,text,";
        CsvFormatException e = assertThrows(CsvFormatException.class,
                () -> ScenarioFile.read(write(header, run + "3", run + "3", run + "4")).measurements());
        assertTrue(e.getMessage().contains("scenarios.csv: line 4, column seconds: the same run as line 2"), e.getMessage());
        assertEquals(2, ScenarioFile.read(write(header, run + "3", run.replace("t1", "t2") + "4")).measurements().size(),
                "a repeat in its own table is a second measurement");
    }

    @Test
    void aCalibrationWithoutRowsIsRefused() throws Exception {
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> ScenarioFile.read(write(
                "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds"))
                .measurements());
        assertTrue(e.getMessage().contains("no measured rows"), e.getMessage());
    }
}
