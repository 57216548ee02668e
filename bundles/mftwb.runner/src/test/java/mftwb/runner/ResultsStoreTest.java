package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;

class ResultsStoreTest {
    @TempDir
    Path dir;

    static RunResult result(int run, Optional<String> error) {
        RunSpec spec = new RunSpec(1048576, 50, 4, 262144, 16, Checksum.MD5, TransferMode.TEXT);
        return new RunResult(run, Backend.SFTP, spec, 2.5, 50L * 1048576, 50, Map.of("localhost", 37.5),
                Map.of("localhost", 2), error);
    }

    @Test
    void appendsEachRunAndReadsThemBack() throws IOException {
        Path file = dir.resolve("r.csv");
        try (ResultsStore store = ResultsStore.open(file, List.of("localhost"))) {
            store.append(result(1, Optional.empty()));
            store.append(result(2, Optional.of("f000003.bin: connection lost, \"reset\"")));
        }
        try (ResultsStore store = ResultsStore.open(file, List.of("localhost"), "night run")) {
            store.append(result(3, Optional.empty()).disturbedBy("reconnect: the connection to h, was lost"));
        }
        ResultsStore.Contents back = ResultsStore.read(file);
        assertEquals(Optional.of("reconnect: the connection to h, was lost"), back.results().get(2).disturbed());
        assertFalse(back.results().get(0).isDisturbed());
        assertEquals(List.of("localhost"), back.hosts());
        assertEquals(3, back.results().size());
        assertFalse(back.truncatedLastLine());
        RunResult first = back.results().get(0);
        assertEquals(result(1, Optional.empty()).spec(), first.spec());
        assertEquals(20.97, first.mbPerSecond(), 0.01);
        assertEquals(37.5, first.cpuPercent().get("localhost"));
        // 2 cores x 1000 x 37.5 % / 100 / 20.97 MB/s
        assertEquals(35.76, first.cpuMillisPerMb("localhost").getAsDouble(), 0.01);
        assertEquals(Optional.of("f000003.bin: connection lost, \"reset\""), back.results().get(1).error());
    }

