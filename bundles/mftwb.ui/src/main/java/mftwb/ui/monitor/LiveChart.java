package mftwb.ui.monitor;

import java.util.List;

import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.time.FixedMillisecond;
import org.jfree.data.time.TimeTableXYDataset;

import mftwb.monitor.Decimated;
import mftwb.monitor.Metric;
import mftwb.monitor.MonitorSession;
import mftwb.report.ChartLook;
import mftwb.ui.charts.Charts;

/**
 * One chart of the Live Monitor: named series (source + metric) drawn over the visible time
 * window, refreshed from the session's decimated series, never from raw samples.
 */
abstract class LiveChart {
    /** A line or band of the chart: which series, and its legend text. */
    record Line(String source, Metric metric, String legend) {
    }

    private static final int CHART_HEIGHT = 220;
    private static final int UNSIZED_BUCKETS = 1000;

    final JFreeChart chart;
    private final ChartComposite composite;

    LiveChart(Composite parent, JFreeChart chart) {
        this.chart = ChartLook.styled(chart);
        ((XYPlot) chart.getPlot()).setDomainAxis(new DateAxis("time"));
        composite = Charts.embed(parent, chart);
        GridData layout = new GridData(org.eclipse.swt.SWT.FILL, org.eclipse.swt.SWT.TOP, true, false);
        layout.heightHint = CHART_HEIGHT;
        composite.setLayoutData(layout);
    }

    /** The series this chart shows now (the set can grow while a run goes on). */
    abstract List<Line> lines(MonitorSession session);

    /** The title, which carries a host's status (e.g. DOWN with the reason). */
    abstract String title(MonitorSession session);

    void refresh(MonitorSession session, long fromMillis, long toMillis) {
        int width = composite.getSize().x;
        // One bucket per pixel; before its first layout a chart has no width, so assume a wide one.
        int buckets = width > 0 ? width : UNSIZED_BUCKETS;
        TimeTableXYDataset data = new TimeTableXYDataset();
        for (Line line : lines(session)) {
            session.series(line.source(), line.metric()).ifPresent(series -> {
                Decimated d = series.decimate(fromMillis, toMillis, buckets);
                for (int i = 0; i < d.size(); i++) {
                    data.add(new FixedMillisecond(d.timesMillis()[i]), d.mean()[i], line.legend(), false);
                }
            });
        }
        chart.setTitle(title(session));
        ((XYPlot) chart.getPlot()).setDataset(data);
    }

    boolean isDisposed() {
        return composite.isDisposed();
    }

    void dispose() {
        composite.dispose();
    }
}
