package mftwb.runner;

import java.net.URI;

/**
 * Where a campaign reads a host's CPU when the host allows no SSH sampling: a Prometheus server
 * that scrapes the host's node_exporter, and that target's {@code instance} label.
 */
public record PrometheusCpu(URI server, String instance) {
}
