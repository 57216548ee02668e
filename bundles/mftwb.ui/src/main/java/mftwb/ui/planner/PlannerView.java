package mftwb.ui.planner;

import java.awt.BasicStroke;
import java.awt.Color;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.commands.operations.ObjectUndoContext;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.operations.UndoRedoActionGroup;
import org.eclipse.ui.part.ViewPart;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

import mftwb.planner.Advice;
import mftwb.planner.CalibratedModel;
import mftwb.planner.Extrapolation;
import mftwb.planner.Factor;
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
import mftwb.runner.CalibrationExport;
import mftwb.ui.charts.Charts;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorListener;

/**
 * What-ifs: the scenario form (starting from the topology in the editor), the prediction with its 80%
 * interval, the resource that bounds it and % CPU per host, time against chunk size for one and for
 * several concurrent transfers (with the interval as a band), where the time goes, and the tuning the
 * model recommends when the interval of the saving says it is surely faster. Calibration runs in a Job,
 * on the reports' measured runs plus the runs the user added from the Results view, which form their
 * own environment: predictions for it are corrected by the user's runs only. Predictions are cheap and
 * follow every keystroke.
 */
public final class PlannerView extends ViewPart {
    public static final String ID = "mftwb.ui.planner";
    private static final String REPORTS = "IBM's published MFT reports";
    /** Concurrency of the second sweep line when the scenario itself runs one transfer: the reports' 10. */
    private static final int REPORTS_CONCURRENCY = 10;
    /** The environment of the runs added with "Use as calibration". */
    public static final String YOUR_ENVIRONMENT = "your runs";

    private ScenarioForm form;
    private Label calibration;
    private Combo environment;
    private Label summary;
    /** Where the scenario goes beyond the runs the prediction was calibrated on: there it is the physics' guess. */
    private Label beyond;
    /** Excludes {@link #beyond} from the layout while empty: a laptop's docked view has no line to spare. */
    private GridData beyondLayout;
    /** The configuration change the recommendation needs beyond agent tuning, in the topology's words. */
    private Label fix;
    private JFreeChart sweepChart;
    private JFreeChart breakdownChart;
    private Table recommendation;
    /** Settings the recommendation table compares, a row each, as {@link #row} gives their values. */
    private static final String[] SETTINGS = { "chunk size", "window", "transfers", "TCP buffer", "seconds (80%)", "MB/s" };
    /** Whether the recommendation is surely faster, by how much, and what bounds it. */
    private Label verdict;
    /** The as-given and recommended scenarios shown: a label, then a value per setting. */
    private final List<String[]> compared = new ArrayList<>();
    private Button apply;
    private volatile CalibratedModel model;
    private Optional<Recommendation> shown = Optional.empty();
    /** Width of the what-if column's wrapping lines, about that of its fields, in pixels. */
    private static final int FORM_WIDTH = 300;
    /** Narrowest a scenario's column of the recommendation gets: "MQ default", "61 (52-70)". */
    private static final int MIN_COLUMN_WIDTH = 80;
    private Control sweepControl;
    private ScrolledComposite scroll;
    private WorkspaceCalibration yours;
    /** The latest calibration asked for (UI thread only). */
    private int calibrationRequest;
    private final Runnable recalibrateOnYours = () -> calibration.getDisplay().asyncExec(() -> {
        if (!calibration.isDisposed()) {
            calibrateOnYourRuns("");
        }
    });

    /** Applied recommendations, undone with Edit > Undo until the form is changed otherwise. */
    private final IUndoContext applied = new ObjectUndoContext(this, "Planner");

    /** The what-if form starts from the topology in the active editor. */
    private final TopologyEditorListener editorTracker = new TopologyEditorListener(this::followEditor);

    private void followEditor() {
        IEditorPart editor = getSite().getPage().getActiveEditor();
        form.useTopology(editor instanceof TopologyEditor t ? t.topology() : Optional.empty());
    }

