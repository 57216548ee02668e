package mftwb.runner;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;

/**
 * One cell of a campaign matrix: what a single measured run moves and how.
 *
 * @param fileSizeBytes size of every file in the run (the reports keep it equal within a run)
 * @param fileCount     files in the run
 * @param transfers     concurrent transfers the files are split over (1 = a single transfer)
 * @param chunkBytes    bytes per write request (SFTP) or agentChunkSize (MFT)
 * @param window        write requests outstanding before waiting for an acknowledgement
 */
public record RunSpec(long fileSizeBytes, int fileCount, int transfers, int chunkBytes, int window, Checksum checksum,
        TransferMode mode) {

    public RunSpec {
        if (fileSizeBytes < 1 || fileCount < 1 || transfers < 1 || chunkBytes < 1 || window < 1) {
            throw new IllegalArgumentException("file size, file count, transfers, chunk and window must be at least 1");
        }
    }

    public long totalBytes() {
        return fileSizeBytes * fileCount;
    }

    /** Transfers that actually carry files: never more than there are files. */
    public int activeTransfers() {
        return Math.min(transfers, fileCount);
    }
}
