package mftwb.runner;

import mftwb.remote.ConnectionSettings;

/**
 * A host whose CPU a campaign samples.
 *
 * @param name     the name in CPU columns ({@code cpu_<name>}) and the Live Monitor
 * @param settings how to log in for sampling (and for the host's core count)
 * @param cpuFrom  read the CPU through Prometheus instead of sampling it over SSH
 */
public record SampledHost(String name, ConnectionSettings settings, java.util.Optional<PrometheusCpu> cpuFrom) {

    /** A host sampled over SSH. */
    public SampledHost(String name, ConnectionSettings settings) {
        this(name, settings, java.util.Optional.empty());
    }
}