    @Override
    public void createPartControl(Composite view) {
        // The what-if beside what it predicts: docked low in a 1280x800 window the view is wide and short, and with
        // the form above them the prediction, CPU per host and charts fell below the fold. The form scrolls on its own.
        GridLayout sides = new GridLayout(2, false);
        sides.marginWidth = 0;
        sides.marginHeight = 0;
        view.setLayout(sides);
        scroll = new ScrolledComposite(view, SWT.V_SCROLL);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        Composite whatIf = new Composite(scroll, SWT.NONE);
        scroll.setContent(whatIf);
        whatIf.setLayout(new GridLayout(1, false));
        // A field typed (or filled from the editor) after Apply leaves nothing Undo could put back as it was.
        form = new ScenarioForm(whatIf, scenario -> update(), () -> history().dispose(applied, true, true, false));
        // Beside the form it changes: the recommended tuning, Apply and the configuration fix it needs.
        Composite advice = new Composite(whatIf, SWT.NONE);
        advice.setLayout(new GridLayout(1, false));
        advice.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        verdict = new Label(advice, SWT.WRAP);
        GridData verdictLayout = new GridData(SWT.FILL, SWT.TOP, true, false);
        verdictLayout.widthHint = FORM_WIDTH;
        verdict.setLayoutData(verdictLayout);
        // A column per scenario, a row per setting: two scenarios side by side fit the form's width.
        recommendation = new Table(advice, SWT.BORDER);
        recommendation.setHeaderVisible(true);
        for (String title : new String[] { "", "as given", "recommended" }) {
            new TableColumn(recommendation, SWT.LEFT).setText(title);
        }
        for (String setting : SETTINGS) {
            new TableItem(recommendation, SWT.NONE).setText(setting);
        }
        recommendation.addListener(SWT.Resize, e -> splitColumns());
        GridData tableLayout = new GridData(SWT.FILL, SWT.TOP, true, false);
        tableLayout.widthHint = FORM_WIDTH;
        recommendation.setLayoutData(tableLayout);
        apply = new Button(advice, SWT.PUSH);
        apply.setText("Apply recommendation");
        apply.setEnabled(false);
        apply.addListener(SWT.Selection, e -> applyRecommendation());
        fix = new Label(whatIf, SWT.WRAP);
        GridData fixLayout = new GridData(SWT.FILL, SWT.TOP, true, false);
        fixLayout.widthHint = FORM_WIDTH;
        fix.setLayoutData(fixLayout);
        // Last: what the prediction is calibrated on, and for which environment.
        Composite calibrationRow = new Composite(whatIf, SWT.NONE);
        calibrationRow.setLayout(new GridLayout(2, false));
        calibrationRow.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        calibration = new Label(calibrationRow, SWT.WRAP);
        GridData calibrationLayout = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        calibrationLayout.widthHint = FORM_WIDTH;
        calibration.setLayoutData(calibrationLayout);
        new Label(calibrationRow, SWT.NONE).setText("Predict for:");
        environment = new Combo(calibrationRow, SWT.READ_ONLY);
        environment.setToolTipText("Runs measured on other hardware form their own environment: the prediction is"
                + " corrected by that environment's runs only, the others share just the physics");
        environment.addListener(SWT.Selection, e -> update());
        GridData whatIfLayout = new GridData(SWT.FILL, SWT.FILL, false, true);
        whatIfLayout.widthHint = whatIf.computeSize(SWT.DEFAULT, SWT.DEFAULT).x + scroll.getVerticalBar().getSize().x;
        scroll.setLayoutData(whatIfLayout);
        Composite predicted = new Composite(view, SWT.NONE);
        predicted.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        predicted.setLayout(new GridLayout(1, false));
        summary = new Label(predicted, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        summary.setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());
        beyond = new Label(predicted, SWT.WRAP);
        beyondLayout = new GridData(SWT.FILL, SWT.TOP, true, false);
        beyond.setLayoutData(beyondLayout);
        beyond.setToolTipText("Along these the prediction extrapolates the physics from the nearest measured runs;"
                + " its interval knows the physics' uncertainty, not whether a mechanism changes there");

        SashForm row = new SashForm(predicted, SWT.HORIZONTAL);
        row.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        sweepChart = ChartLook.styled(ChartFactory.createXYLineChart("Time vs chunk size", "chunk size (KiB)",
                "predicted seconds", new YIntervalSeriesCollection(), PlotOrientation.VERTICAL, true, true, false));
        LogAxis chunkAxis = new LogAxis("chunk size (KiB)");
        chunkAxis.setBase(2);
        chunkAxis.setTickUnit(new NumberTickUnit(1));
        chunkAxis.setNumberFormatOverride(new DecimalFormat("#,##0"));
        XYPlot sweepPlot = (XYPlot) sweepChart.getPlot();
        sweepPlot.setDomainAxis(chunkAxis);
        // Each line with its 80% interval as a band of the same colour.
        DeviationRenderer band = new DeviationRenderer(true, false);
        band.setAlpha(0.2f);
        for (int series = 0; series < 2; series++) {
            band.setSeriesPaint(series, ChartLook.SERIES_COLOURS.get(series));
            band.setSeriesFillPaint(series, ChartLook.SERIES_COLOURS.get(series));
            band.setSeriesStroke(series, sweepPlot.getRenderer().getSeriesStroke(series));
        }
        sweepPlot.setRenderer(band);
        sweepControl = Charts.embed(row, sweepChart);
        breakdownChart = ChartFactory.createStackedBarChart("Where the time goes", "", "seconds",
                new DefaultCategoryDataset(), PlotOrientation.HORIZONTAL, true, true, false);
        ChartLook.styled(breakdownChart);
        Charts.embed(row, breakdownChart);
        // Time vs chunk size is the figure the what-if is about: the wider of the two.
        row.setWeights(3, 2);

        new UndoRedoActionGroup(getSite(), applied, true).fillActionBars(getViewSite().getActionBars());
        var toolBar = getViewSite().getActionBars().getToolBarManager();
        toolBar.add(new Action("Load calibration...") {
            @Override
            public void run() {
                chooseCalibration();
            }
        });
        toolBar.add(new Action("Calibrate on the reports") {
            @Override
            public void run() {
                calibrateOnTheReports("");
            }
        });
        editorTracker.start(getSite().getPage());
        followEditor();
        yours = getSite().getService(WorkspaceCalibration.class);
        yours.addListener(recalibrateOnYours);
        // Opens calibrated on what it was last: the file the user loaded in an earlier session, if any.
        Optional<Path> loaded = LastCalibration.file();
        if (loaded.isEmpty()) {
            calibrateByDefault("");
        } else if (Files.isRegularFile(loaded.get())) {
            calibrateOn(loaded.get());
        } else {
            calibrateByDefault("; the file loaded in an earlier session, " + loaded.get() + ", no longer exists");
        }
        fitScroll();
    }

