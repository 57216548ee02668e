package mftwb.ui.estate;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.IDialogConstants;
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
import org.eclipse.swt.widgets.Text;

import mftwb.estate.EstateDiscovery;
import mftwb.estate.EstateMerge;
import mftwb.estate.InventoryException;
import mftwb.model.Topology;
import mftwb.remote.ConnectionSettings;
import mftwb.remote.SshConnection;
import mftwb.remote.SshTarget;
import mftwb.ui.ssh.SshJob;
import mftwb.ui.ssh.SshTaskDialog;

/**
 * "Discover from hosts": logs in to each host over SSH with the same credentials (as Probe host
 * does), lists the queue managers and agents found on each, and only when the user presses
 * Create Topology (or Add to Topology) hands the estate on. With a topology open the user picks
 * whether what was found is added to it (what would be added, updated and left in conflict is
 * shown first) or becomes a new topology. Discovery runs in a Job; Stop closes the connections.
 */
public final class DiscoverEstateDialog extends SshTaskDialog {
    private static final String CREATE = "Create Topology";
    private static final String ADD = "Add to Topology";
    private static final int MAX_NOTES = 15;
    private Text moreHosts;
    private Text binFolder;
    private Text dataFolder;
    private Table table;
    private Label notes;
    private Button addToOpen;
    private Button newTopology;
    private Topology estate;
    private EstateMerge merge;
    private List<String> problems = List.of();
    /** The topology of the active editor, which discovery may add to; empty when none is open. */
    private final Optional<Topology> open;

