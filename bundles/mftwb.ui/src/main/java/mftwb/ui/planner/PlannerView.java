package mftwb.ui.planner;

import java.nio.file.Path;
import java.text.DecimalFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.part.ViewPart;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import mftwb.planner.CalibratedModel;
import mftwb.planner.Measurement;
import mftwb.planner.Mechanism;
import mftwb.planner.Planner;
import mftwb.planner.Prediction;
import mftwb.planner.Recommendation;
import mftwb.planner.Recommender;
import mftwb.planner.Scenario;
import mftwb.planner.ScenarioFile;
import mftwb.planner.Sweep;
import mftwb.report.ChartLook;
import mftwb.ui.charts.Charts;

/**
 * What-ifs: the scenario form, the prediction with the resource that bounds it, time against
 * chunk size for one and for several concurrent transfers, where the time goes, and the tuning
 * the model recommends. Calibration runs in a Job; predictions are cheap and follow every keystroke.
 */
public final class PlannerView extends ViewPart {
    public static final String ID = "mftwb.ui.planner";
    /** Concurrency of the second sweep line when the scenario itself runs one transfer: the reports' 10. */
    private static final int REPORTS_CONCURRENCY = 10;

    private ScenarioForm form;
    private Label calibration;
    private Label summary;
    private JFreeChart sweepChart;
    private JFreeChart breakdownChart;
    private Table recommendation;
    private Button apply;
    private volatile CalibratedModel model;
    private Optional<Recommendation> shown = Optional.empty();

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        form = new ScenarioForm(parent, scenario -> update());
        calibration = new Label(parent, SWT.NONE);
        calibration.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        summary = new Label(parent, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        summary.setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());

        SashForm row = new SashForm(parent, SWT.HORIZONTAL);
        row.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        sweepChart = ChartLook.styled(ChartFactory.createXYLineChart("Time vs chunk size", "chunk size (KiB)",
                "predicted seconds", new XYSeriesCollection(), PlotOrientation.VERTICAL, true, true, false));
        LogAxis chunkAxis = new LogAxis("chunk size (KiB)");
        chunkAxis.setBase(2);
        chunkAxis.setTickUnit(new NumberTickUnit(1));
        chunkAxis.setNumberFormatOverride(new DecimalFormat("#,##0"));
        ((XYPlot) sweepChart.getPlot()).setDomainAxis(chunkAxis);
        Charts.embed(row, sweepChart);
        breakdownChart = ChartFactory.createStackedBarChart("Where the time goes", "", "seconds",
                new DefaultCategoryDataset(), PlotOrientation.HORIZONTAL, true, true, false);
        ChartLook.styled(breakdownChart);
        Charts.embed(row, breakdownChart);

