package mftwb.planner;

import java.util.List;

/**
 * Should the file producer archive its files before transfer? Compares sending the files as they
 * are with sending them as tar bundles of about {@code bundleBytes}, on one topology and tuning,
 * and finds the file size below which archiving pays there. Archive creation on the producer's
 * disk is not counted: the comparison is of the transfer only.
 */
public final class ArchiveAdvisor {
    /** tar: a 512-byte header per entry, data padded to 512-byte blocks, two zero blocks at the end. */
    static final int TAR_BLOCK = 512;
    /** Savings below this share of the time are inside the model's error, so they do not count as paying. */
    static final double MEANINGFUL_SAVING = 0.10;
    private static final int SMALLEST_POWER = 10;
    private static final int LARGEST_POWER = 32;

    private final CalibratedModel model;

    public ArchiveAdvisor(CalibratedModel model) {
        this.model = model;
    }

    /**
     * @param template    topology, RTT, link and tuning; its file size and count are replaced
     * @param fileSizes   the files to send, in bytes
     * @param bundleBytes target size of one archive
     */
    public ArchiveAdvice advise(Scenario template, List<Long> fileSizes, long bundleBytes) {
        if (fileSizes.isEmpty()) {
            throw new IllegalArgumentException("no files to advise on");
        }
        if (bundleBytes < TAR_BLOCK) {
            throw new IllegalArgumentException("archive bundles must hold at least " + TAR_BLOCK + " bytes");
        }
        long total = fileSizes.stream().mapToLong(Long::longValue).sum();
        long tarBytes = 2L * TAR_BLOCK;
        for (long size : fileSizes) {
            tarBytes += TAR_BLOCK + (size + TAR_BLOCK - 1) / TAR_BLOCK * TAR_BLOCK;
        }
        Prediction asFiles = model.predict(uniform(template, fileSizes.size(), total));
        int archives = (int) Math.max(1, Math.min(fileSizes.size(), Math.ceil((double) tarBytes / bundleBytes)));
        Prediction archived = model.predict(uniform(template, archives, tarBytes));
        return new ArchiveAdvice(SizeBin.histogram(fileSizes), total, asFiles, archives, tarBytes, archived,
                threshold(template, Math.max(total, bundleBytes), bundleBytes));
    }

    /** The files as the model sees them: the same count and the same total bytes, of equal size. */
    private static Scenario uniform(Scenario template, int count, long totalBytes) {
        long size = Math.max(1, Math.round((double) totalBytes / count));
        int transfers = Math.min(template.transfers(), count);
        return new Scenario(template.topology(), template.rttMillis(), template.linkMbps(), size, count, transfers,
                template.chunkBytes(), template.window(), template.md5(), template.text());
    }

    /**
     * Largest power-of-two file size at which {@code volume} bytes of such files move at least
     * {@link #MEANINGFUL_SAVING} faster as tar bundles; 0 when archiving never pays that much.
     */
    private long threshold(Scenario template, long volume, long bundleBytes) {
        long threshold = 0;
        for (int power = SMALLEST_POWER; power <= LARGEST_POWER; power++) {
            long size = 1L << power;
            if (size >= bundleBytes) {
                break;
            }
            int count = (int) Math.min(Integer.MAX_VALUE, Math.max(1, volume / size));
            long tarBytes = 2L * TAR_BLOCK + count * (TAR_BLOCK + (size + TAR_BLOCK - 1) / TAR_BLOCK * TAR_BLOCK);
            int archives = (int) Math.max(1, Math.min(count, Math.ceil((double) tarBytes / bundleBytes)));
            double individually = model.seconds(uniform(template, count, (long) count * size));
            double bundled = model.seconds(uniform(template, archives, tarBytes));
            if (bundled < (1 - MEANINGFUL_SAVING) * individually) {
                threshold = size;
            }
        }
        return threshold;
    }
}
