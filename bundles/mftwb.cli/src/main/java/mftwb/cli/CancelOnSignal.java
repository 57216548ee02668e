package mftwb.cli;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.IProgressMonitor;

/**
 * Ctrl-C (SIGINT) and SIGTERM as a cancel. The JVM answers either signal by running its shutdown
 * hooks, then exits with the shell's code for the signal (130, 143); this hook cancels the work's
 * monitor and holds the exit until the command has cleaned up and written what it keeps. The wait
 * is bounded, so a clean-up that hangs cannot keep the process alive.
 */
final class CancelOnSignal implements AutoCloseable {
    private static final Duration CLEAN_UP_LIMIT = Duration.ofSeconds(30);

    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;

    /** Cancels {@code monitor} on SIGINT or SIGTERM from now until {@link #close()}. */
    CancelOnSignal(IProgressMonitor monitor) {
        hook = new Thread(() -> {
            monitor.setCanceled(true);
            try {
                finished.await(CLEAN_UP_LIMIT.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "mftwb-cancel-on-signal");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** The work is over and its results are written: a signal now exits at once. */
    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shutdownInProgress) {
            // The hook is running (a signal came in): it returns now and the JVM exits.
        }
    }
}
