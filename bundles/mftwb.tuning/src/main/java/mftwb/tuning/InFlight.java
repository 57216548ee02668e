package mftwb.tuning;

/**
 * Data an MFT agent keeps in flight and what it means for the queue manager. The sender stops after
 * agentWindowSize x agentFrameSize unacknowledged chunks (MQ-FACTS), so one transfer has at most
 * chunk x window x frame bytes on the queues; concurrent transfers add up.
 */
public final class InFlight {
    /** DOMAIN: the LAN report's TuningParameters value. */
    public static final long MIN_QUEUE_BUFFER_BYTES = Bytes.MIB;
    /** Upper bound for DefaultQBufferSize / DefaultPQBufferSize (100 MB, unconfirmed). */
    public static final long MAX_QUEUE_BUFFER_BYTES = 100 * Bytes.MIB;

    private InFlight() {
    }

    public static long bytesPerTransfer(long chunkBytes, int windowSize, int frameSize) {
        if (chunkBytes <= 0 || windowSize <= 0 || frameSize <= 0) {
            throw new IllegalArgumentException("chunk, window and frame must be positive");
        }
        return chunkBytes * windowSize * frameSize;
    }

    public static long bytesPerQueueManager(long chunkBytes, int windowSize, int frameSize, int concurrentTransfers) {
        return bytesPerTransfer(chunkBytes, windowSize, frameSize) * Math.max(1, concurrentTransfers);
    }

    /** Queue buffer that keeps the in-flight chunks in memory instead of spilling to the queue file. */
    public static long queueBufferBytes(long inFlightBytes) {
        return Bytes.clamp(Bytes.multipleAtLeast(inFlightBytes, Bytes.MIB), MIN_QUEUE_BUFFER_BYTES, MAX_QUEUE_BUFFER_BYTES);
    }
}
