package mftwb.ui.preferences;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.FileFieldEditor;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import mftwb.ui.monitor.HostMonitoring;

/**
 * Window > Preferences > MFT Workbench: the settings of {@link WorkbenchPreferences}, each checked as
 * typed (OK stays disabled while one is wrong), with Restore Defaults. Values equal to the default are
 * not stored, so a later change of a default reaches every user who never changed it.
 */
public final class WorkbenchPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {
    public static final String ID = "mftwb.ui.preferences.workbench";
    /** Null outside a workbench that monitors (then there is no endpoint to restart). */
    private HostMonitoring monitoring;

    public WorkbenchPreferencePage() {
        super(GRID);
        setDescription("Settings of the MFT Performance Workbench. The metrics endpoint follows its port and address "
                + "on Apply; the rest apply at the next use: the next SSH connection, start of the workbench or campaign.");
    }

    @Override
    public void init(IWorkbench workbench) {
        monitoring = workbench.getService(HostMonitoring.class);
        IPreferenceStore store = new ScopedPreferenceStore(InstanceScope.INSTANCE, WorkbenchPreferences.NODE);
        store.setDefault(WorkbenchPreferences.KNOWN_HOSTS_FILE, "");
        store.setDefault(WorkbenchPreferences.LOCAL_LAB_ON_START, WorkbenchPreferences.LOCAL_LAB_ON_START_DEFAULT);
        store.setDefault(WorkbenchPreferences.RESULTS_DATABASE_URL, "");
        store.setDefault(WorkbenchPreferences.METRICS_PORT, WorkbenchPreferences.METRICS_PORT_DEFAULT);
        store.setDefault(WorkbenchPreferences.METRICS_BIND, WorkbenchPreferences.METRICS_BIND_DEFAULT);
        setPreferenceStore(store);
    }

    @Override
    protected void createFieldEditors() {
        Composite parent = getFieldEditorParent();
        addField(new KnownHostsField(parent));
        addField(new BooleanFieldEditor(WorkbenchPreferences.LOCAL_LAB_ON_START,
                "Start the embedded local lab with the workbench (watched by the Live Monitor)", parent));
        StringFieldEditor database = new StringFieldEditor(WorkbenchPreferences.RESULTS_DATABASE_URL,
                "Results database (JDBC URL):", parent) {
            @Override
            protected boolean doCheckState() {
                String url = getStringValue().strip();
                setErrorMessage("Results database: a JDBC URL such as jdbc:postgresql://host:5432/mftwb or "
                        + "jdbc:h2:/path/results, or empty for the embedded database");
                return url.isEmpty() || url.matches("jdbc:[a-z0-9]+:\\S+");
            }
        };
        database.getTextControl(parent).setMessage("empty: the embedded H2 database in the workspace");
        addField(database);
        IntegerFieldEditor port = new IntegerFieldEditor(WorkbenchPreferences.METRICS_PORT,
                "Prometheus metrics port (0: none):", parent, 5);
        port.setValidRange(0, 65535);
        port.setErrorMessage("Metrics port: a whole number from 0 (no endpoint) to 65535");
        addField(port);
        StringFieldEditor bind = new StringFieldEditor(WorkbenchPreferences.METRICS_BIND, "Metrics bind address:",
                parent) {
            @Override
            protected boolean doCheckState() {
                setErrorMessage("Metrics bind address: an IP address or host name, e.g. 127.0.0.1 (this machine "
                        + "only) or 0.0.0.0 (every interface)");
                return getStringValue().strip().matches("[A-Za-z0-9][A-Za-z0-9.:-]*");
            }
        };
        bind.setEmptyStringAllowed(false);
        addField(bind);
    }

    /**
     * Apply and OK store the fields, then restart the metrics endpoint when its port or address changed:
     * it used to wait for the next start of the workbench.
     */
    @Override
    public boolean performOk() {
        int port = WorkbenchPreferences.metricsPort();
        String bind = WorkbenchPreferences.metricsBind();
        boolean stored = super.performOk();
        if (stored && monitoring != null
                && (port != WorkbenchPreferences.metricsPort() || !bind.equals(WorkbenchPreferences.metricsBind()))) {
            monitoring.startMetricsEndpoint();
        }
        return stored;
    }

    /** A known_hosts file need not exist yet (the first trusted host creates it), but its folder must. */
    private static final class KnownHostsField extends FileFieldEditor {
        KnownHostsField(Composite parent) {
            super(WorkbenchPreferences.KNOWN_HOSTS_FILE, "SSH known_hosts file:", true, parent);
            setEmptyStringAllowed(true);
            getTextControl(parent).setMessage("empty: ~/.ssh/known_hosts, as ssh uses");
        }

        @Override
        protected boolean checkState() {
            String text = getStringValue().strip();
            String problem = text.isEmpty() ? null : problem(text);
            if (problem == null) {
                clearErrorMessage();
                return true;
            }
            showErrorMessage("SSH known_hosts file: " + problem);
            return false;
        }

        private static String problem(String text) {
            Path file;
            try {
                file = Path.of(text);
            } catch (InvalidPathException e) {
                return "not a valid path";
            }
            if (!file.isAbsolute()) {
                return "give the full path, e.g. /home/me/.ssh/known_hosts";
            }
            if (Files.isDirectory(file)) {
                return text + " is a folder; name a file in it";
            }
            if (!Files.isDirectory(file.getParent())) {
                return "the folder " + file.getParent() + " does not exist";
            }
            return null;
        }
    }
}
