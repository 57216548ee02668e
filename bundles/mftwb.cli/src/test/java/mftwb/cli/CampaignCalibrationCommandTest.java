package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.Backend;
import mftwb.runner.ResultsCsv;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/**
 * campaign calibration, the headless "Use as calibration": a campaign's results become a calibration
 * file that predict takes as it is, run in-process on real files as a user would.
 */
class CampaignCalibrationCommandTest {
    private static final Path SAMPLES = Path.of(System.getProperty("user.dir")).resolve("../../samples").normalize();

    @TempDir
    Path dir;
    private final CommandRun cli = new CommandRun();

    private static RunResult run(int n, RunSpec spec, double seconds, Optional<String> error) {
        return new RunResult(n, Backend.SFTP, spec, seconds, spec.totalBytes(), spec.fileCount(),
                Map.of("localhost", 40.0 + n), Map.of("localhost", 2), error);
    }

    /** Four good runs over a chunk-size and concurrency matrix, and one that failed. */
    private Path results() throws Exception {
        RunSpec one = new RunSpec(1 << 20, 1024, 1, 65536, 16, Checksum.NONE, TransferMode.BINARY);
        RunSpec oneBig = new RunSpec(1 << 20, 1024, 1, 262144, 16, Checksum.NONE, TransferMode.BINARY);
        RunSpec four = new RunSpec(1 << 20, 1024, 4, 65536, 16, Checksum.NONE, TransferMode.BINARY);
        RunSpec fourBig = new RunSpec(1 << 20, 1024, 4, 262144, 16, Checksum.NONE, TransferMode.BINARY);
        Path file = dir.resolve("lab results.csv");
        ResultsCsv.write(file, "my lab", List.of(run(1, one, 9.5, Optional.empty()), run(2, oneBig, 10.8, Optional.empty()),
                run(3, fourBig, 5.4, Optional.empty()), run(4, four, 5.9, Optional.empty()),
                run(5, four, 0, Optional.of("connection reset"))), List.of("localhost"));
        return file;
    }

    @Test
    void theGoodRunsBecomeACalibrationThatPredictTakes() throws Exception {
        Path calibration = dir.resolve("mine.csv");
        assertEquals(CommandLine.OK, cli.run("campaign", "calibration", results().toString(), "--out", calibration.toString(),
                "--topology", SAMPLES.resolve("pb-sftp-local.json").toString()), cli.stderr());
        List<String> lines = Files.readAllLines(calibration);
        assertEquals("table,topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,"
                + "mode,seconds,cpu_localhost", lines.get(0));
        assertEquals(5, lines.size(), "the four good runs, not the failed one: " + lines);
        assertTrue(lines.get(1).startsWith("my lab,pb-sftp-local,"), lines.get(1));
        assertTrue(cli.stderr().contains("4 good run(s)"), cli.stderr());

        // Where the runs ran (topology, round trip, bandwidth), with a concurrency between those measured.
        String[] first = lines.get(1).split(",");
        Path scenarios = dir.resolve("scen.csv");
        Files.writeString(scenarios, "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,chunk_bytes,window,"
                + "checksum,mode\n" + String.join(",", first[1], first[2], first[3]) + ",1048576,1024,2,131072,16,none,binary\n");
        Path predicted = dir.resolve("predicted.csv");
        assertEquals(CommandLine.OK, cli.run("predict", "--calibration", calibration.toString(), "--scenarios",
                scenarios.toString(), "--out", predicted.toString()), cli.stderr());
        List<String> out = Files.readAllLines(predicted);
        assertTrue(out.get(0).endsWith(",predicted_cpu_localhost,beyond_measured"), out.get(0));
        String[] header = out.get(0).split(",");
        String[] row = out.get(1).split(",");
        double seconds = Double.parseDouble(row[List.of(header).indexOf("predicted_seconds")]);
        // Two transfers of what one moved in 9.5-10.8 s and four in 5.4-5.9 s lie between the two.
        assertTrue(seconds > 5.4 && seconds < 10.8, "predicted " + seconds + " s");
        assertTrue(cli.stderr().contains("warning: the calibration's 4 rows could not size the correction's spread"),
                cli.stderr());

        Path reports = dir.resolve("reports.csv");
        try (InputStream in = getClass().getResourceAsStream("/calibration.csv")) {
            Files.copy(in, reports);
        }
        CommandRun beside = new CommandRun();
        assertEquals(CommandLine.OK, beside.run("predict", "--calibration", calibration.toString(), "--calibration",
                reports.toString(), "--scenarios", scenarios.toString(), "--out", predicted.toString(), "--force"),
                beside.stderr());
        assertFalse(beside.stderr().contains("could not size"), "sized beside the reports' rows: " + beside.stderr());
    }

