package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

class CampaignReportCommandTest {
    @TempDir
    Path dir;
    private final CommandRun cli = new CommandRun();

    private Path results() throws Exception {
        RunSpec cell = new RunSpec(1 << 20, 50, 1, 262144, 16, Checksum.NONE, TransferMode.BINARY);
        List<RunResult> runs = List.of(
                new RunResult(1, Backend.SFTP, cell, 4.0, cell.totalBytes(), 50, Map.of("localhost", 30.0),
                        Map.of("localhost", 2), Optional.empty()),
                new RunResult(2, Backend.SFTP, cell, 4.1, cell.totalBytes(), 50, Map.of("localhost", 31.0),
                        Map.of("localhost", 2), Optional.empty()));
        Path file = dir.resolve("R1.csv");
        ResultsCsv.write(file, "R1", runs, List.of("localhost"));
        return file;
    }

    /** "/proc/x: no such file" and exit 1 named neither --html nor the folder it could not create. */
    @Test
    void aFolderThatCannotBeCreatedIsNamedWithExit2() throws Exception {
        assertEquals(CommandLine.USAGE, cli.run("campaign", "report", results().toString(), "--html", "/proc/x"));
        assertTrue(cli.stderr().contains("campaign report: --html: cannot create the folder /proc/x"), cli.stderr());
    }

    @Test
    void anExistingReportFolderIsReplacedOnlyWithForce() throws Exception {
        Path results = results();
        Path folder = Files.createDirectory(dir.resolve("report"));
        Files.writeString(folder.resolve("report.html"), "an earlier report");
        assertEquals(CommandLine.USAGE, cli.run("campaign", "report", results.toString(), "--html", folder.toString()));
        assertTrue(cli.stderr().contains(folder + " already exists; add --force"), cli.stderr());
        assertEquals("an earlier report", Files.readString(folder.resolve("report.html")));
        assertEquals(CommandLine.OK, cli.run("campaign", "report", results.toString(), "--html", folder.toString(), "--force"),
                cli.stderr());
        assertTrue(Files.readString(folder.resolve("report.html")).contains("R1"));
    }
}
