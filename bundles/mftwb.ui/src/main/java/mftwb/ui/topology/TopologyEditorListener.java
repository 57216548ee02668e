package mftwb.ui.topology;

import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;

import mftwb.model.Topology;

/**
 * Tells a view that follows the topology in the editor when a topology editor is activated or
 * closed, and when the active one's topology changes (an edit, undo, redo), so it can show the
 * topology now active (or none) as it is now.
 */
public final class TopologyEditorListener implements IPartListener2 {
    private final Runnable onChange;
    private final Consumer<Topology> edited;
    private TopologyEditor followed;

    public TopologyEditorListener(Runnable onChange) {
        this.onChange = onChange;
        this.edited = topology -> onChange.run();
    }

    /** Starts listening on {@code page}, following its active editor if that is a topology editor. */
    public void start(IWorkbenchPage page) {
        page.addPartListener(this);
        follow(page.getActiveEditor() instanceof TopologyEditor editor ? editor : null);
    }

    /** The topology editor followed now: the last one activated, until it closes. */
    public Optional<TopologyEditor> followed() {
        return Optional.ofNullable(followed);
    }

    /** Stops listening: call from the view's dispose. */
    public void stop(IWorkbenchPage page) {
        page.removePartListener(this);
        follow(null);
    }

    @Override
    public void partActivated(IWorkbenchPartReference ref) {
        if (ref.getPart(false) instanceof TopologyEditor editor) {
            follow(editor);
            onChange.run();
        }
    }

    @Override
    public void partClosed(IWorkbenchPartReference ref) {
        if (ref.getPart(false) instanceof TopologyEditor editor) {
            if (editor == followed) {
                follow(null);
            }
            onChange.run();
        }
    }

    private void follow(TopologyEditor editor) {
        if (followed != null) {
            followed.removeChangeListener(edited);
        }
        followed = editor;
        if (followed != null) {
            followed.onChange(edited);
        }
    }
}
