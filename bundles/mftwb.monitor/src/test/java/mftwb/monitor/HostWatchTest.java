package mftwb.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Watches this machine through the embedded SSH server on loopback, as the workbench does at start. */
class HostWatchTest {

    @TempDir
    Path labState;

    @Test
    void localLabSamplesArriveInTheSessionAndStopWhenClosed() throws Exception {
        MonitorSession session = new MonitorSession();
        try (HostWatch watch = HostWatch.startLocalLab(labState, new SessionRecorder(session))) {
            long deadline = System.currentTimeMillis() + 20_000;
            while (countOf(session) < 3 && System.currentTimeMillis() < deadline) {
                Thread.sleep(100);
            }
            assertTrue(countOf(session) >= 3, "three samples within 20 s");
            assertEquals(SourceStatus.State.UP, session.status(HostWatch.LOCAL_LAB_HOST).orElseThrow().state());
            TimeSeries total = session.series(HostWatch.LOCAL_LAB_HOST, Metric.CPU_TOTAL).orElseThrow();
            for (float value : total.points().values()) {
                assertTrue(value >= 0 && value <= 100, "percent of the machine: " + value);
            }
        }
        int afterClose = countOf(session);
        Thread.sleep(2500);
        assertEquals(afterClose, countOf(session), "no sample after the watch is closed");
        assertEquals(SourceStatus.State.STOPPED, session.status(HostWatch.LOCAL_LAB_HOST).orElseThrow().state());
    }

    private static int countOf(MonitorSession session) {
        return session.series(HostWatch.LOCAL_LAB_HOST, Metric.CPU_TOTAL).map(TimeSeries::size).orElse(0);
    }
}
