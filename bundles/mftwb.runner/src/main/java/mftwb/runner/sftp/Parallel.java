package mftwb.runner.sftp;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

import org.eclipse.core.runtime.OperationCanceledException;

/**
 * Runs transfers side by side the way a run needs them: when one fails the others stop at their next
 * chunk, and the failure reported is the one that says why, not a sibling's "stopped".
 */
final class Parallel {
    /** Work that polls {@code stop} between chunks and gives up when it turns true. */
    interface Task {
        void run(BooleanSupplier stop) throws IOException;
    }

    private Parallel() {
    }

    static void runAll(List<Task> tasks, BooleanSupplier canceled, String threadName) throws IOException {
        AtomicBoolean failed = new AtomicBoolean();
        BooleanSupplier stop = () -> failed.get() || canceled.getAsBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(tasks.size(), r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (Task task : tasks) {
                running.add(pool.submit(() -> {
                    try {
                        task.run(stop);
                    } catch (IOException | RuntimeException e) {
                        failed.set(true);
                        throw e;
                    }
                    return null;
                }));
            }
            Throwable first = null;
            for (Future<?> task : running) {
                try {
                    task.get();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (first == null || stoppedOnly(first) && !stoppedOnly(cause)) {
                        first = cause;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    failed.set(true);
                    throw new IOException("interrupted");
                }
            }
            if (first instanceof IOException io) {
                throw io;
            }
            if (first instanceof RuntimeException re) {
                throw re;
            }
            if (first != null) {
                throw new IOException(first.toString(), first);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    static boolean stoppedOnly(Throwable t) {
        return t instanceof OperationCanceledException || t instanceof PipelinedUpload.StoppedBySibling
                || t.getCause() instanceof PipelinedUpload.StoppedBySibling;
    }
}
