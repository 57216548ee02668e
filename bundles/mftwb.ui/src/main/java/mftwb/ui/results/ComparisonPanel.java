package mftwb.ui.results;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.jfree.chart.swt.ChartComposite;

import mftwb.report.ReportCharts;
import mftwb.report.ResultTables;
import mftwb.runner.ResultsStore;
import mftwb.runner.stats.Comparison;
import mftwb.runner.stats.Outliers;
import mftwb.ui.charts.Charts;

/** Two campaigns side by side: the change per cell with its interval and verdict, as a table and a chart. */
final class ComparisonPanel {
    private final Composite control;
    private final Label title;
    private final Table table;
    private final ChartComposite chart;
    private List<Comparison.CellChange> changes = List.of();

    ComparisonPanel(Composite parent) {
        control = new Composite(parent, SWT.NONE);
        control.setLayout(new GridLayout(1, false));
        title = new Label(control, SWT.WRAP);
        title.setText("Select two campaigns on the History tab and press Compare.");
        title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        SashForm sash = new SashForm(control, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = new Table(sash, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        chart = Charts.embed(sash, ReportCharts.timeChange(List.of()));
        sash.setWeights(45, 55);
    }

    Composite control() {
        return control;
    }

    void show(ResultsStore.Contents baseline, ResultsStore.Contents candidate, boolean includeDisturbed) {
        changes = Comparison.compare(Outliers.mark(baseline.results()), Outliers.mark(candidate.results()), includeDisturbed);
        title.setText("B: " + candidate.campaign() + " against A: " + baseline.campaign() + " - " + changes.size()
                + " cell(s) in both; changes in % of A's median with 95% bootstrap intervals; disturbed runs "
                + (includeDisturbed ? "counted" : "left out"));
        ResultsView.fill(table, ResultTables.comparison(changes));
        chart.setChart(ReportCharts.timeChange(changes));
        control.layout(true, true);
    }

    /** The cells compared, for tests. */
    List<Comparison.CellChange> changes() {
        return changes;
    }
}
