package mftwb.ui.topology;

import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPartReference;

/**
 * Tells a view that follows the topology in the editor when a topology editor is activated or
 * closed, so it can show the topology now active (or none).
 */
public final class TopologyEditorListener implements IPartListener2 {
    private final Runnable onChange;

    public TopologyEditorListener(Runnable onChange) {
        this.onChange = onChange;
    }

    @Override
    public void partActivated(IWorkbenchPartReference ref) {
        if (ref.getPart(false) instanceof TopologyEditor) {
            onChange.run();
        }
    }

    @Override
    public void partClosed(IWorkbenchPartReference ref) {
        if (ref.getPart(false) instanceof TopologyEditor) {
            onChange.run();
        }
    }
}
