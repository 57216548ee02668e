package mftwb.ui.topology;

import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.core.commands.operations.AbstractOperation;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;

/**
 * One user edit in the operation history: the document before and after it, and what was selected
 * at each. Undo and Redo select that again: an edit that changed an element's name (a channel's
 * name or queue manager, which make its id) would otherwise leave the selection, and the Properties
 * view, on an id the restored document does not have.
 */
final class SnapshotOperation<T> extends AbstractOperation {
    private final Snapshots<T> document;
    private final T before;
    private final T after;
    private final Supplier<Set<String>> selection;
    private final Consumer<Set<String>> reselect;
    private final Set<String> selectedBefore;
    /** Taken when the edit is undone: what the user had selected in the edited document. */
    private Set<String> selectedAfter;

    SnapshotOperation(String label, IUndoContext context, Snapshots<T> document, T before, T after,
            Supplier<Set<String>> selection, Consumer<Set<String>> reselect) {
        super(label);
        addContext(context);
        this.document = document;
        this.before = before;
        this.after = after;
        this.selection = selection;
        this.reselect = reselect;
        this.selectedBefore = selection.get();
        this.selectedAfter = selectedBefore;
    }

    @Override
    public IStatus execute(IProgressMonitor monitor, IAdaptable info) {
        document.set(after);
        return Status.OK_STATUS;
    }

    @Override
    public IStatus redo(IProgressMonitor monitor, IAdaptable info) {
        document.set(after);
        reselect.accept(selectedAfter);
        return Status.OK_STATUS;
    }

    @Override
    public IStatus undo(IProgressMonitor monitor, IAdaptable info) {
        selectedAfter = selection.get();
        document.set(before);
        reselect.accept(selectedBefore);
        return Status.OK_STATUS;
    }
}
