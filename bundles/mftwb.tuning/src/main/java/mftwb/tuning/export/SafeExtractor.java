package mftwb.tuning.export;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/**
 * Reads an exported (or user-supplied) archive into a folder, for any import. Every entry is checked
 * before anything is written: no absolute paths or drive letters, no {@code ..} segments, no
 * symbolic or hard links, no device files, and the resolved path must stay inside the target folder
 * even through links that already exist there. One bad entry rejects the whole archive.
 */
public final class SafeExtractor {
    /** Configuration bundles are kilobytes; a bigger archive is refused before it fills the disk (or the heap). */
    public static final long MAX_TOTAL_BYTES = 64L * 1024 * 1024;

    private SafeExtractor() {
    }

    /** @return the files written, relative to {@code target}, in archive order */
    public static List<Path> extract(Path archive, ArchiveFormat format, Path target) throws IOException {
        Files.createDirectories(target);
        Path root = target.toRealPath();
        List<Pending> pending = format == ArchiveFormat.ZIP ? readZip(archive, root) : readTarGz(archive, root);
        for (Pending file : pending) {
            refuseExistingLinks(root, file);
        }
        List<Path> written = new ArrayList<>();
        for (Pending file : pending) {
            if (file.content() == null) {
                Files.createDirectories(file.path());
            } else {
                Files.createDirectories(file.path().getParent());
                Files.write(file.path(), file.content());
            }
            written.add(root.relativize(file.path()));
        }
        return written;
    }

    /** A link already in the target folder could redirect a write outside it: refuse before writing anything. */
    private static void refuseExistingLinks(Path root, Pending file) throws UnsafeArchiveException {
        for (Path step = file.path(); step != null && !step.equals(root); step = step.getParent()) {
            if (Files.isSymbolicLink(step)) {
                throw new UnsafeArchiveException(file.name(), "the target folder already holds a link at " + root.relativize(step));
            }
        }
    }

    private record Pending(String name, Path path, byte[] content) {
    }

    private static List<Pending> readZip(Path archive, Path root) throws IOException {
        List<Pending> pending = new ArrayList<>();
        try (ZipFile zip = ZipFile.builder().setPath(archive).get()) {
            for (ZipArchiveEntry entry : java.util.Collections.list(zip.getEntries())) {
                if (entry.isUnixSymlink()) {
                    throw new UnsafeArchiveException(entry.getName(), "symbolic links are not extracted");
                }
                Path path = resolve(root, entry.getName());
                if (entry.isDirectory()) {
                    pending.add(new Pending(entry.getName(), path, null));
                } else {
                    try (InputStream in = zip.getInputStream(entry)) {
                        pending.add(new Pending(entry.getName(), path, readLimited(in, entry.getName(), pending)));
                    }
                }
            }
        }
        return pending;
    }

    private static List<Pending> readTarGz(Path archive, Path root) throws IOException {
        List<Pending> pending = new ArrayList<>();
        try (InputStream file = new BufferedInputStream(Files.newInputStream(archive));
                TarArchiveInputStream tar = new TarArchiveInputStream(new GzipCompressorInputStream(file))) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                if (entry.isSymbolicLink() || entry.isLink()) {
                    throw new UnsafeArchiveException(entry.getName(), "links are not extracted (points to '" + entry.getLinkName() + "')");
                }
                if (!entry.isFile() && !entry.isDirectory()) {
                    throw new UnsafeArchiveException(entry.getName(), "only plain files and folders are extracted");
                }
                Path path = resolve(root, entry.getName());
                pending.add(new Pending(entry.getName(), path, entry.isDirectory() ? null : readLimited(tar, entry.getName(), pending)));
            }
        }
        return pending;
    }

    /** Reads one entry, counting the bytes of the entries before it against {@link #MAX_TOTAL_BYTES}. */
    private static byte[] readLimited(InputStream in, String name, List<Pending> before) throws IOException {
        long used = before.stream().filter(p -> p.content() != null).mapToLong(p -> p.content().length).sum();
        byte[] bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_TOTAL_BYTES - used + 1));
        if (used + bytes.length > MAX_TOTAL_BYTES) {
            throw new UnsafeArchiveException(name, "the archive unpacks to more than " + MAX_TOTAL_BYTES + " bytes");
        }
        return bytes;
    }

    /** The entry's path inside {@code root}, or an exception saying why it would leave it. */
    static Path resolve(Path root, String name) throws UnsafeArchiveException {
        String normalized = name.replace('\\', '/');
        if (normalized.startsWith("/") || normalized.matches("^[A-Za-z]:.*")) {
            throw new UnsafeArchiveException(name, "absolute paths are not allowed");
        }
        for (String segment : normalized.split("/")) {
            if (segment.equals("..")) {
                throw new UnsafeArchiveException(name, "'..' would leave the target folder");
            }
            if (segment.indexOf('\0') >= 0 || segment.toLowerCase(Locale.ROOT).contains(":")) {
                throw new UnsafeArchiveException(name, "names with ':' or NUL are not allowed");
            }
        }
        String relative = normalized.replaceAll("/+$", "");
        if (relative.isEmpty() || relative.equals(".")) {
            throw new UnsafeArchiveException(name, "names the target folder itself");
        }
        Path path = root.resolve(relative).normalize();
        if (!path.startsWith(root) || path.equals(root)) {
            throw new UnsafeArchiveException(name, "resolves outside the target folder");
        }
        return path;
    }
}
