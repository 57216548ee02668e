package mftwb.planner;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;

/**
 * Builds the tar bundles the advisor recommends: files are streamed through a fixed buffer (never
 * whole in memory), keep their relative paths, and every bundle is read back and checked (entry
 * count and SHA-256 of every entry) before it gets its final name. Cancelling, or any failure,
 * removes every bundle of the run, so no partial set is left behind.
 */
public final class ArchiveBuilder {
    private static final int BUFFER_BYTES = 1 << 16;

    /**
     * @param file    the finished bundle
     * @param entries files inside
     * @param bytes   size of the bundle
     */
    public record Bundle(Path file, int entries, long bytes) {
    }

    private final BooleanSupplier cancelled;
    private final LongConsumer progress;

    /**
     * @param cancelled polled between buffers; true stops the run and removes its bundles
     * @param progress  told the number of source bytes archived so far
     */
    public ArchiveBuilder(BooleanSupplier cancelled, LongConsumer progress) {
        this.cancelled = cancelled;
        this.progress = progress;
    }

    /**
     * Packs the manifest's files (relative to {@code sourceFolder}) into {@code baseName-N.tar}
     * bundles of at most about {@code bundleBytes} each, in {@code outputFolder}.
     */
    public List<Bundle> build(Path sourceFolder, FileManifest manifest, long bundleBytes, Path outputFolder,
            String baseName) throws IOException {
        List<Bundle> done = new ArrayList<>();
        List<Path> temporaries = new ArrayList<>();
        boolean complete = false;
        try {
            long archived = 0;
            List<List<FileManifest.Entry>> groups = group(manifest.entries(), bundleBytes);
            for (int i = 0; i < groups.size(); i++) {
                Path target = outputFolder.resolve(baseName + "-" + (i + 1) + ".tar");
                if (Files.exists(target)) {
                    throw new IOException(target + " already exists; choose another name or folder");
                }
                Path temp = Files.createTempFile(outputFolder, "." + baseName + "-" + (i + 1), ".partial");
                temporaries.add(temp);
                List<byte[]> digests = write(sourceFolder, groups.get(i), temp, archived);
                archived += groups.get(i).stream().mapToLong(FileManifest.Entry::sizeBytes).sum();
                verify(temp, groups.get(i), digests);
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
                temporaries.remove(temp);
                done.add(new Bundle(target, groups.get(i).size(), Files.size(target)));
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

    /** Consecutive entries whose tar size stays within the bundle size (a bigger file goes alone). */
    static List<List<FileManifest.Entry>> group(List<FileManifest.Entry> entries, long bundleBytes) {
        List<List<FileManifest.Entry>> groups = new ArrayList<>();
        List<FileManifest.Entry> current = new ArrayList<>();
        long size = 2L * ArchiveAdvisor.TAR_BLOCK;
        for (FileManifest.Entry entry : entries) {
            long entryBytes = ArchiveAdvisor.TAR_BLOCK
                    + (entry.sizeBytes() + ArchiveAdvisor.TAR_BLOCK - 1) / ArchiveAdvisor.TAR_BLOCK * ArchiveAdvisor.TAR_BLOCK;
            if (!current.isEmpty() && size + entryBytes > bundleBytes) {
                groups.add(current);
                current = new ArrayList<>();
                size = 2L * ArchiveAdvisor.TAR_BLOCK;
            }
            current.add(entry);
            size += entryBytes;
        }
        if (!current.isEmpty()) {
            groups.add(current);
        }
        return groups;
    }

    private List<byte[]> write(Path sourceFolder, List<FileManifest.Entry> entries, Path temp, long archivedBefore)
            throws IOException {
        List<byte[]> digests = new ArrayList<>();
        byte[] buffer = new byte[BUFFER_BYTES];
        long archived = archivedBefore;
        try (OutputStream file = Files.newOutputStream(temp); TarArchiveOutputStream tar = new TarArchiveOutputStream(file)) {
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            tar.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
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
                TarArchiveEntry tarEntry = new TarArchiveEntry(entry.relativePath());
                tarEntry.setSize(size);
                tar.putArchiveEntry(tarEntry);
                MessageDigest digest = sha256();
                try (InputStream in = Files.newInputStream(source)) {
                    for (int n; (n = in.read(buffer)) > 0;) {
                        checkCancelled();
                        digest.update(buffer, 0, n);
                        tar.write(buffer, 0, n);
                        archived += n;
                        progress.accept(archived);
                    }
                }
                tar.closeArchiveEntry();
                digests.add(digest.digest());
            }
            tar.finish();
        }
        return digests;
    }

    private void verify(Path archive, List<FileManifest.Entry> entries, List<byte[]> digests) throws IOException {
        byte[] buffer = new byte[BUFFER_BYTES];
        int count = 0;
        try (InputStream file = Files.newInputStream(archive); TarArchiveInputStream tar = new TarArchiveInputStream(file)) {
            for (TarArchiveEntry entry; (entry = tar.getNextEntry()) != null; count++) {
                if (count >= entries.size() || !entry.getName().equals(entries.get(count).relativePath())) {
                    throw new IOException(archive + ": unexpected entry " + entry.getName());
                }
                MessageDigest digest = sha256();
                for (int n; (n = tar.read(buffer)) > 0;) {
                    checkCancelled();
                    digest.update(buffer, 0, n);
                }
                if (!Arrays.equals(digest.digest(), digests.get(count))) {
                    throw new IOException(archive + ": entry " + entry.getName() + " differs from its source file");
                }
            }
        }
        if (count != entries.size()) {
            throw new IOException(archive + ": holds " + count + " entries, expected " + entries.size());
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
