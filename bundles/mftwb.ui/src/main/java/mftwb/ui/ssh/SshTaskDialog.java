package mftwb.ui.ssh;

import java.io.IOException;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Shell;

import mftwb.remote.ConnectionSettings;

/**
 * A dialog that logs in over SSH with the {@link ConnectionForm} and runs one task in a Job: its
 * action button (Probe, Discover) turns into Stop while the Job runs and Stop cancels it, the form is
 * locked meanwhile, closing the dialog cancels it too, and OK (Apply, Create Topology) is enabled only
 * when the task has something to apply. Subclasses build the rest of the dialog and say what the task
 * is.
 */
public abstract class SshTaskDialog extends TitleAreaDialog {
    private static final int ACTION_ID = IDialogConstants.CLIENT_ID + 1;

    private final String action;
    private final String apply;
    private ConnectionForm connection;
    private Job running;

    /**
     * @param action the action button's label (Probe)
     * @param apply  the OK button's label (Apply)
     */
    protected SshTaskDialog(Shell parent, String action, String apply) {
        super(parent);
        this.action = action;
        this.apply = apply;
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    /** Adds the connection fields to the dialog area, with {@code target} in the user@host field. */
    protected final ConnectionForm createConnectionForm(Composite area, String target) {
        connection = new ConnectionForm(area, this::formChanged);
        connection.setTarget(target);
        return connection;
    }

    /**
     * Makes the task's Job for these settings and readies the dialog for its result (clears the last
     * one, says what is starting). Throws IllegalArgumentException, with a message for the user, when
     * the dialog's own fields are not usable.
     */
    protected abstract Job task(ConnectionSettings settings);

    /** Whether the last task found something OK would apply. */
    protected abstract boolean canApply();

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, ACTION_ID, action, true);
        createButton(parent, IDialogConstants.OK_ID, apply, false);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
        updateButtons();
    }

    /** The connection fields were edited: say what is wrong with them, if anything. */
    private void formChanged() {
        String problem = connection.problem();
        setErrorMessage(problem == null || problem.isEmpty() ? null : problem);
        updateButtons();
    }

    protected final void updateButtons() {
        Button button = getButton(ACTION_ID);
        if (button == null) {
            return;
        }
        button.setText(running != null ? "Stop" : action);
        button.setEnabled(running != null || connection.problem() == null);
        getButton(IDialogConstants.OK_ID).setEnabled(running == null && canApply());
    }

    @Override
    protected void buttonPressed(int buttonId) {
        if (buttonId != ACTION_ID) {
            super.buttonPressed(buttonId);
        } else if (running != null) {
            stop();
        } else {
            start();
        }
    }

    /**
     * Presses the action button: starts the task and returns its Job (tests join it); null while one
     * runs, when the fields are not usable or secure storage cannot be opened.
     */
    protected final Job start() {
        if (running != null || connection.problem() != null) {
            return null;
        }
        Job job;
        try {
            job = task(connection.settings());
        } catch (IOException | IllegalArgumentException e) {
            setErrorMessage(e.getMessage());
            return null;
        }
        running = job;
        connection.setEnabled(false);
        setErrorMessage(null);
        updateButtons();
        job.schedule();
        return job;
    }

    /** Presses Stop: cancels the running task and gives the dialog back at once. */
    public void stop() {
        if (running == null) {
            return;
        }
        running.cancel();
        ended();
        setMessage("Stopped. " + action + " again when the host can be reached.");
        updateButtons();
    }

    /**
     * To be called on the UI thread when a task's Job ends, before showing its result: false when the
     * result is stale (stopped, then started again, or the dialog closed) and must be dropped.
     */
    protected final boolean ended(Job job) {
        if (job != running || getShell() == null || getShell().isDisposed()) {
            return false;
        }
        ended();
        return true;
    }

    private void ended() {
        running = null;
        connection.setEnabled(true);
    }

    @Override
    public boolean close() {
        if (running != null) {
            running.cancel();
            running = null;
        }
        return super.close();
    }

    public ConnectionForm connection() {
        return connection;
    }
}
