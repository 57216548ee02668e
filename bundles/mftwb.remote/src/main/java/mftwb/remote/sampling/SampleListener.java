package mftwb.remote.sampling;

import java.time.Duration;

/**
 * Receives what a {@link HostMonitor} sees. Called on the monitor's own thread: implementations
 * must not block (a UI hands samples to a {@link SampleQueue} and drains it on the UI thread).
 */
public interface SampleListener {

    void sample(HostSample sample);

    /**
     * How far apart the samples will come, told once before the first when it is not one a second
     * (a Prometheus source delivers one per scrape interval), so a listener counting towards a span of
     * time knows how many to expect from the first sample on.
     */
    default void interval(Duration every) {
    }

    /** Connection and stream changes; also each malformed line (state unchanged, detail says why). */
    void status(HostStatus status);
}
