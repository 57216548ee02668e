package mftwb.ui.monitor;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Shell;

/**
 * A dialog checked as the user types: OK is enabled only while {@link #problem()} finds nothing,
 * and the problem shows as the dialog's error message.
 */
abstract class CheckedDialog extends TitleAreaDialog {

    CheckedDialog(Shell parent) {
        super(parent);
    }

    /** Why OK cannot be pressed yet; null when it can; "" when nothing was typed yet. */
    protected abstract String problem();

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        check();
    }

    /** Shows the current problem and enables OK when there is none; call it on every change. */
    protected final void check() {
        String problem = problem();
        setErrorMessage(problem == null || problem.isEmpty() ? null : problem);
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) {
            ok.setEnabled(problem == null);
        }
    }

    /** Whether OK can be pressed now. */
    public boolean canFinish() {
        return getButton(IDialogConstants.OK_ID).isEnabled();
    }

    /** Presses OK (tests drive dialogs through this). */
    public void finish() {
        okPressed();
    }
}
