package mftwb.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorInput;

final class MftWindowAdvisor extends WorkbenchWindowAdvisor {
    static final String TITLE = "MFT Performance Workbench";

    private final Optional<Path> topologyToOpen;

    MftWindowAdvisor(IWorkbenchWindowConfigurer configurer, Optional<Path> topologyToOpen) {
        super(configurer);
        this.topologyToOpen = topologyToOpen;
    }

    @Override
    public ActionBarAdvisor createActionBarAdvisor(IActionBarConfigurer configurer) {
        return new MftActionBarAdvisor(configurer);
    }

    @Override
    public void preWindowOpen() {
        IWorkbenchWindowConfigurer configurer = getWindowConfigurer();
        configurer.setInitialSize(new Point(1280, 800));
        configurer.setShowCoolBar(true);
        configurer.setShowStatusLine(true);
        configurer.setShowProgressIndicator(true);
        configurer.setTitle(TITLE);
    }

    @Override
    public void postWindowOpen() {
        topologyToOpen.ifPresent(this::open);
    }

    private void open(Path file) {
        IWorkbenchWindow window = getWindowConfigurer().getWindow();
        if (!Files.isRegularFile(file)) {
            MessageDialog.openError(window.getShell(), TITLE, "The topology file " + file + " does not exist.");
            return;
        }
        try {
            window.getActivePage().openEditor(new TopologyEditorInput(file), TopologyEditor.ID);
        } catch (PartInitException e) {
            MessageDialog.openError(window.getShell(), TITLE, "Cannot open " + file + ": " + e.getMessage());
        }
    }
}
