package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArchiveBuilderTest {
    @TempDir
    Path folder;
    private Path source;
    private Path output;

    @BeforeEach
    void files() throws IOException {
        source = Files.createDirectories(folder.resolve("source/deep/er"));
        source = folder.resolve("source");
        output = Files.createDirectories(folder.resolve("out"));
        Random random = new Random(7);
        write("a.bin", 300_000, random);
        write("deep/b.bin", 10_000, random);
        write("deep/er/" + "c".repeat(120) + ".bin", 200_000, random);
    }

    private void write(String relative, int size, Random random) throws IOException {
        byte[] data = new byte[size];
        random.nextBytes(data);
        Files.write(source.resolve(relative), data);
    }

    private List<String> outputNames() throws IOException {
        try (Stream<Path> files = Files.list(output)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void packsFilesIntoVerifiedBundlesWithTheirRelativePaths() throws Exception {
        AtomicLong progress = new AtomicLong();
        List<ArchiveBuilder.Bundle> bundles = new ArchiveBuilder(() -> false, progress::set)
                .build(source, FileManifest.read(source), 400_000, output, "batch");
        assertEquals(List.of("batch-1.tar", "batch-2.tar"), outputNames());
        assertEquals(510_000, progress.get());
        assertEquals(2, bundles.get(0).entries() + bundles.get(1).entries() - 1);
        int entries = 0;
        for (ArchiveBuilder.Bundle bundle : bundles) {
            try (InputStream in = Files.newInputStream(bundle.file()); TarArchiveInputStream tar = new TarArchiveInputStream(in)) {
                for (TarArchiveEntry e; (e = tar.getNextEntry()) != null; entries++) {
                    assertArrayEquals(Files.readAllBytes(source.resolve(e.getName())), tar.readAllBytes(), e.getName());
                }
            }
        }
        assertEquals(3, entries);
    }

    @Test
    void cancellingLeavesNoArchiveBehind() throws Exception {
        AtomicLong polls = new AtomicLong();
        ArchiveBuilder builder = new ArchiveBuilder(() -> polls.incrementAndGet() > 8, bytes -> { });
        assertThrows(CancellationException.class,
                () -> builder.build(source, FileManifest.read(source), 400_000, output, "batch"));
        assertEquals(List.of(), outputNames());
    }

    @Test
    void fileChangedSinceTheManifestFailsAndLeavesNothing() throws Exception {
        FileManifest manifest = FileManifest.read(source);
        Files.write(source.resolve("deep/b.bin"), new byte[5]);
        IOException e = assertThrows(IOException.class,
                () -> new ArchiveBuilder(() -> false, b -> { }).build(source, manifest, 400_000, output, "batch"));
        assertTrue(e.getMessage().contains("the manifest says 10000"), e.getMessage());
        assertEquals(List.of(), outputNames());
    }

    @Test
    void existingArchiveIsNeverOverwritten() throws Exception {
        Files.write(output.resolve("batch-1.tar"), new byte[] { 1 });
        assertThrows(IOException.class,
                () -> new ArchiveBuilder(() -> false, b -> { }).build(source, FileManifest.read(source), 400_000, output,
                        "batch"));
        assertEquals(List.of("batch-1.tar"), outputNames());
        assertEquals(1, Files.size(output.resolve("batch-1.tar")));
    }

    @Test
    void manifestPathOutsideTheFolderIsRefused() throws Exception {
        Files.write(folder.resolve("secret.txt"), new byte[] { 42 });
        FileManifest escaping = new FileManifest(List.of(new FileManifest.Entry("../secret.txt", 1)));
        IOException e = assertThrows(IOException.class,
                () -> new ArchiveBuilder(() -> false, b -> { }).build(source, escaping, 400_000, output, "batch"));
        assertTrue(e.getMessage().contains("is not inside"), e.getMessage());
        assertEquals(List.of(), outputNames());
    }
}
