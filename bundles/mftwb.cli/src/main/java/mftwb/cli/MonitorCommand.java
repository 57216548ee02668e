package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;

import mftwb.monitor.HostWatch;
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
 * it starts the embedded SSH server and samples this machine through it.
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
        return "(--local-lab | --host USER@HOST[:PORT] [--identity KEYFILE] [--known-hosts FILE] [--accept-new-host-key])"
                + " --seconds N --out SAMPLES.csv [--force]";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("host", "identity", "known-hosts", "seconds", "out", "lab-state");
    }

    @Override
    public Set<String> switches() {
        return Set.of("local-lab", "accept-new-host-key", OutFile.FORCE);
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        boolean localLab = args.has("local-lab");
        if (localLab == args.has("host")) {
            throw new UsageException("give exactly one of --local-lab and --host");
        }
        int seconds = positive(args.required("seconds"));
        Path csv = Path.of(args.required("out"));
        Optional<String> refusal = OutFile.refusal(name(), csv, args);
        if (refusal.isPresent()) {
            err.println(refusal.get());
            return CommandLine.USAGE;
        }
        // MINA SSHD logs every session at INFO through slf4j-simple; keep stderr for our progress.
        System.getProperties().putIfAbsent("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        if (localLab) {
            if (args.has("identity") || args.has("known-hosts") || args.has("accept-new-host-key")) {
                throw new UsageException("--identity, --known-hosts and --accept-new-host-key are for --host");
            }
            Path state = args.value("lab-state").map(Path::of).orElse(LocalLab.defaultStateFolder());
            try (LocalLab lab = LocalLab.start(state)) {
                err.println("monitor: local lab SSH server on 127.0.0.1:" + lab.port());
                return sample(HostWatch.LOCAL_LAB_HOST, lab.connectionSettings(), seconds, csv, err);
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
        return sample(target.host(), settings, seconds, csv, err);
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

    private static int sample(String host, ConnectionSettings settings, int seconds, Path csv, PrintStream err)
            throws IOException, InterruptedException {
        // Connect once up front so a refused host key or password fails at once with its own
        // message instead of as a monitor status; unknown operating systems fail here too.
        List<HostSample> samples = new CopyOnWriteArrayList<>();
        AtomicReference<HostStatus> refused = new AtomicReference<>();
        SampleListener listener = new SampleListener() {
            @Override
            public void sample(HostSample sample) {
                if (samples.size() < seconds) {
                    samples.add(sample);
                    err.printf("monitor: %s %d/%d cpu %.1f%%%n", host, samples.size(), seconds, sample.totalPercent());
                }
            }

            @Override
            public void status(HostStatus status) {
                err.println("monitor: " + host + " " + status.state() + ": " + status.detail());
                if (status.state() == HostStatus.State.REFUSED) {
                    refused.set(status);
                }
            }
        };
        long deadline = System.nanoTime() + Duration.ofSeconds(seconds).plus(GRACE).toNanos();
        // HostWatch connects once up front, so a refused host key or password fails here with its own message.
        try (HostWatch watch = HostWatch.start(host, settings, listener)) {
            while (samples.size() < seconds && refused.get() == null && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
        }
        if (refused.get() != null) {
            throw new IOException(refused.get().detail());
        }
        if (samples.isEmpty()) {
            throw new IOException("no samples from " + host + " within " + (seconds + GRACE.toSeconds()) + " s; "
                    + csv + " not written");
        }
        SampleCsv.write(csv, samples);
        err.println("monitor: wrote " + samples.size() + " samples to " + csv
                + (samples.size() < seconds ? " (fewer than asked: the host stopped answering)" : ""));
        return samples.size() < seconds ? CommandLine.FAILED : CommandLine.OK;
    }
}
