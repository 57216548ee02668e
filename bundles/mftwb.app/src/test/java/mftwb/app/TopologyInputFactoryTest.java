package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.ui.IElementFactory;
import org.eclipse.ui.IPersistableElement;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.XMLMemento;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.ui.topology.TopologyEditorInput;

/**
 * A topology editor open at exit is restored at the next start through the workbench's own element
 * factory registry (its tab used to come back as "No editor descriptor"); one whose file is gone stays closed.
 */
class TopologyInputFactoryTest {
    @TempDir
    Path temp;

    @Test
    void anOpenTopologyComesBackFromTheSavedWorkbenchState() throws Exception {
        Path file = TopologyEditors.sample(temp, "client-mode.json");
        TopologyEditorInput input = new TopologyEditorInput(file);
        assertEquals(input, restored(input), "the same file, so opening it again reuses the restored editor");
        Files.delete(file);
        assertNull(restored(input), "a file deleted since is not brought back");
    }

    private static Object restored(TopologyEditorInput input) throws Exception {
        IPersistableElement persistable = input.getPersistable();
        XMLMemento saved = XMLMemento.createWriteRoot("editor");
        persistable.saveState(saved);
        StringWriter text = new StringWriter();
        saved.save(text);
        IElementFactory factory = PlatformUI.getWorkbench().getElementFactory(persistable.getFactoryId());
        return factory.createElement(XMLMemento.createReadRoot(new StringReader(text.toString())));
    }
}
