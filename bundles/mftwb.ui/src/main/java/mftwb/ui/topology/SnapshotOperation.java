package mftwb.ui.topology;

import org.eclipse.core.commands.operations.AbstractOperation;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

/** One user edit in the operation history: the document before and after it. */
final class SnapshotOperation<T> extends AbstractOperation {
    private final Snapshots<T> document;
    private final T before;
    private final T after;

    SnapshotOperation(String label, IUndoContext context, Snapshots<T> document, T before, T after) {
        super(label);
        addContext(context);
        this.document = document;
        this.before = before;
        this.after = after;
    }

    @Override
    public IStatus execute(IProgressMonitor monitor, IAdaptable info) {
        document.set(after);
        return Status.OK_STATUS;
    }

    @Override
    public IStatus redo(IProgressMonitor monitor, IAdaptable info) {
        return execute(monitor, info);
    }

    @Override
    public IStatus undo(IProgressMonitor monitor, IAdaptable info) {
        document.set(before);
        return Status.OK_STATUS;
    }
}
