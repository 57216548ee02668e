package mftwb.ui.monitor;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

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
    /** Samples arrive about once a second: this long without one is a time nothing was measured. */
    static final long GAP_MILLIS = 5000;

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

    /**
     * Draws the lines over [fromMillis, toMillis): the time axis spans exactly that (the same for every
     * chart of the view), lines with no point in it leave the chart and its legend, and where a line
     * has no point for {@link #GAP_MILLIS} (or three buckets) it breaks instead of joining across a
     * time when nothing was measured.
     */
    void refresh(MonitorSession session, long fromMillis, long toMillis) {
        int width = composite.getSize().x;
        // One bucket per pixel; before its first layout a chart has no width, so assume a wide one.
        int buckets = width > 0 ? width : UNSIZED_BUCKETS;
        long gap = Math.max(GAP_MILLIS, 3 * (toMillis - fromMillis) / buckets);
        Map<Line, Decimated> shown = new LinkedHashMap<>();
        for (Line line : lines(session)) {
            session.series(line.source(), line.metric()).map(series -> series.decimate(fromMillis, toMillis, buckets))
                    .filter(d -> d.size() > 0).ifPresent(d -> shown.put(line, d));
        }
        XYPlot plot = (XYPlot) chart.getPlot();
        chart.setTitle(title(session));
        plot.setDataset(dataset(shown, gap));
        plot.getDomainAxis().setRange(fromMillis, Math.max(toMillis, fromMillis + 1));
    }

    /**
     * The lines as the chart's dataset: each with its own times, a missing value (drawn as a break)
     * after every gap. The stacked CPU chart overrides this with one table of shared times.
     */
    XYDataset dataset(Map<Line, Decimated> lines, long gapMillis) {
        XYSeriesCollection data = new XYSeriesCollection();
        lines.forEach((line, d) -> {
            XYSeries series = new XYSeries(line.legend(), false, true);
            for (int i = 0; i < d.size(); i++) {
                if (i > 0 && d.timesMillis()[i] - d.timesMillis()[i - 1] > gapMillis) {
                    series.add(d.timesMillis()[i - 1] + 1, null, false);
                }
                series.add(d.timesMillis()[i], d.mean()[i], false);
            }
            data.addSeries(series);
        });
        return data;
    }

    boolean isDisposed() {
        return composite.isDisposed();
    }

    void dispose() {
        composite.dispose();
    }
}
