package mftwb.planner;

import java.util.EnumMap;
import java.util.Map;

import mftwb.tuning.BandwidthDelay;

/**
 * Transfer time from mechanisms. A transfer walks its files one after another: it pays latency
 * (set-up, per-file work) and streams its bytes through a pipeline whose slowest stage sets the pace
 * (its agent thread's CPU per byte, the MQ put and get of each chunk, window x frame x chunk per RTT,
 * SFTP writes). All transfers share the link, the channels' TCP buffers, the batches of the channels
 * between queue managers, the agents' cores and the agent QM's queue. Transfers set up side by side; afterwards,
 * with N of them, the others stream while one does its per-file work, so only 1/N of that is exposed
 * and the rest joins the shared-resource bounds in a p-norm (p large = a hard max; smaller = bounds
 * that interfere).
 */
final class PhysicsModel {
    /** SVRCONN SHARECNV default: up to 10 client conversations share one TCP socket. */
    static final int CONVERSATIONS_PER_SOCKET = 10;

    private static final int L_SETUP = 0, L_FILE = 1, L_MD5_FILE = 2;
    private static final int S_AGENT = 3, S_CHUNK = 4, S_TEXT = 5, S_MD5 = 6, S_WINDOW = 7, S_SFTP = 8;
    private static final int R_LINK = 9, R_TCP = 10, R_CORES = 11, R_SPILL = 12, R_DISK = 13, R_BATCH = 14;
    private static final int TERMS = 15;
    private static final Mechanism[] MECHANISM = { Mechanism.SETUP, Mechanism.PER_FILE, Mechanism.MD5,
            Mechanism.AGENT_CPU, Mechanism.PER_CHUNK, Mechanism.TEXT_CONVERSION, Mechanism.MD5, Mechanism.WINDOW,
            Mechanism.SFTP_WRITES, Mechanism.LINK, Mechanism.TCP_BUFFER, Mechanism.CPU_CORES, Mechanism.QUEUE_SPILL,
            Mechanism.QUEUE_DISK, Mechanism.CHANNEL_BATCH };

    private PhysicsModel() {
    }

    /** Predicted seconds; {@code theta} holds each {@link Parameter} in natural units, by ordinal. */
    static double seconds(Scenario s, double[] theta) {
        double[] t = new double[TERMS];
        terms(s, theta, t);
        return combine(s, theta, t, null);
    }

    static Prediction predict(Scenario s, double[] theta) {
        double[] t = new double[TERMS];
        terms(s, theta, t);
        double[] share = new double[TERMS];
        double seconds = combine(s, theta, t, share);
        Map<Mechanism, Double> breakdown = new EnumMap<>(Mechanism.class);
        for (int i = 0; i < TERMS; i++) {
            breakdown.merge(MECHANISM[i], share[i], Double::sum);
        }
        Mechanism bottleneck = Mechanism.SETUP;
        for (Map.Entry<Mechanism, Double> e : breakdown.entrySet()) {
            if (e.getValue() > breakdown.get(bottleneck)) {
                bottleneck = e.getKey();
            }
        }
        return new Prediction(seconds, s.totalBytes() / seconds / 1e6, bottleneck, breakdown, Map.of(), seconds, seconds);
    }

    /** Every byte over the link (twice in client mode) at exactly its line rate. */
    static double wireSeconds(Scenario s) {
        return s.topology().networkPasses() * s.totalBytes() / (s.linkMbps() * 125_000);
    }

