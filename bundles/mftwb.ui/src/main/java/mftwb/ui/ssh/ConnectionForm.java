package mftwb.ui.ssh;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import mftwb.remote.ConnectionSettings;
import mftwb.remote.CredentialStore;
import mftwb.remote.SshTarget;
import mftwb.ui.preferences.WorkbenchPreferences;

/**
 * How to reach a host over SSH, as the Live Monitor and "Probe host" ask it: user@host[:port], a
 * private key file and its passphrase, a password. ssh-agent is always offered. Secrets are kept
 * only in Eclipse secure storage, and only when the user ticks "Remember"; unknown host keys are
 * put to the user with their fingerprint.
 */
public final class ConnectionForm {
    private final Text target;
    private final Text identity;
    private final Text passphrase;
    private final Text password;
    private final Button remember;
    /** Null: the one of the Preferences (~/.ssh/known_hosts unless changed there). */
    private Path knownHosts;

    /** Lays the fields out in {@code parent}; {@code changed} runs after every edit of the target or key. */
    public ConnectionForm(Composite parent, Runnable changed) {
        Composite form = new Composite(parent, SWT.NONE);
        form.setLayout(new GridLayout(3, false));
        form.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        target = row(form, "Host (user@host[:port])", SWT.BORDER);
        new Label(form, SWT.NONE);
        identity = row(form, "Private key file (optional)", SWT.BORDER);
        Button browse = new Button(form, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> {
            FileDialog dialog = new FileDialog(form.getShell(), SWT.OPEN);
            dialog.setFilterPath(System.getProperty("user.home") + "/.ssh");
            String chosen = dialog.open();
            if (chosen != null) {
                identity.setText(chosen);
            }
        });
        passphrase = row(form, "Key passphrase (if encrypted)", SWT.BORDER | SWT.PASSWORD);
        new Label(form, SWT.NONE);
        password = row(form, "Password (optional)", SWT.BORDER | SWT.PASSWORD);
        new Label(form, SWT.NONE);
        remember = new Button(form, SWT.CHECK);
        remember.setText("Remember the password and passphrase in secure storage");
        remember.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        target.addListener(SWT.Modify, e -> changed.run());
        identity.addListener(SWT.Modify, e -> changed.run());
    }

    private static Text row(Composite form, String label, int style) {
        new Label(form, SWT.NONE).setText(label);
        Text text = new Text(form, style);
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        // A fixed preferred width: a long key path must not push Browse... out of the dialog.
        data.widthHint = 360;
        text.setLayoutData(data);
        return text;
    }

    /** What is wrong with the fields, or null when they can be used; blank when nothing is typed yet. */
    public String problem() {
        if (target.getText().isBlank()) {
            return "";
        }
        try {
            SshTarget.parse(target.getText().strip());
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        String key = identity.getText().strip();
        if (!key.isEmpty() && !Files.isReadable(Path.of(key))) {
            return "Cannot read the key file " + key;
        }
        return null;
    }

    /**
     * The settings the fields describe, with the user asked about unknown host keys; saves typed
     * secrets when "Remember" is ticked, else offers the ones stored before. Call when
     * {@link #problem()} is null.
     *
     * @throws IOException secure storage cannot be opened; the message says so, for the dialog to show
     */
    public ConnectionSettings settings() throws IOException {
        try {
            return withStoredSecrets();
        } catch (IOException e) {
            throw new IOException("Secure storage is not available: " + e.getMessage(), e);
        }
    }

    private ConnectionSettings withStoredSecrets() throws IOException {
        SshTarget parsed = SshTarget.parse(target.getText().strip());
        ConnectionSettings chosen = ConnectionSettings.defaults(parsed);
        chosen = chosen.withKnownHosts(knownHosts != null ? knownHosts : WorkbenchPreferences.knownHostsFile(),
                new AskUserAboutHostKey(target.getDisplay()));
        CredentialStore store = CredentialStore.platformDefault();
        if (!identity.getText().isBlank()) {
            Path key = Path.of(identity.getText().strip());
            chosen = chosen.withIdentityFiles(List.of(key));
            if (!passphrase.getText().isEmpty()) {
                String typed = passphrase.getText();
                if (remember.getSelection()) {
                    store.savePassphrase(key, typed);
                }
                chosen = chosen.withPassphrase(() -> typed);
            } else if (store.passphrase(key).isPresent()) {
                chosen = chosen.withPassphrase(store.passphraseOf(key));
            }
        }
        if (!password.getText().isEmpty()) {
            String typed = password.getText();
            if (remember.getSelection()) {
                store.savePassword(parsed, typed);
            }
            chosen = chosen.withPassword(() -> typed);
        } else if (store.password(parsed).isPresent()) {
            chosen = chosen.withPassword(store.passwordOf(parsed));
        }
        return chosen;
    }

    public void setTarget(String text) {
        target.setText(text);
    }

    public void setIdentity(String keyFile) {
        identity.setText(keyFile);
    }

    /** Checks and extends this known_hosts file instead of the Preferences' one (tests use their own). */
    public void setKnownHosts(Path file) {
        knownHosts = file;
    }

    /** Greys the fields out while a connection made from them is under way. */
    public void setEnabled(boolean enabled) {
        target.getParent().setEnabled(enabled);
    }

    public void setFocus() {
        target.setFocus();
    }
}
