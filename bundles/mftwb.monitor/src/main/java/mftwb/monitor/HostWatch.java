package mftwb.monitor;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;

import mftwb.remote.Backoff;
import mftwb.remote.ConnectionSettings;
import mftwb.remote.SshConnection;
import mftwb.remote.lab.LocalLab;
import mftwb.remote.sampling.HostMonitor;
import mftwb.remote.sampling.LinuxProcSampler;
import mftwb.remote.sampling.SampleListener;
import mftwb.remote.sampling.Samplers;

/**
 * Watching one host: a running {@link HostMonitor} (and, for the local lab, the embedded SSH
 * server it samples through). Closing it stops sampling and the server.
 */
public final class HostWatch implements AutoCloseable {
    /** Host name of the embedded lab in charts and CSV: this machine, reached over loopback. */
    public static final String LOCAL_LAB_HOST = "localhost";
    private static final Duration STALL_LIMIT = Duration.ofSeconds(5);
    private static final Backoff BACKOFF = new Backoff(Duration.ofSeconds(1), Duration.ofSeconds(10));

    private final HostMonitor monitor;
    private final LocalLab lab;

    private HostWatch(HostMonitor monitor, LocalLab lab) {
        this.monitor = monitor;
        this.lab = lab;
    }

    /**
     * Connects once up front, so a refused host key or password fails at once with its own message
     * instead of as a retry loop; then samples until closed, choosing the sampler per connection.
     */
    public static HostWatch start(String host, ConnectionSettings settings, SampleListener listener) throws IOException {
        return start(host, settings, listener, null);
    }

    /** Starts the embedded SSH server on loopback and watches this machine through it. */
    public static HostWatch startLocalLab(Path stateFolder, SampleListener listener) throws IOException {
        LocalLab lab = LocalLab.start(stateFolder);
        try {
            return start(LOCAL_LAB_HOST, lab.connectionSettings(), listener, lab);
        } catch (IOException | RuntimeException e) {
            lab.close();
            throw e;
        }
    }

    private static HostWatch start(String host, ConnectionSettings settings, SampleListener listener, LocalLab lab)
            throws IOException {
        try (SshConnection first = SshConnection.open(settings)) {
            // Fails here, with its own message, on a refused host key or password.
            Samplers.forHost(first, LinuxProcSampler.MQ_AND_AGENT_PROCESSES, Clock.systemUTC());
        }
        HostMonitor monitor = new HostMonitor(host, () -> SshConnection.open(settings),
                c -> Samplers.forHost(c, LinuxProcSampler.MQ_AND_AGENT_PROCESSES, Clock.systemUTC()), listener,
                STALL_LIMIT, BACKOFF, Clock.systemUTC());
        monitor.start();
        return new HostWatch(monitor, lab);
    }

    @Override
    public void close() throws IOException {
        try {
            monitor.close();
        } finally {
            if (lab != null) {
                lab.close();
            }
        }
    }
}
