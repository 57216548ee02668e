package mftwb.planner;

import java.util.EnumMap;
import java.util.Map;

/**
 * Transfer time from mechanisms. A transfer walks its files one after another: it pays latency
 * (set-up, per-file work, per-chunk message cost, acknowledgement round trips) and streams its bytes
 * at the slowest of its own pipeline stages (agent CPU, window per RTT, SFTP writes). All transfers
 * share the link, the client channels' TCP buffers, the cores and the QM's disk. With N concurrent transfers
 * the others stream while one waits, so only 1/N of the latency is exposed; the rest joins the
 * shared-resource bounds in a p-norm (p large = a hard max; smaller = bounds that interfere).
 */
final class PhysicsModel {
    /** Socket buffer of a client channel when mqclient.ini leaves ClntSndBuffSize/ClntRcvBuffSize unset. */
    static final double TCP_BUFFER_BYTES = 32768;
    /** SVRCONN SHARECNV default: up to 10 client conversations share one TCP socket. */
    static final int CONVERSATIONS_PER_SOCKET = 10;

    private static final int L_SETUP = 0, L_FILE = 1, L_CHUNK = 2, L_ACK = 3;
    private static final int S_AGENT = 4, S_TEXT = 5, S_MD5 = 6, S_WINDOW = 7, S_SFTP = 8;
    private static final int R_LINK = 9, R_TCP = 10, R_CORES = 11, R_SPILL = 12;
    private static final int TERMS = 13;
    private static final Mechanism[] MECHANISM = { Mechanism.SETUP, Mechanism.PER_FILE, Mechanism.PER_CHUNK,
            Mechanism.ACKNOWLEDGEMENTS, Mechanism.AGENT_CPU, Mechanism.TEXT_CONVERSION, Mechanism.MD5, Mechanism.WINDOW,
            Mechanism.SFTP_WRITES, Mechanism.LINK, Mechanism.TCP_BUFFER, Mechanism.CPU_CORES, Mechanism.QUEUE_SPILL };

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
        int largest = 0;
        for (int i = 0; i < TERMS; i++) {
            breakdown.merge(MECHANISM[i], share[i], Double::sum);
            if (share[i] > share[largest]) {
                largest = i;
            }
        }
        return new Prediction(seconds, s.totalBytes() / seconds / 1e6, MECHANISM[largest], breakdown, Map.of());
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

        t[L_SETUP] = p(theta, Parameter.SETUP_ROUND_TRIPS) * rtt
                + (kind.protocolBridge() ? p(theta, Parameter.SFTP_SESSION_SECONDS) : 0);
        t[L_FILE] = filesPerTransfer * (p(theta, Parameter.FILE_SECONDS) + p(theta, Parameter.FILE_ROUND_TRIPS) * rtt
                + kind.clientAgents() * p(theta, Parameter.CLIENT_FILE_SECONDS)
                + (kind.protocolBridge() ? p(theta, Parameter.SFTP_FILE_SECONDS) : 0));
        t[L_CHUNK] = chunksPerTransfer * p(theta, Parameter.CHUNK_SECONDS);
        // The receiver acknowledges every window of chunks; chunks count across file boundaries.
        t[L_ACK] = Math.ceil(chunksPerTransfer / s.window()) * rtt;

        t[S_AGENT] = bytesPerTransfer * p(theta, Parameter.AGENT_SECONDS_PER_BYTE);
        t[S_TEXT] = s.text() ? bytesPerTransfer * p(theta, Parameter.TEXT_SECONDS_PER_BYTE) : 0;
        t[S_MD5] = s.md5() ? bytesPerTransfer * p(theta, Parameter.MD5_SECONDS_PER_BYTE) : 0;
        // At most window x frame chunks are unacknowledged: that much data per round trip.
        t[S_WINDOW] = bytesPerTransfer * rtt / inFlightPerTransfer(s, bytesPerTransfer);
        t[S_SFTP] = kind.protocolBridge() ? bytesPerTransfer / p(theta, Parameter.SFTP_BYTES_PER_SECOND) : 0;

