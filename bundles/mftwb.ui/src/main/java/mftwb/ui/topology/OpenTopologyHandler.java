package mftwb.ui.topology;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/** File > Open Topology...: picks a topology JSON file and opens it in the designer. */
public final class OpenTopologyHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
        dialog.setText("Open Topology");
        dialog.setFilterExtensions(new String[] { "*.json", "*" });
        dialog.setFilterNames(new String[] { "Topology files (*.json)", "All files" });
        String chosen = dialog.open();
        if (chosen != null) {
            try {
                window.getActivePage().openEditor(new TopologyEditorInput(Path.of(chosen)), TopologyEditor.ID);
            } catch (PartInitException e) {
                throw new ExecutionException("Cannot open " + chosen + ": " + e.getMessage(), e);
            }
        }
        return null;
    }
}
