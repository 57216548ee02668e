package mftwb.tuning.export;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import mftwb.model.FolderTree;

/**
 * Puts a set of files into a folder as one step: they are written into a hidden folder beside the
 * target, which is then renamed into place, so the target is never half-written. An existing target
 * is kept unless the caller asked to overwrite it, and even then only a folder holding
 * {@code marker} (a previous export of the same kind) or nothing at all is replaced: --force never
 * deletes a folder of the user's.
 */
public final class FolderTarget {

    private FolderTarget() {
    }

    /** @throws FileAlreadyExistsException when {@code target} exists and may not be replaced */
    public static void write(List<ArchiveEntry> entries, Path target, boolean overwrite, String marker) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        boolean exists = Files.exists(absolute);
        if (exists && !isEmptyFolder(absolute)) {
            if (!overwrite) {
                throw new FileAlreadyExistsException(absolute.toString(), null, "exists; use --force to replace it");
            }
            if (!Files.isDirectory(absolute) || !Files.exists(absolute.resolve(marker))) {
                throw new FileAlreadyExistsException(absolute.toString(), null, "is not a previous export (no " + marker + "), so it is kept even with --force");
            }
        }
        Path parent = absolute.getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new IOException("folder " + parent + " does not exist");
        }
        Path temp = Files.createTempDirectory(parent, "." + absolute.getFileName() + ".");
        try {
            List<ArchiveEntry> sorted = new ArrayList<>(entries);
            sorted.sort(Comparator.comparing(ArchiveEntry::path));
            for (ArchiveEntry entry : sorted) {
                Path file = temp.resolve(entry.path());
                Files.createDirectories(file.getParent());
                Files.write(file, entry.content());
                setMode(file, entry.executable() ? "rwxr-xr-x" : "rw-r--r--");
            }
            setMode(temp, "rwxr-xr-x");
            if (exists) {
                Path old = Files.createTempDirectory(parent, "." + absolute.getFileName() + ".old.");
                Files.move(absolute, old.resolve("previous"));
                Files.move(temp, absolute);
                FolderTree.delete(old);
            } else {
                Files.move(temp, absolute);
            }
        } finally {
            FolderTree.delete(temp);
        }
    }

    private static boolean isEmptyFolder(Path path) throws IOException {
        if (!Files.isDirectory(path)) {
            return false;
        }
        try (Stream<Path> children = Files.list(path)) {
            return children.findAny().isEmpty();
        }
    }

    private static void setMode(Path path, String mode) throws IOException {
        if (path.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(mode));
        }
    }

}
