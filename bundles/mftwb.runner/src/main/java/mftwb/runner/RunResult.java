package mftwb.runner;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * One measured run. MB are 10^6 bytes, as in the planner's predictions.
 *
 * @param run        1-based number of the measured run in its campaign (warm-up runs are not numbered)
 * @param seconds    wall time of the transfer (for a failed run: until it failed)
 * @param bytes      file bytes read at the source and sent (the source size, before text conversion)
 * @param files      files completely written and verified
 * @param cpuPercent mean % CPU of the whole host during the run, per host, in target order
 * @param cores      processors of each host, for CPU ms per MB
 * @param error      why the run failed; empty for a good run
 * @param disturbed  why a good run's figures are not to be trusted (a stall, a reconnect, an outlier in its
 *                   cell); such a run is kept and shown but left out of medians and comparisons by default
 */
public record RunResult(int run, Backend backend, RunSpec spec, double seconds, long bytes, int files,
        Map<String, Double> cpuPercent, Map<String, Integer> cores, Optional<String> error, Optional<String> disturbed) {

    public RunResult {
        cpuPercent = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(cpuPercent));
        cores = Map.copyOf(cores);
    }

    /** An undisturbed run (or a failed one). */
    public RunResult(int run, Backend backend, RunSpec spec, double seconds, long bytes, int files,
            Map<String, Double> cpuPercent, Map<String, Integer> cores, Optional<String> error) {
        this(run, backend, spec, seconds, bytes, files, cpuPercent, cores, error, Optional.empty());
    }

    public boolean succeeded() {
        return error.isEmpty();
    }

    public boolean isDisturbed() {
        return disturbed.isPresent();
    }

    /** This run marked disturbed; reasons already given are kept, the new one added after them. */
    public RunResult disturbedBy(String reason) {
        String reasons = disturbed.map(d -> d + "; " + reason).orElse(reason);
        return new RunResult(run, backend, spec, seconds, bytes, files, cpuPercent, cores, error, Optional.of(reasons));
    }

    /** Whether the run counts in medians and comparisons: it succeeded and, unless they are included, was not disturbed. */
    public boolean counts(boolean includeDisturbed) {
        return succeeded() && (includeDisturbed || !isDisturbed());
    }

    public double mbPerSecond() {
        return seconds > 0 ? bytes / 1e6 / seconds : 0;
    }

    public double filesPerSecond() {
        return seconds > 0 ? files / seconds : 0;
    }

    /**
     * CPU cost per MB moved, as the integration-bus report defines it:
     * {@code cores x 1000 x %CPU / 100 / MB per s}. Empty when the host's CPU or cores are unknown.
     */
    public OptionalDouble cpuMillisPerMb(String host) {
        Double cpu = cpuPercent.get(host);
        Integer n = cores.get(host);
        if (cpu == null || n == null || mbPerSecond() <= 0) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(n * 1000.0 * cpu / 100.0 / mbPerSecond());
    }
}
