package mftwb.ui.results;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.IJobChangeListener;
import org.eclipse.core.runtime.jobs.IJobFunction;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.dialogs.ProgressMonitorDialog;
import org.eclipse.swt.widgets.Shell;

/**
 * The campaigns the workbench runs: one at a time (a second waits until the first ends, since two
 * campaigns on the same hosts would spoil each other's times), and stopped cleanly before exit so
 * that each deletes its test files and keeps its finished runs.
 */
public final class CampaignJobs {
    /** How long exit waits for a stopped campaign to delete its test files. */
    static final long STOP_SECONDS = 120;
    private static final Object FAMILY = new Object();
    /** Conflicts with itself only: campaigns queue behind each other, other work goes on. */
    private static final ISchedulingRule ONE_AT_A_TIME = new ISchedulingRule() {
        @Override
        public boolean contains(ISchedulingRule rule) {
            return rule == this;
        }

        @Override
        public boolean isConflicting(ISchedulingRule rule) {
            return rule == this;
        }
    };

    private CampaignJobs() {
    }

    /** A user job (progress with Cancel) running {@code body}, queued behind any campaign already running. */
    static Job create(String name, IJobFunction body) {
        Job job = new Job(name) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                return body.run(monitor);
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == FAMILY;
            }
        };
        job.setRule(ONE_AT_A_TIME);
        job.setUser(true);
        return job;
    }

    /**
     * Calls {@code changed} (on the job's thread) whenever a campaign is queued or ends, until the
     * returned listener is removed from the job manager.
     */
    static IJobChangeListener following(Runnable changed) {
        IJobChangeListener listener = new JobChangeAdapter() {
            @Override
            public void scheduled(IJobChangeEvent event) {
                changedIfCampaign(event);
            }

            @Override
            public void done(IJobChangeEvent event) {
                changedIfCampaign(event);
            }

            private void changedIfCampaign(IJobChangeEvent event) {
                if (event.getJob().belongsTo(FAMILY)) {
                    changed.run();
                }
            }
        };
        Job.getJobManager().addJobChangeListener(listener);
        return listener;
    }

    /** Campaigns running or waiting to run. */
    public static List<Job> unfinished() {
        return List.of(Job.getJobManager().find(FAMILY));
    }

    /**
     * The campaign at work (else the first waiting): what "Stop campaign" stops. Those queued behind it
     * run on: an engineer who queued a night of campaigns loses none of them by stopping one.
     */
    public static Optional<Job> running() {
        List<Job> jobs = unfinished();
        return jobs.stream().filter(job -> job.getState() == Job.RUNNING).findFirst().or(() -> jobs.stream().findFirst());
    }

    /** What "Stop campaign" will do now, in its tooltip: which campaign it stops and that the queued ones go on. */
    static String stopToolTip() {
        int waiting = unfinished().size() - 1;
        return running().map(job -> "Stop " + job.getName() + " (its finished runs are kept, its test files deleted)"
                + (waiting <= 0 ? "" : waiting == 1 ? "; the campaign waiting behind it then runs" : "; the " + waiting
                        + " campaigns waiting behind it then run") + (waiting <= 0 ? "" : " (cancel a waiting one in the Progress view)"))
                .orElse("Stop the running campaign (its finished runs are kept, its test files deleted); campaigns waiting behind it run on");
    }

    /** Stops every campaign and waits for each to clean up; false if one is still at work after the wait. */
    public static boolean stopAll(IProgressMonitor monitor) throws InterruptedException {
        List<Job> jobs = unfinished();
        jobs.forEach(Job::cancel);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(STOP_SECONDS);
        for (Job job : jobs) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0 || !job.join(left, monitor)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Before the workbench closes: with a campaign running, asks whether to stop it, then stops it
     * and waits (with progress) while it deletes its test files. False keeps the workbench open.
     */
    public static boolean stopBeforeExit(Shell shell) {
        List<Job> jobs = unfinished();
        if (jobs.isEmpty()) {
            return true;
        }
        String names = jobs.stream().map(Job::getName).collect(Collectors.joining(", "));
        if (!MessageDialog.openQuestion(shell, "Exit", names + " is still running. Stop it and exit? The runs finished"
                + " so far are kept; the test files it made are deleted.")) {
            return false;
        }
        boolean[] stopped = { false };
        try {
            new ProgressMonitorDialog(shell).run(true, false, monitor -> {
                monitor.beginTask("Stopping " + names + " and deleting its test files", IProgressMonitor.UNKNOWN);
                stopped[0] = stopAll(monitor);
                monitor.done();
            });
        } catch (InvocationTargetException e) {
            MessageDialog.openError(shell, "Exit", "Cannot stop " + names + ": " + e.getCause().getMessage());
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        return stopped[0] || MessageDialog.openQuestion(shell, "Exit", names + " has not stopped after " + STOP_SECONDS
                + " s. Exit anyway? Its test files may be left in the system's temporary folder.");
    }
}
