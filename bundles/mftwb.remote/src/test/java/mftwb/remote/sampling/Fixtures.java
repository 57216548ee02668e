package mftwb.remote.sampling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Test resources from src/test/resources, found through the basedir tycho-surefire sets. */
final class Fixtures {
    private Fixtures() {
    }

    static Path path(String name) {
        String basedir = System.getProperty("basedir");
        Path root = basedir != null ? Path.of(basedir) : Path.of("").toAbsolutePath();
        Path file = root.resolve("src/test/resources/samplers").resolve(name);
        if (!Files.exists(file)) {
            throw new IllegalStateException("missing test resource " + file);
        }
        return file;
    }

    static List<String> lines(String name) throws IOException {
        return Files.readAllLines(path(name));
    }

}
