package mftwb.ui.topology;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.views.properties.IPropertySource;

import mftwb.model.Topology;

/**
 * One selected element of a topology editor, as the workbench sees it: the Properties view asks
 * it for an {@link IPropertySource}.
 *
 * @param shown the topology when it was selected: the Properties view ignores a selection equal to
 *              the one it shows, so after an edit made elsewhere (Undo, Probe host) the same element
 *              must be a new selection for its rows to be read again
 */
public record ElementSelection(TopologyEditor editor, String id, Topology shown) implements IAdaptable {

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
