package mftwb.model;

/**
 * Part of a workload's file size distribution.
 *
 * @param fileSizeBytes size of each file in this bucket, bytes
 * @param fileCount how many files of that size one workload run moves
 */
public record SizeBucket(long fileSizeBytes, int fileCount) {

    public long totalBytes() {
        return fileSizeBytes * fileCount;
    }
}
