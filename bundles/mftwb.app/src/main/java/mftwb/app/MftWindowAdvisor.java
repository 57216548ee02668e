package mftwb.app;

import java.util.Optional;

import org.eclipse.swt.graphics.Point;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import mftwb.model.TopologyRecovery;
import mftwb.ui.topology.RecoveryDialog;

final class MftWindowAdvisor extends WorkbenchWindowAdvisor {
    static final String TITLE = "MFT Performance Workbench";

    private final Optional<TopologyAtStart> topologyToOpen;

    MftWindowAdvisor(IWorkbenchWindowConfigurer configurer, Optional<TopologyAtStart> topologyToOpen) {
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
        IWorkbenchWindow window = getWindowConfigurer().getWindow();
        topologyToOpen.ifPresent(t -> t.openIn(window));
        // After the editors are back, so a restored topology opens in (or beside) them, and once the window
        // has painted: asked from here directly, the question stood on a black screen.
        window.getShell().getDisplay().asyncExec(
                () -> RecoveryDialog.offer(window, window.getWorkbench().getService(TopologyRecovery.class)));
    }
}
