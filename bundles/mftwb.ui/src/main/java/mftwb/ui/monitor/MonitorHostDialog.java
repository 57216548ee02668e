package mftwb.ui.monitor;

import java.io.IOException;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;

import mftwb.remote.ConnectionSettings;
import mftwb.ui.ssh.ConnectionForm;

/**
 * Which host to watch and how to log in: key file, ssh-agent (always offered) or a password kept
 * only in Eclipse secure storage. Checked as typed; OK stays disabled until the target is valid.
 */
public final class MonitorHostDialog extends CheckedDialog {
    private ConnectionForm connection;
    private ConnectionSettings settings;

    public MonitorHostDialog(Shell parent) {
        super(parent);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        setTitle("Monitor a host");
        setMessage("CPU of the host and of its MQ and agent processes is sampled once a second over SSH.");
        Composite area = (Composite) super.createDialogArea(parent);
        connection = new ConnectionForm(area, this::check);
        return area;
    }

    @Override
    protected String problem() {
        return connection.problem();
    }

    @Override
    protected void okPressed() {
        try {
            settings = connection.settings();
        } catch (IOException e) {
            setErrorMessage(e.getMessage());
            return;
        }
        super.okPressed();
    }

    /** Types into the host field as a user would (tests drive the dialog through this). */
    public void typeTarget(String text) {
        connection.setTarget(text);
    }

    /** The settings chosen, after OK. */
    public ConnectionSettings settings() {
        return settings;
    }
}
