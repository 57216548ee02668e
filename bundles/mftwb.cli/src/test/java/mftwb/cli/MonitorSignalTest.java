package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import mftwb.remote.sampling.SampleCsv;

/** Ctrl-C or SIGTERM in the middle of {@code mftwb monitor} keeps the samples taken so far, as a whole file. */
class MonitorSignalTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "SIG{0}")
    @CsvSource({ "INT, 130", "TERM, 143" })
    void aSignalWritesTheSamplesSoFarAndSaysItStoppedEarly(String signal, int exitCode) throws Exception {
        Path tmp = Files.createDirectory(dir.resolve("tmp"));
        Path csv = dir.resolve("samples.csv");
        Path stderr = dir.resolve("stderr.txt");
        Process process = HeadlessProcess.start(tmp, stderr, "monitor", "--local-lab", "--lab-state",
                dir.resolve("lab").toString(), "--seconds", "30", "--out", csv.toString());
        try {
            HeadlessProcess.awaitLine(process, stderr, "monitor: " + mftwb.monitor.HostWatch.LOCAL_LAB_HOST + " 3/30 ");
            HeadlessProcess.signal(process, signal);
        } finally {
            process.destroyForcibly();
        }
        String said = Files.readString(stderr);
        assertEquals(exitCode, process.exitValue(), said);
        List<String> lines = Files.readAllLines(csv);
        assertEquals(SampleCsv.HEADER, lines.get(0));
        int kept = lines.size() - 1;
        assertTrue(kept >= 3 && kept < 30, kept + " samples\n" + said);
        assertTrue(said.contains("monitor: stopped by Ctrl-C or SIGTERM after " + kept + " of 30 samples; wrote them to "
                + csv), said);
        try (var listing = Files.list(dir)) {
            assertEquals(List.of(), listing.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList());
        }
    }
}
