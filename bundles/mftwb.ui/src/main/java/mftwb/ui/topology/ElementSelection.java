package mftwb.ui.topology;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.views.properties.IPropertySource;

/**
 * One selected element of a topology editor, as the workbench sees it: the Properties view asks
 * it for an {@link IPropertySource}.
 */
public record ElementSelection(TopologyEditor editor, String id) implements IAdaptable {

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
