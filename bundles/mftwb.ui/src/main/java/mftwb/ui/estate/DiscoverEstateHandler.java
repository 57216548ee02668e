package mftwb.ui.estate;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

import mftwb.estate.EstateMerge;
import mftwb.ui.topology.TopologyEditor;

/**
 * File > Discover from Hosts...: the discovery dialog; what it found is added to the open topology
 * (one undoable edit) or saved as a new topology and opened, as the user chose in the dialog.
 */
public final class DiscoverEstateHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        Optional<TopologyEditor> editor = EstateTopologies.openEditor(window);
        DiscoverEstateDialog dialog = new DiscoverEstateDialog(window.getShell(), editor.flatMap(TopologyEditor::topology));
        if (dialog.open() != DiscoverEstateDialog.OK || dialog.estate() == null) {
            return null;
        }
        if (dialog.merge().isPresent() && editor.isPresent()) {
            // The dialog was modal, so the topology is the one its preview merged into.
            addToEditor(editor.get(), dialog.merge().get());
        } else {
            EstateTopologies.saveAndOpen(window, dialog.estate(), Path.of(System.getProperty("user.home"), "discovered-estate.json"));
        }
        return null;
    }

    /** Adds a discovered estate to the editor's topology as one undoable edit ("Undo Add discovered estate"). */
    public static void addToEditor(TopologyEditor editor, EstateMerge merge) {
        editor.applyMerge("Add discovered estate", merge.topology());
    }
}
