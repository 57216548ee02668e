package mftwb.tuning.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import mftwb.model.AtomicFile;

/**
 * Puts an archive at its final path without ever leaving a half-written file there: the bytes go to
 * a temporary file in the same folder (same file system, so the move is a rename), which then replaces
 * the target in one step. An existing file is kept unless the caller asked to overwrite it.
 */
public final class ArchiveTarget {

    private ArchiveTarget() {
    }

    /** @throws FileAlreadyExistsException when {@code target} exists and {@code overwrite} is false */
    public static void write(List<ArchiveEntry> entries, ArchiveFormat format, Path target, boolean overwrite) throws IOException {
        Path absolute = target.toAbsolutePath();
        if (!overwrite && Files.exists(absolute)) {
            throw new FileAlreadyExistsException(absolute.toString(), null, "exists; use --force to replace it");
        }
        Path folder = absolute.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new IOException("folder " + folder + " does not exist");
        }
        Path temp = AtomicFile.temporaryBeside(absolute, ".part");
        try {
            try (OutputStream out = Files.newOutputStream(temp)) {
                DeterministicArchive.write(entries, format, out);
            }
            move(temp, absolute, overwrite);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static void move(Path temp, Path target, boolean overwrite) throws IOException {
        if (!overwrite && Files.exists(target)) {
            // Someone created the target while we were writing: still never overwrite it.
            throw new FileAlreadyExistsException(target.toString(), null, "appeared while exporting; use --force to replace it");
        }
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
