package mftwb.ui.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.TabFolder;
import org.eclipse.swt.widgets.TabItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import mftwb.runner.CampaignEnd;
import mftwb.history.CampaignHistory;
import mftwb.history.HistoryRecorder;
import mftwb.history.ResultsDatabase;
import mftwb.history.StoredCampaign;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.monitor.MonitorSession;
import mftwb.remote.lab.LocalLab;
import mftwb.report.HtmlReport;
import mftwb.report.ResultTables;
import mftwb.runner.CalibrationExport;
import mftwb.runner.Campaign;
import mftwb.runner.CampaignFile;
import mftwb.runner.CampaignLaunch;
import mftwb.runner.MqAccess;
import mftwb.runner.ResultsCsv;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunListener;
import mftwb.runner.RunResult;
import mftwb.runner.stats.CellSpread;
import mftwb.runner.stats.Comparison;
import mftwb.runner.stats.Outliers;
import mftwb.runner.stats.RepetitionsNeeded;
import mftwb.ui.errors.FileErrorDialog;
import mftwb.ui.monitor.HostMonitoring;
import mftwb.ui.planner.PlannerView;
import mftwb.ui.planner.WorkspaceCalibration;
import mftwb.ui.preferences.WorkbenchPreferences;

/**
 * Measured runs as the reports print them (one row per run with time, rate and % CPU per host),
 * and the reports' closing "best chunk size per case" table. Campaigns run from here in a Job
 * with progress and cancel; each finished run appears at once, read back from the results store
 * that the runner appends to after every run. The runs on show export as CSV or as an HTML report,
 * and become the planner's calibration with one click.
 */
