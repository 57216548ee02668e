package mftwb.mq;

import java.time.Duration;
import java.util.List;

/**
 * A subscription drained by polling, so the caller owns the thread (an Eclipse Job in the
 * workbench, the main thread in the command line) and MQ's one-connection-one-thread rule holds.
 */
public interface EventStream<T> extends AutoCloseable {

    /**
     * Waits up to {@code maxWait} for the first publication, then returns it with every other
     * one already delivered; an empty list when nothing arrived.
     */
    List<T> poll(Duration maxWait) throws MqFailure;

    /** Publications read but not understood, skipped rather than ending the caller's work. */
    default long skipped() {
        return 0;
    }

    @Override
    void close() throws MqFailure;
}
