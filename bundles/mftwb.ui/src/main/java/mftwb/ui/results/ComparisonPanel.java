package mftwb.ui.results;

import java.text.DecimalFormat;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
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
    private final Label unmatched;
    private final SashForm sash;
    private final Table table;
    private final ChartComposite chart;
    private List<Comparison.CellChange> changes = List.of();

    ComparisonPanel(Composite parent) {
        control = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginHeight = 2;
        layout.verticalSpacing = 2;
        control.setLayout(layout);
        // One line (the tooltip holds all of it): in the short bottom folder every line is taken from the chart.
        title = new Label(control, SWT.NONE);
        title.setText("Select two campaigns on the History tab and press Compare.");
        title.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        unmatched = new Label(control, SWT.NONE);
        unmatched.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        sash = new SashForm(control, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = new Table(sash, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        // Drawn at its real size down to 120 x 60, not shrunk with unreadable fonts (JFreeChart's default is 300 x 200).
        chart = Charts.embed(sash, ReportCharts.timeChange(List.of()), 120, 60);
        sash.addListener(SWT.Resize, e -> share());
    }

    /**
     * Splits the space by its shape: wide and short (the bottom folder) puts the chart beside the
     * table with the whole height; tall (maximized) puts it under the table, which gets the height
     * of its rows, at most a third. A fixed 45:55 split over each other left the chart a strip.
     */
    private void share() {
        Rectangle area = sash.getClientArea();
        boolean wide = area.width >= 3 * area.height;
        int orientation = wide ? SWT.HORIZONTAL : SWT.VERTICAL;
        if (sash.getOrientation() != orientation) {
            sash.setOrientation(orientation);
        }
        int room = (wide ? area.width : area.height) - sash.getSashWidth();
        if (room <= 0) {
            return;
        }
        int tableShare = wide ? Math.min(table.computeSize(SWT.DEFAULT, SWT.DEFAULT).x, room * 2 / 5)
                : Math.min(table.getHeaderHeight() + Math.max(2, table.getItemCount()) * table.getItemHeight() + 2 * table.getBorderWidth()
                        + table.getHorizontalBar().getSize().y, room / 3);
        sash.setWeights(tableShare, room - tableShare);
    }

    Composite control() {
        return control;
    }

    /**
     * @param baselineName  the baseline as the user tells it from others of the same name (number, date, runs)
     * @param candidateName the candidate likewise
     */
    void show(String baselineName, ResultsStore.Contents baseline, String candidateName, ResultsStore.Contents candidate,
            boolean includeDisturbed) {
        changes = Comparison.compare(Outliers.mark(baseline.results()), Outliers.mark(candidate.results()), includeDisturbed);
        title.setText("B: " + candidateName + " against A: " + baselineName + " - " + changes.size()
                + " cell(s) in both; changes in % of A's median with 95% bootstrap intervals; disturbed runs "
                + (includeDisturbed ? "counted" : "left out"));
        title.setToolTipText(title.getText());
        List<String> said = ResultTables.unmatchedCells(baseline.results(), candidate.results());
        unmatched.setText(said.isEmpty() ? ResultTables.EVERY_CELL_IN_BOTH : String.join(" ", said));
        unmatched.setToolTipText(String.join("\n", said));
        ResultsView.fill(table, ResultTables.comparison(changes));
        JFreeChart timeChange = ReportCharts.timeChange(changes);
        // The title line above says what it is; the report's title, legend and axis titles would take half its height.
        timeChange.setTitle((String) null);
        timeChange.removeLegend();
        timeChange.getXYPlot().getDomainAxis().setLabel(null);
        // The rotated "% change of median time" is cut in the folder's height: the ticks carry the unit instead.
        NumberAxis change = (NumberAxis) timeChange.getXYPlot().getRangeAxis();
        change.setLabel(null);
        change.setNumberFormatOverride(new DecimalFormat("0.#'%'"));
        chart.setChart(timeChange);
        control.layout(true, true);
        share();
    }

    /** The title and the unmatched cells' line, for tests. */
    String titleText() {
        return title.getText() + "\n" + unmatched.getText();
    }

    /** The cells compared, for tests. */
    List<Comparison.CellChange> changes() {
        return changes;
    }
}
