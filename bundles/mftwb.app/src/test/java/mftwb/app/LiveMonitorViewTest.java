package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.junit.jupiter.api.Test;

import mftwb.monitor.HostWatch;
import mftwb.monitor.Metric;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SourceStatus;
import mftwb.monitor.TimeSeries;
import mftwb.ui.monitor.LiveMonitorView;

/** The Live Monitor draws what reaches the workbench's session: a CPU chart per host, throughput. */
class LiveMonitorViewTest {

    @Test
    void drawsAStackedCpuChartPerHostAndTheThroughput() {
        UiThread.run(() -> {
            IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            LiveMonitorView view = (LiveMonitorView) window.getActivePage().showView(LiveMonitorView.ID);
            MonitorSession session = view.session();
            long start = System.currentTimeMillis() - 120_000;
            for (int s = 0; s < 120; s++) {
                long t = start + s * 1000L;
                for (String host : List.of("agent-host-A", "coord-qm-host")) {
                    double load = host.startsWith("agent") ? 30 + 20 * Math.sin(s / 10.0) : 5;
                    session.record(host, Metric.CPU_USER, t, load * 0.7);
                    session.record(host, Metric.CPU_SYSTEM, t, load * 0.25);
                    session.record(host, Metric.CPU_IOWAIT, t, load * 0.05);
                    session.record(host, Metric.CPU_TOTAL, t, load);
                }
                session.record("transfer", Metric.THROUGHPUT_MB_PER_S, t, 90 + (s % 7));
            }
            session.setStatus("coord-qm-host", new SourceStatus(SourceStatus.State.DOWN, "sshd stopped", start));
            view.refresh();
            XYPlot cpu = (XYPlot) chartTitled(view, "agent-host-A").getPlot();
            assertEquals(3, cpu.getDataset().getSeriesCount(), "user, system and I/O wait");
            assertTrue(cpu.getDataset().getItemCount(0) > 50, "the last minutes are drawn");
            chartTitled(view, "coord-qm-host - DOWN: sshd stopped");
            chartTitled(view, "Throughput (MB/s)");
        });
    }

    @Test
    void thisMachineIsMonitoredThroughTheLocalLabFromLaunch() {
        AtomicReference<LiveMonitorView> view = new AtomicReference<>();
        UiThread.run(() -> view.set((LiveMonitorView) PlatformUI.getWorkbench().getActiveWorkbenchWindow()
                .getActivePage().showView(LiveMonitorView.ID)));
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline && view.get().session()
                .series(HostWatch.LOCAL_LAB_HOST, Metric.CPU_TOTAL).map(TimeSeries::size).orElse(0) < 3) {
            UiThread.run(UiThread::settle);
        }
        UiThread.run(() -> {
            view.get().refresh();
            XYPlot cpu = (XYPlot) chartTitled(view.get(), HostWatch.LOCAL_LAB_HOST).getPlot();
            assertTrue(cpu.getDataset().getItemCount(0) >= 3, "three samples of this machine within 30 s");
            UiThread.settle();
            Screenshots.save(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "live-monitor");
        });
    }

    private static JFreeChart chartTitled(LiveMonitorView view, String title) {
        List<JFreeChart> charts = view.charts();
        return charts.stream().filter(c -> c.getTitle().getText().equals(title)).findFirst()
                .orElseThrow(() -> new AssertionError("no chart titled '" + title + "' among "
                        + charts.stream().map(c -> c.getTitle().getText()).toList()));
    }
}
