package mftwb.planner;

import java.util.List;

/**
 * The archive advisor's answer.
 *
 * @param histogram      the files by size class
 * @param totalBytes     bytes of all files
 * @param asFiles        predicted transfer of the files as they are
 * @param archives       number of tar bundles
 * @param archiveBytes   bytes of all bundles (tar headers and padding included)
 * @param archived       predicted transfer of the bundles
 * @param thresholdBytes the largest file size (power of two) at which archiving still saves at least
 *                       10% of the transfer time on this topology and tuning; 0 when it never does
 */
public record ArchiveAdvice(List<SizeBin> histogram, long totalBytes, Prediction asFiles, int archives,
        long archiveBytes, Prediction archived, long thresholdBytes) {

    public ArchiveAdvice {
        histogram = List.copyOf(histogram);
    }

    /** Seconds saved by archiving; negative when archiving is slower. */
    public double savingSeconds() {
        return asFiles.seconds() - archived.seconds();
    }
}
