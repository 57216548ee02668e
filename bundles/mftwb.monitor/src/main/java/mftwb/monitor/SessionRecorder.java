package mftwb.monitor;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.HostStatus;
import mftwb.remote.sampling.ProcessSample;
import mftwb.remote.sampling.SampleListener;

/**
 * Writes what host samplers see into a {@link MonitorSession}. Runs on each sampler's thread and
 * only appends to series, so it never blocks the sampler (SampleListener's contract).
 */
public final class SessionRecorder implements SampleListener {
    /**
     * Process series per host: every fteCreateTransfer is a short-lived JVM, so a long campaign would
     * otherwise pile up thousands of series and legend entries. Later processes go into "host/other".
     */
    public static final int MAX_PROCESS_SERIES_PER_HOST = 32;
    static final String OTHER = "other";

    private final MonitorSession session;
    private final Map<String, Set<String>> processSeries = new ConcurrentHashMap<>();

    public SessionRecorder(MonitorSession session) {
        this.session = session;
    }

    @Override
    public void sample(HostSample sample) {
        long t = sample.time().toEpochMilli();
        String host = sample.host();
        // A sample proves the host is up, whatever another watch of the same host reported last.
        if (session.status(host).map(s -> s.state() != SourceStatus.State.UP).orElse(true)) {
            session.setStatus(host, SourceStatus.up(t));
        }
        session.record(host, Metric.CPU_USER, t, sample.userPercent());
        session.record(host, Metric.CPU_SYSTEM, t, sample.systemPercent());
        session.record(host, Metric.CPU_IOWAIT, t, sample.iowaitPercent());
        session.record(host, Metric.CPU_STEAL, t, sample.stealPercent());
        session.record(host, Metric.CPU_TOTAL, t, sample.totalPercent());
        Set<String> admitted = processSeries.computeIfAbsent(host, h -> ConcurrentHashMap.newKeySet());
        double other = 0;
        boolean folded = false;
        for (ProcessSample process : sample.processes()) {
            String source = processSource(host, process);
            if (admitted.contains(source) || admitted.size() < MAX_PROCESS_SERIES_PER_HOST && admitted.add(source)) {
                session.record(source, Metric.PROCESS_CPU, t, process.cpuPercentOfCore());
            } else {
                other += process.cpuPercentOfCore();
                folded = true;
            }
        }
        if (folded) {
            session.record(host + "/" + OTHER, Metric.PROCESS_CPU, t, other);
        }
    }

    /** "host/name pid": a restarted agent JVM gets a new line rather than a jump in the old one. */
    static String processSource(String host, ProcessSample process) {
        return host + "/" + process.name() + " " + process.pid();
    }

    @Override
    public void status(HostStatus status) {
        SourceStatus.State state = switch (status.state()) {
            case UP -> SourceStatus.State.UP;
            case CONNECTING -> SourceStatus.State.CONNECTING;
            case STALLED, DOWN, REFUSED -> SourceStatus.State.DOWN;
            case STOPPED -> SourceStatus.State.STOPPED;
        };
        String reason = state == SourceStatus.State.DOWN
                ? status.state().name().toLowerCase(java.util.Locale.ROOT) + ": " + status.detail()
                : "";
        session.setStatus(status.host(), new SourceStatus(state, reason, status.time().toEpochMilli()));
    }
}