        Composite bottom = new Composite(parent, SWT.NONE);
        bottom.setLayout(new GridLayout(2, false));
        bottom.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        recommendation = new Table(bottom, SWT.BORDER | SWT.FULL_SELECTION);
        recommendation.setHeaderVisible(true);
        for (String title : new String[] { "", "chunk size", "window", "transfers", "seconds", "MB/s", "bound by" }) {
            new TableColumn(recommendation, SWT.LEFT).setText(title);
        }
        GridData tableLayout = new GridData(SWT.FILL, SWT.TOP, true, false);
        tableLayout.heightHint = recommendation.getHeaderHeight() + 2 * recommendation.getItemHeight() + 4;
        recommendation.setLayoutData(tableLayout);
        apply = new Button(bottom, SWT.PUSH);
        apply.setText("Apply recommendation");
        apply.setEnabled(false);
        apply.addListener(SWT.Selection, e -> shown.ifPresent(r -> form.applyTuning(r.best())));
        getViewSite().getActionBars().getToolBarManager().add(new Action("Load calibration...") {
            @Override
            public void run() {
                chooseCalibration();
            }
        });
        calibrate(Optional.empty());
    }

    /** Calibrates on a CSV of measured runs, or on the reports' rows that ship with the product. */
    private void calibrate(Optional<Path> csv) {
        calibration.setText("Calibrating on " + csv.map(Path::toString).orElse("the reports' measured runs") + "...");
        Job job = Job.create("Calibrating the planner", progress -> {
            try {
                List<Measurement> runs = csv.isPresent() ? ScenarioFile.read(csv.get()).measurements()
                        : Planner.reportMeasurements();
                CalibratedModel calibrated = Planner.calibrate(runs);
                String source = csv.map(Path::toString).orElse("IBM's published MFT reports");
                calibration.getDisplay().asyncExec(() -> {
                    if (!calibration.isDisposed()) {
                        model = calibrated;
                        calibration.setText("Calibrated on " + runs.size() + " measured runs from " + source);
                        update();
                    }
                });
                return Status.OK_STATUS;
            } catch (Exception e) {
                calibration.getDisplay().asyncExec(() -> {
                    if (!calibration.isDisposed()) {
                        calibration.setText("Calibration failed: " + e.getMessage());
                    }
                });
                return Status.warning("Calibration failed: " + e.getMessage(), e);
            }
        });
        job.schedule();
    }

    private void chooseCalibration() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*.csv" });
        String chosen = dialog.open();
        if (chosen != null) {
            calibrate(Optional.of(Path.of(chosen)));
        }
    }

    /** Recomputes everything shown from the form; called on every change and after calibration. */
    public void update() {
        Optional<Scenario> scenario = form.scenario();
        if (model == null || scenario.isEmpty()) {
            summary.setText(model == null ? "" : "Fix the highlighted fields to see a prediction.");
            return;
        }
        Scenario s = scenario.get();
        Prediction p = model.predict(s);
        summary.setText(String.format(Locale.ROOT, "Predicted %.1f s at %.1f MB/s, bound by %s%s", p.seconds(),
                p.mbPerSecond(), p.bottleneck().label(), cpuText(p.cpuPercent())));
        Recommendation r = new Recommender(model).recommend(s);
        showSweep(s);
        showBreakdown(p, r);
        showRecommendation(r);
        summary.getParent().layout(true, true);
    }

    private static String cpuText(Map<String, Double> cpu) {
        return cpu.isEmpty() ? "" : "; CPU " + cpu.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> String.format(Locale.ROOT, "%s %.0f%%", e.getKey().replace("cpu_", ""), e.getValue()))
                .collect(Collectors.joining(", "));
    }

    private void showSweep(Scenario s) {
        int concurrent = s.transfers() > 1 ? s.transfers() : REPORTS_CONCURRENCY;
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(line("1 transfer", s.withTuning(s.chunkBytes(), s.window(), 1)));
        data.addSeries(line(concurrent + " concurrent transfers", s.withTuning(s.chunkBytes(), s.window(), concurrent)));
        ((XYPlot) sweepChart.getPlot()).setDataset(data);
    }

    private XYSeries line(String name, Scenario base) {
        XYSeries series = new XYSeries(name);
        for (Sweep.Point point : Sweep.chunkBytes(model, base, Recommender.CHUNK_SIZES)) {
            series.add(point.value() / 1024.0, point.prediction().seconds());
        }
        return series;
    }

    private void showBreakdown(Prediction asGiven, Recommendation r) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        // Mechanisms below half a percent of the time would only crowd the legend.
        double visible = 0.005 * asGiven.seconds();
        for (Mechanism m : Mechanism.values()) {
            double given = asGiven.breakdown().getOrDefault(m, 0.0);
            double best = r.bestPrediction().breakdown().getOrDefault(m, 0.0);
            if (given > visible || best > visible) {
                data.addValue(given, m.label(), "as given");
                data.addValue(best, m.label(), "recommended");
            }
        }
        breakdownChart.getCategoryPlot().setDataset(data);
    }

    private void showRecommendation(Recommendation r) {
        recommendation.removeAll();
        row("as given", r.given(), r.asGiven());
        row(String.format(Locale.ROOT, "recommended (%.0f%% faster)", r.gainPercent()), r.best(), r.bestPrediction());
        for (TableColumn column : recommendation.getColumns()) {
            column.pack();
        }
        shown = Optional.of(r);
        apply.setEnabled(r.gainPercent() > 0.5);
    }

    private void row(String label, Scenario s, Prediction p) {
        TableItem item = new TableItem(recommendation, SWT.NONE);
        item.setText(new String[] { label, s.chunkBytes() / 1024 + " KiB", Integer.toString(s.window()),
                Integer.toString(s.transfers()), String.format(Locale.ROOT, "%.1f", p.seconds()),
                String.format(Locale.ROOT, "%.1f", p.mbPerSecond()), p.bottleneck().label() });
    }

    /** The calibrated model once calibration has finished, for tests and other views. */
    public Optional<CalibratedModel> model() {
        return Optional.ofNullable(model);
    }

    /** What the view shows now, for tests: the summary sentence and the recommendation rows. */
    public List<String> shownText() {
        List<String> text = new java.util.ArrayList<>(List.of(summary.getText()));
        for (TableItem item : recommendation.getItems()) {
            text.add(item.getText(0) + " | " + item.getText(1) + " | " + item.getText(3));
        }
        return text;
    }

    @Override
    public void setFocus() {
        summary.setFocus();
    }
}
