package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYDataset;
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

    /**
     * Throughput and CPU charts span the same time; a pause in the transfers breaks the throughput line
     * (it used to be drawn straight across at transfer speed); a process that ended before the window
     * leaves the legend (dead PIDs used to pile up).
     */
    @Test
    void chartsShareTheirTimeAndBreakWhereNothingWasMeasured() {
        UiThread.run(() -> {
            LiveMonitorView view = (LiveMonitorView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                    .showView(LiveMonitorView.ID);
            MonitorSession session = view.session();
            long now = System.currentTimeMillis();
            session.record("java 4242 (ended)", Metric.PROCESS_CPU, now - 600_000, 80);
            for (int s = 0; s < 120; s++) {
                long t = now - 120_000 + s * 1000L;
                session.record("paused-host", Metric.CPU_USER, t, 20);
                session.record("paused-host", Metric.CPU_SYSTEM, t, 5);
                session.record("paused-host", Metric.CPU_IOWAIT, t, 1);
                session.record("paused-host", Metric.CPU_TOTAL, t, 26);
                if (s < 30 || s >= 90) {
                    session.record("paused transfer", Metric.THROUGHPUT_MB_PER_S, t, 100);
                    session.record("java 4343", Metric.PROCESS_CPU, t, 60);
                }
            }
            view.refresh();
            XYPlot cpu = (XYPlot) chartTitled(view, "paused-host").getPlot();
            XYPlot throughput = (XYPlot) chartTitled(view, "Throughput (MB/s)").getPlot();
            assertEquals(cpu.getDomainAxis().getLowerBound(), throughput.getDomainAxis().getLowerBound(), "one time axis for all");
            assertEquals(cpu.getDomainAxis().getUpperBound(), throughput.getDomainAxis().getUpperBound(), "one time axis for all");
            XYDataset data = throughput.getDataset();
            int paused = data.indexOf("paused transfer");
            int breaks = 0;
            for (int i = 0; i < data.getItemCount(paused); i++) {
                double x = data.getXValue(paused, i);
                if (Double.isNaN(data.getYValue(paused, i))) {
                    breaks++;
                    assertTrue(x > now - 92_000 && x < now - 30_000, "the break lies in the pause: " + (now - x));
                }
            }
            assertEquals(1, breaks, "the line breaks once, over the minute without transfers");
            XYDataset processes = ((XYPlot) chartTitled(view, "CPU per process (% of one core)").getPlot()).getDataset();
            assertTrue(processes.indexOf("java 4343") >= 0);
            assertEquals(-1, processes.indexOf("java 4242 (ended)"), "a process with nothing in the window leaves the legend");
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
