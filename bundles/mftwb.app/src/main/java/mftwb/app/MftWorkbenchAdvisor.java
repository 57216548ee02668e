package mftwb.app;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

final class MftWorkbenchAdvisor extends WorkbenchAdvisor {
    private final Optional<Path> topologyToOpen;

    MftWorkbenchAdvisor(Optional<Path> topologyToOpen) {
        this.topologyToOpen = topologyToOpen;
    }

    @Override
    public void initialize(IWorkbenchConfigurer configurer) {
        // Layout and open views survive a restart; unsaved topology edits are guarded by the editor.
        configurer.setSaveAndRestore(true);
    }

    @Override
    public String getInitialWindowPerspectiveId() {
        return WorkbenchPerspective.ID;
    }

    @Override
    public WorkbenchWindowAdvisor createWorkbenchWindowAdvisor(IWorkbenchWindowConfigurer configurer) {
        return new MftWindowAdvisor(configurer, topologyToOpen);
    }
}
