package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.net.URI;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.NullProgressMonitor;

import mftwb.metrics.MetricsEndpoint;
import mftwb.monitor.PrometheusHostSource;
import mftwb.monitor.HostWatch;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SessionRecorder;
import mftwb.remote.ConnectionSettings;
import mftwb.remote.HostKeyDecision;
import mftwb.remote.SshTarget;
import mftwb.remote.lab.LocalLab;
import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.HostStatus;
import mftwb.remote.sampling.SampleCsv;
import mftwb.remote.sampling.SampleListener;

/**
 * {@code mftwb monitor}: samples host CPU once a second over SSH, like the Live Monitor, and writes
 * {@code timestamp,host,cpu_user,cpu_system,cpu_iowait,cpu_total} rows. With {@code --local-lab}
 * it starts the embedded SSH server and samples this machine through it; with {@code --prometheus}
 * it reads a host's CPU from a Prometheus server that scrapes its node_exporter instead of logging
 * in. {@code --metrics-port} serves what it watches to Prometheus meanwhile.
 */
final class MonitorCommand implements Subcommand {
    /** Time allowed beyond --seconds for connecting and the sampler's baseline second. */
    private static final Duration GRACE = Duration.ofSeconds(15);

    @Override
    public String name() {
        return "monitor";
    }

    @Override
    public String usage() {
        return "(--local-lab | --host USER@HOST[:PORT] [--identity KEYFILE] [--known-hosts FILE] [--accept-new-host-key]"
                + " | --prometheus URL --instance NAME) --seconds N --out SAMPLES.csv [--force] " + MetricsOptions.USAGE;
    }

    @Override
    public Set<String> valuedOptions() {
        Set<String> options = new HashSet<>(Set.of("host", "identity", "known-hosts", "seconds", "out", "lab-state",
                "prometheus", "instance"));
        options.addAll(MetricsOptions.NAMES);
        return options;
    }

    @Override
    public Set<String> switches() {
        return Set.of("local-lab", "accept-new-host-key");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        boolean localLab = args.has("local-lab");
        boolean prometheus = args.has("prometheus");
        if ((localLab ? 1 : 0) + (args.has("host") ? 1 : 0) + (prometheus ? 1 : 0) != 1) {
            throw new UsageException("give exactly one of --local-lab and --host, or --prometheus with --instance");
        }
        if (prometheus != args.has("instance")) {
            throw new UsageException("--prometheus and --instance go together");
        }
        int seconds = positive(args.required("seconds"));
        Path csv = Path.of(args.required("out"));
        if (OutFile.refused(name(), csv, args, err)) {
            return CommandLine.USAGE;
        }
        MonitorSession session = new MonitorSession();
        try (MetricsEndpoint endpoint = MetricsOptions.start(args, session, err, "monitor").orElse(null)) {
            return watch(args, seconds, csv, err, endpoint == null ? Optional.empty() : Optional.of(new SessionRecorder(session)));
        }
    }

