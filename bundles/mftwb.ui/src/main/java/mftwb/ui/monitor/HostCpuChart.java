package mftwb.ui.monitor;

import java.util.List;
import java.util.Map;

import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StackedXYAreaRenderer2;
import org.jfree.data.time.FixedMillisecond;
import org.jfree.data.time.TimeTableXYDataset;
import org.jfree.data.xy.XYDataset;

import mftwb.monitor.Decimated;
import mftwb.monitor.Metric;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SourceStatus;
import mftwb.report.ChartLook;

/** % CPU of one host, stacked user / system / I/O wait as the reports break it down. */
final class HostCpuChart extends LiveChart {
    private final String host;

    HostCpuChart(Composite parent, String host) {
        super(parent, ChartFactory.createStackedXYAreaChart(host, "time", "% CPU", null));
        this.host = host;
        XYPlot plot = (XYPlot) chart.getPlot();
        plot.setRenderer(new StackedXYAreaRenderer2());
        ChartLook.styled(chart);
        plot.getRangeAxis().setRange(0, 100);
    }

    @Override
    List<Line> lines(MonitorSession session) {
        return List.of(new Line(host, Metric.CPU_USER, "user"), new Line(host, Metric.CPU_SYSTEM, "system"),
                new Line(host, Metric.CPU_IOWAIT, "I/O wait"));
    }

    /** User, system and I/O wait are sampled together: one table of shared times, stacked. */
    @Override
    XYDataset dataset(Map<Line, Decimated> lines, long gapMillis) {
        TimeTableXYDataset data = new TimeTableXYDataset();
        lines.forEach((line, d) -> {
            for (int i = 0; i < d.size(); i++) {
                data.add(new FixedMillisecond(d.timesMillis()[i]), d.mean()[i], line.legend(), false);
            }
        });
        return data;
    }

    @Override
    String title(MonitorSession session) {
        return session.status(host)
                .filter(s -> s.state() != SourceStatus.State.UP)
                .map(s -> host + " - " + s.state() + (s.reason().isEmpty() ? "" : ": " + s.reason()))
                .orElse(host);
    }
}
