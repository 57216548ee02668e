package mftwb.monitor;

/** Whether samples are arriving from a host, with the reason when they are not. */
public record SourceStatus(State state, String reason, long sinceMillis) {
    public enum State { CONNECTING, UP, DOWN }

    public static SourceStatus up(long sinceMillis) {
        return new SourceStatus(State.UP, "", sinceMillis);
    }
}
