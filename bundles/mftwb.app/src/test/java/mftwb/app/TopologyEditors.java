package mftwb.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;

import mftwb.model.Templates;
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

    /** A copy of the sample topology {@code template} (e.g. pb-sftp-crossgeo.json) in {@code folder}, to open and edit. */
    static Path sample(Path folder, String template) throws IOException {
        return Files.writeString(folder.resolve(template), Templates.named(template).orElseThrow().text());
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
