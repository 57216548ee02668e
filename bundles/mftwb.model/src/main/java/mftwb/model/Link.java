package mftwb.model;

import java.util.Objects;

/**
 * The network path between two hosts; unordered (A-B is B-A). Hosts without a link between them
 * are assumed to share a LAN.
 *
 * @param rttMillis round-trip time in milliseconds (ping)
 * @param bandwidthMbps bottleneck bandwidth in megabits (10^6 bits) per second
 * @param lossPercent packet loss, 0-100
 * @param distanceLabel what the user calls the distance, e.g. "~5000 miles"; may be empty
 */
public record Link(String hostA, String hostB, double rttMillis, double bandwidthMbps, double lossPercent,
        String distanceLabel) {

    /** Above this round-trip time a link is a WAN: MQ client conversations feel every round trip. */
    public static final double WAN_RTT_MILLIS = 1.0;
    /**
     * The longest round trip a link may have: a minute, far beyond any terrestrial or satellite path
     * (geostationary is about 600 ms). Beyond it a typo (an RTT in microseconds, an exponent) would
     * reach the planner's arithmetic and overflow it.
     */
    public static final double MAX_RTT_MILLIS = 60_000;
    /**
     * The slowest link: 1 kbit/s, slower than any modem. Below it (a bandwidth typed in Gbit/s as bits,
     * 1e-300) the time to move a file overflows the planner's arithmetic.
     */
    public static final double MIN_BANDWIDTH_MBPS = 0.001;

    public Link {
        Objects.requireNonNull(hostA, "hostA");
        Objects.requireNonNull(hostB, "hostB");
        Objects.requireNonNull(distanceLabel, "distanceLabel");
    }

    public boolean joins(String host1, String host2) {
        return hostA.equals(host1) && hostB.equals(host2) || hostA.equals(host2) && hostB.equals(host1);
    }

    public boolean isWan() {
        return rttMillis > WAN_RTT_MILLIS;
    }

    /** Bytes that must be in flight to fill the link: bandwidth x RTT. */
    public double bandwidthDelayProductBytes() {
        return bandwidthMbps * 1e6 / 8 * rttMillis / 1000;
    }

    Link withHostRenamed(String oldName, String newName) {
        return new Link(hostA.equals(oldName) ? newName : hostA, hostB.equals(oldName) ? newName : hostB,
                rttMillis, bandwidthMbps, lossPercent, distanceLabel);
    }
}