    public DiscoverEstateDialog(Shell parent, Optional<Topology> open) {
        super(parent, "Discover", CREATE);
        this.open = open;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        getShell().setText("Discover from Hosts");
        setTitle("Discover an estate from its hosts");
        setMessage("Logs in to each host over SSH and reads its queue managers (dspmq) and MFT agents (configuration folders, "
                + "fteListAgents). Nothing is added until you press Create Topology.");
        Composite area = (Composite) super.createDialogArea(parent);
        createConnectionForm(area, System.getProperty("user.name") + "@");
        Composite more = new Composite(area, SWT.NONE);
        more.setLayout(new GridLayout(2, false));
        more.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false));
        Label hostsLabel = new Label(more, SWT.NONE);
        hostsLabel.setText("More hosts, one user@host[:port]\nper line (same key and password)");
        hostsLabel.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));
        moreHosts = new Text(more, SWT.BORDER | SWT.MULTI | SWT.V_SCROLL);
        GridData hostsData = new GridData(SWT.FILL, SWT.FILL, true, false);
        hostsData.heightHint = 70;
        moreHosts.setLayoutData(hostsData);
        binFolder = field(more, "IBM MQ commands folder", EstateDiscovery.DEFAULT_BIN_FOLDER);
        dataFolder = field(more, "IBM MQ data folder", EstateDiscovery.DEFAULT_DATA_FOLDER);
        table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
        tableData.heightHint = 160;
        table.setLayoutData(tableData);
        for (String title : List.of("Host", "Address", "OS / architecture", "Queue managers", "Agents")) {
            new TableColumn(table, SWT.LEFT).setText(title);
        }
        Composite where = new Composite(area, SWT.NONE);
        where.setLayout(new GridLayout(2, false));
        addToOpen = new Button(where, SWT.RADIO);
        addToOpen.setText(open.map(t -> "Add to the open topology (" + t.name() + ")").orElse("Add to the open topology (none is open)"));
        addToOpen.setToolTipText("Hosts, queue managers and agents matched by name: new ones added beside what you drew, "
                + "changed ports and types updated, nothing deleted; one Edit > Undo takes it back");
        addToOpen.setEnabled(open.isPresent());
        addToOpen.setSelection(open.isPresent());
        newTopology = new Button(where, SWT.RADIO);
        newTopology.setText("New topology");
        newTopology.setSelection(open.isEmpty());
        addToOpen.addListener(SWT.Selection, e -> describe());
        notes = new Label(area, SWT.WRAP);
        notes.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return area;
    }

    private static Text field(Composite parent, String label, String value) {
        new Label(parent, SWT.NONE).setText(label);
        Text text = new Text(parent, SWT.BORDER);
        text.setText(value);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return text;
    }

    @Override
    protected boolean canApply() {
        return estate != null;
    }

    /** The hosts to log in to: the form's, then the extra lines (user defaults to the form's user). */
    private List<SshTarget> targets(SshTarget first) {
        List<SshTarget> targets = new ArrayList<>(List.of(first));
        for (String line : moreHosts.getText().split("\\R")) {
            String host = line.strip();
            if (!host.isEmpty()) {
                targets.add(SshTarget.parse(host.contains("@") ? host : first.user() + "@" + host));
            }
        }
        return targets;
    }

    /** Presses Discover: starts the Job and returns it (tests join it); null when the fields are not usable. */
    public Job discover() {
        return start();
    }

    @Override
    protected Job task(ConnectionSettings settings) {
        List<SshTarget> targets = targets(settings.target());
        estate = null;
        merge = null;
        problems = List.of();
        table.removeAll();
        notes.setText("");
        setMessage("Discovering " + targets.size() + " host(s)...");
        return new DiscoveryJob(settings, targets, binFolder.getText().strip(), dataFolder.getText().strip(), getShell().getDisplay());
    }

    private void finished(Job job, Map<SshTarget, Object> results) {
        if (!ended(job)) {
            return;
        }
        List<EstateDiscovery.FoundHost> found = new ArrayList<>();
        problems = new ArrayList<>();
        results.forEach((target, result) -> {
            TableItem item = new TableItem(table, SWT.NONE);
            if (result instanceof EstateDiscovery.FoundHost host) {
                found.add(host);
                item.setText(new String[] { host.host().name(), host.address(),
                        host.host().operatingSystem().word() + " / " + host.host().architecture().word(),
                        String.join(", ", host.queueManagers().stream().map(q -> q.name() + (q.status().isEmpty() ? "" : " (" + q.status() + ")")).toList()),
                        String.join(", ", host.agents().stream().map(a -> a.name() + "@" + a.queueManager()).toList()) });
            } else {
                item.setText(new String[] { target.host(), target.toString(), "", "", "not reached: " + result });
                item.setForeground(table.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
                problems.add(target + ": " + result);
            }
        });
        for (TableColumn column : table.getColumns()) {
            column.pack();
        }
        if (!found.isEmpty()) {
            try {
                EstateDiscovery.Discovery discovery = EstateDiscovery.topology("Discovered estate", found);
                estate = discovery.topology();
                problems.addAll(discovery.notes());
            } catch (InventoryException e) {
                problems.addAll(e.errors().stream().map(Object::toString).toList());
                setMessage("What was found does not make a valid topology; see below.");
            }
        } else {
            setMessage("No host could be reached.");
        }
        describe();
    }

    /** What pressing OK would do, with the choice of topology made: the message, the notes and the button. */
    private void describe() {
        List<String> lines = new ArrayList<>(problems);
        merge = estate != null && addToOpen.getSelection() ? EstateMerge.discovery(open.orElseThrow(), estate) : null;
        if (merge != null) {
            setMessage("Found " + found() + ". Add to Topology " + merge.summary() + " in " + open.get().name() + " (one undoable edit).");
            merge.conflicts().forEach(c -> lines.add("Conflict, not applied: " + c));
            merge.updated().forEach(u -> lines.add("Updates " + u));
        } else if (estate != null) {
            setMessage("Found " + found() + ". Create Topology adds them to a new topology.");
        }
        notes.setText(String.join("\n", EstateTopologies.firstLines(lines, MAX_NOTES)));
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) {
            ok.setText(merge != null ? ADD : CREATE);
        }
        notes.getParent().layout(true, true);
        updateButtons();
    }

    private String found() {
        return estate.hosts().size() + " hosts, " + estate.queueManagers().size() + " queue managers and " + estate.agents().size() + " agents";
    }

    /** Whether Create Topology can be pressed. */
    public boolean canCreate() {
        Button create = getButton(IDialogConstants.OK_ID);
        return create != null && create.isEnabled();
    }

    /** Picks "Add to the open topology" (true) or "New topology", as a click on it would. */
    public void addToOpenTopology(boolean add) {
        addToOpen.setSelection(add && open.isPresent());
        newTopology.setSelection(!addToOpen.getSelection());
        describe();
    }

    /** What adding the estate to the open topology does; empty when a new topology was chosen or nothing was found. */
    public Optional<EstateMerge> merge() {
        return Optional.ofNullable(merge);
    }

    /** The lines below the table: hosts not reached, agents left out, conflicts and updates. */
    public String notes() {
        return notes.getText();
    }

    /** The estate found; null until a discovery made a valid one. */
    public Topology estate() {
        return estate;
    }

    /** The table rows as "host | address | os | qms | agents" (tests read them). */
    public List<String> rows() {
        return List.of(table.getItems()).stream().map(i -> String.join(" | ", i.getText(0), i.getText(1), i.getText(2), i.getText(3), i.getText(4))).toList();
    }

    public void setFolders(String bin, String data) {
        binFolder.setText(bin);
        dataFolder.setText(data);
    }

    public void setMoreHosts(String text) {
        moreHosts.setText(text);
    }

    /** Logs in to each host in turn; a host that cannot be reached is reported and the others go on. */
    private final class DiscoveryJob extends SshJob {
        private final ConnectionSettings settings;
        private final List<SshTarget> targets;
        private final String bin;
        private final String data;
        private final Display display;

        DiscoveryJob(ConnectionSettings settings, List<SshTarget> targets, String bin, String data, Display display) {
            super("Discovering " + targets.size() + " host(s)");
            this.settings = settings;
            this.targets = targets;
            this.bin = bin;
            this.data = data;
            this.display = display;
        }

        @Override
        protected IStatus run(IProgressMonitor progress) {
            SubMonitor monitor = SubMonitor.convert(progress, getName(), targets.size());
            Map<SshTarget, Object> results = new LinkedHashMap<>();
            for (SshTarget target : targets) {
                if (monitor.isCanceled()) {
                    return Status.CANCEL_STATUS;
                }
                monitor.subTask(target.toString());
                try (SshConnection ssh = connect(settings.withTarget(target))) {
                    results.put(target, EstateDiscovery.discover(ssh, target.host(), bin, data));
                } catch (IOException | RuntimeException e) {
                    if (monitor.isCanceled()) {
                        return Status.CANCEL_STATUS;
                    }
                    results.put(target, e.getMessage());
                }
                monitor.worked(1);
            }
            if (!display.isDisposed()) {
                display.asyncExec(() -> finished(this, results));
            }
            return Status.OK_STATUS;
        }
    }
}
