package mftwb.runner;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

import org.eclipse.core.runtime.OperationCanceledException;

/**
 * Counters a workload updates from its transfer threads while the runner reads them for live
 * throughput. The clock starts when the workload says so: connecting and generating files are not
 * part of the measured time, as an MFT agent is already connected when a transfer is submitted.
 */
public final class Progress {
    private final AtomicLong bytes = new AtomicLong();
    private final AtomicInteger files = new AtomicInteger();
    private final BooleanSupplier canceled;
    private volatile long startNanos = -1;
    private volatile long stopNanos = -1;

    public Progress(BooleanSupplier canceled) {
        this.canceled = canceled;
    }

    public void start() {
        startNanos = System.nanoTime();
    }

    /** Whether the clock is running or has run: the transfer itself began. */
    public boolean started() {
        return startNanos >= 0;
    }

    /** Freezes the clock: the run's work is done (or failed). */
    public void stop() {
        if (startNanos >= 0 && stopNanos < 0) {
            stopNanos = System.nanoTime();
        }
    }

    public void addBytes(long n) {
        bytes.addAndGet(n);
    }

    public void fileDone() {
        files.incrementAndGet();
    }

    public long bytes() {
        return bytes.get();
    }

    public int files() {
        return files.get();
    }

    /** Seconds from {@link #start()} to {@link #stop()} (or now), 0 if the clock never started. */
    public double elapsedSeconds() {
        long start = startNanos;
        long stop = stopNanos;
        return start < 0 ? 0 : ((stop < 0 ? System.nanoTime() : stop) - start) / 1e9;
    }

    public boolean isCanceled() {
        return canceled.getAsBoolean();
    }

    public void checkCanceled() {
        if (canceled.getAsBoolean()) {
            throw new OperationCanceledException();
        }
    }
}
