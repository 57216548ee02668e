package mftwb.ui.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.ui.part.ViewPart;

import mftwb.monitor.MonitorSession;
import mftwb.remote.lab.LocalLab;
import mftwb.runner.BestChunkSize;
import mftwb.runner.Campaign;
import mftwb.runner.CampaignFile;
import mftwb.runner.CampaignLaunch;
import mftwb.runner.MqAccess;
import mftwb.runner.ResultsCsv;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunListener;
import mftwb.runner.RunResult;

/**
 * Measured runs as the reports print them (one row per run with time, rate and % CPU per host),
 * and the reports' closing "best chunk size per case" table. Campaigns run from here in a Job
 * with progress and cancel; each finished run appears at once, read back from the results store
 * that the runner appends to after every run.
 */
public final class ResultsView extends ViewPart {
    public static final String ID = "mftwb.ui.results";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private Label source;
    private Table runs;
    private Table best;
    private Path storeFile;
    private List<String> hosts = List.of();
    private List<RunResult> results = List.of();

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        source = new Label(parent, SWT.NONE);
        source.setText("No results yet. Run a campaign (a sample: samples/local-lab-campaign.json) or open a results file.");
        source.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        SashForm tables = new SashForm(parent, SWT.VERTICAL);
        tables.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        runs = table(tables);
        best = table(tables);
        tables.setWeights(65, 35);
        var toolBar = getViewSite().getActionBars().getToolBarManager();
        toolBar.add(new Action("Run campaign...") {
            @Override
            public void run() {
                chooseCampaign();
            }
        });
        toolBar.add(new Action("Open results...") {
            @Override
            public void run() {
                FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
                dialog.setFilterExtensions(new String[] { "*.store.csv", "*.csv" });
                String chosen = dialog.open();
                if (chosen != null) {
                    load(Path.of(chosen));
                }
            }
        });
        toolBar.add(new Action("Export CSV...") {
            @Override
            public void run() {
                exportCsv();
            }
        });
    }

    private static Table table(Composite parent) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        return table;
    }

    /** Shows the runs of a results store file. */
    public void load(Path file) {
        try {
            ResultsStore.Contents contents = ResultsStore.read(file);
            storeFile = file;
            hosts = contents.hosts();
            results = contents.results();
            source.setText(file + ": " + results.size() + " run(s)"
                    + (contents.truncatedLastLine() ? " (the last line was cut short by a crash and is left out)" : ""));
            fillRuns();
            fillBest();
        } catch (IOException e) {
            MessageDialog.openError(getSite().getShell(), "Results", "Cannot read " + file + ": " + e.getMessage());
        }
    }

    private void fillRuns() {
        List<String> titles = new ArrayList<>(List.of("run", "backend", "file size", "files", "transfers", "chunk",
                "window", "checksum", "mode", "seconds", "MB/s", "files/s"));
        hosts.forEach(h -> titles.add("% CPU " + h));
        hosts.forEach(h -> titles.add("CPU ms/MB " + h));
        titles.add("error");
        List<Function<RunResult, String>> cells = new ArrayList<>(List.of(r -> Integer.toString(r.run()),
                r -> r.backend().toString().toLowerCase(Locale.ROOT), r -> size(r.spec().fileSizeBytes()),
                r -> Integer.toString(r.spec().fileCount()), r -> Integer.toString(r.spec().transfers()),
                r -> size(r.spec().chunkBytes()), r -> Integer.toString(r.spec().window()),
                r -> r.spec().checksum().toString().toLowerCase(Locale.ROOT),
                r -> r.spec().mode().toString().toLowerCase(Locale.ROOT), r -> number(r.seconds(), 2),
                r -> number(r.mbPerSecond(), 2), r -> number(r.filesPerSecond(), 1)));
        for (String host : hosts) {
            cells.add(r -> r.cpuPercent().containsKey(host) ? number(r.cpuPercent().get(host), 1) : "");
        }
        for (String host : hosts) {
            cells.add(r -> r.cpuMillisPerMb(host).isPresent() ? number(r.cpuMillisPerMb(host).getAsDouble(), 1) : "");
        }
        cells.add(r -> r.error().orElse(""));
        fill(runs, titles, results, cells);
    }

    private void fillBest() {
        List<BestChunkSize.Case> cases = BestChunkSize.perCase(results);
        fill(best, List.of("best chunk size per case: file size", "files", "transfers", "checksum", "mode",
                "best chunk", "seconds", "MB/s"), cases,
                List.of(c -> size(c.fileSizeBytes()), c -> Integer.toString(c.fileCount()),
                        c -> Integer.toString(c.transfers()), c -> c.checksum().toString().toLowerCase(Locale.ROOT),
                        c -> c.mode().toString().toLowerCase(Locale.ROOT), c -> size(c.fastest().spec().chunkBytes()),
                        c -> number(c.fastest().seconds(), 2), c -> number(c.fastest().mbPerSecond(), 2)));
    }

    private static <T> void fill(Table table, List<String> titles, List<T> rows, List<Function<T, String>> cells) {
        table.setRedraw(false);
        table.removeAll();
        for (TableColumn column : table.getColumns()) {
            column.dispose();
        }
        titles.forEach(t -> new TableColumn(table, SWT.RIGHT).setText(t));
        for (T row : rows) {
            new TableItem(table, SWT.NONE).setText(cells.stream().map(c -> c.apply(row)).toArray(String[]::new));
        }
        for (TableColumn column : table.getColumns()) {
            column.pack();
        }
        table.setRedraw(true);
    }

    private static String size(long bytes) {
        if (bytes % (1 << 20) == 0) {
            return bytes / (1 << 20) + " MiB";
        }
        return bytes % 1024 == 0 ? bytes / 1024 + " KiB" : bytes + " B";
    }

    private static String number(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
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
        Path store = folder.resolve(campaign.name().replaceAll("[^A-Za-z0-9._-]", "_") + "-"
                + LocalDateTime.now().format(STAMP) + ".store.csv");
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
        Job job = Job.create("Campaign " + campaign.name(), monitor -> {
            try {
                CampaignLaunch.Launched launched = CampaignLaunch.run(campaign, false, LocalLab.defaultStateFolder(),
                        store, MqAccess.fromEnvironment(System::getenv), session, showEachRun, monitor, line -> { });
                runs.getDisplay().asyncExec(() -> {
                    if (!runs.isDisposed() && Files.exists(store)) {
                        load(store);
                    }
                });
                return launched.outcome().canceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
            } catch (IOException e) {
                return Status.error("Campaign " + campaign.name() + " failed: " + e.getMessage(), e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    private void exportCsv() {
        if (storeFile == null) {
            MessageDialog.openInformation(getSite().getShell(), "Export CSV", "Run a campaign or open results first.");
            return;
        }
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] { "*.csv" });
        dialog.setFileName("results.csv");
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            try {
                ResultsCsv.write(Path.of(chosen), results, hosts);
            } catch (IOException e) {
                MessageDialog.openError(getSite().getShell(), "Export CSV", "Cannot write " + chosen + ": " + e.getMessage());
            }
        }
    }

    /** The runs on show, for tests. */
    public List<RunResult> results() {
        return results;
    }

    /** Rows of the best-chunk-size table, for tests. */
    public int bestCases() {
        return best.getItemCount();
    }

    @Override
    public void setFocus() {
        runs.setFocus();
    }
}
