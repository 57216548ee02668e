package mftwb.tuning;

import mftwb.model.OperatingSystem;

/**
 * TCP buffer sizing for MQ channels. A window of W bytes over a round trip of RTT seconds moves at
 * most W/RTT bytes per second (the Federal Reserve case: 40 ms RTT, 32 KiB default buffers, the
 * transmission queue grew linearly), so a channel's buffers must cover the bytes it can have
 * unacknowledged: the bandwidth-delay product, but never more than one channel batch, because the
 * sending MCA waits for the batch confirmation before it starts the next batch.
 */
public final class BandwidthDelay {
    /** Above MQ's 32 KiB default, so a generated value never shrinks a buffer. */
    public static final long MIN_BUFFER_BYTES = 64 * Bytes.KIB;
    /** Larger buffers only pin kernel memory per channel; a link that needs more wants more channels. */
    public static final long MAX_BUFFER_BYTES = 16 * Bytes.MIB;
    /** Used when a link has no bandwidth: the LAN reports' 1 Gbit/s, so the batch bound decides. */
    public static final double ASSUMED_BANDWIDTH_MBPS = 1000;
    /** Channel defaults (MQ-FACTS): BATCHSZ 50, BATCHLIM 5000 KB. */
    public static final int DEFAULT_BATCH_SIZE = 50;
    public static final long DEFAULT_BATCH_LIMIT_BYTES = 5000 * Bytes.KIB;

    private BandwidthDelay() {
    }

    /** Bandwidth-delay product in bytes; megabits are 10^6 bits. */
    public static long bdpBytes(double rttMillis, double bandwidthMbps) {
        if (!(rttMillis >= 0) || !(bandwidthMbps >= 0)) {
            throw new IllegalArgumentException("rttMillis and bandwidthMbps must be >= 0, got " + rttMillis + " and " + bandwidthMbps);
        }
        return (long) Math.ceil(bandwidthMbps * 1_000_000 / 8 * rttMillis / 1000);
    }

    /**
     * Most bytes one batch can carry: BATCHSZ messages, or the first message that passes BATCHLIM
     * (the limit is checked after each message, so a batch may exceed it by one message).
     */
    public static long batchBytes(long messageBytes, int batchSize, long batchLimitBytes) {
        return Math.min(messageBytes * batchSize, batchLimitBytes + messageBytes);
    }

    /** Bytes a channel can have unacknowledged on this link with default batch settings. */
    public static long unacknowledgedBytes(double rttMillis, double bandwidthMbps, long messageBytes) {
        double mbps = bandwidthMbps > 0 ? bandwidthMbps : ASSUMED_BANDWIDTH_MBPS;
        return Math.min(bdpBytes(rttMillis, mbps), batchBytes(messageBytes, DEFAULT_BATCH_SIZE, DEFAULT_BATCH_LIMIT_BYTES));
    }

    /**
     * Headroom over the bytes in flight: a socket moves about 0.9 x buffer/RTT (the TCP efficiency the
     * planner calibrates on the protocol bridge report's 32 KiB runs), so a buffer of exactly the
     * BDP leaves the link short; twice the bytes in flight fills it.
     */
    public static final int HEADROOM = 2;

    /** A socket buffer that holds {@code bytesInFlight} with headroom: a power of two between the floor and the ceiling. */
    public static long bufferBytes(long bytesInFlight) {
        return Bytes.clamp(Bytes.powerOfTwoAtLeast(HEADROOM * bytesInFlight), MIN_BUFFER_BYTES, MAX_BUFFER_BYTES);
    }

    /**
     * The receive window a socket MQ leaves at 0 (qm.ini's default) grows to on the receiving host's
     * operating system as installed, so what a channel crossing a WAN can have unacknowledged before
     * anyone tunes it:
     * <ul>
     * <li>Linux auto-tunes up to tcp_rmem's maximum, 6 MiB by default;
     * <li>Windows auto-tunes the receive window (level "normal", scale factor 8) up to 16 MiB;
     * <li>AIX does not auto-tune: a Gigabit Ethernet interface at MTU 1500 has tcp_recvspace 64 KiB
     * and no window scaling (rfc1323 unset), so 64 KiB;
     * <li>z/OS's Dynamic Right Sizing, on from a 2 ms round trip with the default 64 KiB receive
     * buffer, grows it up to 2 MiB.
     * </ul>
     */
    public static int unsetReceiveBufferBytes(OperatingSystem receiver) {
        return switch (receiver) {
            case LINUX -> (int) (6 * Bytes.MIB);
            case WINDOWS -> (int) (16 * Bytes.MIB);
            case AIX -> (int) (64 * Bytes.KIB);
            case ZOS -> (int) (2 * Bytes.MIB);
        };
    }

    /**
     * The window a sending socket MQ leaves at 0 allows, 0 when it bounds nothing the receiver does not:
     * AIX sends no window-scaling option by default (rfc1323 unset), and without it on both ends of the
     * connection no window exceeds 64 KiB, whatever the receiver could hold.
     */
    public static int unsetSendBufferBytes(OperatingSystem sender) {
        return sender == OperatingSystem.AIX ? unsetReceiveBufferBytes(OperatingSystem.AIX) : 0;
    }

    /**
     * The operating system's own setting that caps a socket buffer MQ asks for (setsockopt SO_SNDBUF or
     * SO_RCVBUF), in the words of its own tools; null where nothing caps it (Windows). A qm.ini or
     * mqclient.ini buffer above it does not take effect, and on Linux a capped request is worse than none:
     * it stops the auto-tuning for that socket at net.core.rmem_max's 208 KiB default.
     * <ul>
     * <li>Linux caps at net.core.rmem_max (receiving) and net.core.wmem_max (sending);
     * <li>AIX at sb_max, and at 64 KiB without window scaling (rfc1323=1);
     * <li>z/OS at TCPMAXRCVBUFRSIZE and TCPMAXSENDBUFRSIZE in the TCP/IP profile.
     * </ul>
     */
    public static String socketBufferCeiling(OperatingSystem os, boolean receiving) {
        return switch (os) {
            case LINUX -> receiving ? "net.core.rmem_max" : "net.core.wmem_max";
            case AIX -> "sb_max and rfc1323=1";
            case ZOS -> receiving ? "TCPMAXRCVBUFRSIZE" : "TCPMAXSENDBUFRSIZE";
            case WINDOWS -> null;
        };
    }

    /** SndBuffSize / RcvRcvBuffSize (and the SVRCONN pair) for a channel that carries these messages over the link. */
    public static long channelBufferBytes(double rttMillis, double bandwidthMbps, long messageBytes) {
        return bufferBytes(unacknowledgedBytes(rttMillis, bandwidthMbps, messageBytes));
    }
}
