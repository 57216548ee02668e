package mftwb.monitor;

import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.HostStatus;
import mftwb.remote.sampling.ProcessSample;
import mftwb.remote.sampling.SampleListener;

/**
 * Writes what host samplers see into a {@link MonitorSession}. Runs on each sampler's thread and
 * only appends to series, so it never blocks the sampler (SampleListener's contract).
 */
public final class SessionRecorder implements SampleListener {
    private final MonitorSession session;

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
        for (ProcessSample process : sample.processes()) {
            session.record(processSource(host, process), Metric.PROCESS_CPU, t, process.cpuPercentOfCore());
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
