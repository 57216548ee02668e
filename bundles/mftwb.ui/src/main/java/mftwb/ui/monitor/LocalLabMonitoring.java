package mftwb.ui.monitor;

import java.io.IOException;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import mftwb.monitor.HostWatch;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SessionRecorder;
import mftwb.monitor.SourceStatus;
import mftwb.remote.lab.LocalLab;

/**
 * The embedded local lab, watched from the moment the workbench opens so a new user sees live CPU
 * with no host set up. Starting the SSH server and the first connection take a moment, so they run
 * in a Job; a failure shows on the host's chart instead of interrupting the user.
 */
public final class LocalLabMonitoring {
    private final MonitorSession session;
    private volatile HostWatch watch;

    public LocalLabMonitoring(MonitorSession session) {
        this.session = session;
    }

    public void start() {
        Job job = Job.create("Starting the local lab", progress -> {
            try {
                watch = HostWatch.startLocalLab(LocalLab.defaultStateFolder(), new SessionRecorder(session));
                return Status.OK_STATUS;
            } catch (IOException | RuntimeException e) {
                session.setStatus(HostWatch.LOCAL_LAB_HOST,
                        new SourceStatus(SourceStatus.State.DOWN, "local lab: " + e.getMessage(), System.currentTimeMillis()));
                return Status.warning("The local lab did not start: " + e.getMessage(), e);
            }
        });
        job.setSystem(false);
        job.schedule();
    }

    public void stop() {
        HostWatch running = watch;
        watch = null;
        if (running != null) {
            try {
                running.close();
            } catch (IOException e) {
                // The workbench is closing; the lab's port and threads go with the process anyway.
            }
        }
    }
}