    /**
     * Fills the raw terms: latency terms and the own streaming terms in seconds for the busiest
     * transfer; the shared-resource terms in seconds for the whole run.
     */
    private static void terms(Scenario s, double[] theta, double[] t) {
        TopologyKind kind = s.topology();
        double rtt = s.rttMillis() / 1000;
        int transfers = s.activeTransfers();
        double filesPerTransfer = Math.ceil((double) s.fileCount() / transfers);
        double bytesPerTransfer = filesPerTransfer * s.fileSizeBytes();
        double chunksPerTransfer = filesPerTransfer * Math.ceil((double) s.fileSizeBytes() / s.chunkBytes());

        t[L_SETUP] = p(theta, Parameter.SETUP_SECONDS) + p(theta, Parameter.SETUP_ROUND_TRIPS) * rtt
                + (kind.protocolBridge() ? p(theta, Parameter.SFTP_SESSION_SECONDS) : 0);
        // The per-file protocol messages travel with the data, so a file costs no round trip of its own
        // (the bridge report: 100 files of 1 KB cost far less than 100 round trips across 5000 miles).
        t[L_FILE] = filesPerTransfer * (p(theta, Parameter.FILE_SECONDS) + p(theta, Parameter.FILE_WAIT_SECONDS)
                + kind.clientAgents() * p(theta, Parameter.CLIENT_FILE_SECONDS)
                + (kind.protocolBridge() ? p(theta, Parameter.SFTP_FILE_SECONDS) : 0));
        t[L_MD5_FILE] = s.md5() ? filesPerTransfer * p(theta, Parameter.MD5_FILE_SECONDS) : 0;

        t[S_AGENT] = bytesPerTransfer * p(theta, Parameter.AGENT_SECONDS_PER_BYTE);
        t[S_CHUNK] = chunksPerTransfer * p(theta, Parameter.CHUNK_SECONDS);
        t[S_TEXT] = s.text() ? bytesPerTransfer * p(theta, Parameter.TEXT_SECONDS_PER_BYTE) : 0;
        t[S_MD5] = s.md5() ? bytesPerTransfer * p(theta, Parameter.MD5_SECONDS_PER_BYTE) : 0;
        // At most window x frame chunks are unacknowledged: that much data per round trip.
        double window = inFlightPerTransfer(s, bytesPerTransfer);
        t[S_WINDOW] = bytesPerTransfer * rtt / window;
        t[S_SFTP] = kind.protocolBridge() ? bytesPerTransfer / p(theta, Parameter.SFTP_BYTES_PER_SECOND) : 0;

        double total = s.totalBytes();
        t[R_LINK] = wireSeconds(s) / p(theta, Parameter.LINK_EFFICIENCY);
        // A client channel sets its socket buffers (mqclient.ini's 32 KB unless raised), which on Linux
        // also turns off the kernel's auto-tuning, and up to SHARECNV transfers share a socket. QM-to-QM
        // channels leave theirs to the OS (qm.ini value 0: auto-tuned up to tcp_rmem's maximum) unless
        // the scenario gives one, and each of their parallel channels has its own.
        double sockets = kind.clientConnection() ? Math.ceil((double) transfers / CONVERSATIONS_PER_SOCKET) : s.channels();
        t[R_TCP] = total * rtt / (sockets * s.effectiveTcpBufferBytes() * p(theta, Parameter.TCP_EFFICIENCY));
        if (!kind.clientConnection()) {
            // A QM-to-QM channel's sending MCA waits for each batch's confirmation before it starts the
            // next: one batch (BATCHSZ messages, or BATCHLIM and one message more) per round trip.
            long message = Math.min(s.chunkBytes(), s.fileSizeBytes());
            t[R_BATCH] = total * rtt / (s.channels() * (double) BandwidthDelay.batchBytes(message,
                    BandwidthDelay.DEFAULT_BATCH_SIZE, BandwidthDelay.DEFAULT_BATCH_LIMIT_BYTES));
        }
        // The CPU work of every file, per byte, per chunk and per file, shares the agents' cores; a
        // file's waits (close, status messages, client MQ calls, SFTP operations) do not.
        double cpuPerTransfer = t[S_AGENT] + t[S_CHUNK] + t[S_TEXT] + t[S_MD5] + t[L_MD5_FILE]
                + filesPerTransfer * p(theta, Parameter.FILE_SECONDS);
        t[R_CORES] = cpuPerTransfer / filesPerTransfer * s.fileCount() / p(theta, Parameter.AGENT_CORES);
        if (kind.clientConnection()) {
            spill(s, theta, (transfers - 1) * window, t);
        }
    }

    /**
     * Unacknowledged data one transfer may have: window x frame chunks, where a chunk is never bigger
     * than the file it carries, and never more than the transfer's own bytes.
     */
    private static double inFlightPerTransfer(Scenario s, double bytesPerTransfer) {
        double message = Math.min(s.chunkBytes(), s.fileSizeBytes());
        return Math.min(bytesPerTransfer, message * s.window() * s.frame());
    }

    /**
     * Chunks waiting on the client-connected agent QM's data queue. One transfer's window is always on
     * its way (being read, sent, written); with more transfers the others' windows wait on the queue.
     * What exceeds the queue buffer is written to the queue file and read back; what exceeds the
     * memory the QM host keeps queue-file pages in also goes to its disk and back. (The LAN report
     * shows no such cost in bindings mode, where ten transfers run at link speed, so it is charged
     * only where a client-connected agent's QM holds the chunks between put and get.)
     */
    private static void spill(Scenario s, double[] theta, double queued, double[] t) {
        if (queued <= 0) {
            return;
        }
        double toFile = Math.max(0, 1 - p(theta, Parameter.QUEUE_BUFFER_BYTES) / queued);
        double toDisk = Math.max(0, 1 - p(theta, Parameter.QM_MEMORY_BYTES) / queued);
        t[R_SPILL] = 2 * toFile * s.totalBytes() / p(theta, Parameter.SPILL_BYTES_PER_SECOND);
        t[R_DISK] = 2 * toDisk * s.totalBytes() / p(theta, Parameter.DISK_BYTES_PER_SECOND);
    }

