package mftwb.ui.monitor;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import mftwb.monitor.HostWatch;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SessionRecorder;
import mftwb.monitor.SourceStatus;
import mftwb.remote.ConnectionSettings;
import mftwb.remote.lab.LocalLab;

/**
 * The hosts the workbench watches, one per workbench. Connecting (and starting the embedded lab)
 * takes a moment and may wait on a host-key question, so it runs in a Job; a failure shows on the
 * host's chart, with the reason, instead of interrupting whatever the user is doing.
 */
public final class HostMonitoring {
    private final MonitorSession session;
    private final List<HostWatch> watches = new CopyOnWriteArrayList<>();

    public HostMonitoring(MonitorSession session) {
        this.session = session;
    }

    /** Watches this machine through the embedded SSH server, as the workbench does when it opens. */
    public void startLocalLab() {
        start("Starting the local lab", HostWatch.LOCAL_LAB_HOST,
                () -> HostWatch.startLocalLab(LocalLab.defaultStateFolder(), new SessionRecorder(session)));
    }

    /** Watches a host over SSH under the name {@code host} (a topology host name or its address). */
    public void watch(String host, ConnectionSettings settings) {
        start("Connecting to " + settings.target(), host, () -> HostWatch.start(host, settings, new SessionRecorder(session)));
    }

    private interface Starter {
        HostWatch start() throws IOException;
    }

    private void start(String jobName, String host, Starter starter) {
        session.setStatus(host, new SourceStatus(SourceStatus.State.CONNECTING, "", System.currentTimeMillis()));
        Job job = Job.create(jobName, progress -> {
            try {
                watches.add(starter.start());
                return Status.OK_STATUS;
            } catch (IOException | RuntimeException e) {
                session.setStatus(host, new SourceStatus(SourceStatus.State.DOWN, e.getMessage(), System.currentTimeMillis()));
                return Status.warning(jobName + " failed: " + e.getMessage(), e);
            }
        });
        job.schedule();
    }

    public void stopAll() {
        for (HostWatch watch : watches) {
            try {
                watch.close();
            } catch (IOException e) {
                // The workbench is closing; sockets and threads go with the process anyway.
            }
        }
        watches.clear();
    }
}
