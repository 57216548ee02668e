package mftwb.planner;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

import mftwb.model.AtomicFile;

/**
 * Builds the archives the advisor recommends ({@link BundlePlan#split}): files are streamed through
 * a fixed buffer (never whole in memory), keep their relative paths and modification times, and
 * every archive is read back and checked (entry count, names and SHA-256 of every entry) before it
 * gets its final name. Cancelling, or any failure, removes every archive of the run, so no partial
 * set is left behind.
 */
public final class ArchiveBuilder {
    private static final int BUFFER_BYTES = 1 << 16;

    /**
     * @param file    the finished archive
     * @param entries files inside
     * @param bytes   size of the archive
     */
    public record Bundle(Path file, int entries, long bytes) {
    }

    private final BooleanSupplier cancelled;
    private final LongConsumer progress;

    /**
     * @param cancelled polled between buffers; true stops the run and removes its archives
     * @param progress  told the number of source bytes archived so far
     */
    public ArchiveBuilder(BooleanSupplier cancelled, LongConsumer progress) {
        this.cancelled = cancelled;
        this.progress = progress;
    }

    /** The archives a run writes: {@code baseName-1.tar}, {@code baseName-2.tar}, ... in {@code outputFolder}. */
    public static List<Path> targets(Path outputFolder, String baseName, BundleFormat format, int archives) {
        List<Path> targets = new ArrayList<>();
        for (int i = 1; i <= archives; i++) {
            targets.add(outputFolder.resolve(baseName + "-" + i + format.extension()));
        }
        return targets;
    }

    /**
     * Packs the manifest's files (relative to {@code sourceFolder}) into archives of at most
     * {@code bundleBytes} each before compression (a bigger file goes alone).
     *
     * @throws FileAlreadyExistsException before writing anything, when one of the archives exists
     * @throws CancellationException      when cancelled; nothing of the run is left
     */
    public List<Bundle> build(Path sourceFolder, FileManifest manifest, long bundleBytes, BundleFormat format,
            Path outputFolder, String baseName) throws IOException {
        List<BundlePlan> plan = BundlePlan.split(manifest.entries(), bundleBytes, format);
        List<Path> targets = targets(outputFolder, baseName, format, plan.size());
        for (Path target : targets) {
            if (Files.exists(target)) {
                throw new FileAlreadyExistsException(target.toString(), null, "exists; choose another name or folder");
            }
        }
        List<Bundle> done = new ArrayList<>();
        List<Path> temporaries = new ArrayList<>();
        boolean complete = false;
        try {
            long archived = 0;
            for (int i = 0; i < plan.size(); i++) {
                List<FileManifest.Entry> entries = plan.get(i).entries();
                Path temp = AtomicFile.temporaryBeside(targets.get(i), ".partial");
                temporaries.add(temp);
                List<byte[]> digests = write(sourceFolder, entries, format, temp, archived);
                archived += plan.get(i).dataBytes();
                verify(temp, format, entries, digests);
                Files.move(temp, targets.get(i), StandardCopyOption.ATOMIC_MOVE);
                temporaries.remove(temp);
                done.add(new Bundle(targets.get(i), entries.size(), Files.size(targets.get(i))));
            }
            complete = true;
            return done;
        } finally {
            if (!complete) {
                for (Path temp : temporaries) {
                    Files.deleteIfExists(temp);
                }
                for (Bundle bundle : done) {
                    Files.deleteIfExists(bundle.file());
                }
            }
        }
    }

    private List<byte[]> write(Path sourceFolder, List<FileManifest.Entry> entries, BundleFormat format, Path temp,
            long archivedBefore) throws IOException {
        List<byte[]> digests = new ArrayList<>();
        byte[] buffer = new byte[BUFFER_BYTES];
        long archived = archivedBefore;
        try (ArchiveOutputStream<? extends ArchiveEntry> archive = open(format, temp)) {
            for (FileManifest.Entry entry : entries) {
                Path source = sourceFolder.resolve(entry.relativePath()).normalize();
                // A manifest could name ../ or absolute paths; archives only take what lies below the folder.
                if (!source.startsWith(sourceFolder.normalize()) || Path.of(entry.relativePath()).isAbsolute()) {
                    throw new IOException(entry.relativePath() + " is not inside " + sourceFolder);
                }
                long size = Files.size(source);
                if (size != entry.sizeBytes()) {
                    throw new IOException(source + " is " + size + " bytes, the manifest says " + entry.sizeBytes());
                }
                // Whole seconds: a finer time would cost every tar entry a PAX header of 1 KiB.
                FileTime modified = FileTime.from(Files.getLastModifiedTime(source).to(TimeUnit.SECONDS), TimeUnit.SECONDS);
                putEntry(archive, entry.relativePath(), size, modified);
                MessageDigest digest = sha256();
                try (InputStream in = Files.newInputStream(source)) {
                    for (int n; (n = in.read(buffer)) > 0;) {
                        checkCancelled();
                        digest.update(buffer, 0, n);
                        archive.write(buffer, 0, n);
                        archived += n;
                        progress.accept(archived);
                    }
                }
                archive.closeArchiveEntry();
                digests.add(digest.digest());
            }
            archive.finish();
        }
        return digests;
    }

