package mftwb.ui.planner;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.commands.operations.AbstractOperation;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

/**
 * "Apply recommendation" in the operation history, so that Edit > Undo puts back the chunk size,
 * window, concurrency and TCP buffer as the user had typed them (a what-if is compared both ways).
 */
final class ApplyRecommendation extends AbstractOperation {
    private final Consumer<List<String>> setTuning;
    private final List<String> before;
    private final List<String> after;

    /** @param setTuning sets the form's tuning fields to their texts, as one change */
    ApplyRecommendation(IUndoContext context, Consumer<List<String>> setTuning, List<String> before, List<String> after) {
        super("Apply recommendation");
        addContext(context);
        this.setTuning = setTuning;
        this.before = List.copyOf(before);
        this.after = List.copyOf(after);
    }

    @Override
    public IStatus execute(IProgressMonitor monitor, IAdaptable info) {
        setTuning.accept(after);
        return Status.OK_STATUS;
    }

    @Override
    public IStatus redo(IProgressMonitor monitor, IAdaptable info) {
        return execute(monitor, info);
    }

    @Override
    public IStatus undo(IProgressMonitor monitor, IAdaptable info) {
        setTuning.accept(before);
        return Status.OK_STATUS;
    }
}
