package mftwb.ui.topology;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.views.properties.IPropertySource;

/**
 * One selected element of a topology editor, as the workbench sees it: the Properties view asks
 * it for an {@link IPropertySource}.
 *
 * @param revision the editor's count of document changes when it was selected: the Properties view ignores
 *              a selection equal to the one it shows, so after an edit made elsewhere (Undo, Probe host) the
 *              same element must be a new selection for its rows to be read again. Not the topology itself:
 *              Undo brings back a topology equal to the one the stale rows were read from.
 */
public record ElementSelection(TopologyEditor editor, String id, long revision) implements IAdaptable {

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IPropertySource.class) {
            return adapter.cast(editor.propertySource(id));
        }
        return null;
    }

    @Override
    public String toString() {
        return id;
    }
}
