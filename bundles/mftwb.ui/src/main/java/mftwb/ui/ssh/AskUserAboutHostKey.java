package mftwb.ui.ssh;

import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;

import mftwb.remote.HostKeyDecision;
import mftwb.remote.SshTarget;

/**
 * Asks the user whether to trust a host key that known_hosts does not list, showing its
 * fingerprint as {@code ssh} does. Called from a connecting Job; waits for the answer on the UI thread.
 */
final class AskUserAboutHostKey implements HostKeyDecision {
    private final Display display;

    AskUserAboutHostKey(Display display) {
        this.display = display;
    }

    @Override
    public boolean acceptUnknownKey(SshTarget target, String keyType, String fingerprint) {
        AtomicBoolean trusted = new AtomicBoolean();
        display.syncExec(() -> trusted.set(MessageDialog.openQuestion(display.getActiveShell(), "Unknown host key",
                "The authenticity of " + target + " cannot be established: its " + keyType
                        + " key is not in known_hosts.\n\nFingerprint: " + fingerprint
                        + "\n\nCompare it with the host's key (ssh-keygen -lf /etc/ssh/ssh_host_*_key.pub on the host)."
                        + " Trust this key and remember it?")));
        return trusted.get();
    }
}