    /**
     * Measured runs to calibrate on, what the calibration line says they are, the file the user loaded them
     * from (none: the reports' or their own runs, the view's default), and what the line adds for the user to
     * see (empty, or why the file loaded in an earlier session is not used).
     */
    private record MeasuredRuns(List<Measurement> runs, String description, String environment, Optional<Path> loaded,
            String note) {
    }

    /** The user's runs beside the reports' when they added some, else the reports'; {@code note} ends the line. */
    private void calibrateByDefault(String note) {
        if (yours.hasRuns()) {
            calibrateOnYourRuns(note);
        } else {
            calibrateOnTheReports(note);
        }
    }

    private void calibrateOnTheReports(String note) {
        calibrate(REPORTS, false, () -> {
            List<Measurement> reports = Planner.reportMeasurements();
            return new MeasuredRuns(reports, reports.size() + " measured runs from " + REPORTS,
                    Planner.REPORTS_ENVIRONMENT, Optional.empty(), note);
        });
    }

    /**
     * The reports' runs and the user's together, the user's as their own environment: predictions for
     * it are corrected by the user's runs alone (IBM's Linux tables do not drag them), while the
     * physics, fitted on both, keeps what a lab campaign cannot tell (a WAN's round trips) at the
     * values the reports measured.
     */
    private void calibrateOnYourRuns(String note) {
        calibrate("the reports' and your measured runs", false, () -> {
            List<Measurement> reports = Planner.reportMeasurements();
            List<Measurement> mine = ScenarioFile.read(yours.file()).measurements(YOUR_ENVIRONMENT);
            List<Measurement> all = new ArrayList<>(reports);
            all.addAll(mine);
            return new MeasuredRuns(all, reports.size() + " measured runs from " + REPORTS + " and " + mine.size()
                    + " of yours (" + yours.file() + ")", mine.get(0).environment(), Optional.empty(), note);
        });
    }

