package mftwb.ui.monitor;

import java.util.List;

import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.ChartFactory;

import mftwb.monitor.Metric;
import mftwb.monitor.MonitorSession;

/** One metric across every source that reports it, a line each: throughput, or CPU per process. */
final class MetricChart extends LiveChart {
    private final Metric metric;
    private final String title;

    MetricChart(Composite parent, Metric metric, String title) {
        super(parent, ChartFactory.createTimeSeriesChart(title, "time", metric.label(), null, true, true, false));
        this.metric = metric;
        this.title = title;
    }

    @Override
    List<Line> lines(MonitorSession session) {
        return session.sources().stream()
                .filter(source -> session.series(source, metric).isPresent())
                .map(source -> new Line(source, metric, source))
                .toList();
    }

    @Override
    String title(MonitorSession session) {
        return title;
    }

    boolean hasData(MonitorSession session) {
        return !lines(session).isEmpty();
    }
}
