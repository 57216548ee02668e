package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.Set;

import mftwb.metrics.MetricsEndpoint;
import mftwb.monitor.MonitorSession;

/**
 * {@code --metrics-port N [--metrics-bind ADDR]}, shared by the subcommands that watch hosts:
 * serve what they watch to Prometheus while they run. Off unless a port is given; loopback unless
 * an address is.
 */
final class MetricsOptions {
    static final Set<String> NAMES = Set.of("metrics-port", "metrics-bind");
    static final String USAGE = "[--metrics-port N [--metrics-bind ADDR]]";

    private MetricsOptions() {
    }

    /** The endpoint the options ask for, started, or empty when no port was given. */
    static Optional<MetricsEndpoint> start(Arguments args, MonitorSession session, PrintStream err, String command)
            throws UsageException, IOException {
        if (!args.has("metrics-port")) {
            if (args.has("metrics-bind")) {
                throw new UsageException("--metrics-bind needs --metrics-port");
            }
            return Optional.empty();
        }
        String text = args.required("metrics-port");
        int port;
        try {
            port = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            port = -1;
        }
        if (port < 1 || port > 65535) {
            throw new UsageException("--metrics-port must be a port number 1-65535, not '" + text + "'");
        }
        String bind = args.value("metrics-bind").orElse(MetricsEndpoint.LOOPBACK);
        MetricsEndpoint endpoint;
        try {
            endpoint = MetricsEndpoint.start(bind, port, session);
        } catch (IOException e) {
            // A mistyped address is bad input; a port another process holds is a failure to run.
            if (e.getCause() instanceof UnknownHostException) {
                throw new UsageException("--metrics-bind: '" + bind + "' is not an address or host name");
            }
            throw e;
        }
        err.println(command + ": Prometheus metrics on " + endpoint.url());
        return Optional.of(endpoint);
    }
}
