package mftwb.metrics;

import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Gauge;
import io.prometheus.metrics.core.metrics.StateSet;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import mftwb.runner.RunListener;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/**
 * Campaign figures for the metrics endpoint, labelled {@code campaign}: run number and state,
 * progress, bytes and files moved and the live throughput. One instance per endpoint serves every
 * campaign run while it is open; {@link #following} hands each campaign a listener.
 */
final class CampaignMetrics {
    /** State of a campaign's current (or last) run. */
    enum RunState {
        WARMUP, RUNNING, SUCCEEDED, FAILED, DONE;

        /** The state label's value, as Prometheus label values are usually written. */
        @Override
        public String toString() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private final Gauge runs;
    private final Gauge runNumber;
    private final Gauge progress;
    private final Gauge throughput;
    private final Counter finished;
    private final Counter bytes;
    private final Counter files;
    private final StateSet state;

    CampaignMetrics(PrometheusRegistry registry) {
        runs = Gauge.builder().name("mftwb_campaign_runs").help("Measured runs the campaign plans")
                .labelNames("campaign").register(registry);
        runNumber = Gauge.builder().name("mftwb_run_number").help("Number of the run in progress or last run; 0 in warm-up")
                .labelNames("campaign").register(registry);
        progress = Gauge.builder().name("mftwb_campaign_progress_ratio").help("Measured runs finished / planned, 0-1")
                .labelNames("campaign").register(registry);
        throughput = Gauge.builder().name("mftwb_transfer_throughput_bytes_per_second")
                .help("File bytes sent per second over the last half second of the run in progress")
                .labelNames("campaign").register(registry);
        finished = Counter.builder().name("mftwb_campaign_runs_finished_total")
                .help("Measured runs finished, by outcome").labelNames("campaign", "outcome").register(registry);
        bytes = Counter.builder().name("mftwb_transfer_bytes_total").help("File bytes sent by the campaign's transfers")
                .labelNames("campaign").register(registry);
        files = Counter.builder().name("mftwb_transfer_files_total").help("Files transferred and verified")
                .labelNames("campaign").register(registry);
        state = StateSet.builder().name("mftwb_run_state").help("State of the campaign's run in progress or last run")
                .states(RunState.class).labelNames("campaign").register(registry);
    }

    /**
     * A listener that updates this campaign's figures, then tells {@code next}.
     *
     * @param campaign     the campaign's name, the {@code campaign} label
     * @param measuredRuns runs the campaign plans, for the progress ratio
     */
    RunListener following(String campaign, int measuredRuns, RunListener next) {
        // Every series exists from the start, counters at 0, so rate() and increase() see the first run whole.
        runs.labelValues(campaign).set(measuredRuns);
        progress.labelValues(campaign).set(0);
        runNumber.labelValues(campaign).set(0);
        throughput.labelValues(campaign).set(0);
        finished.labelValues(campaign, "succeeded");
        finished.labelValues(campaign, "failed");
        bytes.labelValues(campaign);
        files.labelValues(campaign);
        return new RunListener() {
            private long runBytes;
            private int runFiles;
            private int done;

            @Override
            public void runStarted(int run, RunSpec spec) {
                runBytes = 0;
                runFiles = 0;
                runNumber.labelValues(campaign).set(run);
                set(campaign, run == 0 ? RunState.WARMUP : RunState.RUNNING);
                next.runStarted(run, spec);
            }

            @Override
            public void progress(int run, long bytesSoFar, int filesSoFar, double mbPerSecond) {
                moved(bytesSoFar, filesSoFar);
                throughput.labelValues(campaign).set(mbPerSecond * 1e6);
                next.progress(run, bytesSoFar, filesSoFar, mbPerSecond);
            }

            @Override
            public void runFinished(RunResult result) {
                moved(result.bytes(), result.files());
                throughput.labelValues(campaign).set(0);
                finished.labelValues(campaign, result.succeeded() ? "succeeded" : "failed").inc();
                done++;
                progress.labelValues(campaign).set(measuredRuns == 0 ? 1 : Math.min(1.0, (double) done / measuredRuns));
                set(campaign, result.succeeded() ? RunState.SUCCEEDED : RunState.FAILED);
                next.runFinished(result);
            }

            /** Counters only go up: add what the run moved since the last report. */
            private void moved(long bytesSoFar, int filesSoFar) {
                if (bytesSoFar > runBytes) {
                    bytes.labelValues(campaign).inc(bytesSoFar - runBytes);
                    runBytes = bytesSoFar;
                }
                if (filesSoFar > runFiles) {
                    files.labelValues(campaign).inc(filesSoFar - runFiles);
                    runFiles = filesSoFar;
                }
            }
        };
    }

    /** The campaign ended (all runs, stopped or cancelled). */
    void ended(String campaign) {
        set(campaign, RunState.DONE);
        throughput.labelValues(campaign).set(0);
    }

    private void set(String campaign, RunState now) {
        for (RunState s : RunState.values()) {
            if (s == now) {
                state.labelValues(campaign).setTrue(s.toString());
            } else {
                state.labelValues(campaign).setFalse(s.toString());
            }
        }
    }
}
