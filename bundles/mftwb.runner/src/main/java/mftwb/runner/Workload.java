package mftwb.runner;

import java.io.IOException;
import java.util.List;

/** A backend moving one run's files. Implementations are used by one campaign, one run at a time. */
public interface Workload extends AutoCloseable {

    /** Hosts whose CPU the runner samples, in column order, with how to reach them. */
    List<SampledHost> hosts();

    /** Creates what the run needs before the clock starts (test files). */
    void prepare(RunSpec spec) throws IOException;

    /**
     * Moves and verifies the run's files, starting {@code progress}'s clock once connected.
     *
     * @param label names the run's folder at the destination ({@code run-3}, {@code warmup-1})
     * @throws org.eclipse.core.runtime.OperationCanceledException canceled; partial files removed
     * @throws IOException the run failed; the message is the reason shown to the user
     */
    void run(String label, RunSpec spec, Progress progress) throws IOException;

    /**
     * Whether bytes are counted as they move (so a run that counts none for a while has stalled),
     * rather than only when a file or a transfer completes.
     */
    default boolean countsBytesAsTheyMove() {
        return false;
    }

    /** Removes generated files unless the campaign keeps them. */
    @Override
    void close() throws IOException;
}
