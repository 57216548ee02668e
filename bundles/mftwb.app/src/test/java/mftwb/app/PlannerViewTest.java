package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

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
}
