package mftwb.ui.monitor;

import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import mftwb.metrics.MetricsEndpoint;
import mftwb.monitor.PrometheusHostSource;
import mftwb.monitor.HostWatch;
import mftwb.monitor.MonitorSession;
import mftwb.monitor.SessionRecorder;
import mftwb.monitor.SourceStatus;
import mftwb.remote.ConnectionSettings;
import mftwb.remote.lab.LocalLab;
import mftwb.runner.MqAccess;
import mftwb.runner.RunListener;
import mftwb.ui.preferences.WorkbenchPreferences;

/**
 * The hosts the workbench watches, one per workbench. Connecting (and starting the embedded lab)
 * takes a moment and may wait on a host-key question, so it runs in a Job; a failure shows on the
 * host's chart, with the reason, instead of interrupting whatever the user is doing.
 */
public final class HostMonitoring {
    private final MonitorSession session;
    private final List<AutoCloseable> watches = new CopyOnWriteArrayList<>();
    private volatile MetricsEndpoint endpoint;

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

    /**
     * Charts a host's CPU from a Prometheus server that scrapes its node_exporter; the host is
     * named by the target's instance label.
     */
    public void watchThroughPrometheus(URI server, String instance) {
        start("Connecting to Prometheus at " + server, instance,
                () -> PrometheusHostSource.start(server, instance, new SessionRecorder(session)));
    }

    /**
     * Serves what the workbench watches to Prometheus when the preferences give a metrics port
     * (off by default; loopback unless the bind address says otherwise). Calling it again applies
     * changed preferences: the running endpoint stops, and a new one starts unless the port is 0.
     */
    public synchronized void startMetricsEndpoint() {
        MetricsEndpoint running = endpoint;
        endpoint = null;
        if (running != null) {
            running.close();
        }
        int port = WorkbenchPreferences.metricsPort();
        if (port <= 0) {
            return;
        }
        String bind = WorkbenchPreferences.metricsBind();
        Job job = Job.create("Serving metrics on " + bind + ":" + port, progress -> {
            try {
                endpoint = MetricsEndpoint.start(bind, port, session);
                return Status.OK_STATUS;
            } catch (IOException | RuntimeException e) {
                return Status.warning("Prometheus metrics endpoint not started: " + e.getMessage(), e);
            }
        });
        job.setSystem(true);
        job.schedule();
    }

    /** The endpoint's URL, or null when no endpoint runs. */
    public String metricsUrl() {
        MetricsEndpoint current = endpoint;
        return current == null ? null : current.url();
    }

    /** The MQ access of an mft-mq campaign, following its coordination queue manager onto the metrics endpoint when one runs. */
    public MqAccess following(MqAccess mq) {
        MetricsEndpoint current = endpoint;
        return current == null ? mq : current.following(mq);
    }

    /** A campaign's listener that also keeps its figures on the metrics endpoint, when one runs. */
    public RunListener following(String campaign, int measuredRuns, RunListener next) {
        MetricsEndpoint current = endpoint;
        return current == null ? next : current.following(campaign, measuredRuns, next);
    }

    public void campaignEnded(String campaign) {
        MetricsEndpoint current = endpoint;
        if (current != null) {
            current.campaignEnded(campaign);
        }
    }

    private interface Starter {
        AutoCloseable start() throws IOException;
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
        for (AutoCloseable watch : watches) {
            try {
                watch.close();
            } catch (Exception e) {
                // The workbench is closing; sockets and threads go with the process anyway.
            }
        }
        watches.clear();
        MetricsEndpoint current = endpoint;
        endpoint = null;
        if (current != null) {
            current.close();
        }
    }
}
