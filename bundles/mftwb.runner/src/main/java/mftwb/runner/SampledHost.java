package mftwb.runner;

import mftwb.remote.ConnectionSettings;

/**
 * A host whose CPU a campaign samples.
 *
 * @param name     the name in CPU columns ({@code cpu_<name>}) and the Live Monitor
 * @param settings how to log in for sampling
 */
public record SampledHost(String name, ConnectionSettings settings) {
}
