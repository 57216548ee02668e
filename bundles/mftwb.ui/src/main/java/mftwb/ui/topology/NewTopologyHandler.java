package mftwb.ui.topology;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.Platform;
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

    /** Where a new topology goes by default, in this workbench's workspace and installation; see below. */
    public static Path startFolder(IWorkbenchPage page) {
        return startFolder(page, Path.of(Platform.getInstanceLocation().getURL().getPath()),
                Path.of(Platform.getInstallLocation().getURL().getPath()));
    }

    /**
     * Beside the topology being edited, where a user keeps a project's topologies, unless it is one of the
     * product's samples (the one a first start opens): those belong to the product, not to a project. Else
     * the workspace, which the workbench always has (the home folder was a guess).
     */
    public static Path startFolder(IWorkbenchPage page, Path workspace, Path installation) {
        Path edited = page != null && page.getActiveEditor() instanceof TopologyEditor editor && editor.file() != null
                ? editor.file().toAbsolutePath().normalize() : null;
        return edited != null && !isProductSample(edited, installation) ? edited.getParent() : workspace;
    }

    /** A file in the samples/ folder that ships beside the product (the checkout or install folder holding it). */
    static boolean isProductSample(Path file, Path installation) {
        Path folder = file.getParent();
        return folder != null && folder.getFileName() != null && folder.getFileName().toString().equals("samples")
                && folder.getParent() != null && installation.toAbsolutePath().normalize().startsWith(folder.getParent());
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
