package mftwb.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import mftwb.model.Checksum;
import mftwb.model.FolderTree;
import mftwb.model.TransferMode;
import mftwb.planner.ArchiveBuilder;
import mftwb.planner.BundleFormat;
import mftwb.planner.CsvFormatException;
import mftwb.planner.FileManifest;
import mftwb.runner.sftp.SftpWorkload;
import mftwb.runner.sftp.TestFileSet;

/**
 * Many small files sent one by one, then the same files packed by the archive advisor's builder and
 * sent as bundles, over the same SFTP server, for releng/bench/archive-wan.sh:
 * {@code ArchiveBenchmark USER@HOST:PORT KEY KNOWN_HOSTS FILE_BYTES FILE_COUNT BUNDLE_MB}.
 * The archived time includes building the bundles. Prints
 * {@code per_file_s=... archived_s=... build_s=... bundles=... speedup=...}; exit 1 when a run fails.
 */
public final class ArchiveBenchmark {
    private static final int CHUNK = 262144;
    private static final int WINDOW = 64;

    private ArchiveBenchmark() {
    }

    public static void main(String[] args) throws IOException, CsvFormatException {
        if (args.length != 6) {
            System.err.println("usage: ArchiveBenchmark USER@HOST:PORT KEY KNOWN_HOSTS FILE_BYTES FILE_COUNT BUNDLE_MB");
            System.exit(2);
        }
        SampledHost host = SftpBenchmark.labHost(args);
        long fileBytes = Long.parseLong(args[3]);
        int count = Integer.parseInt(args[4]);
        long bundleBytes = Long.parseLong(args[5]) * 1_000_000;
        Path scratch = Files.createTempDirectory("mftwb-archive-bench-");
        try (SftpWorkload workload = new SftpWorkload(host, scratch.resolve("workload"), "mftwb-bench",
                StandardCharsets.UTF_8, 1, false)) {
            RunSpec perFile = new RunSpec(fileBytes, count, 1, CHUNK, WINDOW, Checksum.NONE, TransferMode.BINARY);
            Progress one = new Progress(() -> false);
            workload.run("per-file-" + ProcessHandle.current().pid(), perFile, one);
            double perFileSeconds = one.elapsedSeconds();

            Path source = scratch.resolve("source");
            TestFileSet.generate(source, fileBytes, count, 7);
            Path bundles = Files.createDirectories(scratch.resolve("bundles"));
            long start = System.nanoTime();
            List<ArchiveBuilder.Bundle> built = new ArchiveBuilder(() -> false, done -> { })
                    .build(source, FileManifest.read(source), bundleBytes, BundleFormat.TAR, bundles, "bench");
            double buildSeconds = (System.nanoTime() - start) / 1e9;
            long largest = built.stream().mapToLong(ArchiveBuilder.Bundle::bytes).max().orElse(1);
            RunSpec archived = new RunSpec(largest, built.size(), 1, CHUNK, WINDOW, Checksum.NONE, TransferMode.BINARY);
            Progress sent = new Progress(() -> false);
            workload.send(built.stream().map(ArchiveBuilder.Bundle::file).toList(),
                    "archived-" + ProcessHandle.current().pid(), archived, sent);
            double archivedSeconds = buildSeconds + sent.elapsedSeconds();
            System.out.println(String.format(Locale.ROOT,
                    "per_file_s=%.2f archived_s=%.2f build_s=%.2f bundles=%d speedup=%.1f", perFileSeconds,
                    archivedSeconds, buildSeconds, built.size(), perFileSeconds / archivedSeconds));
        } catch (IOException e) {
            System.err.println("archive benchmark: " + e.getMessage());
            System.exit(1);
        } finally {
            FolderTree.delete(scratch);
        }
    }
}
