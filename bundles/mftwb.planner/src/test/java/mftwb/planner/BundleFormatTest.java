package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.file.attribute.FileTime;
import java.util.List;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BundleFormatTest {

    private static long written(String name, int size) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (TarArchiveOutputStream tar = ArchiveBuilder.tar(out)) {
            TarArchiveEntry entry = new TarArchiveEntry(name);
            entry.setSize(size);
            entry.setModTime(FileTime.fromMillis(1_700_000_000_000L));
            tar.putArchiveEntry(entry);
            tar.write(new byte[size]);
            tar.closeArchiveEntry();
            tar.finish();
        }
        return out.size();
    }

    @ParameterizedTest
    @ValueSource(ints = { 1, 99, 100, 101, 500, 501, 600, 1200 })
    void tarEntryBytesMatchWhatCommonsCompressWritesForEveryNameLength(int nameLength) throws Exception {
        String name = "n".repeat(nameLength);
        for (int size : List.of(0, 1, 512, 513, 70_000)) {
            assertEquals(written(name, size), BundleFormat.TAR.emptyBytes() + BundleFormat.TAR.entryBytes(nameLength, size),
                    nameLength + "-byte name, " + size + " bytes");
        }
    }

    @Test
    void nonAsciiNamesAreSizedInUtf8Bytes() throws Exception {
        String name = "dossier/" + "é".repeat(50);
        assertEquals(108, BundleFormat.nameBytes(name));
        assertEquals(written(name, 10), BundleFormat.TAR.emptyBytes() + BundleFormat.TAR.entryBytes(108, 10));
    }

    @Test
    void zipAddsTwoHeadersWithTheNameEachAndAnEndRecord() {
        assertEquals(30 + 46 + 2 * 5 + 1000, BundleFormat.ZIP.entryBytes(5, 1000));
        assertEquals(22, BundleFormat.ZIP.emptyBytes());
        assertEquals(1000 + 300, BundleFormat.ZIP.sentBytes(1, 2000 + 300, 2000, 0.5), "only the data deflates");
    }

    @Test
    void tarGzDeflatesTheWholeStreamAndAddsAGzipFramePerArchive() {
        assertEquals(3 * 18 + 5000, BundleFormat.TAR_GZ.sentBytes(3, 20_000, 15_000, 0.25));
        assertEquals(20_000, BundleFormat.TAR.sentBytes(3, 20_000, 15_000, 0.25));
    }

    @Test
    void labelsAreTheCommandLineNames() {
        assertEquals(BundleFormat.TAR_GZ, BundleFormat.fromLabel("TAR.GZ"));
        assertEquals(".tar.gz", BundleFormat.TAR_GZ.extension());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BundleFormat.fromLabel("rar"));
        assertEquals("unknown archive format 'rar' (use tar, tar.gz or zip)", e.getMessage());
    }
}