        double total = s.totalBytes();
        t[R_LINK] = kind.networkPasses() * total / (s.linkMbps() * 125_000 * p(theta, Parameter.LINK_EFFICIENCY));
        // A client channel sets its socket buffers to mqclient.ini's 32 KB, which on Linux also turns
        // off the kernel's auto-tuning; QM-to-QM channels leave them to the OS (qm.ini value 0).
        double sockets = Math.ceil((double) transfers / CONVERSATIONS_PER_SOCKET);
        t[R_TCP] = kind.clientConnection()
                ? total * rtt / (sockets * TCP_BUFFER_BYTES * p(theta, Parameter.TCP_EFFICIENCY))
                : 0;
        double cpuPerByte = (t[S_AGENT] + t[S_TEXT] + t[S_MD5]) / bytesPerTransfer;
        t[R_CORES] = total * cpuPerByte / p(theta, Parameter.AGENT_CORES);
        t[R_SPILL] = kind.clientConnection()
                ? spillSeconds(s, theta, transfers * inFlightPerTransfer(s, bytesPerTransfer))
                : 0;
    }

    /**
     * Unacknowledged data one transfer may have: window x frame chunks, where a chunk is never bigger
     * than the file it carries, and never more than the transfer's own bytes.
     */
    private static double inFlightPerTransfer(Scenario s, double bytesPerTransfer) {
        double message = Math.min(s.chunkBytes(), s.fileSizeBytes());
        return Math.min(bytesPerTransfer, message * s.window() * Scenario.FRAME);
    }

    /**
     * Chunks of all transfers wait on the client-connected QM's data queue; what exceeds the queue
     * buffer goes to the queue file and is read back (two disk passes).
     */
    private static double spillSeconds(Scenario s, double[] theta, double inFlight) {
        double spilled = Math.max(0, 1 - p(theta, Parameter.QUEUE_BUFFER_BYTES) / inFlight);
        return 2 * spilled * s.totalBytes() / p(theta, Parameter.SPILL_BYTES_PER_SECOND);
    }

    /**
     * Joins the terms into seconds; when {@code share} is given, also spreads those seconds over the
     * terms in proportion to how much each one drives the result.
     */
    private static double combine(Scenario s, double[] theta, double[] t, double[] share) {
        double exponent = 1 + p(theta, Parameter.OVERLAP_EXPONENT);
        double exposed = 1.0 / s.activeTransfers();
        double latency = t[L_SETUP] + t[L_FILE] + t[L_CHUNK] + t[L_ACK];
        double cpu = t[S_AGENT] + t[S_TEXT] + t[S_MD5];
        // Powers are taken of ratios to the largest term so a sharp exponent cannot overflow.
        double streamMax = Math.max(cpu, Math.max(t[S_WINDOW], t[S_SFTP]));
        double cpuPow = ratioPow(cpu, streamMax, exponent), windowPow = ratioPow(t[S_WINDOW], streamMax, exponent),
                sftpPow = ratioPow(t[S_SFTP], streamMax, exponent);
        double streamPow = cpuPow + windowPow + sftpPow;
        double stream = streamMax * Math.pow(streamPow, 1 / exponent);
        double chain = (1 - exposed) * latency + stream;
        double max = Math.max(Math.max(chain, t[R_LINK]), Math.max(Math.max(t[R_TCP], t[R_CORES]), t[R_SPILL]));
        double chainPow = ratioPow(chain, max, exponent), linkPow = ratioPow(t[R_LINK], max, exponent),
                tcpPow = ratioPow(t[R_TCP], max, exponent), coresPow = ratioPow(t[R_CORES], max, exponent),
                spillPow = ratioPow(t[R_SPILL], max, exponent);
        double sumPow = chainPow + linkPow + tcpPow + coresPow + spillPow;
        double overlapped = max * Math.pow(sumPow, 1 / exponent);
        double seconds = exposed * latency + overlapped;
        if (share != null) {
            double chainSeconds = overlapped * chainPow / sumPow;
            double latencyInChain = chain > 0 ? chainSeconds * (1 - exposed) * latency / chain : 0;
            double streamInChain = chainSeconds - latencyInChain;
            for (int i = L_SETUP; i <= L_ACK; i++) {
                share[i] = latency > 0 ? t[i] / latency * (exposed * latency + latencyInChain) : 0;
            }
            double cpuInStream = streamPow > 0 ? streamInChain * cpuPow / streamPow : 0;
            for (int i = S_AGENT; i <= S_MD5; i++) {
                share[i] = cpu > 0 ? cpuInStream * t[i] / cpu : 0;
            }
            share[S_WINDOW] = streamPow > 0 ? streamInChain * windowPow / streamPow : 0;
            share[S_SFTP] = streamPow > 0 ? streamInChain * sftpPow / streamPow : 0;
            share[R_LINK] = overlapped * linkPow / sumPow;
            share[R_TCP] = overlapped * tcpPow / sumPow;
            share[R_CORES] = overlapped * coresPow / sumPow;
            share[R_SPILL] = overlapped * spillPow / sumPow;
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
