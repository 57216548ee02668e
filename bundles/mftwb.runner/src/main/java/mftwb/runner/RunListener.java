package mftwb.runner;

/**
 * Follows a campaign as it runs. Called from the runner's thread; implementations hand work to
 * their UI thread themselves and must return quickly.
 */
public interface RunListener {
    /** A run begins; {@code run} is 0 for warm-up runs. */
    default void runStarted(int run, RunSpec spec) {
    }

    /** About twice a second during a run: the run's totals so far and the rate over the last interval. */
    default void progress(int run, long bytes, int files, double mbPerSecond) {
    }

    /** A measured run ended, well or not; it is already in the results store. */
    default void runFinished(RunResult result) {
    }

    /** Both listeners, {@code first} first each time (e.g. the results file before the database). */
    static RunListener both(RunListener first, RunListener second) {
        return new RunListener() {
            @Override
            public void runStarted(int run, RunSpec spec) {
                first.runStarted(run, spec);
                second.runStarted(run, spec);
            }

            @Override
            public void progress(int run, long bytes, int files, double mbPerSecond) {
                first.progress(run, bytes, files, mbPerSecond);
                second.progress(run, bytes, files, mbPerSecond);
            }

            @Override
            public void runFinished(RunResult result) {
                first.runFinished(result);
                second.runFinished(result);
            }
        };
    }
}
