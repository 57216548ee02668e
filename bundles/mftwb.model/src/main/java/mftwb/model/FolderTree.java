package mftwb.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A folder with everything in it: scratch space of exports, campaigns and tests, removed when done. */
public final class FolderTree {
    private FolderTree() {
    }

    /** Removes a folder and everything in it, deepest first; a missing folder is fine. */
    public static void delete(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
