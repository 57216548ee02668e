package mftwb.ui.topology;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import mftwb.model.Host;
import mftwb.model.Topology;
import mftwb.remote.ConnectionSettings;
import mftwb.remote.HostProbe;
import mftwb.remote.HostProbeFields;
import mftwb.remote.SshConnection;
import mftwb.ui.ssh.ConnectionForm;
import mftwb.ui.ssh.SshJob;

/**
 * "Probe host": logs in to a topology host as the Live Monitor does (same fields, secure storage
 * and host-key question), runs the host probe in a Job that Stop cancels, and shows what it found
 * next to the topology's values. Apply fills the host's fields, as one undoable edit.
 */
public final class ProbeHostDialog extends TitleAreaDialog {
    private static final int PROBE_ID = IDialogConstants.CLIENT_ID + 1;
    /** Rows a probe shows: six host fields, then Java, MQ version, MFT agents and host name. */
    private static final int PROBED_ROWS = 10;

    private final Topology topology;
    private final String hostName;
    private final Consumer<Host> apply;
    private ConnectionForm connection;
    private Table table;
    private Job running;
    private HostProbeFields result;

    /** {@code apply} receives the host with the probed fields when the user presses Apply. */
    public ProbeHostDialog(Shell parent, Topology topology, String hostName, Consumer<Host> apply) {
        super(parent);
        this.topology = topology;
        this.hostName = hostName;
        this.apply = apply;
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        getShell().setText("Probe host");
        setTitle("Probe host " + hostName);
        setMessage("Reads the operating system, CPU, memory, IBM MQ, MFT agents and their Java over SSH.");
        Composite area = (Composite) super.createDialogArea(parent);
        connection = new ConnectionForm(area, this::formChanged);
        connection.setTarget(System.getProperty("user.name") + "@" + topology.hostNamed(hostName).orElseThrow().address());
        Composite found = new Composite(area, SWT.NONE);
        found.setLayout(new GridLayout(1, false));
        found.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = new Table(found, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
        tableData.heightHint = table.getHeaderHeight() + (PROBED_ROWS + 1) * table.getItemHeight();
        table.setLayoutData(tableData);
        for (String title : List.of("Field", "In the topology", "Probed")) {
            new TableColumn(table, SWT.LEFT).setText(title);
        }
        Label note = new Label(found, SWT.WRAP);
        note.setText("Grey rows are for comparison only: the topology holds agents as elements of their own.");
        note.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        showCurrentValues();
        return area;
    }

    /** Before a probe: the topology's values, so the user sees what will be compared. */
    private void showCurrentValues() {
        showRows(HostProbeFields.unprobed(topology.hostNamed(hostName).orElseThrow()));
    }

    private void showRows(List<HostProbeFields.Row> rows) {
        table.removeAll();
        for (HostProbeFields.Row row : rows) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[] { row.field(), row.current(), row.probed() });
            if (row.changes()) {
                item.setFont(2, JFaceResources.getFontRegistry().getBold(JFaceResources.DIALOG_FONT));
            }
            if (!row.hostField()) {
                item.setForeground(table.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            }
        }
        packColumns();
    }

