package mftwb.planner;

import java.util.List;
import java.util.Optional;

/**
 * The archive advisor's answer.
 *
 * @param histogram       the files by size class
 * @param totalBytes      bytes of all files
 * @param asFiles         predicted transfer of the files as they are
 * @param format          the archive format compared
 * @param bundleBytes     the most an archive holds before compression
 * @param compressibility how well the files deflate (not measured for tar)
 * @param archives        number of archives
 * @param archiveBytes    bytes of all archives as sent (headers, padding and compression included)
 * @param archived        predicted transfer of the archives
 * @param thresholdBytes  the largest file size (power of two) at which archiving still saves at least
 *                        10% of the transfer time on this topology and tuning; 0 when it never does
 * @param bySize          the same volume as files of one size, sent as files and archived: the
 *                        curves whose crossing gives the threshold
 * @param withBufferFix   the files as they are with {@code fixBufferBytes} of TCP buffer at both ends of
 *                        the WAN hop; empty where the socket buffer does not bound the path
 * @param fixBufferBytes  the buffer that covers the path's bandwidth-delay product, as the bundle sets it
 * @param smallArchived   the files up to {@code thresholdBytes} archived and the larger ones sent as they are;
 *                        empty when there is no threshold or every file lies on one side of it
 */
public record ArchiveAdvice(List<SizeBin> histogram, long totalBytes, Prediction asFiles, BundleFormat format,
        long bundleBytes, Compressibility compressibility, int archives, long archiveBytes, Prediction archived,
        long thresholdBytes, List<SizePoint> bySize, Optional<Prediction> withBufferFix, int fixBufferBytes,
        Optional<SmallArchived> smallArchived) {

    /** What the producer may do with its files, from the least work to the most. */
    public enum Option {
        AS_FILES, SMALL_ARCHIVED, ALL_ARCHIVED
    }

    /**
     * @param fileBytes       size of every file
     * @param asFilesSeconds  predicted time to send them as files
     * @param archivedSeconds predicted time to send them archived
     */
    public record SizePoint(long fileBytes, double asFilesSeconds, double archivedSeconds) {
    }

    /**
     * Archiving only the small files: they go as archives, the larger files as they are, in one transfer.
     *
     * @param upToBytes     the largest file size archived (the threshold)
     * @param archivedFiles how many files go into archives
     * @param archives      how many archives they make
     * @param archiveBytes  bytes of those archives as sent
     * @param largerFiles   how many files are sent as they are
     * @param prediction    predicted transfer of the archives and the larger files
     */
    public record SmallArchived(long upToBytes, int archivedFiles, int archives, long archiveBytes, int largerFiles,
            Prediction prediction) {
    }

    public ArchiveAdvice {
        histogram = List.copyOf(histogram);
        bySize = List.copyOf(bySize);
    }

    public int files() {
        return histogram.stream().mapToInt(SizeBin::files).sum();
    }

    /** Seconds saved by archiving; negative when archiving is slower. */
    public double savingSeconds() {
        return asFiles.seconds() - archived.seconds();
    }

    /**
     * True when raising the TCP buffers, with the files as they are, is faster than archiving them and
     * faster than the files as they are by at least {@link ArchiveAdvisor#MEANINGFUL_SAVING}: a fix that
     * gains less (or loses, where the path's setup outweighs its few round trips) is nothing to do first.
     */
    public boolean bufferFixBeatsArchiving() {
        return withBufferFix.isPresent() && withBufferFix.get().seconds() < archived.seconds()
                && withBufferFix.get().seconds() < (1 - ArchiveAdvisor.MEANINGFUL_SAVING) * asFiles.seconds();
    }

    /**
     * The volume {@link #bySize} and {@link #thresholdBytes} assume, sent as equal files of each size:
     * the user's files, but never less than one full bundle (a few small files alone would make every
     * size look like one round trip). The threshold is about that volume, not the user's saving.
     */
    public long thresholdVolumeBytes() {
        return Math.max(totalBytes, bundleBytes);
    }

    /**
     * The option to take: the one with the least work unless one with more is faster than it by at
     * least {@link ArchiveAdvisor#MEANINGFUL_SAVING} of its time (a smaller gain is inside the
     * model's error). Archiving only the small files is less work than archiving all: the large files
     * need neither packing nor unpacking.
     */
    public Option recommended() {
        Option best = Option.AS_FILES;
        for (Option option : List.of(Option.SMALL_ARCHIVED, Option.ALL_ARCHIVED)) {
            Optional<Prediction> candidate = predicted(option);
            if (candidate.isPresent()
                    && candidate.get().seconds() < (1 - ArchiveAdvisor.MEANINGFUL_SAVING) * predicted(best).orElseThrow().seconds()) {
                best = option;
            }
        }
        return best;
    }

    /** The predicted transfer for an option; empty for archiving only the small files when that is no choice. */
    public Optional<Prediction> predicted(Option option) {
        return switch (option) {
            case AS_FILES -> Optional.of(asFiles);
            case SMALL_ARCHIVED -> smallArchived.map(SmallArchived::prediction);
            case ALL_ARCHIVED -> Optional.of(archived);
        };
    }

    /** The saving as a percentage of the time as files. */
    public double savingPercent() {
        return 100 * savingSeconds() / asFiles.seconds();
    }
}
