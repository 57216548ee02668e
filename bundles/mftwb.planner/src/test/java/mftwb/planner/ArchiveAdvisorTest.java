package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArchiveAdvisorTest {
    private static final long BUNDLE = 64L << 20;

    @TempDir
    static Path calibrationFolder;
    static ArchiveAdvisor advisor;

    @TempDir
    Path folder;

    @BeforeAll
    static void calibrate() {
        advisor = new ArchiveAdvisor(Planner.calibrate(CalibrationData.measurements(calibrationFolder)));
    }

    private static Scenario link(TopologyKind kind, double rttMillis) {
        return new Scenario(kind, rttMillis, 100, 1, 1, 1, 262144, 10, false, false);
    }

    @Test
    void thousandsOfTinyFilesAcrossTheWanMoveFarFasterArchived() {
        ArchiveAdvice advice = advisor.advise(link(TopologyKind.PB_SFTP_CROSSGEO, 150),
                Collections.nCopies(2000, 1024L), BUNDLE);
        assertEquals(1, advice.archives());
        // 2000 per-file SFTP operations against a 3 MB tar at 32 KB per round trip: at least 3x faster.
        assertTrue(3 * advice.archived().seconds() < advice.asFiles().seconds(), advice.toString());
        assertTrue(advice.thresholdBytes() >= 1024, advice.toString());
    }

    @Test
    void largeFilesGainNothingFromArchiving() {
        ArchiveAdvice advice = advisor.advise(link(TopologyKind.STANDARD_CROSSGEO, 150),
                Collections.nCopies(4, 256L << 20), BUNDLE);
        assertTrue(advice.savingSeconds() < 0.02 * advice.asFiles().seconds(), advice.toString());
    }

    @Test
    void archiveSizeCountsTarHeadersAndPadding() {
        ArchiveAdvice advice = advisor.advise(link(TopologyKind.BINDINGS, 0.2), List.of(1L, 512L, 513L), BUNDLE);
        // headers 3 x 512, data blocks 512 + 512 + 1024, end 1024
        assertEquals(3 * 512 + 2048 + 1024, advice.archiveBytes());
        assertEquals(1026, advice.totalBytes());
    }

    @Test
    void histogramPutsEachFileInItsSizeClass() {
        List<SizeBin> bins = SizeBin.histogram(List.of(0L, 4095L, 4096L, 70_000L, 2L << 30));
        assertEquals(2, bins.get(0).files());
        assertEquals(4095, bins.get(0).bytes());
        assertEquals(1, bins.get(1).files());
        assertEquals(1, bins.get(2).files());
        assertEquals(1, bins.get(5).files());
        assertEquals(5, bins.stream().mapToInt(SizeBin::files).sum());
    }

    @Test
    void manifestFromAFolderKeepsRelativePaths() throws Exception {
        Files.createDirectories(folder.resolve("in/sub"));
        Files.write(folder.resolve("in/a.txt"), new byte[10]);
        Files.write(folder.resolve("in/sub/b.bin"), new byte[3000]);
        FileManifest manifest = FileManifest.read(folder.resolve("in"));
        assertEquals(List.of(new FileManifest.Entry("a.txt", 10), new FileManifest.Entry("sub/b.bin", 3000)),
                manifest.entries());
    }

    @Test
    void manifestCsvNamesTheBadCell() throws Exception {
        Path csv = folder.resolve("manifest.csv");
        Files.write(csv, List.of("size_bytes,path", "10,a.txt", "ten,b.txt"), StandardCharsets.UTF_8);
        CsvFormatException e = assertThrows(CsvFormatException.class, () -> FileManifest.read(csv));
        assertEquals(csv + ": line 3, column size_bytes: 'ten' is not a whole number", e.getMessage());
    }
}