public final class ResultsView extends ViewPart {
    public static final String ID = "mftwb.ui.results";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private Label source;
    /** The cells a stopped campaign never ran, hidden when there are none. */
    private Label neverRan;
    private Label outcome;
    private Table runs;
    private Table spread;
    private Table best;
    private TabFolder tabs;
    private TabItem runsTab;
    private TabItem historyTab;
    private TabItem comparisonTab;
    private org.eclipse.core.runtime.jobs.IJobChangeListener campaignsFollowed;
    private static final String STOP_CAMPAIGN = "mftwb.ui.results.stopCampaign";
    private HistoryPanel history;
    private ComparisonPanel comparison;
    private boolean includeDisturbed;
    private Path storeFile;
    private ResultsStore.Contents contents;
    /** Where the runs on show came from, as a report quotes it: a file, or a campaign of the results history. */
    private String origin;
    /** The topology of the campaign run from here, which says where the runs were measured. */
    private Optional<Path> topology = Optional.empty();
    /** The measured runs the campaign run from here planned (its store is {@link #campaignStore}), with repetitions. */
    private List<mftwb.runner.RunSpec> planned = List.of();
    private int plannedRepetitions;
    private Path campaignStore;
    /** How the campaign run from here ended; empty while it runs. */
    private Optional<CampaignEnd> ended = Optional.empty();
    /** Whether anything was put on show since start: the latest campaign of the history is shown only in its place. */
    private boolean shownAny;
    /** How the campaign on show ended, when known, and the repetitions it planned: the header's advice says them. */
    private Optional<CampaignEnd> shownEnd = Optional.empty();
    private int shownRepetitions;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        source = new Label(parent, SWT.NONE);
        source.setText("No results yet. Run a campaign (a sample: samples/local-lab-campaign.json) or open a results file.");
        source.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        neverRan = new Label(parent, SWT.NONE);
        neverRan.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        showNeverRan(List.of());
        outcome = new Label(parent, SWT.NONE);
        outcome.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        tabs = new TabFolder(parent, SWT.TOP);
        tabs.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        // A tab per table: stacked in the bottom folder they had a few rows each, the best chunk sizes none.
        runs = table(tabs);
        runsTab = tab("Runs", runs);
        spread = table(tabs);
        tab("Spread per cell", spread);
        best = table(tabs);
        tab("Best chunk size", best);
        history = new HistoryPanel(tabs, ResultsView::history, (stored, shown) -> {
            storeFile = null;
            topology = Optional.empty();
            outcome.setText("");
            origin = "campaign " + stored.id() + " of the results history (" + stored.source() + ")";
            // Ended, it lists the cells it never ran as the live view does (campaigns recorded before the plan's
            // cells were stored have none, and say only how many runs are missing).
            showNeverRan(stored.end().isPresent() ? ResultTables.neverRan(stored.plannedCells(), shown.results()) : List.of());
            show(shown, "campaign " + stored.id() + " of the results history: " + HistoryPanel.describe(stored)
                    + stored.endedAt().map(t -> ", ended " + t.format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")))
                            .orElse(""), stored.end(), stored.plannedCells().isEmpty() ? 0
                                    : stored.plannedRuns() / stored.plannedCells().size());
            tabs.setSelection(runsTab);
        }, this::compare);
        historyTab = tab("History", history.control());
        comparison = new ComparisonPanel(tabs);
        comparisonTab = tab("Comparison", comparison.control());
        // After a restart the last campaign is in the History: show it rather than "No results yet".
        history.refresh(read -> {
            if (!shownAny && !read.isEmpty()) {
                history.open(read.get(0));
            }
        });
        var toolBar = getViewSite().getActionBars().getToolBarManager();
        toolBar.add(action("Run campaign...", this::chooseCampaign));
        Action stop = action("Stop campaign", () -> CampaignJobs.running().ifPresent(Job::cancel));
        stop.setId(STOP_CAMPAIGN);
        stop.setToolTipText(CampaignJobs.stopToolTip());
        stop.setEnabled(!CampaignJobs.unfinished().isEmpty());
        toolBar.add(stop);
        // Enabled while a campaign runs or waits: the listener hears the job manager's thread, the action is the UI's.
        campaignsFollowed = CampaignJobs.following(() -> parent.getDisplay().asyncExec(() -> {
            if (!parent.isDisposed()) {
                stop.setEnabled(!CampaignJobs.unfinished().isEmpty());
                stop.setToolTipText(CampaignJobs.stopToolTip());
            }
        }));
        toolBar.add(action("Open results...", () -> {
            FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
            dialog.setFilterExtensions(new String[] { "*.store.csv", "*.csv" });
            String chosen = dialog.open();
            if (chosen != null) {
                topology = Optional.empty();
                load(Path.of(chosen));
                tabs.setSelection(runsTab);
            }
        }));
        toolBar.add(action("Export CSV...", this::chooseCsvFile));
        toolBar.add(action("Export HTML report...", this::chooseReportFolder));
        toolBar.add(action("Use as calibration", () -> {
            if (haveResults("Use as calibration")) {
                useAsCalibration();
            }
        }));
        Action disturbed = new Action("Include disturbed runs", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                setIncludeDisturbed(isChecked());
            }
        };
        disturbed.setToolTipText("Count runs marked disturbed (stall, reconnect, outlier) in medians and comparisons");
        toolBar.add(disturbed);
    }

    private TabItem tab(String text, org.eclipse.swt.widgets.Control control) {
        TabItem item = new TabItem(tabs, SWT.NONE);
        item.setText(text);
        item.setControl(control);
        return item;
    }

    /** The results history the settings name now: the preference's URL, MFTWB_DB_URL, else the embedded database. */
    private static CampaignHistory history() {
        return new CampaignHistory(ResultsDatabase.choose(Optional.empty(), System::getenv,
                WorkbenchPreferences.resultsDatabaseUrl(), ResultsDatabase.stateFolder(System::getenv)));
    }

    /** Counts disturbed runs in medians and comparisons too (the toolbar's check box). */
    public void setIncludeDisturbed(boolean include) {
        includeDisturbed = include;
        if (contents != null) {
            show(contents, source.getText(), shownEnd, shownRepetitions);
        }
    }

    private void compare(StoredCampaign a, ResultsStore.Contents baseline, StoredCampaign b, ResultsStore.Contents candidate) {
        comparison.show(HistoryPanel.describe(a), baseline, HistoryPanel.describe(b), candidate, includeDisturbed);
        tell("Comparison: #" + b.id() + " " + candidate.campaign() + " (B) against #" + a.id() + " " + baseline.campaign()
                + " (A), in the Comparison tab.");
        tabs.setSelection(comparisonTab);
    }

    private static Action action(String text, Runnable run) {
        return new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
    }

    private static Table table(Composite parent) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        return table;
    }

    /** Shows the runs of a results store file, or of a result table written by {@code campaign run --out}. */
    public void load(Path file) {
        try {
            ResultsStore.Contents read = ResultsStore.read(file);
            // What the last action did was about other results; the same file reloads after each run.
            if (!file.equals(storeFile)) {
                outcome.setText("");
            }
            storeFile = file;
            origin = file.toAbsolutePath().toString();
            boolean runHere = file.equals(campaignStore);
            showNeverRan(runHere && ended.isPresent() ? ResultTables.neverRan(planned, read.results()) : List.of());
            show(read, file + ": " + read.campaign() + ", " + (runHere ? againstPlan(read.results().size()) : read.results()
                    .size() + " run(s)")
                    + (read.truncatedLastLine() ? " (the last line was cut short by a crash and is left out)" : ""),
                    runHere ? ended : Optional.empty(), runHere ? plannedRepetitions : 0);
        } catch (IOException e) {
            FileErrorDialog.cannotRead(getSite().getShell(), "Results", file, e);
        }
    }

    /** The runs of the campaign run from here against its plan: "6 of 16 runs, stopped", "6 of 16 runs so far". */
    private String againstPlan(int runs) {
        return runs + " of " + planned.size() + " runs" + ended.map(e -> ", " + e.word()).orElse(" so far");
    }

    private void showNeverRan(List<String> cells) {
        boolean none = cells.isEmpty();
        neverRan.setText(none ? "" : cells.size() + " cell(s) never ran: " + String.join("; ", cells));
        neverRan.setToolTipText(none ? null : String.join("\n", cells));
        ((GridData) neverRan.getLayoutData()).exclude = none;
        neverRan.setVisible(!none);
        neverRan.getParent().layout(true, true);
    }

    /**
     * Shows runs with outliers marked, the spread per cell and the best chunk sizes.
     *
     * @param end         how the campaign ended, empty when not known (a results file) or still running
     * @param repetitions the repetitions per cell it planned, 0 when not known
     */
    private void show(ResultsStore.Contents shown, String description, Optional<CampaignEnd> end, int repetitions) {
        shownAny = true;
        shownEnd = end;
        shownRepetitions = repetitions;
        contents = shown.withResults(Outliers.mark(shown.results()));
        List<CellSpread> cells = CellSpread.perCell(contents.results(), includeDisturbed);
        long disturbed = contents.results().stream().filter(r -> r.succeeded() && r.isDisturbed()).count();
        source.setText(description);
        source.setToolTipText(disturbed + " disturbed run(s), " + (includeDisturbed ? "counted" : "left out of medians")
                + "; " + RepetitionsNeeded.advice(cells, repetitions > 0 ? repetitions
                        : cells.stream().mapToInt(CellSpread::n).max().orElse(0), end.orElse(CampaignEnd.COMPLETED)));
        fill(runs, ResultTables.runs(contents.results(), contents.hosts()));
        fill(spread, ResultTables.spread(cells, contents.hosts()));
        fill(best, ResultTables.bestChunkSizes(cells, contents.hosts()));
    }

    /** Puts the table on show. */
    static void fill(Table table, ResultTables.Table content) {
        table.setRedraw(false);
        table.removeAll();
        for (TableColumn column : table.getColumns()) {
            column.dispose();
        }
        for (int c = 0; c < content.columns().size(); c++) {
            new TableColumn(table, SWT.RIGHT).setText(content.columns().get(c));
        }
        for (int r = 0; r < content.rows().size(); r++) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(content.rows().get(r).toArray(String[]::new));
            if (content.failedRows().contains(r)) {
                item.setForeground(table.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
            } else if (content.disturbedRows().contains(r)) {
                item.setForeground(table.getDisplay().getSystemColor(SWT.COLOR_DARK_YELLOW));
            }
        }
        for (TableColumn column : table.getColumns()) {
            column.pack();
        }
        table.setRedraw(true);
    }

    private void chooseCampaign() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*.json" });
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        try {
            runCampaign(CampaignFile.read(Path.of(chosen)));
        } catch (IOException e) {
            FileErrorDialog.cannotRead(getSite().getShell(), "Run campaign", Path.of(chosen), e);
        } catch (Exception e) {
            MessageDialog.openError(getSite().getShell(), "Run campaign", e.getMessage());
        }
    }

    /**
     * Runs a campaign in a user Job (progress dialog with cancel); throughput streams to the Live
     * Monitor through the workbench's session, and each finished run is shown as it lands.
     */
    public Job runCampaign(Campaign campaign) throws IOException {
        Path folder = Path.of(Platform.getInstanceLocation().getURL().getPath()).resolve("results");
        Files.createDirectories(folder);
        Path store = folder.resolve(fileNameOf(campaign.name()) + "-"
                + LocalDateTime.now().format(STAMP) + ".store.csv");
        topology = campaign.topology();
        MonitorSession session = getSite().getService(MonitorSession.class);
        RunListener showEachRun = new RunListener() {
            @Override
            public void runFinished(RunResult result) {
                runs.getDisplay().asyncExec(() -> {
                    if (!runs.isDisposed()) {
                        load(store);
                    }
                });
            }
        };
        // The workbench's metrics endpoint, when the preferences turn it on, follows the campaign too.
        HostMonitoring monitoring = getSite().getService(HostMonitoring.class);
        RunListener listener = monitoring == null ? showEachRun
                : monitoring.following(campaign.name(), campaign.measuredRuns().size(), showEachRun);
        MqAccess mq = monitoring == null ? MqAccess.fromEnvironment(System::getenv)
                : monitoring.following(MqAccess.fromEnvironment(System::getenv));
        // What the launch tells along the way (an MQ password sent without TLS, a queue manager whose
        // statistics cannot be followed) shows as it comes and stays beside the final outcome.
        List<String> notes = new CopyOnWriteArrayList<>();
        Job job = CampaignJobs.create("Campaign " + campaign.name(), monitor -> {
            try {
                List<String> hosts = CampaignLaunch.hosts(campaign, false);
                HistoryRecorder recorder;
                try {
                    recorder = new HistoryRecorder(history(), CampaignHistory.NewCampaign.of(campaign, store, hosts),
                            this::tell);
                } catch (IllegalArgumentException e) {
                    return Status.error("Results database setting: " + e.getMessage(), e);
                }
                CampaignLaunch.Launched launched = CampaignLaunch.run(campaign, false, LocalLab.defaultStateFolder(),
                        store, mq, session, RunListener.both(listener, recorder),
                        monitor, line -> {
                            notes.add(line);
                            tell(line);
                        });
                // The runner marked the outliers, in its outcome and its store alike.
                List<RunResult> marked = launched.outcome().results();
                List<String> told = new ArrayList<>();
                CampaignEnd end = CampaignEnd.of(launched.outcome());
                if (recorder.finish(marked, end) && recorder.campaignId().isPresent()) {
                    told.add("Recorded in the results history as campaign " + recorder.campaignId().getAsLong() + ".");
                }
                // The command line says the same of the same campaign.
                told.add(capitalized(RepetitionsNeeded.advice(CellSpread.perCell(marked, false), campaign.repetitions(),
                        end)) + ".");
                if (!notes.isEmpty()) {
                    told.add("Notes: " + String.join("; ", notes));
                }
                tell(String.join(" ", told));
                // The tab the user is on stays: they may be reading the history or a comparison meanwhile.
                runs.getDisplay().asyncExec(() -> {
                    if (!runs.isDisposed()) {
                        if (store.equals(campaignStore)) {
                            ended = Optional.of(end);
                        }
                        if (Files.exists(store)) {
                            load(store);
                        } else if (store.equals(campaignStore)) {
                            // Stopped before its first run: no store was written, and nothing recorded.
                            source.setText("Campaign " + campaign.name() + ": " + againstPlan(0) + "; nothing recorded.");
                            showNeverRan(ResultTables.neverRan(planned, List.of()));
                        }
                        history.refresh();
                    }
                });
                return launched.outcome().canceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
            } catch (IOException e) {
                return Status.error("Campaign " + campaign.name() + " failed: " + e.getMessage(), e);
            } finally {
                if (monitoring != null) {
                    monitoring.campaignEnded(campaign.name());
                }
            }
        });
        showStarting(campaign, store);
        job.schedule();
        return job;
    }

    private static String capitalized(String sentence) {
        return sentence.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + sentence.substring(1);
    }

    /** Until its first run lands, a new campaign's tables are empty: the last campaign's runs would pass for its own. */
    private void showStarting(Campaign campaign, Path store) {
        String name = campaign.name();
        shownAny = true;
        contents = null;
        storeFile = null;
        planned = campaign.measuredRuns();
        plannedRepetitions = campaign.repetitions();
        campaignStore = store;
        ended = Optional.empty();
        showNeverRan(List.of());
        for (Table table : List.of(runs, spread, best)) {
            table.removeAll();
        }
        source.setText("Campaign " + name + " (" + store + "): its runs show here as they finish; it waits while"
                + " another campaign runs.");
        source.setToolTipText(null);
        outcome.setText("");
        tabs.setSelection(runsTab);
    }

    private boolean haveResults(String what) {
        if (contents == null) {
            MessageDialog.openInformation(getSite().getShell(), what, "Run a campaign or open results first.");
        }
        return contents != null;
    }

    private void chooseCsvFile() {
        if (!haveResults("Export CSV")) {
            return;
        }
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] { "*.csv" });
        dialog.setFileName(fileNameOf(contents.campaign()) + ".csv");
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            try {
                exportCsv(Path.of(chosen));
                tell("CSV written: " + chosen + " (" + contents.results().size() + " runs)");
            } catch (IOException e) {
                FileErrorDialog.cannotWrite(getSite().getShell(), "Export CSV", Path.of(chosen), e);
            }
        }
    }

    /** Writes the runs on show as a result table, under their campaign's name (not the file's). */
    public void exportCsv(Path file) throws IOException {
        ResultsCsv.write(file, contents.campaign(), contents.results(), contents.hosts());
    }

    private void chooseReportFolder() {
        if (!haveResults("Export HTML report")) {
            return;
        }
        DirectoryDialog dialog = new DirectoryDialog(getSite().getShell());
        dialog.setText("Export HTML report");
        dialog.setMessage("The report goes into a folder of its own here: report.html and its charts as PNG files.");
        String chosen = dialog.open();
        if (chosen != null) {
            exportHtmlReport(Path.of(chosen).resolve(fileNameOf(contents.campaign()) + "-report"));
        }
    }

    /** A campaign's name as a file name (its store's, its CSV's, its report folder's): anything but A-Z, 0-9, '.', '_', '-' becomes '_'. */
    static String fileNameOf(String campaign) {
        return campaign.replaceAll("[^A-Za-z0-9._-]", "_");
    }

    /** Writes the runs on show as an HTML report into {@code folder}, in a user Job with progress and cancel. */
    public Job exportHtmlReport(Path folder) {
        String from = origin;
        ResultsStore.Contents shown = contents;
        boolean counted = includeDisturbed;
        Job job = Job.create("HTML report of " + shown.campaign(), monitor -> {
            try {
                HtmlReport.Written written = HtmlReport.write(folder, from, shown, counted, monitor);
                tell("HTML report written: " + written.page() + " (with " + written.charts().size() + " charts)");
                return Status.OK_STATUS;
            } catch (IOException e) {
                return Status.error("Cannot write the HTML report into " + folder + ": " + e.getMessage(), e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    /**
     * Adds the good runs on show to the workspace's planner calibration, in a Job, and brings up the
     * Planner view, which recalibrates on them.
     */
    public Job useAsCalibration() {
        WorkspaceCalibration yours = getSite().getService(WorkspaceCalibration.class);
        ResultsStore.Contents shown = contents;
        String campaign = shown.campaign();
        Optional<Path> where = topology;
        long good = shown.results().stream().filter(RunResult::succeeded).count();
        Job job = Job.create("Use " + campaign + " as planner calibration", monitor -> {
            if (good == 0) {
                return Status.error(campaign + " has no good run to calibrate on");
            }
            try {
                Optional<Topology> measuredOn = where.isPresent() ? Optional.of(TopologyFile.read(where.get()))
                        : Optional.empty();
                int total = yours.add(shown.results(), CalibrationExport.Conditions.of(campaign,
                        shown.results().get(0).backend(), shown.hosts(), measuredOn));
                tell(good + " good run(s) of " + campaign + " added to the planner's calibration ("
                        + total + " of your runs in " + yours.file() + ")");
                outcome.getDisplay().asyncExec(this::showPlanner);
                return Status.OK_STATUS;
            } catch (Exception e) {
                return Status.error("Cannot add " + campaign + " to the planner's calibration: " + e.getMessage(), e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    private void showPlanner() {
        try {
            // Activated, not just made visible: it usually shares the Results view's stack.
            getSite().getPage().showView(PlannerView.ID);
        } catch (PartInitException e) {
            MessageDialog.openError(getSite().getShell(), "Planner", "Cannot show the Planner view: " + e.getMessage());
        }
    }

    /** Shows what an action did, under the results' source line (from any thread). */
    private void tell(String text) {
        outcome.getDisplay().asyncExec(() -> {
            if (!outcome.isDisposed()) {
                outcome.setText(text);
                // A long outcome is cut at the view's edge; the tooltip holds all of it.
                outcome.setToolTipText(text);
            }
        });
    }

    /** The runs on show, for tests. */
    public List<RunResult> results() {
        return contents == null ? List.of() : contents.results();
    }

    /** Rows of the best-chunk-size table, for tests. */
    public int bestCases() {
        return best.getItemCount();
    }

    /** The best-chunk-size table's text under {@code header}, row by row (empty when no column has it), for tests. */
    public List<String> bestColumn(String header) {
        TableColumn[] columns = best.getColumns();
        for (int c = 0; c < columns.length; c++) {
            if (columns[c].getText().equals(header)) {
                int at = c;
                return java.util.Arrays.stream(best.getItems()).map(item -> item.getText(at)).toList();
            }
        }
        return List.of();
    }

    /** Brings the History tab forward. */
    public void showHistory() {
        tabs.setSelection(historyTab);
    }

    /** The rows of the spread-per-cell table, for tests. */
    public int spreadCells() {
        return spread.getItemCount();
    }

    /** The comparison on show, for tests. */
    public List<Comparison.CellChange> comparison() {
        return comparison.changes();
    }

    /** Lists the history again; imports results files into it; compares two stored campaigns; for tests and actions. */
    public Job refreshHistory() {
        return history.refresh();
    }

    public Job importIntoHistory(List<Path> files) {
        return history.importFiles(files);
    }

    public List<StoredCampaign> historyShown() {
        return history.shown();
    }

    public void filterHistory(String text) {
        history.setFilter(text);
    }

    public String historyStatus() {
        return history.statusText();
    }

    public Job openStored(StoredCampaign campaign) {
        return history.open(campaign);
    }

    public Job compareStored(List<StoredCampaign> two) {
        return history.compareSelected(two);
    }

    public Job deleteStored(StoredCampaign campaign) {
        return history.deleteNow(campaign);
    }

    /** The header over the runs and the line of cells never run, for tests. */
    public String headerText() {
        return source.getText() + "\n" + neverRan.getText();
    }

    /** The comparison's title and unmatched cells, for tests. */
    public String comparisonTitle() {
        return comparison.titleText();
    }

    /** What the last export or calibration did, for tests. */
    public String outcomeText() {
        return outcome.getText();
    }

    @Override
    public void setFocus() {
        runs.setFocus();
    }

    @Override
    public void dispose() {
        Job.getJobManager().removeJobChangeListener(campaignsFollowed);
        super.dispose();
    }

    /** Whether "Stop campaign" can be pressed now, for tests. */
    public boolean canStopCampaign() {
        return stopCampaignAction().isEnabled();
    }

    /** The toolbar's "Stop campaign", for tests to press and read. */
    public IAction stopCampaignAction() {
        return ((org.eclipse.jface.action.ActionContributionItem) getViewSite().getActionBars().getToolBarManager()
                .find(STOP_CAMPAIGN)).getAction();
    }
}