    /** Calibrates on a calibration file, as "Load calibration..." does. */
    public void calibrateOn(Path csv) {
        calibrate(csv.toString(), true, () -> {
            List<Measurement> runs = CalibrationExport.readCalibration(csv,
                    "open them in the Results view and choose Use as calibration").measurements();
            return new MeasuredRuns(runs, runs.size() + " measured runs from " + csv, runs.get(0).environment(),
                    Optional.of(csv), "");
        });
    }

    /**
     * Calibrates in a Job on the runs {@code read} returns there. The latest request wins: a
     * calibration that finishes after a newer one was asked for is dropped. A file that fails while
     * nothing is calibrated yet (one loaded in an earlier session that no longer reads) leaves the
     * view calibrated by default, saying why.
     */
    private void calibrate(String source, boolean fromFile, Callable<MeasuredRuns> read) {
        int request = ++calibrationRequest;
        calibration.setText("Calibrating on " + source + "...");
        Job job = Job.create("Calibrating the planner", progress -> {
            try {
                MeasuredRuns measured = read.call();
                CalibratedModel calibrated = Planner.calibrate(measured.runs());
                calibration.getDisplay().asyncExec(() -> {
                    if (!calibration.isDisposed() && request == calibrationRequest) {
                        model = calibrated.forEnvironment(measured.environment());
                        LastCalibration.remember(measured.loaded());
                        calibration.setText("Calibrated on " + measured.description() + measured.note());
                        environment.setItems(calibrated.environments().toArray(String[]::new));
                        environment.select(calibrated.environments().indexOf(measured.environment()));
                        environment.getParent().layout(true, true);
                        update();
                        if (!measured.note().isEmpty()) {
                            // after the form settles around the new figures (a scroll bar that appears rewraps it)
                            calibration.getDisplay().asyncExec(() -> {
                                if (!calibration.isDisposed()) {
                                    showCalibrationLine();
                                }
                            });
                        }
                    }
                });
                return Status.OK_STATUS;
            } catch (Exception e) {
                calibration.getDisplay().asyncExec(() -> {
                    if (!calibration.isDisposed() && request == calibrationRequest) {
                        // A file's errors name it already.
                        String why = String.valueOf(e.getMessage());
                        if (model == null && fromFile) {
                            // nothing to keep using (the file of an earlier session no longer reads): the default
                            calibrateByDefault("; the file loaded in an earlier session failed: "
                                    + (why.startsWith(source) ? why : source + ": " + why));
                            return;
                        }
                        calibration.setText(why.startsWith(source) ? "Calibration failed: " + why
                                : "Calibration on " + source + " failed: " + why);
                        showCalibrationLine();
                    }
                });
                return Status.warning("Calibration failed: " + e.getMessage(), e);
            }
        });
        job.schedule();
    }

    /**
     * The line is last in the form, below the fold when the view is docked low: brought into view, once the
     * form above it is laid out with what it shows now.
     */
    private void showCalibrationLine() {
        ((Composite) scroll.getContent()).layout(true, true);
        fitScroll();
        scroll.showControl(calibration);
    }

