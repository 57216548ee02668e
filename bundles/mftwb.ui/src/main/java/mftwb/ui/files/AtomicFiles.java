package mftwb.ui.files;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes a file so that readers see the old or the new content, never half of it. */
public final class AtomicFiles {
    /** Writes the new content; may fail part way, which then leaves the target untouched. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    public static void write(Path file, String content) throws IOException {
        write(file, out -> out.write(content.getBytes(StandardCharsets.UTF_8)));
    }

    public static void write(Path file, Content content) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        // Same folder: the final move is a rename on one file system, hence atomic.
        Path temp = Files.createTempFile(folder, "." + file.getFileName(), ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(temp)) {
                content.writeTo(out);
            }
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
