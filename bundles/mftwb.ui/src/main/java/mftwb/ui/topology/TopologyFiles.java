package mftwb.ui.topology;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;

import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.ui.errors.FileErrorDialog;

/** A topology the workbench made (new, imported, discovered) written to its file and opened in the designer. */
public final class TopologyFiles {
    private TopologyFiles() {
    }

    /**
     * Writes {@code topology} to {@code file} (whole or not at all) and opens it; says why under {@code title}
     * when it cannot.
     */
    public static boolean writeAndOpen(IWorkbenchWindow window, Topology topology, Path file, String title) {
        try {
            TopologyFile.write(topology, file);
            window.getActivePage().openEditor(new TopologyEditorInput(file), TopologyEditor.ID);
            return true;
        } catch (IOException e) {
            FileErrorDialog.cannotWrite(window.getShell(), title, file, e);
            return false;
        } catch (PartInitException e) {
            MessageDialog.openError(window.getShell(), title, "Cannot open " + file + ": " + e.getMessage());
            return false;
        }
    }
}