    @Test
    void aLastLineCutShortByACrashIsDroppedNotFatal() throws IOException {
        Path file = dir.resolve("r.csv");
        try (ResultsStore store = ResultsStore.open(file, List.of("localhost"))) {
            store.append(result(1, Optional.empty()));
        }
        Files.writeString(file, "2,sftp,1048576,50,4,2621", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        ResultsStore.Contents back = ResultsStore.read(file);
        assertTrue(back.truncatedLastLine());
        assertEquals(1, back.results().size());
    }

    @Test
    void refusesToMixResultsOfOtherHosts() throws IOException {
        Path file = dir.resolve("r.csv");
        try (ResultsStore store = ResultsStore.open(file, List.of("localhost"))) {
            store.append(result(1, Optional.empty()));
        }
        IOException e = assertThrows(IOException.class, () -> ResultsStore.open(file, List.of("agent1", "agent2")));
        assertTrue(e.getMessage().contains("other hosts"), e.getMessage());
    }

    @Test
    void resultTableHasTheContractColumnsThenCoresDisturbedAndCampaignAndOnlyGoodRuns() throws IOException {
        Path out = dir.resolve("out.csv");
        ResultsCsv.write(out, "LAN, night", List.of(result(1, Optional.empty()), result(2, Optional.of("disk full")),
                result(3, Optional.empty()).disturbedBy("stall: no bytes moved for 4.0 s (limit 3 s)")), List.of("localhost"));
        List<String> lines = Files.readAllLines(out);
        assertEquals("run,backend,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,mb_per_s,"
                + "cpu_localhost,cores_localhost,disturbed,campaign", lines.get(0));
        assertEquals(List.of("1,sftp,1048576,50,4,262144,16,md5,text,2.500,20.97152,37.5,2,,\"LAN, night\"",
                "3,sftp,1048576,50,4,262144,16,md5,text,2.500,20.97152,37.5,2,stall: no bytes moved for 4.0 s (limit 3 s),"
                        + "\"LAN, night\""),
                lines.subList(1, lines.size()));
    }

    @Test
    void aRunReadsBackFromEitherFileWithTheFiguresItWasMeasuredWith() throws IOException {
        // Kept as 0.561 s, this run read back as 93.46 MB/s where the live run and the results database showed 93.48.
        RunResult measured = new RunResult(1, Backend.SFTP, result(1, Optional.empty()).spec(), 0.5608764321,
                50L * 1048576, 50, Map.of("localhost", 37.5384615), Map.of("localhost", 2), Optional.empty());
        Path store = dir.resolve("r.store.csv");
        try (ResultsStore file = ResultsStore.open(store, List.of("localhost"))) {
            file.append(measured);
        }
        Path table = dir.resolve("r.csv");
        ResultsCsv.write(table, List.of(measured), List.of("localhost"));
        for (Path file : List.of(store, table)) {
            RunResult back = ResultsStore.read(file).results().get(0);
            assertEquals(measured.seconds(), back.seconds(), file.toString());
            assertEquals(measured.mbPerSecond(), back.mbPerSecond(), file.toString());
            assertEquals(measured.cpuMillisPerMb("localhost"), back.cpuMillisPerMb("localhost"), file.toString());
        }
        assertTrue(Files.readAllLines(table).get(1).contains(",0.5608764321,93.47656096673418,37.5384615,"),
                "the rate the file shows is the rate of the time it keeps");
    }

    @Test
    void resultFilesOfEarlierVersionsStillRead() throws IOException {
        Path table = dir.resolve("old-table.csv");
        Files.writeString(table, "run,backend,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,"
                + "mb_per_s,cpu_localhost\n1,sftp,1048576,50,4,262144,16,md5,text,2.500,20.97,37.5\n");
        ResultsStore.Contents back = ResultsStore.read(table);
        assertEquals("old-table", back.campaign());
        assertTrue(back.results().get(0).cpuMillisPerMb("localhost").isEmpty(), "an old result table had no cores");
        Path store = dir.resolve("old.store.csv");
        Files.writeString(store, "run,backend,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,"
                + "mb_per_s,cpu_localhost,bytes,files,cores_localhost,error\n"
                + "1,sftp,1048576,50,4,262144,16,md5,text,2.500,20.97,37.5,52428800,50,8,\n");
        assertEquals(8, ResultsStore.read(store).results().get(0).cores().get("localhost"));
    }

    @Test
    void aResultTableReadsBackAsItsGoodRunsWithAllTheirFiles() throws IOException {
        Path out = dir.resolve("out.csv");
        ResultsCsv.write(out, "LAN tuning", List.of(result(1, Optional.empty()), result(2, Optional.of("disk full"))),
                List.of("localhost"));
        ResultsStore.Contents back = ResultsStore.read(out);
        assertEquals("LAN tuning", back.campaign(), "the report is titled after the campaign, not the file");
        assertEquals(List.of("localhost"), back.hosts());
        assertEquals(1, back.results().size());
        RunResult first = back.results().get(0);
        assertEquals(result(1, Optional.empty()).spec(), first.spec());
        assertEquals(50L * 1048576, first.bytes());
        assertEquals(50, first.files());
        assertEquals(2.5, first.seconds());
        assertEquals(37.5, first.cpuPercent().get("localhost"));
        assertTrue(first.succeeded());
        assertEquals(first.cpuMillisPerMb("localhost"), result(1, Optional.empty()).cpuMillisPerMb("localhost"),
                "the CPU ms per MB printed during the run can be worked out again");
        assertTrue(first.cpuMillisPerMb("localhost").isPresent());
    }

    @Test
    void aFileThatIsNeitherNamesItsHeaderLine() throws IOException {
        Path file = dir.resolve("calibration.csv");
        Files.writeString(file, "table,topology,rtt_ms\n1,bindings,0.2\n");
        IOException e = assertThrows(IOException.class, () -> ResultsStore.read(file));
        assertTrue(e.getMessage().startsWith(file + ":1: neither a results store nor a result table"), e.getMessage());
    }

    @Test
    void lineBreaksOfAnyKindInRemoteErrorTextStayInTheirRow() throws IOException {
        Path file = dir.resolve("r.csv");
        try (ResultsStore store = ResultsStore.open(file, List.of("localhost"))) {
            store.append(result(1, Optional.of("md5sum: f1.bin\r\nNo such file\rretry\u0085\u2028done")));
            store.append(result(2, Optional.empty()));
        }
        ResultsStore.Contents back = ResultsStore.read(file);
        assertEquals(2, back.results().size());
        assertEquals(Optional.of("md5sum: f1.bin No such file retry done"), back.results().get(0).error());
    }

    @Test
    void aCampaignNameWithALineBreakStaysInItsRow() throws IOException {
        Path file = dir.resolve("r.csv");
        try (ResultsStore store = ResultsStore.open(file, List.of("localhost"), "night run\nsecond line")) {
            store.append(result(1, Optional.empty()));
        }
        ResultsStore.Contents back = ResultsStore.read(file);
        assertEquals(1, back.results().size());
        assertEquals("night run second line", back.campaign());
    }

    @Test
    void aNegativeTimeOrAWordForANumberNamesItsLineAndColumn() throws IOException {
        assertEquals(dir.resolve("negative.csv") + ":2: column seconds: '-1.000' is not a number of 0 or more",
                refusal("negative.csv", ",2.500,", ",-1.000,"));
        assertEquals(dir.resolve("word.csv") + ":2: column file_count: 'abc' is not a whole number of 0 or more",
                refusal("word.csv", ",50,", ",abc,"));
    }

    /** campaign report failed on such a row with "Must be finite.", and compare printed a -100% change. */
    @Test
    void aGoodRunOfZeroSecondsNamesItsLineAndColumn() throws IOException {
        assertEquals(dir.resolve("zero.csv") + ":2: column seconds: '0': a good run's time must be above 0",
                refusal("zero.csv", ",2.500,", ",0,"));
    }

    /** What reading a one-run store says once {@code from} in its run's line is changed to {@code to}. */
    private String refusal(String name, String from, String to) throws IOException {
        Path file = dir.resolve("r.csv");
        try (ResultsStore store = ResultsStore.open(file, List.of("localhost"))) {
            store.append(result(1, Optional.empty()));
        }
        List<String> lines = Files.readAllLines(file);
        Path changed = dir.resolve(name);
        Files.write(changed, List.of(lines.get(0), lines.get(1).replaceFirst(java.util.regex.Pattern.quote(from), to)));
        return assertThrows(IOException.class, () -> ResultsStore.read(changed)).getMessage();
    }
}