    private static ArchiveOutputStream<? extends ArchiveEntry> open(BundleFormat format, Path temp) throws IOException {
        if (format == BundleFormat.ZIP) {
            // Written through a seekable file, zip needs no data descriptors and no Zip64 fields for small files.
            return new ZipArchiveOutputStream(temp);
        }
        OutputStream file = Files.newOutputStream(temp);
        return tar(format == BundleFormat.TAR_GZ ? new GzipCompressorOutputStream(file) : file);
    }

    /** tar as {@link BundleFormat} sizes it: UTF-8 names, PAX headers for long names and huge files. */
    static TarArchiveOutputStream tar(OutputStream out) {
        TarArchiveOutputStream tar = new TarArchiveOutputStream(out, StandardCharsets.UTF_8.name());
        tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
        tar.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
        return tar;
    }

    private static void putEntry(ArchiveOutputStream<? extends ArchiveEntry> archive, String name, long size,
            FileTime modified) throws IOException {
        if (archive instanceof ZipArchiveOutputStream zip) {
            ZipArchiveEntry entry = new ZipArchiveEntry(name);
            entry.setSize(size);
            // setTime (DOS time) and not setLastModifiedTime, which adds 45 bytes of extra fields per entry.
            entry.setTime(modified.toMillis());
            zip.putArchiveEntry(entry);
        } else {
            TarArchiveEntry entry = new TarArchiveEntry(name);
            entry.setSize(size);
            entry.setModTime(modified);
            ((TarArchiveOutputStream) archive).putArchiveEntry(entry);
        }
    }

    private void verify(Path archive, BundleFormat format, List<FileManifest.Entry> entries, List<byte[]> digests)
            throws IOException {
        int count = 0;
        if (format == BundleFormat.ZIP) {
            // The central directory is what unzip trusts, so its entries are the ones checked.
            try (ZipFile zip = ZipFile.builder().setPath(archive).get()) {
                for (ZipArchiveEntry entry : Collections.list(zip.getEntriesInPhysicalOrder())) {
                    try (InputStream data = zip.getInputStream(entry)) {
                        check(archive, entry.getName(), data, count++, entries, digests);
                    }
                }
            }
        } else {
            try (InputStream file = Files.newInputStream(archive);
                    InputStream data = format == BundleFormat.TAR_GZ ? new GzipCompressorInputStream(file) : file;
                    TarArchiveInputStream tar = new TarArchiveInputStream(data, StandardCharsets.UTF_8.name())) {
                for (TarArchiveEntry entry; (entry = tar.getNextEntry()) != null;) {
                    check(archive, entry.getName(), tar, count++, entries, digests);
                }
            }
        }
        if (count != entries.size()) {
            throw new IOException(archive + ": holds " + count + " entries, expected " + entries.size());
        }
    }

    private void check(Path archive, String name, InputStream data, int index, List<FileManifest.Entry> entries,
            List<byte[]> digests) throws IOException {
        if (index >= entries.size() || !name.equals(entries.get(index).relativePath())) {
            throw new IOException(archive + ": unexpected entry " + name);
        }
        byte[] buffer = new byte[BUFFER_BYTES];
        MessageDigest digest = sha256();
        for (int n; (n = data.read(buffer)) > 0;) {
            checkCancelled();
            digest.update(buffer, 0, n);
        }
        if (!Arrays.equals(digest.digest(), digests.get(index))) {
            throw new IOException(archive + ": entry " + name + " differs from its source file");
        }
    }

    private void checkCancelled() {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("archive creation cancelled");
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides SHA-256", e);
        }
    }
}
