package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ArchiveBuilderTest {
    private static final String LONG_NAME = "deep/er/" + "c".repeat(120) + ".bin";

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
        write(LONG_NAME, 200_000, random);
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

    /** Entry names and contents of an archive, in archive order, read with Commons Compress's readers. */
    static Map<String, byte[]> read(Path archive, BundleFormat format) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        if (format == BundleFormat.ZIP) {
            try (ZipFile zip = ZipFile.builder().setPath(archive).get()) {
                for (ZipArchiveEntry e : Collections.list(zip.getEntriesInPhysicalOrder())) {
                    try (InputStream in = zip.getInputStream(e)) {
                        entries.put(e.getName(), in.readAllBytes());
                    }
                }
            }
            return entries;
        }
        try (InputStream file = Files.newInputStream(archive);
                InputStream data = format == BundleFormat.TAR_GZ ? new GzipCompressorInputStream(file) : file;
                TarArchiveInputStream tar = new TarArchiveInputStream(data)) {
            for (TarArchiveEntry e; (e = tar.getNextEntry()) != null;) {
                entries.put(e.getName(), tar.readAllBytes());
            }
        }
        return entries;
    }

    private List<ArchiveBuilder.Bundle> build(BundleFormat format) throws Exception {
        return new ArchiveBuilder(() -> false, b -> { }).build(source, FileManifest.read(source), 400_000, format, output,
                "batch");
    }

    @ParameterizedTest
    @EnumSource(BundleFormat.class)
    void packsFilesIntoVerifiedArchivesWithTheirRelativePaths(BundleFormat format) throws Exception {
        AtomicLong progress = new AtomicLong();
        List<ArchiveBuilder.Bundle> bundles = new ArchiveBuilder(() -> false, progress::set)
                .build(source, FileManifest.read(source), 400_000, format, output, "batch");
        assertEquals(List.of("batch-1" + format.extension(), "batch-2" + format.extension()), outputNames());
        assertEquals(510_000, progress.get());
        Map<String, byte[]> first = read(bundles.get(0).file(), format);
        Map<String, byte[]> second = read(bundles.get(1).file(), format);
        assertEquals(List.of("a.bin", "deep/b.bin"), List.copyOf(first.keySet()));
        assertEquals(List.of(LONG_NAME), List.copyOf(second.keySet()));
        assertEquals(List.of(2, 1), List.of(bundles.get(0).entries(), bundles.get(1).entries()));
        first.putAll(second);
        for (Map.Entry<String, byte[]> e : first.entrySet()) {
            assertArrayEquals(Files.readAllBytes(source.resolve(e.getKey())), e.getValue(), e.getKey());
        }
    }

    @Test
    void tarKeepsModificationTimesToTheSecond() throws Exception {
        FileTime modified = FileTime.from(1_700_000_000_123L, TimeUnit.MILLISECONDS);
        Files.setLastModifiedTime(source.resolve("a.bin"), modified);
        Path archive = build(BundleFormat.TAR).get(0).file();
        try (InputStream in = Files.newInputStream(archive); TarArchiveInputStream tar = new TarArchiveInputStream(in)) {
            assertEquals(1_700_000_000_000L, tar.getNextEntry().getModTime().getTime());
        }
    }

    @Test
    void tarArchivesAreExactlyTheSizeTheAdvisorPlans() throws Exception {
        List<BundlePlan> plan = BundlePlan.split(FileManifest.read(source).entries(), 400_000, BundleFormat.TAR);
        List<ArchiveBuilder.Bundle> bundles = build(BundleFormat.TAR);
        // the second holds the 133-byte name, whose PAX header the plan counts
        assertEquals(plan.stream().map(BundlePlan::containerBytes).toList(),
                bundles.stream().map(ArchiveBuilder.Bundle::bytes).toList());
    }

    @Test
    void zipArchivesHoldExactlyThePlannedHeadersAroundTheDeflatedData() throws Exception {
        List<BundlePlan> plan = BundlePlan.split(FileManifest.read(source).entries(), 400_000, BundleFormat.ZIP);
        List<ArchiveBuilder.Bundle> bundles = build(BundleFormat.ZIP);
        for (int i = 0; i < bundles.size(); i++) {
            long deflated = 0;
            try (ZipFile zip = ZipFile.builder().setPath(bundles.get(i).file()).get()) {
                for (ZipArchiveEntry e : Collections.list(zip.getEntries())) {
                    deflated += e.getCompressedSize();
                }
            }
            assertEquals(plan.get(i).containerBytes() - plan.get(i).dataBytes(), bundles.get(i).bytes() - deflated);
        }
    }

    @ParameterizedTest
    @EnumSource(value = BundleFormat.class, names = { "TAR_GZ", "ZIP" })
    void compressedArchivesComeWithinTwoPercentOfThePlanWithTheMeasuredCompressibility(BundleFormat format)
            throws Exception {
        // Half random, half zeros: a share near one half that the sample must find.
        Random random = new Random(11);
        for (int i = 0; i < 40; i++) {
            byte[] data = new byte[20_000];
            random.nextBytes(data);
            java.util.Arrays.fill(data, 10_000, 20_000, (byte) 0);
            Files.write(source.resolve("mixed" + i + ".dat"), data);
        }
        FileManifest manifest = FileManifest.read(source);
        Compressibility measured = Compressibility.measure(source, manifest, format, () -> false);
        List<BundlePlan> plan = BundlePlan.split(manifest.entries(), 400_000, format);
        long planned = format.sentBytes(plan.size(), plan.stream().mapToLong(BundlePlan::containerBytes).sum(),
                plan.stream().mapToLong(BundlePlan::dataBytes).sum(), measured.compressedShare());
        long built = build(format).stream().mapToLong(ArchiveBuilder.Bundle::bytes).sum();
        assertTrue(Math.abs(built - planned) < 0.02 * built, "planned " + planned + ", built " + built);
    }

    @Test
    void cancellingLeavesNoArchiveBehind() throws Exception {
        AtomicLong polls = new AtomicLong();
        ArchiveBuilder builder = new ArchiveBuilder(() -> polls.incrementAndGet() > 8, bytes -> { });
        assertThrows(CancellationException.class,
                () -> builder.build(source, FileManifest.read(source), 400_000, BundleFormat.TAR, output, "batch"));
        assertEquals(List.of(), outputNames());
    }

    @ParameterizedTest
    @EnumSource(BundleFormat.class)
    void cancellingDuringTheSecondArchiveRemovesTheFinishedFirst(BundleFormat format) throws Exception {
        Path first = output.resolve("batch-1" + format.extension());
        ArchiveBuilder builder = new ArchiveBuilder(() -> Files.exists(first), bytes -> { });
        assertThrows(CancellationException.class,
                () -> builder.build(source, FileManifest.read(source), 400_000, format, output, "batch"));
        assertEquals(List.of(), outputNames());
    }

    @Test
    void fileChangedSinceTheManifestFailsAndLeavesNothing() throws Exception {
        FileManifest manifest = FileManifest.read(source);
        Files.write(source.resolve("deep/b.bin"), new byte[5]);
        IOException e = assertThrows(IOException.class, () -> new ArchiveBuilder(() -> false, b -> { })
                .build(source, manifest, 400_000, BundleFormat.TAR, output, "batch"));
        assertTrue(e.getMessage().contains("the manifest says 10000"), e.getMessage());
        assertEquals(List.of(), outputNames());
    }

    @Test
    void existingArchiveIsNeverOverwrittenAndNothingIsWritten() throws Exception {
        Files.write(output.resolve("batch-2.tar"), new byte[] { 1 });
        FileAlreadyExistsException e = assertThrows(FileAlreadyExistsException.class, () -> build(BundleFormat.TAR));
        assertTrue(e.getMessage().contains("batch-2.tar"), e.getMessage());
        assertEquals(List.of("batch-2.tar"), outputNames());
        assertEquals(1, Files.size(output.resolve("batch-2.tar")));
    }

    @Test
    void manifestPathOutsideTheFolderIsRefused() throws Exception {
        Files.write(folder.resolve("secret.txt"), new byte[] { 42 });
        FileManifest escaping = new FileManifest(List.of(new FileManifest.Entry("../secret.txt", 1)));
        IOException e = assertThrows(IOException.class, () -> new ArchiveBuilder(() -> false, b -> { })
                .build(source, escaping, 400_000, BundleFormat.TAR, output, "batch"));
        assertTrue(e.getMessage().contains("is not inside"), e.getMessage());
        assertEquals(List.of(), outputNames());
    }
}
