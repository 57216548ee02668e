package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.List;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class ArchiveTest {
    @TempDir
    Path dir;

    private static final List<ArchiveEntry> ENTRIES = List.of(
            new ArchiveEntry("hostB/apply.sh", "#!/bin/sh\nset -eu\n".getBytes(StandardCharsets.UTF_8), true),
            new ArchiveEntry("README.md", "# plan\n".getBytes(StandardCharsets.UTF_8), false),
            new ArchiveEntry("hostA/QM1/qm.ini", "TCP:\n   SndBuffSize=262144\n".getBytes(StandardCharsets.UTF_8), false));

    @ParameterizedTest
    @EnumSource(ArchiveFormat.class)
    void twoExportsAreByteIdenticalWhateverTheEntryOrder(ArchiveFormat format) throws Exception {
        Path first = dir.resolve("first." + format.option());
        Path second = dir.resolve("second." + format.option());
        ArchiveTarget.write(ENTRIES, format, first, false);
        Thread.sleep(1100); // a clock-dependent timestamp would now differ
        ArchiveTarget.write(List.of(ENTRIES.get(2), ENTRIES.get(0), ENTRIES.get(1)), format, second, false);
        assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));
    }

    @Test
    void gzipHeaderCarriesNoTimestamp() throws IOException {
        Path archive = dir.resolve("a.tar.gz");
        ArchiveTarget.write(ENTRIES, ArchiveFormat.TAR_GZ, archive, false);
        byte[] bytes = Files.readAllBytes(archive);
        assertEquals(0x1f, bytes[0] & 0xff);
        assertArrayEquals(new byte[4], new byte[] { bytes[4], bytes[5], bytes[6], bytes[7] }, "MTIME field of the gzip header");
    }

    @ParameterizedTest
    @EnumSource(ArchiveFormat.class)
    void extractedFilesMatchWithScriptsExecutable(ArchiveFormat format) throws IOException {
        Path archive = dir.resolve("a." + format.option());
        ArchiveTarget.write(ENTRIES, format, archive, false);
        Path out = dir.resolve("out");
        List<Path> written = SafeExtractor.extract(archive, format, out);
        assertTrue(written.contains(Path.of("hostA/QM1/qm.ini")), written.toString());
        assertEquals("TCP:\n   SndBuffSize=262144\n", Files.readString(out.resolve("hostA/QM1/qm.ini")));
        assertEquals("# plan\n", Files.readString(out.resolve("README.md")));
    }

    @Test
    void existingFileIsNotOverwrittenWithoutForce() throws IOException {
        Path target = dir.resolve("bundle.zip");
        Files.writeString(target, "precious");
        assertThrows(FileAlreadyExistsException.class, () -> ArchiveTarget.write(ENTRIES, ArchiveFormat.ZIP, target, false));
        assertEquals("precious", Files.readString(target));
        ArchiveTarget.write(ENTRIES, ArchiveFormat.ZIP, target, true);
        assertFalse(Files.readString(target, StandardCharsets.ISO_8859_1).equals("precious"));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(target), files.toList(), "no temporary file left behind");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = { "../escaped.txt", "hostA/../../escaped.txt", "/tmp/absolute.txt", "C:/windows.txt", "..\\backslash.txt" })
    void zipEntriesThatLeaveTheTargetAreRefused(String name) throws IOException {
        Path archive = dir.resolve("evil.zip");
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(Files.newOutputStream(archive))) {
            zip.putArchiveEntry(new ZipArchiveEntry("fine.txt"));
            zip.write("ok".getBytes(StandardCharsets.UTF_8));
            zip.closeArchiveEntry();
            zip.putArchiveEntry(new ZipArchiveEntry(name));
            zip.write("pwned".getBytes(StandardCharsets.UTF_8));
            zip.closeArchiveEntry();
        }
        Path out = dir.resolve("a/b/out");
        UnsafeArchiveException e = assertThrows(UnsafeArchiveException.class, () -> SafeExtractor.extract(archive, ArchiveFormat.ZIP, out));
        // Commons Compress turns '\\' into '/' when it reads a zip name: compare the file name
        assertTrue(e.getMessage().contains(name.replaceAll(".*[/\\\\]", "")), e.getMessage());
        assertFalse(Files.exists(out.resolve("fine.txt")), "nothing is written from a rejected archive");
        assertFalse(Files.exists(dir.resolve("a/b/escaped.txt")) || Files.exists(dir.resolve("a/escaped.txt")));
    }

    @Test
    void tarDotDotEntryIsRefused() throws IOException {
        Path archive = tar(entry("../../escaped.txt", "pwned"));
        Path out = dir.resolve("x/out");
        assertThrows(UnsafeArchiveException.class, () -> SafeExtractor.extract(archive, ArchiveFormat.TAR_GZ, out));
        assertFalse(Files.exists(dir.resolve("escaped.txt")));
    }

    @Test
    void tarSymlinkEntryIsRefused() throws IOException {
        TarArchiveEntry link = new TarArchiveEntry("etc", TarArchiveEntry.LF_SYMLINK);
        link.setLinkName("/etc");
        Path archive = tar(link, entry("etc/passwd", "root::0:0::/:/bin/sh\n"));
        UnsafeArchiveException e = assertThrows(UnsafeArchiveException.class, () -> SafeExtractor.extract(archive, ArchiveFormat.TAR_GZ, dir.resolve("out")));
        assertTrue(e.getMessage().contains("links are not extracted"), e.getMessage());
    }

    @Test
    void zipSymlinkEntryIsRefused() throws IOException {
        Path archive = dir.resolve("link.zip");
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(Files.newOutputStream(archive))) {
            ZipArchiveEntry link = new ZipArchiveEntry("etc");
            link.setUnixMode(0120777);
            zip.putArchiveEntry(link);
            zip.write("/etc".getBytes(StandardCharsets.UTF_8));
            zip.closeArchiveEntry();
        }
        assertThrows(UnsafeArchiveException.class, () -> SafeExtractor.extract(archive, ArchiveFormat.ZIP, dir.resolve("out")));
    }

    @Test
    void existingSymlinkInTheTargetCannotBeFollowedOut() throws IOException {
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.createSymbolicLink(out.resolve("hostA"), outside);
        Path archive = dir.resolve("a.zip");
        ArchiveTarget.write(ENTRIES, ArchiveFormat.ZIP, archive, false);
        assertThrows(UnsafeArchiveException.class, () -> SafeExtractor.extract(archive, ArchiveFormat.ZIP, out));
        try (var files = Files.list(outside)) {
            assertEquals(0, files.count());
        }
    }

    @Test
    void anArchiveThatUnpacksBeyondTheLimitIsRefused() throws IOException {
        Path archive = dir.resolve("bomb.zip");
        byte[] zeros = new byte[1024 * 1024];
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(Files.newOutputStream(archive))) {
            zip.putArchiveEntry(new ZipArchiveEntry("zeros.bin"));
            for (long written = 0; written <= SafeExtractor.MAX_TOTAL_BYTES; written += zeros.length) {
                zip.write(zeros);
            }
            zip.closeArchiveEntry();
        }
        assertTrue(Files.size(archive) < 1024 * 1024, "deflated zeros stay small on disk");
        UnsafeArchiveException e = assertThrows(UnsafeArchiveException.class, () -> SafeExtractor.extract(archive, ArchiveFormat.ZIP, dir.resolve("out")));
        assertTrue(e.getMessage().contains("unpacks to more than"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("out/zeros.bin")));
    }

    @Test
    void scriptsAreStoredExecutable() throws IOException {
        Path archive = dir.resolve("a.tar.gz");
        ArchiveTarget.write(ENTRIES, ArchiveFormat.TAR_GZ, archive, false);
        Path out = dir.resolve("out");
        SafeExtractor.extract(archive, ArchiveFormat.TAR_GZ, out);
        // the extractor never sets modes (an import only reads); tar itself must carry 0755
        Process tar = new ProcessBuilder("tar", "-tvzf", archive.toString()).redirectErrorStream(true).start();
        String listing = new String(tar.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        org.junit.jupiter.api.Assumptions.assumeTrue(waitFor(tar) == 0, "tar not available: " + listing);
        assertTrue(listing.lines().anyMatch(l -> l.startsWith("-rwxr-xr-x") && l.endsWith("hostB/apply.sh")), listing);
        assertTrue(listing.lines().anyMatch(l -> l.startsWith("-rw-r--r--") && l.endsWith("README.md")), listing);
        assertFalse(Files.getPosixFilePermissions(out.resolve("README.md")).contains(PosixFilePermission.OTHERS_WRITE));
    }

    private static int waitFor(Process process) {
        try {
            return process.waitFor(20, java.util.concurrent.TimeUnit.SECONDS) ? process.exitValue() : -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    private record Content(TarArchiveEntry entry, byte[] bytes) {
    }

    private static Content entry(String name, String text) {
        TarArchiveEntry entry = new TarArchiveEntry(name, true);
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        entry.setSize(bytes.length);
        return new Content(entry, bytes);
    }

    private Path tar(Object... entries) throws IOException {
        Path archive = dir.resolve("evil.tar.gz");
        try (OutputStream file = Files.newOutputStream(archive);
                TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(file))) {
            for (Object item : entries) {
                Content content = item instanceof Content c ? c : new Content((TarArchiveEntry) item, new byte[0]);
                tar.putArchiveEntry(content.entry());
                tar.write(content.bytes());
                tar.closeArchiveEntry();
            }
        }
        return archive;
    }
}
