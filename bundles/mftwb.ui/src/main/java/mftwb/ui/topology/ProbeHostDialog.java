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
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
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
import mftwb.ui.ssh.SshJob;
import mftwb.ui.ssh.SshTaskDialog;

/**
 * "Probe host": logs in to a topology host as the Live Monitor does (same fields, secure storage
 * and host-key question), runs the host probe in a Job that Stop cancels, and shows what it found
 * next to the topology's values. Apply fills the host's fields, as one undoable edit.
 */
public final class ProbeHostDialog extends SshTaskDialog {
    /** Rows a probe shows: six host fields, then Java, MQ version, MFT agents and host name. */
    private static final int PROBED_ROWS = 10;

    private final Topology topology;
    private final String hostName;
    private final Consumer<Host> apply;
    private Table table;
    private HostProbeFields result;

    /** {@code apply} receives the host with the probed fields when the user presses Apply. */
    public ProbeHostDialog(Shell parent, Topology topology, String hostName, Consumer<Host> apply) {
        super(parent, "Probe", "Apply");
        this.topology = topology;
        this.hostName = hostName;
        this.apply = apply;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        getShell().setText("Probe host");
        setTitle("Probe host " + hostName);
        setMessage("Reads the operating system, CPU, memory, IBM MQ, MFT agents and their Java over SSH.");
        Composite area = (Composite) super.createDialogArea(parent);
        createConnectionForm(area, System.getProperty("user.name") + "@" + topology.hostNamed(hostName).orElseThrow().address());
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
    protected boolean canApply() {
        return result != null && result.changesHost();
    }

    /**
     * Presses Probe: starts the probe in a Job and returns it (tests join it); null while one runs,
     * when the fields are not usable or secure storage cannot be opened. The dialog shows the
     * result, or why it failed, when the Job ends.
     */
    public Job probe() {
        return start();
    }

    @Override
    protected Job task(ConnectionSettings settings) {
        result = null;
        setMessage("Connecting to " + settings.target() + "...");
        return new ProbeJob(settings, getShell().getDisplay());
    }

    /** Called on the UI thread when the Job ends; a stale Job (stopped, then probed again) is ignored. */
    private void finished(Job job, HostProbeFields fields, String failure) {
        if (!ended(job)) {
            return;
        }
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
        if (canApply()) {
            apply.accept(result.probedHost());
        }
        super.okPressed();
    }

    /** The rows on show as "field | in the topology | probed" (tests read them). */
    public List<String> rows() {
        return List.of(table.getItems()).stream().map(i -> i.getText(0) + " | " + i.getText(1) + " | " + i.getText(2)).toList();
    }

    /** What the last probe found; null before one finished. */
    public HostProbeFields result() {
        return result;
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
