package mftwb.tuning.export;

import java.io.IOException;
import java.io.OutputStream;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipParameters;

/**
 * Writes an archive whose bytes depend only on the entries: sorted order, explicit parent folders,
 * one fixed timestamp, fixed modes (0644 files, 0755 scripts and folders), uid/gid 0 without names,
 * and a gzip header without time or file name. Two exports of one topology can then be compared
 * with cmp, and a checksum identifies a configuration.
 * <p>
 * Commons Compress 1.28 imports commons-io and commons-lang3 only optionally, yet its tar and gzip
 * classes need them: this bundle's manifest imports their packages so OSGi wires them in.
 */
public final class DeterministicArchive {
    /** 2000-01-01 00:00 in every entry (DOS time in zip, which has no time zone; Unix time in tar). */
    static final LocalDateTime FIXED_TIME = LocalDateTime.of(2000, 1, 1, 0, 0);
    private static final long FIXED_UNIX_SECONDS = 946_684_800L;
    private static final int FILE_MODE = 0100644;
    private static final int SCRIPT_MODE = 0100755;
    private static final int DIRECTORY_MODE = 040755;

    private DeterministicArchive() {
    }

    public static void write(List<ArchiveEntry> entries, ArchiveFormat format, OutputStream out) throws IOException {
        List<ArchiveEntry> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparing(ArchiveEntry::path));
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).path().equals(sorted.get(i - 1).path())) {
                throw new IllegalArgumentException("two archive entries share the path " + sorted.get(i).path());
            }
        }
        TreeSet<String> folders = new TreeSet<>();
        for (ArchiveEntry entry : sorted) {
            for (int slash = entry.path().indexOf('/'); slash > 0; slash = entry.path().indexOf('/', slash + 1)) {
                folders.add(entry.path().substring(0, slash + 1));
            }
        }
        if (format == ArchiveFormat.ZIP) {
            writeZip(sorted, folders, out);
        } else {
            writeTarGz(sorted, folders, out);
        }
    }

    private static void writeZip(List<ArchiveEntry> entries, TreeSet<String> folders, OutputStream out) throws IOException {
        // DOS time is local wall-clock time: convert from the zone the writer runs in so the bytes do not depend on it.
        long dosMillis = FIXED_TIME.atZone(ZoneId.systemDefault()).toInstant().toEpochMilli();
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(nonClosing(out))) {
            for (String folder : folders) {
                ZipArchiveEntry entry = new ZipArchiveEntry(folder);
                entry.setTime(dosMillis);
                entry.setUnixMode(DIRECTORY_MODE);
                zip.putArchiveEntry(entry);
                zip.closeArchiveEntry();
            }
            for (ArchiveEntry file : entries) {
                ZipArchiveEntry entry = new ZipArchiveEntry(file.path());
                entry.setTime(dosMillis);
                entry.setUnixMode(file.executable() ? SCRIPT_MODE : FILE_MODE);
                zip.putArchiveEntry(entry);
                zip.write(file.content());
                zip.closeArchiveEntry();
            }
        }
    }

    private static void writeTarGz(List<ArchiveEntry> entries, TreeSet<String> folders, OutputStream out) throws IOException {
        GzipParameters gzip = new GzipParameters();
        gzip.setModificationTime(0);
        gzip.setFileName(null);
        try (TarArchiveOutputStream tar = new TarArchiveOutputStream(new GzipCompressorOutputStream(nonClosing(out), gzip))) {
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            for (String folder : folders) {
                TarArchiveEntry entry = new TarArchiveEntry(folder);
                fix(entry, DIRECTORY_MODE);
                tar.putArchiveEntry(entry);
                tar.closeArchiveEntry();
            }
            for (ArchiveEntry file : entries) {
                TarArchiveEntry entry = new TarArchiveEntry(file.path());
                fix(entry, file.executable() ? SCRIPT_MODE : FILE_MODE);
                entry.setSize(file.content().length);
                tar.putArchiveEntry(entry);
                tar.write(file.content());
                tar.closeArchiveEntry();
            }
        }
    }

    private static void fix(TarArchiveEntry entry, int mode) {
        entry.setModTime(FIXED_UNIX_SECONDS * 1000);
        entry.setMode(mode);
        entry.setUserId(0);
        entry.setGroupId(0);
        entry.setUserName("");
        entry.setGroupName("");
    }

    /** The caller owns the target stream; the archive streams must finish it without closing it. */
    private static OutputStream nonClosing(OutputStream out) {
        return new java.io.FilterOutputStream(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                flush();
            }
        };
    }
}
