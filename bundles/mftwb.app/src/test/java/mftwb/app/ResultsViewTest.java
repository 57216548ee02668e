package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import mftwb.runner.CampaignFile;
import mftwb.runner.RunResult;
import mftwb.ui.results.ResultsView;

/** The sample campaign runs from the Results view against the embedded lab and fills both tables. */
class ResultsViewTest {

    @Test
    void theSampleLocalLabCampaignRunsInAJobAndShowsEveryRunAndTheBestChunkSizes() throws Exception {
        Path sample = Path.of(System.getProperty("basedir", "."), "../../samples/local-lab-campaign.json").normalize();
        AtomicReference<ResultsView> view = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        UiThread.run(() -> {
            view.set((ResultsView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                    .showView(ResultsView.ID));
            job.set(view.get().runCampaign(CampaignFile.read(sample)));
        });
        long deadline = System.currentTimeMillis() + TimeUnit.SECONDS.toMillis(180);
        while (job.get().getResult() == null && System.currentTimeMillis() < deadline) {
            UiThread.run(UiThread::settle);
        }
        assertTrue(job.get().getResult() != null && job.get().getResult().isOK(), "campaign finished: " + job.get().getResult());
        UiThread.run(() -> {
            UiThread.settle();
            assertEquals(4, view.get().results().size(), "2 chunk sizes x single vs 4 concurrent");
            for (RunResult r : view.get().results()) {
                assertTrue(r.succeeded(), r.error().orElse(""));
                assertEquals(50L << 20, r.bytes());
                assertTrue(r.cpuPercent().containsKey("localhost"), "CPU of the lab host");
            }
            assertEquals(2, view.get().bestCases(), "one best chunk size for 1 and for 4 transfers");
            IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
            page.setPartState(page.getReference(view.get()), IWorkbenchPage.STATE_MAXIMIZED);
            UiThread.settle();
            Screenshots.save(page.getWorkbenchWindow().getShell(), "results");
            page.setPartState(page.getReference(view.get()), IWorkbenchPage.STATE_RESTORED);
        });
    }
}