    private int watch(Arguments args, int seconds, Path csv, PrintStream err, Optional<SampleListener> served)
            throws Exception {
        if (args.has("prometheus")) {
            if (args.has("identity") || args.has("known-hosts") || args.has("accept-new-host-key") || args.has("lab-state")) {
                throw new UsageException("--identity, --known-hosts, --accept-new-host-key and --lab-state are not for"
                        + " --prometheus");
            }
            URI server;
            try {
                server = URI.create(args.required("prometheus"));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--prometheus: '" + args.required("prometheus") + "' is not a URL");
            }
            String instance = args.required("instance");
            return collect(instance, listener -> {
                try {
                    return PrometheusHostSource.start(server, instance, listener);
                } catch (IllegalArgumentException e) {
                    throw new UsageException("--prometheus: " + e.getMessage());
                }
            }, seconds, csv, err, served);
        }
        boolean localLab = args.has("local-lab");
        // MINA SSHD logs every session at INFO through slf4j-simple; keep stderr for our progress.
        System.getProperties().putIfAbsent("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        if (localLab) {
            if (args.has("identity") || args.has("known-hosts") || args.has("accept-new-host-key")) {
                throw new UsageException("--identity, --known-hosts and --accept-new-host-key are for --host");
            }
            Path state = args.value("lab-state").map(Path::of).orElse(LocalLab.defaultStateFolder());
            try (LocalLab lab = LocalLab.start(state)) {
                err.println("monitor: local lab SSH server on 127.0.0.1:" + lab.port());
                return sample(HostWatch.LOCAL_LAB_HOST, lab.connectionSettings(), seconds, csv, err, served);
            }
        }
        SshTarget target;
        try {
            target = SshTarget.parse(args.required("host"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--host: " + e.getMessage());
        }
        ConnectionSettings settings = ConnectionSettings.defaults(target);
        if (args.has("known-hosts")) {
            settings = settings.withKnownHosts(Path.of(args.required("known-hosts")), settings.unknownHostKey());
        }
        settings = settings.withKnownHosts(settings.knownHosts(),
                args.has("accept-new-host-key") ? HostKeyDecision.ACCEPT_AND_REMEMBER : HostKeyDecision.REFUSE);
        if (args.has("identity")) {
            Path key = Path.of(args.required("identity"));
            if (!Files.isReadable(key)) {
                throw new UsageException("--identity: cannot read " + key);
            }
            settings = settings.withIdentityFiles(List.of(key));
        }
        return sample(target.host(), settings, seconds, csv, err, served);
    }

    private static int positive(String text) throws UsageException {
        try {
            int value = Integer.parseInt(text);
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--seconds must be a whole number above 0, not '" + text + "'");
    }

    private static int sample(String host, ConnectionSettings settings, int seconds, Path csv, PrintStream err,
            Optional<SampleListener> served) throws Exception {
        // HostWatch connects once up front, so a refused host key or password fails here with its own message.
        return collect(host, listener -> HostWatch.start(host, settings, listener), seconds, csv, err, served);
    }

    /** Starts watching a host; what it returns is closed when the samples are in. */
    private interface Source {
        AutoCloseable start(SampleListener listener) throws Exception;
    }

    /**
     * Collects a host's samples for {@code seconds}: one a second over SSH, one a scrape interval
     * through Prometheus; also hands them to {@code served} (the metrics endpoint's session).
     */
    private static int collect(String host, Source source, int seconds, Path csv, PrintStream err,
            Optional<SampleListener> served) throws Exception {
        List<HostSample> samples = new CopyOnWriteArrayList<>();
        AtomicInteger wanted = new AtomicInteger(seconds);
        // A Prometheus source starts with the last few scrapes; the file covers from now on.
        java.time.Instant started = java.time.Instant.now().minusSeconds(1);
        AtomicReference<HostStatus> refused = new AtomicReference<>();
        SampleListener listener = new SampleListener() {
            @Override
            public void sample(HostSample sample) {
                served.ifPresent(s -> s.sample(sample));
                if (samples.size() < wanted.get() && !sample.time().isBefore(started)) {
                    samples.add(sample);
                    err.printf("monitor: %s %d/%d cpu %.1f%%%n", host, samples.size(), wanted.get(), sample.totalPercent());
                }
            }

            @Override
            public void interval(Duration every) {
                // One point per interval: --seconds of them, at least one.
                wanted.set((int) Math.max(1, seconds * 1000L / every.toMillis()));
            }

            @Override
            public void status(HostStatus status) {
                served.ifPresent(s -> s.status(status));
                err.println("monitor: " + host + " " + status.state() + ": " + status.detail());
                if (status.state() == HostStatus.State.REFUSED) {
                    refused.set(status);
                }
            }
        };
        long deadline = System.nanoTime() + Duration.ofSeconds(seconds).plus(GRACE).toNanos();
        NullProgressMonitor signal = new NullProgressMonitor();
        try (CancelOnSignal cancel = new CancelOnSignal(signal)) {
            try (AutoCloseable watch = source.start(listener)) {
                if (watch instanceof PrometheusHostSource prometheus) {
                    deadline += prometheus.scrapeInterval().toNanos();
                }
                while (samples.size() < wanted.get() && refused.get() == null && !signal.isCanceled()
                        && System.nanoTime() < deadline) {
                    Thread.sleep(100);
                }
            }
            if (refused.get() != null) {
                throw new IOException(refused.get().detail());
            }
            return write(host, List.copyOf(samples), wanted.get(), signal.isCanceled(), seconds, csv, err);
        }
    }

    /** Writes what was sampled, also when Ctrl-C or SIGTERM stopped it early (the JVM then exits with 130 or 143). */
    private static int write(String host, List<HostSample> samples, int wanted, boolean stopped, int seconds, Path csv,
            PrintStream err) throws IOException {
        if (samples.isEmpty()) {
            throw new IOException((stopped ? "stopped by Ctrl-C or SIGTERM before the first sample from " + host
                    : "no samples from " + host + " within " + (seconds + GRACE.toSeconds()) + " s") + "; " + csv
                    + " not written");
        }
        SampleCsv.write(csv, samples);
        if (stopped) {
            err.println("monitor: stopped by Ctrl-C or SIGTERM after " + samples.size() + " of " + wanted
                    + " samples; wrote them to " + csv);
            return CommandLine.FAILED;
        }
        err.println("monitor: wrote " + samples.size() + " samples to " + csv
                + (samples.size() < wanted ? " (fewer than asked: the host stopped answering)" : ""));
        return samples.size() < wanted ? CommandLine.FAILED : CommandLine.OK;
    }
}
