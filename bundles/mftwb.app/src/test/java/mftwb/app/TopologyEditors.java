package mftwb.app;

import java.nio.file.Path;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorInput;

/** Opens topology files in the designer as File > Open Topology does, and closes them between tests. */
final class TopologyEditors {
    private TopologyEditors() {
    }

    /** The workbench window's page; call on the UI thread. */
    static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /** Opens {@code file} in the topology editor; call on the UI thread. */
    static TopologyEditor open(Path file) throws PartInitException {
        return (TopologyEditor) page().openEditor(new TopologyEditorInput(file), TopologyEditor.ID);
    }

    /** Closes every editor without saving, so the next test starts with none open. */
    static void closeAll() {
        UiThread.run(() -> page().closeAllEditors(false));
    }
}
