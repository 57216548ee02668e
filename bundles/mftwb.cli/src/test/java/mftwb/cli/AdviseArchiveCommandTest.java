package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** advise-archive on real folders and manifests, with the report's cross-geo bridge topology. */
class AdviseArchiveCommandTest {
    @TempDir
    Path folder;
    private Path topology;
    private final CommandRun cli = new CommandRun();

    @BeforeEach
    void copyTopology() throws IOException {
        topology = folder.resolve("pb-sftp-crossgeo.json");
        try (InputStream in = getClass().getResourceAsStream("/pb-sftp-crossgeo.json")) {
            Files.copy(in, topology);
        }
    }

    private int run(String... args) {
        return cli.run(args);
    }

    @Test
    void manySmallFilesInAFolderAreWorthArchivingAcrossTheWan() throws IOException {
        Path data = Files.createDirectories(folder.resolve("outbox/sub"));
        // The bridge report: a tiny file costs ~60 ms across 5000 miles, a transfer's set-up ~8 s.
        for (int i = 0; i < 1000; i++) {
            Files.write(data.resolve("f" + i + ".txt"), new byte[2000]);
        }
        assertEquals(0, run("advise-archive", folder.resolve("outbox").toString(), "--topology", topology.toString()),
                cli.stderr());
        String text = cli.stdout();
        assertTrue(text.contains("1000 files"), text);
        assertTrue(text.contains("pb-sftp-crossgeo, rtt 150 ms"), text);
        assertTrue(text.contains("archived:  1 tar bundle(s)"), text);
        Matcher saving = Pattern.compile("saving:    ([0-9.]+) s \\((\\d+)%\\)").matcher(text);
        assertTrue(saving.find(), text);
        assertTrue(Integer.parseInt(saving.group(2)) > 50, text);
        assertTrue(text.matches("(?s).*threshold: for [0-9.]+ [KMG]iB sent as equal files, archiving saves 10% or more on this"
                + " topology at file sizes up to .*"), text);
    }

    @Test
    void manifestOfLargeFilesShowsNoSaving() throws IOException {
        Path manifest = folder.resolve("manifest.csv");
        Files.write(manifest, List.of("path,size_bytes", "a.iso,1073741824", "b.iso,1073741824"));
        assertEquals(0, run("advise-archive", manifest.toString(), "--topology", topology.toString(), "--bundle-mb",
                "4096"));
        String text = cli.stdout();
        Matcher saving = Pattern.compile("saving:    (-?[0-9.]+) s \\((-?\\d+)%\\)").matcher(text);
        assertTrue(saving.find(), text);
        assertTrue(Math.abs(Integer.parseInt(saving.group(2))) <= 2, text);
    }

    @Test
    void manyTinyFilesBesideLargeOnesAreArchivedAloneAndTheLargeOnesSentAsTheyAre() throws IOException {
        List<String> lines = new ArrayList<>(List.of("path,size_bytes"));
        for (int i = 0; i < 20_000; i++) {
            lines.add("orders/o" + i + ".xml,2048");
        }
        for (int i = 0; i < 20; i++) {
            lines.add("images/i" + i + ".img,10485760");
        }
        Path manifest = Files.write(folder.resolve("manifest.csv"), lines);
        assertEquals(0, run("advise-archive", manifest.toString(), "--topology", topology.toString(), "--bundle-mb", "8"),
                cli.stderr());
        String text = cli.stdout();
        // every line there was stays, in its order; the third choice, the intervals and the advice follow
        assertTrue(text.matches("(?s).*\\nas files: .*\\narchived:  .*\\nsaving: .*\\nthreshold: .*\\nsmall only: .*"
                + "\\ninterval: .*\\nrecommend: .*"), text);
        assertTrue(text.contains("small only: 20000 file(s) up to "), text);
        assertTrue(text.matches("(?s).*small only: 20000 file\\(s\\) up to [0-9.]+ [KM]iB in 7 tar bundle\\(s\\), [0-9.]+ MiB as sent,"
                + " and 20 larger file\\(s\\) as they are: [0-9.]+ s.*"), text);
        assertTrue(text.matches("(?s).*interval:  80% of runs: as files [0-9.]+-[0-9.]+ s, small only [0-9.]+-[0-9.]+ s,"
                + " archived [0-9.]+-[0-9.]+ s\\n.*"), text);
        Matcher recommend = Pattern.compile("recommend: archive only the 20000 file\\(s\\) up to [0-9.]+ [KM]iB, send the 20"
                + " larger as they are \\(saves (\\d+)%; archiving all would not save 10% more\\)").matcher(text);
        assertTrue(recommend.find(), text);
        assertTrue(Integer.parseInt(recommend.group(1)) >= 10, text);
    }

