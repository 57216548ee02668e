package mftwb.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.HostStatus;
import mftwb.remote.sampling.ProcessSample;

class SessionRecorderTest {
    private final MonitorSession session = new MonitorSession();
    private final SessionRecorder recorder = new SessionRecorder(session);

    @Test
    void aStoppedWatchDoesNotHideAnotherWatchThatStillSamplesTheHost() {
        recorder.status(new HostStatus(Instant.ofEpochMilli(1000), "lab", HostStatus.State.STOPPED, "stopped", 0));
        assertEquals(SourceStatus.State.STOPPED, session.status("lab").orElseThrow().state());
        recorder.sample(HostSample.of(Instant.ofEpochMilli(2000), "lab", 10, 5, 1, 0, List.of()));
        assertEquals(SourceStatus.State.UP, session.status("lab").orElseThrow().state());
    }

    @Test
    void aDroppedConnectionIsDownWithItsReason() {
        recorder.status(new HostStatus(Instant.ofEpochMilli(1000), "h", HostStatus.State.DOWN, "connection reset", 0));
        SourceStatus status = session.status("h").orElseThrow();
        assertEquals(SourceStatus.State.DOWN, status.state());
        assertEquals("down: connection reset", status.reason());
    }

    @Test
    void everyProcessGetsItsOwnSeriesNamedByHostNameAndPid() {
        recorder.sample(HostSample.of(Instant.ofEpochMilli(2000), "h", 10, 5, 1, 0,
                List.of(new ProcessSample(42, "amqrmppa", 12.5), new ProcessSample(7, "java", 99))));
        assertEquals(12.5f, session.series("h/amqrmppa 42", Metric.PROCESS_CPU).orElseThrow().points().values()[0]);
        // total is user + system: I/O wait is idle time with a request outstanding
        assertEquals(15f, session.series("h", Metric.CPU_TOTAL).orElseThrow().points().values()[0]);
    }

    @Test
    void shortLivedProcessesBeyondTheSeriesLimitAreFoldedIntoOther() {
        int pid = 1000;
        for (int second = 0; second < 200; second++) {
            // every fteCreateTransfer is a new JVM: five new processes a second
            List<ProcessSample> processes = new java.util.ArrayList<>();
            for (int i = 0; i < 5; i++) {
                processes.add(new ProcessSample(pid++, "java", 10));
            }
            recorder.sample(HostSample.of(Instant.ofEpochMilli(second * 1000L), "h", 10, 5, 1, 0, processes));
        }
        long processSeries = session.sources().stream().filter(s -> s.startsWith("h/")).count();
        assertEquals(SessionRecorder.MAX_PROCESS_SERIES_PER_HOST + 1, processSeries, session.sources().toString());
        TimeSeries other = session.series("h/other", Metric.PROCESS_CPU).orElseThrow();
        assertEquals(50f, other.points().values()[other.points().size() - 1], "five processes of 10% each, folded");
    }
}
