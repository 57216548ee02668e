package mftwb.model;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

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
        // Same folder: the final move is a rename on one file system, hence atomic.
        Path temp = Files.createTempFile(absolute.getParent(), "." + absolute.getFileName(), ".tmp");
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
}
