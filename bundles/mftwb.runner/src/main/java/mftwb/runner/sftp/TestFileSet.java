package mftwb.runner.sftp;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The files of a run, generated with random content (compression or deduplication on the path
 * must not flatter the result) and exactly {@code size} bytes each, as the reports' test files.
 */
public record TestFileSet(Path folder, long size, List<Path> files) {
    private static final int BLOCK = 1 << 20;

    public TestFileSet {
        files = List.copyOf(files);
    }

    public static TestFileSet generate(Path folder, long size, int count, long seed) throws IOException {
        Files.createDirectories(folder);
        SplittableRandom random = new SplittableRandom(seed);
        byte[] block = new byte[(int) Math.min(BLOCK, size)];
        List<Path> files = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            Path file = folder.resolve(String.format("f%06d.bin", i));
            try (OutputStream out = Files.newOutputStream(file)) {
                for (long left = size; left > 0; left -= block.length) {
                    random.nextBytes(block);
                    out.write(block, 0, (int) Math.min(block.length, left));
                }
            }
            if (Files.size(file) != size) {
                throw new IOException(file + ": generated " + Files.size(file) + " bytes, expected " + size);
            }
            files.add(file);
        }
        return new TestFileSet(folder, size, files);
    }

    public boolean matches(long fileSize, int count) {
        return size == fileSize && files.size() == count;
    }

    public void delete() throws IOException {
        for (Path file : files) {
            Files.deleteIfExists(file);
        }
        Files.deleteIfExists(folder);
    }
}
