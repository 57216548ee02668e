package mftwb.remote.sampling;

/**
 * Receives what a {@link HostMonitor} sees. Called on the monitor's own thread: implementations
 * must not block (a UI hands samples to a {@link SampleQueue} and drains it on the UI thread).
 */
public interface SampleListener {

    void sample(HostSample sample);

    /** Connection and stream changes; also each malformed line (state unchanged, detail says why). */
    void status(HostStatus status);
}
