package mftwb.monitor;

import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import mftwb.remote.sampling.SampleCsv;

/**
 * Everything measured while hosts are watched: one {@link TimeSeries} per source (a host, or
 * "host/process") and metric. Samplers write from their own threads; charts read decimated
 * ranges at their own pace, so a slow network never blocks drawing and a slow chart never blocks
 * sampling.
 */
public final class MonitorSession {
    private record Key(String source, Metric metric) {
    }

    private final Map<Key, TimeSeries> series = new ConcurrentHashMap<>();
    private final CopyOnWriteArrayList<String> sources = new CopyOnWriteArrayList<>();
    private final Map<String, SourceStatus> status = new ConcurrentHashMap<>();

    public void record(String source, Metric metric, long timeMillis, double value) {
        if (!Double.isFinite(value)) {
            return;
        }
        series.computeIfAbsent(new Key(source, metric), k -> {
            sources.addIfAbsent(source);
            return new TimeSeries();
        }).add(timeMillis, value);
    }

    /** Sources in the order they first reported. */
    public List<String> sources() {
        return List.copyOf(sources);
    }

    public Optional<TimeSeries> series(String source, Metric metric) {
        return Optional.ofNullable(series.get(new Key(source, metric)));
    }

    public void setStatus(String source, SourceStatus newStatus) {
        sources.addIfAbsent(source);
        status.put(source, newStatus);
    }

    public Optional<SourceStatus> status(String source) {
        return Optional.ofNullable(status.get(source));
    }

    /** Oldest sample time over all series, or {@code Long.MAX_VALUE} when nothing arrived yet. */
    public long firstTimeMillis() {
        return series.values().stream().mapToLong(TimeSeries::firstTimeMillis).min().orElse(Long.MAX_VALUE);
    }

    /** Newest sample time over all series, or {@code Long.MIN_VALUE} when nothing arrived yet. */
    public long lastTimeMillis() {
        return series.values().stream().mapToLong(TimeSeries::lastTimeMillis).max().orElse(Long.MIN_VALUE);
    }

    /**
     * Host CPU as CSV rows {@code timestamp,host,cpu_user,cpu_system,cpu_iowait,cpu_total}
     * (ISO-8601 UTC, percent), one row per host and sample time, hosts in reporting order.
     */
    public void writeCpuCsv(Writer out) throws IOException {
        out.write(SampleCsv.HEADER + "\n");
        for (String source : sources()) {
            Optional<TimeSeries> total = series(source, Metric.CPU_TOTAL);
            if (total.isEmpty()) {
                continue;
            }
            TimeSeries.Points points = total.get().points();
            TimeSeries.Points user = pointsOf(source, Metric.CPU_USER);
            TimeSeries.Points system = pointsOf(source, Metric.CPU_SYSTEM);
            TimeSeries.Points iowait = pointsOf(source, Metric.CPU_IOWAIT);
            for (int i = 0; i < points.size(); i++) {
                long t = points.timesMillis()[i];
                out.write(SampleCsv.row(Instant.ofEpochMilli(t), source, user.valueAt(t), system.valueAt(t),
                        iowait.valueAt(t), points.values()[i]));
            }
        }
    }

    private TimeSeries.Points pointsOf(String source, Metric metric) {
        return series(source, metric).map(TimeSeries::points).orElse(TimeSeries.Points.EMPTY);
    }

    /** Names of the host sources (those that report CPU), in reporting order. */
    public List<String> hosts() {
        List<String> hosts = new ArrayList<>();
        for (String source : sources()) {
            if (series.containsKey(new Key(source, Metric.CPU_TOTAL)) || status.containsKey(source)) {
                hosts.add(source);
            }
        }
        return hosts;
    }
}
