package mftwb.ui.results;

import java.nio.file.Path;
import java.sql.SQLException;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.function.BiConsumer;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import mftwb.history.CampaignHistory;
import mftwb.history.ResultsImport;
import mftwb.history.StoredCampaign;
import mftwb.runner.ResultsStore;

/**
 * The campaigns in the results history: name, date, topology, backend and hosts, with a filter;
 * open one, compare two, delete (after asking), import results files. Every database access runs
 * in a Job; the table is filled on the UI thread.
 */
final class HistoryPanel {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private final Composite control;
    private final java.util.function.Supplier<CampaignHistory> histories;
    private final BiConsumer<StoredCampaign, ResultsStore.Contents> open;
    private final Compare compare;
    private final Text filter;
    private final Table table;
    private final Label status;
    private List<StoredCampaign> campaigns = List.of();

    /** Shows a baseline campaign and its runs against a candidate and its runs (on the UI thread). */
    interface Compare {
        void show(StoredCampaign baseline, ResultsStore.Contents baselineRuns, StoredCampaign candidate,
                ResultsStore.Contents candidateRuns);
    }

    /**
     * @param open    shows a stored campaign's runs (called on the UI thread)
     * @param compare shows baseline against candidate (called on the UI thread)
     */
    HistoryPanel(Composite parent, java.util.function.Supplier<CampaignHistory> histories,
            BiConsumer<StoredCampaign, ResultsStore.Contents> open, Compare compare) {
        this.histories = histories;
        this.open = open;
        this.compare = compare;
        control = new Composite(parent, SWT.NONE);
        control.setLayout(new GridLayout(6, false));
        new Label(control, SWT.NONE).setText("Filter:");
        filter = new Text(control, SWT.BORDER | SWT.SEARCH);
        filter.setMessage("name, topology, backend, host or date");
        filter.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        filter.addModifyListener(e -> show());
        button("Open", () -> selected(1, "Open").ifPresent(c -> open(c.get(0))));
        button("Compare", () -> selected(2, "Compare").ifPresent(two -> compareSelected(two)));
        button("Delete...", () -> selected(1, "Delete").ifPresent(c -> delete(c.get(0))));
        button("Import...", this::chooseImport);
        table = new Table(control, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 6, 1));
        for (String column : List.of("#", "name", "date", "topology", "backend", "hosts", "runs", "ended")) {
            new TableColumn(table, SWT.LEFT).setText(column);
        }
        status = new Label(control, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 6, 1));
    }

    Composite control() {
        return control;
    }

    private void button(String text, Runnable action) {
        Button b = new Button(control, SWT.PUSH);
        b.setText(text);
        b.addListener(SWT.Selection, e -> action.run());
    }

    /** Reads the campaigns again (in a Job) and shows them. */
    Job refresh() {
        return refresh(read -> { });
    }

    /** As {@link #refresh()}, then hands the campaigns read, newest first, to {@code then} on the UI thread. */
    Job refresh(java.util.function.Consumer<List<StoredCampaign>> then) {
        return background("Reading the results history", history -> {
            List<StoredCampaign> read = history.list();
            ui(() -> {
                campaigns = read;
                show();
                status.setText(read.size() + " campaign(s) in " + history.database().describe());
                then.accept(read);
            });
        });
    }

    /** A campaign as a comparison or a header names it: "#12 sig2 lab (2026-11-24 10:00, 6 of 16 runs, stopped)". */
    static String describe(StoredCampaign c) {
        return "#" + c.id() + " " + c.name() + " (" + DATE.format(c.startedAt()) + ", " + c.runsText() + ")";
    }

    private void show() {
        table.setRedraw(false);
        table.removeAll();
        for (StoredCampaign c : campaigns) {
            if (c.matches(filter.getText())) {
                TableItem item = new TableItem(table, SWT.NONE);
                item.setText(new String[] { Long.toString(c.id()), c.name(), DATE.format(c.startedAt()), c.topology(),
                        c.backend(), String.join(", ", c.hosts()), c.runsText(), c.endedAt().map(DATE::format).orElse("") });
                item.setData(c);
            }
        }
        for (TableColumn column : table.getColumns()) {
            column.pack();
        }
        table.setRedraw(true);
    }

    private java.util.Optional<List<StoredCampaign>> selected(int count, String what) {
        List<StoredCampaign> chosen = java.util.Arrays.stream(table.getSelection()).map(i -> (StoredCampaign) i.getData())
                .toList();
        if (chosen.size() != count) {
            MessageDialog.openInformation(control.getShell(), what, count == 1 ? "Select one campaign."
                    : "Select two campaigns (Ctrl+click): the older is the baseline.");
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(chosen);
    }

    /** Reads a stored campaign's runs (in a Job) and shows them. */
    Job open(StoredCampaign c) {
        return background("Reading " + c.name(), history -> {
            ResultsStore.Contents contents = history.load(c);
            ui(() -> open.accept(c, contents));
        });
    }

    /** Baseline: the older of the two. */
    Job compareSelected(List<StoredCampaign> two) {
        List<StoredCampaign> ordered = two.stream().sorted(java.util.Comparator.comparing(StoredCampaign::startedAt)
                .thenComparingLong(StoredCampaign::id)).toList();
        return background("Comparing " + ordered.get(1).name() + " against " + ordered.get(0).name(), history -> {
            ResultsStore.Contents baseline = history.load(ordered.get(0));
            ResultsStore.Contents candidate = history.load(ordered.get(1));
            ui(() -> compare.show(ordered.get(0), baseline, ordered.get(1), candidate));
        });
    }

    private void delete(StoredCampaign c) {
        if (MessageDialog.openConfirm(control.getShell(), "Delete campaign", "Delete campaign " + c.id() + " \"" + c.name()
                + "\" and its " + c.runs() + " run(s) from the results history? Its results file (" + c.source()
                + ") is kept.")) {
            deleteNow(c);
        }
    }

    /** Deletes without asking: for the test, after the dialog. */
    Job deleteNow(StoredCampaign c) {
        return background("Deleting " + c.name(), history -> {
            history.delete(c.id());
            ui(this::refresh);
        });
    }

    private void chooseImport() {
        FileDialog dialog = new FileDialog(control.getShell(), SWT.OPEN | SWT.MULTI);
        dialog.setFilterExtensions(new String[] { "*.csv" });
        if (dialog.open() != null) {
            List<Path> files = java.util.Arrays.stream(dialog.getFileNames()).map(f -> Path.of(dialog.getFilterPath(), f))
                    .toList();
            importFiles(files);
        }
    }

    /** Imports results files into the history, in a Job. */
    Job importFiles(List<Path> files) {
        return background("Importing " + files.size() + " results file(s)", history -> {
            StringBuilder said = new StringBuilder();
            for (Path file : files) {
                ResultsImport.Imported imported = ResultsImport.importFile(history, file);
                said.append(file.getFileName()).append(": ").append(imported.runsInFile()).append(" run(s) as campaign ")
                        .append(imported.campaign().id()).append(". ");
            }
            List<StoredCampaign> read = history.list();
            ui(() -> {
                campaigns = read;
                show();
                status.setText(said.toString().strip());
            });
        });
    }

    /** The campaigns listed (after the filter), for tests. */
    List<StoredCampaign> shown() {
        return java.util.Arrays.stream(table.getItems()).map(i -> (StoredCampaign) i.getData()).toList();
    }

    void setFilter(String text) {
        filter.setText(text);
    }

    String statusText() {
        return status.getText();
    }

    private interface DatabaseWork {
        void run(CampaignHistory history) throws Exception;
    }

    /** Runs database work in a user Job, on the database the settings name now. */
    private Job background(String name, DatabaseWork work) {
        Job job = Job.create(name, monitor -> {
            CampaignHistory history;
            try {
                history = histories.get();
            } catch (IllegalArgumentException e) {
                ui(() -> status.setText("Results database setting: " + e.getMessage()));
                return Status.warning(e.getMessage(), e);
            }
            try {
                work.run(history);
                return Status.OK_STATUS;
            } catch (SQLException e) {
                ui(() -> status.setText("Results history unreachable (" + history.database().describe() + "): "
                        + e.getMessage()));
                return Status.warning(name + ": the results history cannot be reached: " + e.getMessage(), e);
            } catch (Exception e) {
                ui(() -> status.setText(name + " failed: " + e.getMessage()));
                return Status.warning(name + " failed: " + e.getMessage(), e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    private void ui(Runnable r) {
        control.getDisplay().asyncExec(() -> {
            if (!control.isDisposed()) {
                r.run();
            }
        });
    }
}