    private void packColumns() {
        for (TableColumn column : table.getColumns()) {
            column.pack();
        }
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, PROBE_ID, "Probe", true);
        createButton(parent, IDialogConstants.OK_ID, "Apply", false);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
        updateButtons();
    }

    /** The connection fields were edited: say what is wrong with them, if anything. */
    private void formChanged() {
        String problem = connection.problem();
        setErrorMessage(problem == null || problem.isEmpty() ? null : problem);
        updateButtons();
    }

    private void updateButtons() {
        Button probe = getButton(PROBE_ID);
        if (probe == null) {
            return;
        }
        probe.setText(running != null ? "Stop" : "Probe");
        probe.setEnabled(running != null || connection.problem() == null);
        getButton(IDialogConstants.OK_ID).setEnabled(running == null && result != null && result.changesHost());
    }

    @Override
    protected void buttonPressed(int buttonId) {
        if (buttonId == PROBE_ID) {
            if (running != null) {
                stop();
            } else {
                probe();
            }
            return;
        }
        super.buttonPressed(buttonId);
    }

    /** Presses Stop: cancels the running probe and gives the dialog back at once. */
    public void stop() {
        running.cancel();
        running = null;
        connection.setEnabled(true);
        setMessage("Stopped. Probe again when the host can be reached.");
        updateButtons();
    }

    /**
     * Presses Probe: starts the probe in a Job and returns it (tests join it); null while one runs,
     * when the fields are not usable or secure storage cannot be opened. The dialog shows the
     * result, or why it failed, when the Job ends.
     */
    public Job probe() {
        if (running != null || connection.problem() != null) {
            return null;
        }
        ConnectionSettings settings;
        try {
            settings = connection.settings();
        } catch (IOException e) {
            setErrorMessage("Secure storage is not available: " + e.getMessage());
            return null;
        }
        Job job = new ProbeJob(settings, getShell().getDisplay());
        running = job;
        result = null;
        connection.setEnabled(false);
        setErrorMessage(null);
        setMessage("Connecting to " + settings.target() + "...");
        updateButtons();
        job.schedule();
        return job;
    }

    /** Called on the UI thread when the Job ends; a stale Job (stopped, then probed again) is ignored. */
    private void finished(Job job, HostProbeFields fields, String failure) {
        if (table == null || table.isDisposed() || job != running) {
            return;
        }
        running = null;
        connection.setEnabled(true);
        if (fields != null) {
            result = fields;
            showRows(fields.rows());
            long changes = fields.rows().stream().filter(HostProbeFields.Row::changes).count();
            setMessage(fields.changesHost() ? "Probed. Apply writes the " + changes + " values in bold into host " + hostName + "."
                    : "Probed: host " + hostName + " already matches what was found.");
        } else {
            setMessage("Reads the operating system, CPU, memory, IBM MQ, MFT agents and their Java over SSH.");
            setErrorMessage(failure);
        }
        updateButtons();
    }

    @Override
    protected void okPressed() {
        if (result != null && result.changesHost()) {
            apply.accept(result.probedHost());
        }
        super.okPressed();
    }

    @Override
    public boolean close() {
        if (running != null) {
            running.cancel();
            running = null;
        }
        return super.close();
    }

    /** The rows on show as "field | in the topology | probed" (tests read them). */
    public List<String> rows() {
        return List.of(table.getItems()).stream().map(i -> i.getText(0) + " | " + i.getText(1) + " | " + i.getText(2)).toList();
    }

    /** What the last probe found; null before one finished. */
    public HostProbeFields result() {
        return result;
    }

    public ConnectionForm connection() {
        return connection;
    }

    /** Presses Apply. */
    public void pressApply() {
        okPressed();
    }

    /**
     * Connects and probes. Stop cancels: the connection is closed under the probe's feet, or a
     * connect still waiting for the host is interrupted.
     */
    private final class ProbeJob extends SshJob {
        private final ConnectionSettings settings;
        private final Display display;

        ProbeJob(ConnectionSettings settings, Display display) {
            super("Probing " + settings.target());
            this.settings = settings;
            this.display = display;
        }

        @Override
        protected IStatus run(IProgressMonitor progress) {
            SubMonitor monitor = SubMonitor.convert(progress, getName(), 2);
            HostProbeFields fields = null;
            String failure = null;
            try (SshConnection ssh = connect(settings)) {
                monitor.worked(1);
                monitor.checkCanceled();
                monitor.subTask("Running uname, lscpu, lparstat, dspmqver, fteListAgents, java -version");
                HostProbe probe = HostProbe.run(ssh);
                monitor.checkCanceled();
                fields = HostProbeFields.of(topology, hostName, probe);
                monitor.worked(1);
            } catch (OperationCanceledException e) {
                return Status.CANCEL_STATUS;
            } catch (IOException | RuntimeException e) {
                if (progress.isCanceled()) {
                    return Status.CANCEL_STATUS;
                }
                failure = e.getMessage();
            }
            HostProbeFields found = fields;
            String why = failure;
            if (!display.isDisposed()) {
                display.asyncExec(() -> finished(this, found, why));
            }
            return Status.OK_STATUS;
        }
    }
}