    private void chooseCalibration() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*.csv" });
        String chosen = dialog.open();
        if (chosen != null) {
            calibrateOn(Path.of(chosen));
        }
    }

    /** Sets the form's tuning to the recommendation shown, as Apply does: one step Edit > Undo takes back. */
    public void applyRecommendation() {
        shown.ifPresent(r -> {
            try {
                history().execute(new ApplyRecommendation(applied, form::setTuning, form.tuning(),
                        ScenarioForm.tuningOf(r.candidate())), null, null);
            } catch (ExecutionException e) {
                MessageDialog.openError(getSite().getShell(), "Apply recommendation", e.getMessage());
            }
        });
    }

    private static IOperationHistory history() {
        return PlatformUI.getWorkbench().getOperationSupport().getOperationHistory();
    }

    /** Recomputes everything shown from the form; called on every change and after calibration. */
    public void update() {
        Optional<Scenario> scenario = form.scenario();
        if (model == null || scenario.isEmpty()) {
            summary.setText(model == null ? "" : "Fix the highlighted fields to see a prediction: " + String.join("; ", form.problems()) + ".");
            clearResults();
            fitScroll();
            return;
        }
        Scenario s = scenario.get();
        if (environment.getSelectionIndex() >= 0) {
            model = model.forEnvironment(environment.getItem(environment.getSelectionIndex()));
        }
        Prediction p = model.predict(s);
        summary.setText(String.format(Locale.ROOT, "Predicted %s at %.1f MB/s, bound by %s%s", withInterval(p, " s"),
                p.mbPerSecond(), p.bottleneck().label(), cpuText(p.cpuPercent())));
        summary.setToolTipText("In brackets: the 80% interval, where 8 runs in 10 should fall");
        showBeyond(beyondText(model.beyondMeasured(s)));
        Recommendation r = new Recommender(model).recommend(s);
        fix.setText(r.best().tcpBufferBytes() != s.tcpBufferBytes()
                ? "Configuration fix: " + Advice.bufferFix(s, r.best().tcpBufferBytes(), form.bufferSettings()) : "");
        showSweep(s);
        showBreakdown(p, r);
        showRecommendation(r);
        summary.getParent().layout(true, true);
        fix.getParent().layout(true, true);
        fitScroll();
    }

    /** The what-if column scrolls below the height its fields need (docked low in the window). */
    private void fitScroll() {
        scroll.setMinSize(scroll.getContent().computeSize(SWT.DEFAULT, SWT.DEFAULT));
    }

    /**
     * Takes away what the last valid form predicted: with a field being fixed, charts and table would
     * show figures for values no longer in the form, and Apply would overwrite the field being fixed.
     */
    private void clearResults() {
        fix.setText("");
        showBeyond("");
        ((XYPlot) sweepChart.getPlot()).setDataset(new YIntervalSeriesCollection());
        ((XYPlot) sweepChart.getPlot()).clearDomainMarkers();
        breakdownChart.getCategoryPlot().setDataset(new DefaultCategoryDataset());
        showCompared(List.of());
        verdict.setText("");
        shown = Optional.empty();
        apply.setEnabled(false);
    }

    private void showBeyond(String text) {
        beyond.setText(text);
        beyond.setVisible(!text.isEmpty());
        beyondLayout.exclude = text.isEmpty();
        beyond.requestLayout();
    }

    /** "Beyond the measured runs: file size 1 MiB, below the smallest measured (10 MiB); ..." or nothing. */
    private static String beyondText(List<Extrapolation> beyond) {
        return beyond.isEmpty() ? "" : "Beyond the measured runs: " + Extrapolation.inWords(beyond)
                + " (the interval may be too narrow there)";
    }

    /** "61 s (52-70)": the predicted seconds, then the 80% interval. */
    private static String withInterval(Prediction p, String unit) {
        return seconds(p.seconds()) + unit + " (" + seconds(p.low()) + "-" + seconds(p.high()) + ")";
    }

    /** Seconds as the reports print them: whole seconds from 10 s up, tenths below. */
    private static String seconds(double value) {
        return String.format(Locale.ROOT, value >= 10 ? "%.0f" : "%.1f", value);
    }

    private static String cpuText(Map<String, Double> cpu) {
        return cpu.isEmpty() ? "\nCPU: not measured for this topology in this environment"
                : "\nCPU per host: " + cpu.entrySet().stream().sorted(Map.Entry.comparingByKey())
                        .map(e -> e.getKey().replace("cpu_", "") + " " + percent(e.getValue()))
                        .collect(Collectors.joining(", "));
    }

    /** Whole percent as the reports print CPU; a host that works but under half a percent reads "<1%", not "0%". */
    private static String percent(double value) {
        return value > 0 && value < 0.5 ? "<1%" : String.format(Locale.ROOT, "%.0f%%", value);
    }

    private void showSweep(Scenario s) {
        int concurrent = s.transfers() > 1 ? s.transfers() : REPORTS_CONCURRENCY;
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(line("1 transfer", s.withTuning(s.chunkBytes(), s.window(), 1)));
        data.addSeries(line(concurrent + " concurrent transfers", s.withTuning(s.chunkBytes(), s.window(), concurrent)));
        XYPlot plot = (XYPlot) sweepChart.getPlot();
        plot.setDataset(data);
        plot.clearDomainMarkers();
        model.measuredRange(s.topology(), Factor.CHUNK)
                .ifPresent(r -> plot.addDomainMarker(measuredChunks(r[0] / 1024, r[1] / 1024), Layer.BACKGROUND));
    }

    /**
     * The chunk sizes the calibration's runs of this topology were measured at, shaded (a line for one
     * size): left and right of it the curve is the physics' extrapolation.
     */
    private static Marker measuredChunks(double lowKib, double highKib) {
        Marker marker = lowKib == highKib ? new ValueMarker(lowKib) : new IntervalMarker(lowKib, highKib);
        // The shade's own transparency, not the marker's alpha, which would fade its label as well.
        marker.setPaint(lowKib == highKib ? new Color(128, 128, 128, 150) : new Color(128, 128, 128, 30));
        marker.setStroke(new BasicStroke(2f));
        marker.setLabel("measured");
        marker.setLabelPaint(Color.DARK_GRAY);
        marker.setLabelAnchor(RectangleAnchor.TOP_LEFT);
        marker.setLabelTextAnchor(TextAnchor.TOP_LEFT);
        return marker;
    }

    /** The measured chunk sizes marked on the time-vs-chunk chart, in KiB, for tests; empty when none are. */
    public Optional<double[]> measuredChunksShown() {
        Collection<?> markers = ((XYPlot) sweepChart.getPlot()).getDomainMarkers(Layer.BACKGROUND);
        if (markers == null || markers.isEmpty()) {
            return Optional.empty();
        }
        Marker m = (Marker) markers.iterator().next();
        return Optional.of(m instanceof IntervalMarker i ? new double[] { i.getStartValue(), i.getEndValue() }
                : new double[] { ((ValueMarker) m).getValue(), ((ValueMarker) m).getValue() });
    }

    /** One line of the sweep with its 80% interval. */
    private YIntervalSeries line(String name, Scenario base) {
        YIntervalSeries series = new YIntervalSeries(name);
        for (Sweep.Point point : Sweep.chunkBytes(model, base, Recommender.CHUNK_SIZES)) {
            Prediction p = point.prediction();
            series.add(point.value() / 1024.0, p.seconds(), p.low(), p.high());
        }
        return series;
    }

    private void showBreakdown(Prediction asGiven, Recommendation r) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        // Mechanisms below half a percent of the time would only crowd the legend.
        double visible = 0.005 * asGiven.seconds();
        for (Mechanism m : Mechanism.values()) {
            double given = asGiven.breakdown().getOrDefault(m, 0.0);
            double best = bestShown(r).breakdown().getOrDefault(m, 0.0);
            if (given > visible || best > visible) {
                data.addValue(given, m.label(), "as given");
                data.addValue(best, m.label(), "recommended");
            }
        }
        breakdownChart.getCategoryPlot().setDataset(data);
    }

    private void showRecommendation(Recommendation r) {
        String[] given = row("as given", r.given(), r.asGiven());
        String[] candidate;
        if (r.better()) {
            candidate = row(String.format(Locale.ROOT, "recommended (%.0f%% faster; 80%%: %.0f-%.0f%%)", r.gainPercent(),
                    r.gainLowPercent(), r.gainHighPercent()), r.best(), r.bestPrediction());
        } else if (r.candidate().equals(r.given())) {
            candidate = row("recommended: keep (nothing predicted faster)", r.given(), r.asGiven());
        } else {
            candidate = row(String.format(Locale.ROOT, "recommended: keep (fastest found saves %.0f to %.0f%%, not surely)",
                    r.gainLowPercent(), r.gainHighPercent()), r.candidate(), bestShown(r));
        }
        showCompared(List.of(given, candidate));
        List<Extrapolation> untried = model.beyondMeasured(r.given(), r.candidate());
        verdict.setText(capitalised(candidate[0]) + ", bound by " + bestShown(r).bottleneck().label() + (untried.isEmpty() ? ""
                : "; beyond the measured runs: " + Extrapolation.inWords(untried)) + ":");
        recommendation.getColumn(2).setText(r.better() ? "recommended" : "fastest found");
        splitColumns();
        shown = Optional.of(r);
        apply.setEnabled(!r.candidate().equals(r.given()));
        apply.setText(r.better() ? "Apply recommendation" : "Try it anyway");
        apply.getParent().layout(true);
    }

    /** The settings' names whole, the two scenarios halving the rest: packed, GTK's header padding pushed the second out of sight. */
    private void splitColumns() {
        recommendation.getColumn(0).pack();
        int each = (recommendation.getClientArea().width - recommendation.getColumn(0).getWidth()) / 2;
        for (int column = 1; column < 3; column++) {
            recommendation.getColumn(column).setWidth(Math.max(each, MIN_COLUMN_WIDTH));
        }
    }

    private void showCompared(List<String[]> scenarios) {
        compared.clear();
        compared.addAll(scenarios);
        for (int setting = 0; setting < SETTINGS.length; setting++) {
            TableItem item = recommendation.getItem(setting);
            for (int column = 0; column < 2; column++) {
                item.setText(column + 1, column < scenarios.size() ? scenarios.get(column)[setting + 1] : "");
            }
        }
        // GTK kept painting the cells as they were (blank at first, then the previous scenario's figures
        // beside the new verdict) until something else repainted the table.
        recommendation.redraw();
    }

    private static String capitalised(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** The candidate's prediction: the recommended one, or the one inside the uncertainty. */
    private Prediction bestShown(Recommendation r) {
        return r.better() ? r.bestPrediction() : model.predict(r.candidate());
    }

    /** A scenario as the recommendation table compares it: its label, then its value of each of {@link #SETTINGS}. */
    private static String[] row(String label, Scenario s, Prediction p) {
        return new String[] { label, s.chunkBytes() / 1024 + " KiB", Integer.toString(s.window()), Integer.toString(s.transfers()),
                s.tcpBufferBytes() == 0 ? "MQ default" : s.tcpBufferBytes() / 1024 + " KiB", withInterval(p, ""),
                String.format(Locale.ROOT, "%.1f", p.mbPerSecond()) };
    }

    /** Shows a scenario in the form and predicts it. */
    public void show(Scenario s) {
        form.show(s);
        update();
    }

    /** The prediction shown for the form's scenario, once calibrated and while the form is valid. */
    public Optional<Prediction> prediction() {
        return model == null ? Optional.empty() : form.scenario().map(model::predict);
    }

    /**
     * The time-vs-chunk chart's points of one line as {chunk KiB, seconds, low, high}, for tests.
     */
    public List<double[]> sweep(int line) {
        var data = (YIntervalSeriesCollection) ((XYPlot) sweepChart.getPlot()).getDataset();
        List<double[]> points = new ArrayList<>();
        for (int i = 0; line < data.getSeriesCount() && i < data.getItemCount(line); i++) {
            points.add(new double[] { data.getXValue(line, i), data.getYValue(line, i), data.getStartYValue(line, i),
                    data.getEndYValue(line, i) });
        }
        return points;
    }

    /** The calibrated model once calibration has finished, for tests and other views. */
    public Optional<CalibratedModel> model() {
        return Optional.ofNullable(model);
    }

    /** The prediction line (with CPU per host) and the time-vs-chunk chart: what must show without scrolling. */
    public List<Control> mainFigures() {
        return List.of(summary, sweepControl);
    }

    /**
     * What the view shows now, for tests: the summary sentence, where the scenario goes beyond the measured
     * runs (when it does) and the recommendation rows.
     */
    public List<String> shownText() {
        List<String> text = new ArrayList<>(List.of(summary.getText()));
        if (!beyond.getText().isEmpty()) {
            text.add(beyond.getText());
        }
        for (String[] scenario : compared) {
            text.add(scenario[0] + " | " + scenario[1] + " | " + scenario[3]);
        }
        return text;
    }

    /** Whether "Apply recommendation" can be pressed now, for tests. */
    public boolean canApply() {
        return apply.isEnabled();
    }

    /** The sentence above the recommendation table, for tests. */
    public String verdictText() {
        return verdict.getText();
    }

    /** The configuration fix on show (empty when the recommendation needs none), for tests. */
    public String fixText() {
        return fix.getText();
    }

    /** The what-if the form describes now, and what its topology drop-down offers, for tests. */
    public Optional<Scenario> scenario() {
        return form.scenario();
    }

    public List<String> topologyChoices() {
        return form.choices();
    }

    /** The calibration line: what the model is calibrated on, for tests. */
    public String calibrationText() {
        return calibration.getText();
    }

    /** The calibration line's label, for tests. */
    public Label calibrationLine() {
        return calibration;
    }

    @Override
    public void dispose() {
        editorTracker.stop(getSite().getPage());
        if (yours != null) {
            yours.removeListener(recalibrateOnYours);
        }
        history().dispose(applied, true, true, true);
        super.dispose();
    }

    @Override
    public void setFocus() {
        summary.setFocus();
    }
}
