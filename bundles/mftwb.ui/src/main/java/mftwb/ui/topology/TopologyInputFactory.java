package mftwb.ui.topology;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.ui.IElementFactory;
import org.eclipse.ui.IMemento;

/** Brings back a topology editor's input at start: its file, if the file is still there (else the editor stays closed). */
public final class TopologyInputFactory implements IElementFactory {
    public static final String ID = "mftwb.ui.topologyInput";
    static final String PATH = "path";

    @Override
    public IAdaptable createElement(IMemento memento) {
        String path = memento.getString(PATH);
        return path != null && Files.isRegularFile(Path.of(path)) ? new TopologyEditorInput(Path.of(path)) : null;
    }
}
