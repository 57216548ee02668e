package mftwb.remote.sampling;

import java.time.Instant;

/**
 * A change in how sampling of one host is going, for the monitor's host list and log.
 *
 * @param malformedLines sampler lines that could not be read since monitoring began
 */
public record HostStatus(Instant time, String host, State state, String detail, long malformedLines) {

    public enum State {
        /** Connecting or reconnecting. */
        CONNECTING,
        /** Samples are arriving. */
        UP,
        /** No line for the stall limit: the sampling command is being restarted. */
        STALLED,
        /** The connection failed or dropped; retrying after a back-off delay. */
        DOWN,
        /** Host key or credentials refused: retrying cannot help, monitoring of this host stopped. */
        REFUSED,
        /** Monitoring was stopped by the user. */
        STOPPED
    }
}
