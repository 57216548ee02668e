package mftwb.monitor;

/** Whether samples are arriving from a host, with the reason when they are not. */
public record SourceStatus(State state, String reason, long sinceMillis) {
    /** STOPPED: this watch was closed on purpose; another watch of the same host may still be sampling. */
    public enum State { CONNECTING, UP, DOWN, STOPPED }

    public static SourceStatus up(long sinceMillis) {
        return new SourceStatus(State.UP, "", sinceMillis);
    }
}
