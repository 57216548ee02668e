package mftwb.runner;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

import mftwb.monitor.HostWatch;
import mftwb.monitor.Metric;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.PrometheusHostSource;
import mftwb.monitor.SessionRecorder;
import mftwb.monitor.TimeSeries;
import mftwb.remote.RemoteCommand;
import mftwb.remote.SshConnection;
import mftwb.runner.stats.Outliers;

/**
 * Runs a campaign the reports' way: warm-up runs, then every matrix cell, with each host's CPU
 * sampled throughout. Each finished run is appended to the results store before the next starts.
 * Throughput and files/s go to the monitor session under {@link #THROUGHPUT_SOURCE}, so the Live
 * Monitor draws them next to the hosts' CPU.
 */
public final class CampaignRunner {
    /** The Live Monitor source name of the campaign's throughput series. */
    public static final String THROUGHPUT_SOURCE = "transfers";
    private static final long POLL_MILLIS = 500;
    private static final Duration LAST_SAMPLE_WAIT = Duration.ofMillis(2500);
    private static final Duration FIRST_SAMPLE_WAIT = Duration.ofSeconds(15);

    private final Campaign campaign;
    private final Workload workload;
    private final MonitorSession session;
    private final ResultsStore store;
    private final RunListener listener;
    private final HostInterruptions interruptions;

    public CampaignRunner(Campaign campaign, Workload workload, MonitorSession session, ResultsStore store,
            RunListener listener) {
        this.campaign = campaign;
        this.workload = workload;
        this.session = session;
        this.store = store;
        this.listener = listener;
        this.interruptions = new HostInterruptions(new SessionRecorder(session));
    }

    /** Host names in result-column order. */
    public List<String> hostNames() {
        return workload.hosts().stream().map(SampledHost::name).toList();
    }

