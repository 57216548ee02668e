package mftwb.planner;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.zip.Deflater;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

/**
 * How much of its size an archive keeps when deflated, measured on a sample of the files: how well
 * files compress cannot be guessed from their sizes, and it decides what a tar.gz or zip sends.
 *
 * @param compressedShare deflated bytes over original bytes: of the whole tar stream (headers
 *                        included) for tar.gz, of the file data for zip; 1 when nothing was measured
 * @param sampledFiles    files read for the measurement
 * @param sampledBytes    file bytes read for the measurement; 0 when nothing was measured
 */
public record Compressibility(double compressedShare, int sampledFiles, long sampledBytes) {
    /** Enough data for a stable figure, little enough to read in well under a second. */
    static final long SAMPLE_BYTES = 8L << 20;
    /** The start of a big file stands for the file, so many files get a say in the sample. */
    static final int FILE_SAMPLE_BYTES = 1 << 20;
    private static final FileTime SAMPLE_TIME = FileTime.fromMillis(0);

    /** For tar, or when no file could be read: what is sent is what is stored. */
    public static final Compressibility NOT_MEASURED = new Compressibility(1, 0, 0);

    public boolean measured() {
        return sampledBytes > 0;
    }

    /**
     * Deflates the start of evenly spread files of the manifest found under {@code folder}, the
     * way the archive would: as one tar.gz stream, or each file on its own for zip. Files missing
     * from the folder are left out of the sample.
     *
     * @throws CancellationException when cancelled
     */
    public static Compressibility measure(Path folder, FileManifest files, BundleFormat format, BooleanSupplier cancelled)
            throws IOException {
        return switch (format) {
            case TAR -> NOT_MEASURED;
            case TAR_GZ -> asTarGz(folder, sample(files.entries()), cancelled);
            case ZIP -> asZip(folder, sample(files.entries()), cancelled);
        };
    }

    /** Every k-th non-empty file, k chosen so that the starts read stay within {@link #SAMPLE_BYTES}. */
    private static List<FileManifest.Entry> sample(List<FileManifest.Entry> entries) {
        long readable = entries.stream().mapToLong(e -> Math.min(e.sizeBytes(), FILE_SAMPLE_BYTES)).sum();
        long stride = Math.max(1, (readable + SAMPLE_BYTES - 1) / SAMPLE_BYTES);
        List<FileManifest.Entry> chosen = new ArrayList<>();
        for (long i = 0; i < entries.size(); i += stride) {
            if (entries.get((int) i).sizeBytes() > 0) {
                chosen.add(entries.get((int) i));
            }
        }
        return chosen;
    }

    private static Compressibility asTarGz(Path folder, List<FileManifest.Entry> sample, BooleanSupplier cancelled)
            throws IOException {
        byte[] start = new byte[FILE_SAMPLE_BYTES];
        ByteCounter gzipped = new ByteCounter();
        long tarBytes = BundleFormat.TAR_GZ.emptyBytes();
        long original = 0;
        int files = 0;
        try (TarArchiveOutputStream tar = ArchiveBuilder.tar(new GzipCompressorOutputStream(gzipped))) {
            for (FileManifest.Entry entry : sample) {
                int n = readStart(folder, entry, start, cancelled);
                if (n > 0) {
                    TarArchiveEntry tarEntry = new TarArchiveEntry(entry.relativePath());
                    tarEntry.setSize(n);
                    tarEntry.setModTime(SAMPLE_TIME);
                    tar.putArchiveEntry(tarEntry);
                    tar.write(start, 0, n);
                    tar.closeArchiveEntry();
                    tarBytes += BundleFormat.TAR_GZ.entryBytes(BundleFormat.nameBytes(entry.relativePath()), n);
                    original += n;
                    files++;
                }
            }
            tar.finish();
        }
        return files == 0 ? NOT_MEASURED : new Compressibility((double) gzipped.bytes / tarBytes, files, original);
    }

    private static Compressibility asZip(Path folder, List<FileManifest.Entry> sample, BooleanSupplier cancelled)
            throws IOException {
        byte[] start = new byte[FILE_SAMPLE_BYTES];
        byte[] out = new byte[1 << 16];
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION, true);
        long original = 0;
        long deflated = 0;
        int files = 0;
        try {
            for (FileManifest.Entry entry : sample) {
                int n = readStart(folder, entry, start, cancelled);
                if (n > 0) {
                    deflater.reset();
                    deflater.setInput(start, 0, n);
                    deflater.finish();
                    while (!deflater.finished()) {
                        deflated += deflater.deflate(out);
                    }
                    original += n;
                    files++;
                }
            }
        } finally {
            deflater.end();
        }
        return files == 0 ? NOT_MEASURED : new Compressibility((double) deflated / original, files, original);
    }

    /** Reads the start of a file into {@code start}; 0 when the file is missing or outside the folder. */
    private static int readStart(Path folder, FileManifest.Entry entry, byte[] start, BooleanSupplier cancelled)
            throws IOException {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("compression sample cancelled");
        }
        Path file = folder.resolve(entry.relativePath()).normalize();
        if (!file.startsWith(folder.normalize())) {
            return 0;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(start, 0, (int) Math.min(start.length, entry.sizeBytes()));
        } catch (NoSuchFileException e) {
            return 0;
        }
    }

    /** Counts what is written and keeps none of it. */
    private static final class ByteCounter extends OutputStream {
        long bytes;

        @Override
        public void write(int b) {
            bytes++;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            bytes += len;
        }
    }
}
