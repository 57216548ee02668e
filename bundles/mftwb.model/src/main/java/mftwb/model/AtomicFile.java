package mftwb.model;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.UUID;

/**
 * Files replaced whole, so that a reader, or a crash, meets the old content or the new, never half of
 * it: topology saves, result tables, calibration, exported CSV and chart images.
 */
public final class AtomicFile {
    /** Writes the new content; may fail part way, which then leaves the target untouched. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFile() {
    }

    /** Replaces {@code file} with {@code text} in UTF-8. */
    public static void replace(Path file, String text) throws IOException {
        replace(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * Writes a temporary file beside {@code file} (creating its folder if needed) and renames it over
     * {@code file}: atomically where the file system can, otherwise by a plain replace.
     */
    public static void replace(Path file, Content content) throws IOException {
        Path absolute = file.toAbsolutePath();
        Files.createDirectories(absolute.getParent());
        Path temp = temporaryBeside(absolute, ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(temp)) {
                content.writeTo(out);
            }
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * A new empty hidden file beside {@code target} to write before renaming it over the target: the
     * same folder, so the rename stays on one file system and is atomic. Created with the process's
     * umask like any file it writes (Files.createTempFile would make it owner-only, and the exported
     * bundle, prediction or samples then unreadable to the colleague or the Ansible user they are for).
     */
    public static Path temporaryBeside(Path target, String suffix) throws IOException {
        Path absolute = target.toAbsolutePath();
        return Files.createFile(absolute.resolveSibling("." + absolute.getFileName() + "." + UUID.randomUUID() + suffix));
    }
}
