package mftwb.ui.ssh;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.jobs.Job;

import mftwb.remote.ConnectionSettings;
import mftwb.remote.SshConnection;

/**
 * A Job that works over SSH connections and stops at once when cancelled: the open connection is
 * closed under the job's feet, or a connect still waiting for the host is interrupted.
 */
public abstract class SshJob extends Job {
    private final AtomicReference<SshConnection> open = new AtomicReference<>();

    protected SshJob(String name) {
        super(name);
    }

    /** Opens a connection that Stop can close; the caller closes it when done. */
    protected SshConnection connect(ConnectionSettings settings) throws IOException {
        SshConnection ssh = SshConnection.open(settings);
        open.set(ssh);
        return ssh;
    }

    @Override
    protected void canceling() {
        SshConnection ssh = open.get();
        Thread worker = getThread();
        if (ssh != null && ssh.isOpen()) {
            ssh.close();
        } else if (worker != null) {
            // MINA's connect and key exchange wait interruptibly; the job's worker clears the flag.
            worker.interrupt();
        }
    }
}
