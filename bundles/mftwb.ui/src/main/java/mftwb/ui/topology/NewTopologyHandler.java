package mftwb.ui.topology;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

import mftwb.model.Templates;
import mftwb.model.AtomicFile;
import mftwb.ui.topology.wizard.NewTopologyWizard;
import mftwb.ui.topology.wizard.TemplateChoice;

/** File > New Topology from Template...: the wizard, then the new file in the designer. */
public final class NewTopologyHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        new WizardDialog(window.getShell(), wizard(window, startFolder(window.getActivePage()))).open();
        return null;
    }

    /** Beside the topology being edited, where a user keeps a project's topologies; else the home folder. */
    public static Path startFolder(IWorkbenchPage page) {
        return page != null && page.getActiveEditor() instanceof TopologyEditor editor && editor.file() != null
                ? editor.file().getParent() : Path.of(System.getProperty("user.home"));
    }

    /** The wizard as the menu item opens it: finishing writes the file and opens it in the designer. */
    public static NewTopologyWizard wizard(IWorkbenchWindow window, Path folder) {
        List<TemplateChoice> choices = Templates.all().stream()
                .map(t -> new TemplateChoice(t.title(), t.load().description(), t.fileName(), t::text)).toList();
        return new NewTopologyWizard(choices, folder, (file, text) -> AtomicFile.replace(file, text), file -> {
            try {
                window.getActivePage().openEditor(new TopologyEditorInput(file), TopologyEditor.ID);
            } catch (PartInitException e) {
                MessageDialog.openError(window.getShell(), "New Topology", "Cannot open " + file + ": " + e.getMessage());
            }
        });
    }
}
