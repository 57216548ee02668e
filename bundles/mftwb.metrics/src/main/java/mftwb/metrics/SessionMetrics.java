package mftwb.metrics;

import java.util.function.LongSupplier;

import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import mftwb.monitor.Metric;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SourceStatus;
import mftwb.monitor.TimeSeries;

/**
 * What the Live Monitor's session holds, read at each scrape: host CPU by mode and per-process CPU,
 * as ratios (Prometheus' base unit for percentages). Reading the newest point of each series costs
 * a lock and a field read, so a scrape every second of 20 hosts stays far below 1% of a core.
 * A series whose newest point is older than {@link #STALE_MILLIS} is left out, as Prometheus
 * marks a vanished series stale: a stopped host or an exited process does not linger at its last value.
 */
final class SessionMetrics {
    static final long STALE_MILLIS = 15_000;
    private static final Metric[] MODES = { Metric.CPU_USER, Metric.CPU_SYSTEM, Metric.CPU_IOWAIT, Metric.CPU_STEAL };

    private final MonitorSession session;
    private final LongSupplier clock;

    private SessionMetrics(MonitorSession session, LongSupplier clock) {
        this.session = session;
        this.clock = clock;
    }

    static void register(MonitorSession session, PrometheusRegistry registry, LongSupplier clock) {
        SessionMetrics metrics = new SessionMetrics(session, clock);
        GaugeWithCallback.builder().name("mftwb_host_up")
                .help("1 while samples arrive from the host, 0 while it is connecting, down or stopped")
                .labelNames("host").callback(metrics::hostUp).register(registry);
        GaugeWithCallback.builder().name("mftwb_host_cpu_ratio")
                .help("CPU of the whole host over the last sample interval by mode, 0-1 (user includes nice, "
                        + "system includes irq and softirq)")
                .labelNames("host", "mode").callback(metrics::hostCpuByMode).register(registry);
        GaugeWithCallback.builder().name("mftwb_host_cpu_busy_ratio")
                .help("user + system CPU of the whole host, 0-1: the CPU figure campaign results quote")
                .labelNames("host").callback(metrics::hostCpuBusy).register(registry);
        GaugeWithCallback.builder().name("mftwb_process_cpu_ratio")
                .help("CPU of a watched process (queue manager, agent JVM) over the last sample interval, as a "
                        + "fraction of one core (2 = two cores busy)")
                .labelNames("host", "process", "pid").callback(metrics::processCpu).register(registry);
    }

    private void hostUp(GaugeWithCallback.Callback out) {
        for (String host : session.hosts()) {
            session.status(host).ifPresent(s -> out.call(s.state() == SourceStatus.State.UP ? 1 : 0, host));
        }
    }

    private void hostCpuByMode(GaugeWithCallback.Callback out) {
        long now = clock.getAsLong();
        for (String host : session.hosts()) {
            for (Metric mode : MODES) {
                double percent = fresh(host, mode, now);
                if (!Double.isNaN(percent)) {
                    out.call(percent / 100, host, mode.column().substring("cpu_".length()));
                }
            }
        }
    }

    private void hostCpuBusy(GaugeWithCallback.Callback out) {
        long now = clock.getAsLong();
        for (String host : session.hosts()) {
            double percent = fresh(host, Metric.CPU_TOTAL, now);
            if (!Double.isNaN(percent)) {
                out.call(percent / 100, host);
            }
        }
    }

    private void processCpu(GaugeWithCallback.Callback out) {
        long now = clock.getAsLong();
        for (String source : session.sources()) {
            ProcessSource process = ProcessSource.parse(source);
            if (process == null) {
                continue;
            }
            double percent = fresh(source, Metric.PROCESS_CPU, now);
            if (!Double.isNaN(percent)) {
                out.call(percent / 100, process.host(), process.name(), process.pid());
            }
        }
    }

    /** The newest value of a series, or NaN when there is none or it is stale. */
    private double fresh(String source, Metric metric, long now) {
        TimeSeries series = session.series(source, metric).orElse(null);
        if (series == null || now - series.lastTimeMillis() > STALE_MILLIS) {
            return Double.NaN;
        }
        return series.lastValue();
    }

    /** A process source as SessionRecorder names it: "host/name pid" (pid missing for a folded line). */
    record ProcessSource(String host, String name, String pid) {
        static ProcessSource parse(String source) {
            int slash = source.indexOf('/');
            if (slash <= 0) {
                return null;
            }
            String rest = source.substring(slash + 1);
            int space = rest.lastIndexOf(' ');
            boolean hasPid = space > 0 && rest.substring(space + 1).chars().allMatch(Character::isDigit);
            return hasPid ? new ProcessSource(source.substring(0, slash), rest.substring(0, space), rest.substring(space + 1))
                    : new ProcessSource(source.substring(0, slash), rest, "");
        }
    }
}
