package mftwb.ui.topology;

import java.nio.file.Path;

import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.ui.IMemento;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.IPersistableElement;

/**
 * A topology document on the local file system. It persists as its path, so the editors open at exit
 * come back at the next start (without that, the restored tabs showed "No editor descriptor").
 */
public record TopologyEditorInput(Path file) implements IPathEditorInput, IPersistableElement {

    public TopologyEditorInput {
        file = file.toAbsolutePath().normalize();
    }

    @Override
    public IPath getPath() {
        return IPath.fromOSString(file.toString());
    }

    @Override
    public boolean exists() {
        return java.nio.file.Files.exists(file);
    }

    @Override
    public ImageDescriptor getImageDescriptor() {
        return ImageDescriptor.getMissingImageDescriptor();
    }

    @Override
    public String getName() {
        return file.getFileName().toString();
    }

    @Override
    public IPersistableElement getPersistable() {
        return this;
    }

    @Override
    public String getFactoryId() {
        return TopologyInputFactory.ID;
    }

    @Override
    public void saveState(IMemento memento) {
        memento.putString(TopologyInputFactory.PATH, file.toString());
    }

    @Override
    public String getToolTipText() {
        return file.toString();
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        return null;
    }
}