    /**
     * Joins the terms into seconds; when {@code share} is given, also spreads those seconds over the
     * terms in proportion to how much each one drives the result.
     */
    private static double combine(Scenario s, double[] theta, double[] t, double[] share) {
        double exponent = 1 + p(theta, Parameter.OVERLAP_EXPONENT);
        double exposed = 1.0 / s.activeTransfers();
        // Transfers set up side by side, so nothing streams meanwhile; per-file work overlaps.
        double latency = t[L_FILE] + t[L_MD5_FILE];
        // The file stage (read or write, convert, digest) and the chunks' MQ puts and gets are separate
        // stages of one pipeline: the source agent's reader and the destination agent's writer overlap
        // the messages in between (the reports' LAN runs take as long at 64K chunks as at 256K).
        double cpu = t[S_AGENT] + t[S_TEXT] + t[S_MD5];
        // Powers are taken of ratios to the largest term so a sharp exponent cannot overflow.
        double streamMax = Math.max(Math.max(cpu, t[S_CHUNK]), Math.max(t[S_WINDOW], t[S_SFTP]));
        double cpuPow = ratioPow(cpu, streamMax, exponent), chunkPow = ratioPow(t[S_CHUNK], streamMax, exponent),
                windowPow = ratioPow(t[S_WINDOW], streamMax, exponent), sftpPow = ratioPow(t[S_SFTP], streamMax, exponent);
        double streamPow = cpuPow + chunkPow + windowPow + sftpPow;
        double stream = streamMax * Math.pow(streamPow, 1 / exponent);
        double chain = (1 - exposed) * latency + stream;
        // A spilled chunk goes through the queue file and, beyond the QM's memory, the disk: one path.
        double queue = t[R_SPILL] + t[R_DISK];
        double max = Math.max(Math.max(chain, t[R_LINK]), Math.max(Math.max(t[R_TCP], t[R_CORES]), Math.max(queue, t[R_BATCH])));
        double chainPow = ratioPow(chain, max, exponent), linkPow = ratioPow(t[R_LINK], max, exponent),
                tcpPow = ratioPow(t[R_TCP], max, exponent), coresPow = ratioPow(t[R_CORES], max, exponent),
                queuePow = ratioPow(queue, max, exponent), batchPow = ratioPow(t[R_BATCH], max, exponent);
        double sumPow = chainPow + linkPow + tcpPow + coresPow + queuePow + batchPow;
        double overlapped = max * Math.pow(sumPow, 1 / exponent);
        double seconds = t[L_SETUP] + exposed * latency + overlapped;
        if (share != null) {
            double chainSeconds = overlapped * chainPow / sumPow;
            double latencyInChain = chain > 0 ? chainSeconds * (1 - exposed) * latency / chain : 0;
            double streamInChain = chainSeconds - latencyInChain;
            share[L_SETUP] = t[L_SETUP];
            for (int i = L_FILE; i <= L_MD5_FILE; i++) {
                share[i] = latency > 0 ? t[i] / latency * (exposed * latency + latencyInChain) : 0;
            }
            double cpuInStream = streamPow > 0 ? streamInChain * cpuPow / streamPow : 0;
            for (int i : new int[] { S_AGENT, S_TEXT, S_MD5 }) {
                share[i] = cpu > 0 ? cpuInStream * t[i] / cpu : 0;
            }
            share[S_CHUNK] = streamPow > 0 ? streamInChain * chunkPow / streamPow : 0;
            share[S_WINDOW] = streamPow > 0 ? streamInChain * windowPow / streamPow : 0;
            share[S_SFTP] = streamPow > 0 ? streamInChain * sftpPow / streamPow : 0;
            share[R_LINK] = overlapped * linkPow / sumPow;
            share[R_TCP] = overlapped * tcpPow / sumPow;
            share[R_CORES] = overlapped * coresPow / sumPow;
            share[R_BATCH] = overlapped * batchPow / sumPow;
            double queueSeconds = overlapped * queuePow / sumPow;
            share[R_SPILL] = queue > 0 ? queueSeconds * t[R_SPILL] / queue : 0;
            share[R_DISK] = queue > 0 ? queueSeconds * t[R_DISK] / queue : 0;
        }
        return seconds;
    }

    private static double ratioPow(double value, double max, double exponent) {
        return max > 0 ? Math.pow(value / max, exponent) : 0;
    }

    private static double p(double[] theta, Parameter parameter) {
        return theta[parameter.ordinal()];
    }
}