    /**
     * Runs everything. Cancel through {@code monitor}: the run in progress stops and its files are
     * removed, finished runs stay in the store.
     *
     * @throws IOException a host cannot be watched, the store cannot be written, or a warm-up run failed
     */
    public CampaignOutcome run(IProgressMonitor monitor) throws IOException {
        List<RunSpec> runs = campaign.runOrder();
        SubMonitor progress = SubMonitor.convert(monitor, campaign.name(), campaign.warmupRuns() + runs.size());
        Map<String, Integer> cores = new LinkedHashMap<>();
        List<AutoCloseable> watches = new ArrayList<>();
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "mftwb-campaign-run");
            t.setDaemon(true);
            return t;
        });
        List<RunResult> results = new ArrayList<>();
        try {
            for (SampledHost host : workload.hosts()) {
                if (host.cpuFrom().isPresent()) {
                    PrometheusCpu from = host.cpuFrom().get();
                    PrometheusHostSource source = PrometheusHostSource.start(from.server(), from.instance(), host.name(),
                            interruptions);
                    watches.add(source);
                    source.cores().ifPresent(n -> cores.put(host.name(), n));
                } else {
                    countCores(host).ifPresent(n -> cores.put(host.name(), n));
                    watches.add(HostWatch.start(host.name(), host.settings(), interruptions));
                }
            }
            progress.subTask("waiting for the first CPU sample of every host");
            awaitFirstSamples(System.currentTimeMillis(), monitor);
            for (int w = 1; w <= campaign.warmupRuns(); w++) {
                progress.subTask("warm-up " + w + " of " + campaign.warmupRuns());
                RunResult warm = runOne(worker, 0, "warmup-" + w, campaign.matrix().cells().get(0), cores, monitor);
                if (!warm.succeeded()) {
                    throw new IOException("warm-up run " + w + " failed: " + warm.error().orElseThrow());
                }
                progress.worked(1);
            }
            for (int i = 0; i < runs.size(); i++) {
                int run = i + 1;
                RunSpec spec = runs.get(i);
                progress.subTask("run " + run + " of " + runs.size() + ": " + describe(spec));
                RunResult result = runOne(worker, run, "run-" + run, spec, cores, monitor);
                store.append(result);
                results.add(result);
                listener.runFinished(result);
                progress.worked(1);
                if (!result.succeeded() && campaign.onFailure() == OnFailure.STOP) {
                    return finish(results, false, true);
                }
            }
            return finish(results, false, false);
        } catch (OperationCanceledException e) {
            return finish(results, true, false);
        } finally {
            worker.shutdownNow();
            for (AutoCloseable watch : watches) {
                close(watch);
            }
        }
    }

    /**
     * Marks the outliers, which only the whole campaign can show, in the outcome and in the store alike: the
     * store kept the runs as they finished, and its disturbed column missed the outliers the result table showed.
     */
    private CampaignOutcome finish(List<RunResult> results, boolean canceled, boolean stopped) throws IOException {
        List<RunResult> marked = Outliers.mark(results);
        if (!marked.equals(results)) {
            store.rewrite(marked);
        }
        return new CampaignOutcome(marked, canceled, stopped);
    }

    private static void close(AutoCloseable watch) throws IOException {
        try {
            watch.close();
        } catch (IOException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(e);
        }
    }

    /** One line describing a run, for progress messages. */
    public static String describe(RunSpec s) {
        return s.fileCount() + " x " + s.fileSizeBytes() + " B, " + s.transfers() + " transfer(s), chunk "
                + s.chunkBytes() + ", window " + s.window() + ", " + s.checksum().word() + ", " + s.mode().word();
    }

    private RunResult runOne(ExecutorService worker, int run, String label, RunSpec spec, Map<String, Integer> cores,
            IProgressMonitor monitor) throws IOException {
        // A cancel between runs starts no other run (generating its files alone can take a while).
        if (monitor.isCanceled()) {
            throw new OperationCanceledException();
        }
        listener.runStarted(run, spec);
        workload.prepare(spec);
        Progress progress = new Progress(monitor::isCanceled);
        long startMillis = System.currentTimeMillis();
        Future<?> work = worker.submit(() -> {
            try {
                workload.run(label, spec, progress);
            } finally {
                progress.stop();
            }
            return null;
        });
        Stall stall = new Stall(workload.countsBytesAsTheyMove() ? campaign.stallLimit() : null, spec.totalBytes());
        Optional<String> error = await(work, run, progress, stall);
        long endMillis = System.currentTimeMillis();
        double seconds = progress.elapsedSeconds();
        Map<String, Double> cpu = meanCpu(startMillis, endMillis);
        RunResult result = new RunResult(run, campaign.backend(), spec, seconds, progress.bytes(), progress.files(), cpu,
                cores, error);
        // The polls miss what moved after the last of them, and a warm-up has no runFinished to carry its figures:
        // this report is the run's whole count, so counters of files and bytes moved see every one.
        listener.progress(run, result.bytes(), result.files(), 0);
        if (result.succeeded()) {
            for (Optional<String> reason : List.of(stall.reason(), interruptions.during(startMillis, endMillis))) {
                if (reason.isPresent()) {
                    result = result.disturbedBy(reason.get());
                }
            }
        }
        return result;
    }

    /**
     * The longest time a run moved no byte between the start of its clock and its last byte (checking
     * the files after that is not a stall); past the limit, the run is disturbed.
     */
    private static final class Stall {
        private final Duration limit;
        private final long totalBytes;
        private long bytes = -1;
        private long sinceNanos;
        private long longestNanos;

        /** @param limit null when the workload counts bytes only as files or transfers complete */
        Stall(Duration limit, long totalBytes) {
            this.limit = limit;
            this.totalBytes = totalBytes;
        }

        void observe(Progress progress, long nowNanos) {
            long now = progress.bytes();
            if (!progress.started() || now != bytes || now >= totalBytes) {
                bytes = now;
                sinceNanos = nowNanos;
            }
            longestNanos = Math.max(longestNanos, nowNanos - sinceNanos);
        }

        Optional<String> reason() {
            if (limit == null || longestNanos < limit.toNanos()) {
                return Optional.empty();
            }
            return Optional.of(String.format(java.util.Locale.ROOT, "stall: no bytes moved for %.1f s (limit %d s)",
                    longestNanos / 1e9, limit.toSeconds()));
        }
    }

    /** Waits for the run, streaming its rate; returns the failure reason, if any. */
    private Optional<String> await(Future<?> work, int run, Progress progress, Stall stall) {
        long lastBytes = 0;
        int lastFiles = 0;
        long lastNanos = System.nanoTime();
        while (true) {
            try {
                work.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
                return Optional.empty();
            } catch (TimeoutException e) {
                long now = System.nanoTime();
                stall.observe(progress, now);
                long bytes = progress.bytes();
                int files = progress.files();
                double interval = (now - lastNanos) / 1e9;
                double mbPerSecond = (bytes - lastBytes) / 1e6 / interval;
                long t = System.currentTimeMillis();
                session.record(THROUGHPUT_SOURCE, Metric.THROUGHPUT_MB_PER_S, t, mbPerSecond);
                session.record(THROUGHPUT_SOURCE, Metric.FILES_PER_S, t, (files - lastFiles) / interval);
                listener.progress(run, bytes, files, mbPerSecond);
                lastBytes = bytes;
                lastFiles = files;
                lastNanos = now;
            } catch (ExecutionException e) {
                if (e.getCause() instanceof OperationCanceledException canceled) {
                    throw canceled;
                }
                return Optional.of(reason(e.getCause()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                work.cancel(true);
                throw new OperationCanceledException("interrupted");
            }
        }
    }

    private static String reason(Throwable t) {
        String message = t.getMessage();
        return message == null || message.isBlank() ? t.getClass().getSimpleName() : message;
    }

    /**
     * A sampler reports its first figure a connection and a baseline second after it starts; a
     * short run started before that would have no CPU at all, so measuring waits for it (bounded:
     * a host that never reports leaves its CPU column empty rather than stopping the campaign).
     */
    private void awaitFirstSamples(long sinceMillis, IProgressMonitor monitor) {
        long deadline = System.nanoTime() + FIRST_SAMPLE_WAIT.toNanos();
        for (String host : hostNames()) {
            while (lastSample(host) < sinceMillis && System.nanoTime() < deadline && !monitor.isCanceled()) {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /** Mean % CPU per host over the run's own window ({@link RunCpu}), once a sample after its end has come (waiting briefly for it). */
    private Map<String, Double> meanCpu(long startMillis, long endMillis) {
        Map<String, Double> cpu = new LinkedHashMap<>();
        long deadline = System.nanoTime() + LAST_SAMPLE_WAIT.toNanos();
        for (String host : hostNames()) {
            while (lastSample(host) < endMillis && System.nanoTime() < deadline) {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            Optional<TimeSeries> series = session.series(host, Metric.CPU_TOTAL);
            if (series.isPresent()) {
                RunCpu.mean(series.get().points(), startMillis, endMillis).ifPresent(mean -> cpu.put(host, mean));
            }
        }
        return cpu;
    }

    private long lastSample(String host) {
        return session.series(host, Metric.CPU_TOTAL).map(TimeSeries::lastTimeMillis).orElse(Long.MIN_VALUE);
    }

    /** Processors online, for CPU ms per MB; unknown when the host does not answer getconf. */
    private static Optional<Integer> countCores(SampledHost host) {
        try (SshConnection connection = SshConnection.open(host.settings())) {
            SshConnection.ExecResult result = connection.run(RemoteCommand.of("getconf", "_NPROCESSORS_ONLN"),
                    Duration.ofSeconds(10));
            return result.exitStatus() == 0 ? Optional.of(Integer.parseInt(result.stdout().strip())) : Optional.empty();
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }
}
