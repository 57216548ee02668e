package mftwb.planner;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Should the file producer archive its files before transfer? Compares sending the files as they
 * are with sending them as archives of about {@code bundleBytes} (the ones {@link ArchiveBuilder}
 * would build), on one topology and tuning, finds the file size below which archiving pays
 * there, and prices archiving only the files up to that size beside the other two. The files are
 * priced by size class ({@link FileMix}), not as files of their mean size. Archive creation on the producer's disk is not counted: the comparison is of the transfer only.
 * Where the socket buffer bounds the path, it also prices the files as they are with the buffer that
 * covers the bandwidth-delay product, so the advice can say first when that fix beats archiving.
 */
public final class ArchiveAdvisor {
    /** Savings below this share of the time are inside the model's error, so they do not count as paying. */
    public static final double MEANINGFUL_SAVING = 0.10;
    private static final int SMALLEST_POWER = 10;
    private static final int LARGEST_POWER = 32;

    private final CalibratedModel model;

    public ArchiveAdvisor(CalibratedModel model) {
        this.model = model;
    }

    /**
     * @param template        topology, RTT, link and tuning; its file size and count are replaced
     * @param files           the files to send
     * @param bundleBytes     the most an archive holds before compression
     * @param format          archive format
     * @param compressibility how well the files deflate, for tar.gz and zip
     */
    public ArchiveAdvice advise(Scenario template, FileManifest files, long bundleBytes, BundleFormat format,
            Compressibility compressibility) {
        if (files.entries().isEmpty()) {
            throw new IllegalArgumentException("no files to advise on");
        }
        long smallest = format.entryBytes(0, 1) + format.emptyBytes();
        if (bundleBytes < smallest) {
            throw new IllegalArgumentException("archive bundles must hold at least " + smallest + " bytes");
        }
        double share = format.compressed() ? compressibility.compressedShare() : 1;
        List<BundlePlan> bundles = BundlePlan.split(files.entries(), bundleBytes, format);
        long total = files.sizes().stream().mapToLong(Long::longValue).sum();
        long sent = sentBytes(bundles, format, share);
        List<FileMix.Part> asTheyAre = FileMix.bySizeClass(files.sizes());
        Prediction asFiles = FileMix.predict(model, template, asTheyAre);
        Prediction archived = FileMix.predict(model, template, List.of(new FileMix.Part(bundles.size(), sent)));
        int nameBytes = (int) Math.round(files.entries().stream()
                .mapToInt(e -> BundleFormat.nameBytes(e.relativePath())).average().orElse(0));
        List<ArchiveAdvice.SizePoint> bySize = bySize(template, Math.max(total, bundleBytes), bundleBytes, format, share,
                nameBytes);
        long threshold = 0;
        for (ArchiveAdvice.SizePoint point : bySize) {
            if (point.archivedSeconds() < (1 - MEANINGFUL_SAVING) * point.asFilesSeconds()) {
                threshold = point.fileBytes();
            }
        }
        // A socket-buffer bound path: the files as they are, with the buffer the tuning engine sets.
        List<Scenario> buffers = Recommender.buffers(FileMix.uniform(template, files.entries().size(), total));
        int fixBufferBytes = buffers.get(buffers.size() - 1).tcpBufferBytes();
        Optional<Prediction> withBufferFix = buffers.size() > 1
                ? Optional.of(FileMix.predict(model, template.withTcpBufferBytes(fixBufferBytes), asTheyAre))
                : Optional.empty();
        return new ArchiveAdvice(SizeBin.histogram(files.sizes()), total, asFiles, format, bundleBytes,
                format.compressed() ? compressibility : Compressibility.NOT_MEASURED, bundles.size(), sent, archived,
                threshold, bySize, withBufferFix, fixBufferBytes,
                smallArchived(template, files, threshold, bundleBytes, format, share));
    }

    /**
     * The files of at most {@code threshold} bytes archived, the larger ones sent as they are, all in
     * one transfer; empty when that is not a third choice (no threshold, or every file on one side of it).
     */
    private Optional<ArchiveAdvice.SmallArchived> smallArchived(Scenario template, FileManifest files, long threshold,
            long bundleBytes, BundleFormat format, double share) {
        FileManifest small = files.upTo(threshold);
        int larger = files.entries().size() - small.entries().size();
        if (threshold == 0 || small.entries().isEmpty() || larger == 0) {
            return Optional.empty();
        }
        List<BundlePlan> bundles = BundlePlan.split(small.entries(), bundleBytes, format);
        long sent = sentBytes(bundles, format, share);
        List<FileMix.Part> parts = new ArrayList<>(FileMix.bySizeClass(
                files.entries().stream().map(FileManifest.Entry::sizeBytes).filter(size -> size > threshold).toList()));
        parts.add(new FileMix.Part(bundles.size(), sent));
        return Optional.of(new ArchiveAdvice.SmallArchived(threshold, small.entries().size(), bundles.size(), sent, larger,
                FileMix.predict(model, template, parts)));
    }

    private static long sentBytes(List<BundlePlan> bundles, BundleFormat format, double share) {
        return format.sentBytes(bundles.size(), bundles.stream().mapToLong(BundlePlan::containerBytes).sum(),
                bundles.stream().mapToLong(BundlePlan::dataBytes).sum(), share);
    }

    /**
     * {@code volume} bytes as files of each power-of-two size below the bundle size, sent as they
     * are and archived; names of {@code nameBytes} bytes, as the user's files have on average.
     */
    private List<ArchiveAdvice.SizePoint> bySize(Scenario template, long volume, long bundleBytes, BundleFormat format,
            double share, int nameBytes) {
        List<ArchiveAdvice.SizePoint> points = new ArrayList<>();
        for (int power = SMALLEST_POWER; power <= LARGEST_POWER; power++) {
            long size = 1L << power;
            if (size >= bundleBytes) {
                break;
            }
            int count = (int) Math.min(Integer.MAX_VALUE, Math.max(1, volume / size));
            long entryBytes = format.entryBytes(nameBytes, size);
            long perArchive = Math.max(1, (bundleBytes - format.emptyBytes()) / entryBytes);
            int archives = (int) Math.min(count, (count + perArchive - 1) / perArchive);
            long container = archives * format.emptyBytes() + count * entryBytes;
            long sent = format.sentBytes(archives, container, count * size, share);
            points.add(new ArchiveAdvice.SizePoint(size, model.seconds(FileMix.uniform(template, count, count * size)),
                    model.seconds(FileMix.uniform(template, archives, sent))));
        }
        return points;
    }
}
