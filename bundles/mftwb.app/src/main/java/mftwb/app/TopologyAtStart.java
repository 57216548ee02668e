package mftwb.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;

import mftwb.ui.gettingstarted.GettingStartedView;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorInput;

/**
 * The topology the command line opens at start: one the user named ({@code --topology FILE}), or
 * the sample the launch script offers ({@code --sample FILE}). The sample is for a first start: when
 * the workbench brings back the editors of the last session it is not opened, since opening it
 * made it the active editor in place of the one the user was in at exit. What opens is the user's
 * copy of it in the workspace (Getting Started's, so its first step finds it open): saving the sample
 * itself wrote over the file shipped in the product's samples folder.
 */
record TopologyAtStart(Path file, boolean named) {

    /** Opens the file in {@code window} (a named one is brought to the front); says so when it cannot. */
    void openIn(IWorkbenchWindow window) {
        if (!named && window.getActivePage().getEditorReferences().length > 0) {
            return;
        }
        if (!Files.isRegularFile(file)) {
            MessageDialog.openError(window.getShell(), MftWindowAdvisor.TITLE, "The topology file " + file + " does not exist.");
            return;
        }
        try {
            Path open = named ? file : GettingStartedView.workingCopyOf(file);
            window.getActivePage().openEditor(new TopologyEditorInput(open), TopologyEditor.ID);
        } catch (PartInitException | IOException e) {
            MessageDialog.openError(window.getShell(), MftWindowAdvisor.TITLE, "Cannot open " + file + ": " + e.getMessage());
        }
    }
}
