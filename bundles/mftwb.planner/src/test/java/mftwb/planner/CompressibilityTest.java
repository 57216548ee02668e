package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompressibilityTest {
    @TempDir
    Path folder;

    private FileManifest logs(int count) throws Exception {
        String line = "2026-11-22 10:15:02 INFO transfer 414d5120514d31 completed, 1048576 bytes\n";
        for (int i = 0; i < count; i++) {
            Files.writeString(folder.resolve("log" + i + ".txt"), line.repeat(200 + i), StandardCharsets.UTF_8);
        }
        return FileManifest.read(folder);
    }

    @Test
    void repetitiveTextShrinksToAFewPercent() throws Exception {
        FileManifest files = logs(30);
        for (BundleFormat format : List.of(BundleFormat.TAR_GZ, BundleFormat.ZIP)) {
            Compressibility c = Compressibility.measure(folder, files, format, () -> false);
            assertTrue(c.measured());
            assertEquals(30, c.sampledFiles());
            assertTrue(c.compressedShare() < 0.05, format + ": " + c);
        }
    }

    @Test
    void randomDataDoesNotShrink() throws Exception {
        Random random = new Random(3);
        for (int i = 0; i < 5; i++) {
            byte[] data = new byte[100_000];
            random.nextBytes(data);
            Files.write(folder.resolve("r" + i), data);
        }
        Compressibility c = Compressibility.measure(folder, FileManifest.read(folder), BundleFormat.ZIP, () -> false);
        assertTrue(c.compressedShare() > 0.999 && c.compressedShare() < 1.01, c.toString());
        assertEquals(500_000, c.sampledBytes());
    }

    @Test
    void bigSetsAreSampledNotReadWhole() throws Exception {
        byte[] mib = new byte[1 << 20];
        for (int i = 0; i < 20; i++) {
            Files.write(folder.resolve(String.format("big%02d", i)), mib);
        }
        Compressibility c = Compressibility.measure(folder, FileManifest.read(folder), BundleFormat.TAR_GZ, () -> false);
        assertEquals(7, c.sampledFiles(), "every third file: 20 MiB over an 8 MiB sample");
        assertTrue(c.sampledBytes() <= Compressibility.SAMPLE_BYTES, c.toString());
    }

    @Test
    void tarIsNotMeasuredAndManifestsWithoutTheirFilesAreNotEither() throws Exception {
        assertEquals(Compressibility.NOT_MEASURED,
                Compressibility.measure(folder, logs(3), BundleFormat.TAR, () -> { throw new AssertionError("read"); }));
        FileManifest elsewhere = new FileManifest(List.of(new FileManifest.Entry("not/here.bin", 5000),
                new FileManifest.Entry("../log0.txt", 5000)));
        Compressibility c = Compressibility.measure(folder.resolve("sub"), elsewhere, BundleFormat.ZIP, () -> false);
        assertFalse(c.measured());
        assertEquals(1.0, c.compressedShare());
    }

    @Test
    void samplingCanBeCancelled() throws Exception {
        FileManifest files = logs(5);
        assertThrows(CancellationException.class,
                () -> Compressibility.measure(folder, files, BundleFormat.TAR_GZ, () -> true));
    }
}
