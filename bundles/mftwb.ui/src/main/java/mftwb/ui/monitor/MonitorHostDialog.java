package mftwb.ui.monitor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import mftwb.remote.ConnectionSettings;
import mftwb.remote.CredentialStore;
import mftwb.remote.SshTarget;

/**
 * Which host to watch and how to log in: key file, ssh-agent (always offered) or a password kept
 * only in Eclipse secure storage. Checked as typed; OK stays disabled until the target is valid.
 */
public final class MonitorHostDialog extends TitleAreaDialog {
    private Text target;
    private Text identity;
    private Text password;
    private Button remember;
    private ConnectionSettings settings;

    public MonitorHostDialog(Shell parent) {
        super(parent);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        setTitle("Monitor a host");
        setMessage("CPU of the host and of its MQ and agent processes is sampled once a second over SSH.");
        Composite area = (Composite) super.createDialogArea(parent);
        Composite form = new Composite(area, SWT.NONE);
        form.setLayout(new GridLayout(3, false));
        form.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        target = row(form, "Host (user@host[:port])", SWT.BORDER);
        new Label(form, SWT.NONE);
        identity = row(form, "Private key file (optional)", SWT.BORDER);
        Button browse = new Button(form, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> {
            FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
            dialog.setFilterPath(System.getProperty("user.home") + "/.ssh");
            String chosen = dialog.open();
            if (chosen != null) {
                identity.setText(chosen);
            }
        });
        password = row(form, "Password (optional)", SWT.BORDER | SWT.PASSWORD);
        new Label(form, SWT.NONE);
        remember = new Button(form, SWT.CHECK);
        remember.setText("Remember the password in secure storage");
        remember.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        target.addListener(SWT.Modify, e -> check());
        identity.addListener(SWT.Modify, e -> check());
        return area;
    }

    private static Text row(Composite form, String label, int style) {
        new Label(form, SWT.NONE).setText(label);
        Text text = new Text(form, style);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return text;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        check();
    }

    private void check() {
        String problem = null;
        try {
            SshTarget.parse(target.getText().strip());
        } catch (IllegalArgumentException e) {
            problem = target.getText().isBlank() ? "Enter the host to monitor." : e.getMessage();
        }
        String key = identity.getText().strip();
        if (problem == null && !key.isEmpty() && !Files.isReadable(Path.of(key))) {
            problem = "Cannot read the key file " + key;
        }
        setErrorMessage(target.getText().isBlank() ? null : problem);
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) {
            ok.setEnabled(problem == null);
        }
    }

    @Override
    protected void okPressed() {
        SshTarget parsed = SshTarget.parse(target.getText().strip());
        ConnectionSettings chosen = ConnectionSettings.defaults(parsed);
        chosen = chosen.withKnownHosts(chosen.knownHosts(), new AskUserAboutHostKey(getShell().getDisplay()));
        if (!identity.getText().isBlank()) {
            chosen = chosen.withIdentityFiles(List.of(Path.of(identity.getText().strip())));
        }
        try {
            CredentialStore store = CredentialStore.platformDefault();
            if (!password.getText().isEmpty()) {
                String typed = password.getText();
                if (remember.getSelection()) {
                    store.savePassword(parsed, typed);
                }
                chosen = chosen.withPassword(() -> typed);
            } else if (store.password(parsed).isPresent()) {
                chosen = chosen.withPassword(store.passwordOf(parsed));
            }
        } catch (IOException e) {
            setErrorMessage("Secure storage is not available: " + e.getMessage());
            return;
        }
        settings = chosen;
        super.okPressed();
    }

    /** Types into the host field as a user would (tests drive the dialog through this). */
    public void typeTarget(String text) {
        target.setText(text);
    }

    /** Whether OK can be pressed now. */
    public boolean canFinish() {
        return getButton(IDialogConstants.OK_ID).isEnabled();
    }

    /** Presses OK. */
    public void finish() {
        okPressed();
    }

    /** The settings chosen, after OK. */
    public ConnectionSettings settings() {
        return settings;
    }
}
