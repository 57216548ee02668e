package mftwb.app;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.runtime.Platform;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.application.IWorkbenchConfigurer;
import org.eclipse.ui.application.IWorkbenchWindowConfigurer;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.application.WorkbenchWindowAdvisor;

import mftwb.model.TopologyRecovery;
import mftwb.monitor.MonitorSession;
import mftwb.ui.monitor.HostMonitoring;
import mftwb.ui.planner.WorkspaceCalibration;
import mftwb.ui.results.CampaignJobs;
import mftwb.ui.preferences.WorkbenchPreferences;

final class MftWorkbenchAdvisor extends WorkbenchAdvisor {
    private final Optional<TopologyAtStart> topologyToOpen;
    private HostMonitoring monitoring;

    MftWorkbenchAdvisor(Optional<TopologyAtStart> topologyToOpen) {
        this.topologyToOpen = topologyToOpen;
    }

    @Override
    public void initialize(IWorkbenchConfigurer configurer) {
        // Layout and open views survive a restart; unsaved topology edits are guarded by the editor and its recovery copy.
        configurer.setSaveAndRestore(true);
        // One session per workbench: views and jobs find it through their site's services.
        MonitorSession session = new MonitorSession();
        monitoring = new HostMonitoring(session);
        IEclipseContext context = configurer.getWorkbench().getService(IEclipseContext.class);
        context.set(MonitorSession.class, session);
        context.set(HostMonitoring.class, monitoring);
        // The runs the user chose to calibrate the planner on stay with the workspace, like its results.
        Path workspace = Path.of(Platform.getInstanceLocation().getURL().getPath());
        context.set(WorkspaceCalibration.class,
                new WorkspaceCalibration(workspace.resolve("planner").resolve("calibration.csv")));
        // Unsaved topology edits outlive a crash there; the start after one offers them back.
        context.set(TopologyRecovery.class,
                new TopologyRecovery(workspace.resolve(".metadata/.plugins/mftwb.ui/recovery")));
    }

    @Override
    public void postStartup() {
        if (WorkbenchPreferences.localLabOnStart()) {
            monitoring.startLocalLab();
        }
        monitoring.startMetricsEndpoint();
    }

    @Override
    public boolean preShutdown() {
        IWorkbenchWindow[] windows = getWorkbenchConfigurer().getWorkbench().getWorkbenchWindows();
        if (!CampaignJobs.stopBeforeExit(windows.length == 0 ? null : windows[0].getShell())) {
            return false;
        }
        monitoring.stopAll();
        return true;
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