    @Test
    void predictOnAResultsFileNamesTheCommandThatConvertsIt() throws Exception {
        Path scenarios = Files.writeString(dir.resolve("scen.csv"), "topology,rtt_ms,link_mbps,file_size_bytes,file_count,"
                + "transfers,chunk_bytes,window,checksum,mode\nbindings,0.2,1000,1048576,1024,2,131072,16,none,binary\n");
        Path results = results();
        assertEquals(CommandLine.USAGE, cli.run("predict", "--calibration", results.toString(), "--scenarios",
                scenarios.toString(), "--out", dir.resolve("p.csv").toString()));
        assertTrue(cli.stderr().contains(results + ": line 1: a campaign's results, not calibration rows"), cli.stderr());
        assertTrue(cli.stderr().contains("mftwb campaign calibration " + results), cli.stderr());
    }

    @Test
    void withoutATopologyTheLabHostsRunsAreLoopback() throws Exception {
        Path calibration = dir.resolve("mine.csv");
        assertEquals(CommandLine.OK, cli.run("campaign", "calibration", results().toString(), "--out", calibration.toString()),
                cli.stderr());
        assertTrue(Files.readAllLines(calibration).get(1).startsWith("my lab,pb-sftp-local,0.05,40000,"));
        assertTrue(cli.stderr().contains("no --topology"), cli.stderr());
    }

    @Test
    void anExistingCalibrationIsReplacedOnlyWithForce() throws Exception {
        Path calibration = Files.writeString(dir.resolve("mine.csv"), "hand-made rows");
        assertEquals(CommandLine.USAGE, cli.run("campaign", "calibration", results().toString(), "--out",
                calibration.toString()));
        assertTrue(cli.stderr().contains("add --force"), cli.stderr());
        assertEquals("hand-made rows", Files.readString(calibration));
    }

    @Test
    void resultsWithNoGoodRunWriteNothing() throws Exception {
        RunSpec spec = new RunSpec(1 << 20, 10, 1, 65536, 16, Checksum.NONE, TransferMode.BINARY);
        Path failed = dir.resolve("failed.csv");
        ResultsCsv.write(failed, "broken", List.of(run(1, spec, 0, Optional.of("no route to host"))), List.of("localhost"));
        Path calibration = dir.resolve("mine.csv");
        assertEquals(CommandLine.USAGE, cli.run("campaign", "calibration", failed.toString(), "--out", calibration.toString()));
        assertTrue(cli.stderr().contains("no good run"), cli.stderr());
        assertFalse(Files.exists(calibration));
    }

    @Test
    void anInvalidTopologyIsNamed() throws Exception {
        Path topology = Files.writeString(dir.resolve("t.json"), "{ not json");
        Path calibration = dir.resolve("mine.csv");
        assertEquals(CommandLine.USAGE, cli.run("campaign", "calibration", results().toString(), "--out",
                calibration.toString(), "--topology", topology.toString()));
        assertTrue(cli.stderr().contains("t.json"), cli.stderr());
        assertFalse(Files.exists(calibration));
    }
}
