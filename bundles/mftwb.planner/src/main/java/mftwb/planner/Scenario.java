package mftwb.planner;

import mftwb.model.Link;
import mftwb.model.OperatingSystem;
import mftwb.tuning.BandwidthDelay;

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
 * @param tcpBufferBytes  TCP buffer of the slowest-buffered end of the path's WAN hop (client end:
 *                        ClntSndBuffSize/ClntRcvBuffSize, server end: SvrSndBuffSize/SvrRcvBuffSize;
 *                        between queue managers SndBuffSize/RcvRcvBuffSize); 0 = MQ's defaults, which
 *                        are 32 KiB at a client end and the operating system's sizing between queue managers
 * @param frame           agentFrameSize: the sender stops after window x frame unacknowledged chunks
 * @param channels        parallel channels between the queue managers (cluster channels with
 *                        agentMultipleChannelsEnabled), each with its own socket buffers
 */
public record Scenario(TopologyKind topology, double rttMillis, double linkMbps, long fileSizeBytes, int fileCount,
        int transfers, int chunkBytes, int window, boolean md5, boolean text, int tcpBufferBytes, int frame, int channels) {

    /** agentFrameSize default: the sender stops after window x frame unacknowledged chunks. */
    public static final int FRAME = 5;
    /** MQ's client-end socket buffer when mqclient.ini leaves ClntSndBuffSize/ClntRcvBuffSize unset. */
    public static final int DEFAULT_CLIENT_BUFFER_BYTES = 32768;
    /**
     * What a socket MQ leaves to the OS grows to where the scenario names no buffer: Linux's default
     * auto-tuning ceiling (tcp_rmem max, 6 MiB).
     */
    public static final int OS_AUTOTUNED_BUFFER_BYTES = BandwidthDelay.unsetReceiveBufferBytes(OperatingSystem.LINUX);

    /**
     * The bound of a queue manager's channel end that qm.ini leaves at 0, on a host running {@code os}: a
     * receiving end grows as far as that OS lets a receive window grow untuned, 0 on Linux (its
     * auto-tuning is what a scenario's 0 stands for; see {@link BandwidthDelay#unsetReceiveBufferBytes});
     * a sending end bounds only where its OS keeps the window small ({@link BandwidthDelay#unsetSendBufferBytes}).
     */
    public static int unsetBufferBytes(OperatingSystem os, boolean receiving) {
        if (!receiving) {
            return BandwidthDelay.unsetSendBufferBytes(os);
        }
        return os == OperatingSystem.LINUX ? 0 : BandwidthDelay.unsetReceiveBufferBytes(os);
    }

    /** A scenario with MQ's default buffers, frame and one channel. */
    public Scenario(TopologyKind topology, double rttMillis, double linkMbps, long fileSizeBytes, int fileCount,
            int transfers, int chunkBytes, int window, boolean md5, boolean text) {
        this(topology, rttMillis, linkMbps, fileSizeBytes, fileCount, transfers, chunkBytes, window, md5, text, 0, FRAME, 1);
    }

    public Scenario {
        if (topology == null) {
            throw new IllegalArgumentException("topology is required");
        }
        requirePositive("rttMillis", rttMillis);
        if (rttMillis > Link.MAX_RTT_MILLIS) {
            throw new IllegalArgumentException("rttMillis must be at most " + (long) Link.MAX_RTT_MILLIS + " (a minute), was " + rttMillis);
        }
        if (linkMbps < Link.MIN_BANDWIDTH_MBPS) {
            throw new IllegalArgumentException("linkMbps must be at least " + Link.MIN_BANDWIDTH_MBPS + " (1 kbit/s), was " + linkMbps);
        }
        requirePositive("linkMbps", linkMbps);
        requirePositive("fileSizeBytes", fileSizeBytes);
        requirePositive("fileCount", fileCount);
        requirePositive("transfers", transfers);
        requirePositive("chunkBytes", chunkBytes);
        requirePositive("window", window);
        requirePositive("frame", frame);
        requirePositive("channels", channels);
        if (tcpBufferBytes < 0) {
            throw new IllegalArgumentException("tcpBufferBytes must be 0 (MQ's defaults) or a number of bytes, was " + tcpBufferBytes);
        }
    }

    /**
     * The socket buffer that bounds the WAN hop per round trip: the given one, else MQ's default for
     * the path (32 KiB at a client end; between queue managers what the OS auto-tunes to).
     */
    public int effectiveTcpBufferBytes() {
        if (tcpBufferBytes > 0) {
            return tcpBufferBytes;
        }
        return topology.clientConnection() ? DEFAULT_CLIENT_BUFFER_BYTES : OS_AUTOTUNED_BUFFER_BYTES;
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
                newWindow, md5, text, tcpBufferBytes, frame, channels);
    }

    public Scenario withChecksumAndMode(boolean newMd5, boolean newText) {
        return new Scenario(topology, rttMillis, linkMbps, fileSizeBytes, fileCount, transfers, chunkBytes, window, newMd5,
                newText, tcpBufferBytes, frame, channels);
    }

    public Scenario withFiles(long newFileSizeBytes, int newFileCount) {
        return new Scenario(topology, rttMillis, linkMbps, newFileSizeBytes, newFileCount, transfers, chunkBytes, window, md5,
                text, tcpBufferBytes, frame, channels);
    }

    public Scenario withTcpBufferBytes(int newTcpBufferBytes) {
        return new Scenario(topology, rttMillis, linkMbps, fileSizeBytes, fileCount, transfers, chunkBytes, window, md5,
                text, newTcpBufferBytes, frame, channels);
    }
}
