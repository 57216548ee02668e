package mftwb.planner;

/**
 * One what-if: a set of files moved over one topology with one set of agent tuning values.
 *
 * @param topology        how the agents are wired
 * @param rttMillis       round trip time on the MQ path (the agent's client channel, or between QMs)
 * @param linkMbps        link bandwidth in megabits per second
 * @param fileSizeBytes   size of each file (every file in a run has the same size)
 * @param fileCount       number of files in the run
 * @param transfers       concurrent transfers the files are split over
 * @param chunkBytes      agentChunkSize: bytes per MQ message
 * @param window          agentWindowSize: chunks per acknowledgement
 * @param md5             true when checksumMethod is MD5
 * @param text            true for text mode (code-page conversion), false for binary
 */
public record Scenario(TopologyKind topology, double rttMillis, double linkMbps, long fileSizeBytes, int fileCount,
        int transfers, int chunkBytes, int window, boolean md5, boolean text) {

    /** agentFrameSize default: the sender stops after window x frame unacknowledged chunks. */
    public static final int FRAME = 5;

    public Scenario {
        if (topology == null) {
            throw new IllegalArgumentException("topology is required");
        }
        requirePositive("rttMillis", rttMillis);
        requirePositive("linkMbps", linkMbps);
        requirePositive("fileSizeBytes", fileSizeBytes);
        requirePositive("fileCount", fileCount);
        requirePositive("transfers", transfers);
        requirePositive("chunkBytes", chunkBytes);
        requirePositive("window", window);
    }

    private static void requirePositive(String name, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be a positive number, was " + value);
        }
    }

    public double totalBytes() {
        return (double) fileSizeBytes * fileCount;
    }

    /** Transfers that actually run: a transfer carries at least one file. */
    public int activeTransfers() {
        return Math.min(transfers, fileCount);
    }

    public Scenario withTuning(int newChunkBytes, int newWindow, int newTransfers) {
        return new Scenario(topology, rttMillis, linkMbps, fileSizeBytes, fileCount, newTransfers, newChunkBytes,
                newWindow, md5, text);
    }
}