    @Test
    void largeFilesAreBestSentAsTheyAre() throws IOException {
        Path manifest = folder.resolve("manifest.csv");
        Files.write(manifest, List.of("path,size_bytes", "a.iso,1073741824", "b.iso,1073741824"));
        assertEquals(0, run("advise-archive", manifest.toString(), "--topology", topology.toString()), cli.stderr());
        String text = cli.stdout();
        assertTrue(text.contains("small only: no choice here (every file on one side of the threshold)\n")
                || text.contains("small only: no choice here (no threshold)\n"), text);
        assertTrue(text.contains("recommend: send the files as they are (no archiving saves 10% or more)"), text);
    }

    @Test
    void badManifestRowIsNamedAndNothingIsAdvised() throws IOException {
        Path manifest = folder.resolve("manifest.csv");
        Files.write(manifest, List.of("path,size_bytes", "a.xml,2048", "b.xml,-5"));
        assertEquals(2, run("advise-archive", manifest.toString(), "--topology", topology.toString()));
        assertEquals("mftwb advise-archive: " + manifest + ": line 3, column size_bytes: '-5' is negative",
                cli.stderr().strip());
        assertEquals("", cli.stdout());
    }

    @Test
    void malformedTopologyIsBadInputNamingTheFile() throws IOException {
        Files.writeString(topology, "{\"schemaVersion\": 1, \"name\": ");
        Path manifest = folder.resolve("manifest.csv");
        Files.write(manifest, List.of("path,size_bytes", "a,1"));
        assertEquals(2, run("advise-archive", manifest.toString(), "--topology", topology.toString()));
        assertTrue(cli.stderr().contains(topology.toString()), cli.stderr());
    }

    /** It used to skip validation: a link with a 0 ms round trip failed with "rttMillis must be a positive number", no link named. */
    @Test
    void anInvalidTopologyIsRefusedWithTheValidatorsReasons() throws IOException {
        Files.writeString(topology, Files.readString(topology).replaceFirst("\"rttMillis\"\\s*:\\s*[0-9.]+", "\"rttMillis\": 0"));
        Path manifest = folder.resolve("manifest.csv");
        Files.write(manifest, List.of("path,size_bytes", "a,1"));
        assertEquals(2, run("advise-archive", manifest.toString(), "--topology", topology.toString()));
        assertTrue(cli.stderr().contains(topology + " is not a valid topology"), cli.stderr());
        assertTrue(cli.stderr().contains("rttMillis above 0"), cli.stderr());
        assertEquals("", cli.stdout());
    }

    @Test
    void tarGzOfRepetitiveFilesIsMeasuredAndSendsLessThanTar() throws IOException {
        Path data = Files.createDirectories(folder.resolve("logs"));
        for (int i = 0; i < 200; i++) {
            Files.writeString(data.resolve("app" + i + ".log"), "10:15:02 INFO transfer completed\n".repeat(300));
        }
        assertEquals(0, run("advise-archive", data.toString(), "--topology", topology.toString(), "--format", "tar.gz"),
                cli.stderr());
        String gz = cli.stdout();
        Matcher deflated = Pattern.compile("deflated:  tar.gz keeps (\\d+)% \\(measured on [0-9.]+ [KM]iB of 200 files\\)")
                .matcher(gz);
        assertTrue(deflated.find(), gz);
        assertTrue(Integer.parseInt(deflated.group(1)) < 10, gz);
        assertTrue(gz.contains("archived:  1 tar.gz bundle(s)"), gz);
    }

    @Test
    void unknownFormatIsAUsageError() throws IOException {
        assertEquals(2, run("advise-archive", folder.toString(), "--topology", topology.toString(), "--format", "rar"));
        assertTrue(cli.stderr().contains("unknown archive format 'rar' (use tar, tar.gz or zip)"), cli.stderr());
    }

    @Test
    void badBundleSizeIsAUsageError() throws IOException {
        assertEquals(2, run("advise-archive", folder.toString(), "--topology", topology.toString(), "--bundle-mb", "0"));
        assertTrue(cli.stderr().contains("--bundle-mb must be a whole number"));
    }
}
