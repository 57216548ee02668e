package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Templates;
import mftwb.planner.Scenario;

import mftwb.ui.planner.PlannerView;

/** The Planner view calibrates on the shipped report data and predicts what the form describes. */
class PlannerViewTest {

    @Test
    void predictsTheDefaultCrossGeoScenarioAndRecommendsFasterTuning() {
        AtomicReference<PlannerView> view = new AtomicReference<>();
        UiThread.run(() -> view.set((PlannerView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                .showView(PlannerView.ID)));
        long deadline = System.currentTimeMillis() + 60_000;
        while (view.get().model().isEmpty() && System.currentTimeMillis() < deadline) {
            UiThread.run(UiThread::settle);
        }
        UiThread.run(() -> {
            assertTrue(view.get().model().isPresent(), "calibrated within 60 s");
            List<String> shown = view.get().shownText();
            assertTrue(shown.get(0).matches("Predicted [0-9.]+ s at [0-9.]+ MB/s, bound by .+"), shown.get(0));
            assertEquals(3, shown.size(), "as given and recommended rows: " + shown);
            assertTrue(shown.get(2).startsWith("recommended ("), shown.get(2));
            IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
            page.setPartState(page.getReference(view.get()), IWorkbenchPage.STATE_MAXIMIZED);
            UiThread.settle();
            Screenshots.save(page.getWorkbenchWindow().getShell(), "planner");
            page.setPartState(page.getReference(view.get()), IWorkbenchPage.STATE_RESTORED);
        });
    }

    /** The form starts from the topology open in the editor, and names its buffer fix in the topology's words. */
    @Test
    void theWhatIfStartsFromTheOpenCrossGeoTopologyAndNamesItsBufferFix(@TempDir Path temp) throws Exception {
        Path file = temp.resolve("crossgeo.json");
        Files.writeString(file, Templates.named("pb-sftp-crossgeo.json").orElseThrow().text());
        AtomicReference<PlannerView> view = new AtomicReference<>();
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            view.set((PlannerView) page.showView(PlannerView.ID));
            page.activate(TopologyEditors.open(file));
        });
        long deadline = System.currentTimeMillis() + 60_000;
        while (view.get().model().isEmpty() && System.currentTimeMillis() < deadline) {
            UiThread.run(UiThread::settle);
        }
        try {
            UiThread.run(() -> {
                PlannerView planner = view.get();
                assertTrue(planner.model().isPresent(), "calibrated within 60 s");
                assertEquals("Protocol bridge to SFTP, cross-geo (open in the editor)", planner.topologyChoices().get(0));
                Scenario s = planner.scenario().orElseThrow();
                assertEquals(1048576, s.fileSizeBytes(), "the topology's 1 MiB files, not the form's 10 MB");
                assertEquals(100, s.fileCount());
                assertEquals(150, s.rttMillis());
                assertEquals(100, s.linkMbps());
                assertEquals(32768, s.tcpBufferBytes(), "PBAGENT's client end keeps mqclient.ini's default");
                assertEquals("Configuration fix: TCP buffer per RTT: ClntRcvBuffSize on hursley and SvrSndBuffSize on QM1 to 4 MiB",
                        planner.fixText());
                IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
                page.activate(planner);
                page.setPartState(page.getReference(planner), IWorkbenchPage.STATE_MAXIMIZED);
                UiThread.settle();
                Screenshots.save(page.getWorkbenchWindow().getShell(), "planner-open-topology");
                page.setPartState(page.getReference(planner), IWorkbenchPage.STATE_RESTORED);
            });
        } finally {
            TopologyEditors.closeAll();
        }
    }
}
