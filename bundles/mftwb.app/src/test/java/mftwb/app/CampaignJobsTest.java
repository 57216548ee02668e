package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.eclipse.core.commands.Command;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.Test;

import mftwb.runner.Campaign;
import mftwb.runner.CampaignFile;
import mftwb.ui.results.CampaignJobs;
import mftwb.ui.results.ResultsView;

/**
 * Campaigns started from the workbench run one at a time (two on the same lab spoiled each other's
 * times), can be stopped from the Progress view or before exit, and clean up when stopped.
 */
class CampaignJobsTest {
    private static final Path SAMPLE = Path.of(System.getProperty("basedir", "."), "../../samples/local-lab-campaign.json")
            .normalize();

    @Test
    void aSecondCampaignWaitsUntilTheFirstHasEnded() throws Exception {
        Map<String, Long> started = new ConcurrentHashMap<>();
        Map<String, Long> ended = new ConcurrentHashMap<>();
        JobChangeAdapter times = new JobChangeAdapter() {
            @Override
            public void running(IJobChangeEvent event) {
                started.put(event.getJob().getName(), System.nanoTime());
            }

            @Override
            public void done(IJobChangeEvent event) {
                ended.put(event.getJob().getName(), System.nanoTime());
            }
        };
        AtomicReference<Job> first = new AtomicReference<>();
        AtomicReference<Job> second = new AtomicReference<>();
        UiThread.run(() -> {
            ResultsView view = showResults();
            first.set(view.runCampaign(named("first")));
            first.get().addJobChangeListener(times);
            second.set(view.runCampaign(named("second")));
            second.get().addJobChangeListener(times);
        });
        await(second.get(), 300);
        await(first.get(), 10);
        assertTrue(first.get().getResult().isOK(), first.get().getResult().toString());
        assertTrue(second.get().getResult().isOK(), second.get().getResult().toString());
        long firstEnded = ended.get("Campaign first");
        long secondStarted = started.get("Campaign second");
        // The job manager tells listeners a job is done after it has let the next one start: allow for
        // that (a second campaign that did not wait started 10 s before the first ended).
        assertTrue(secondStarted >= firstEnded - TimeUnit.SECONDS.toNanos(1), "the second campaign started "
                + (firstEnded - secondStarted) / 1_000_000 + " ms before the first ended");
    }

    @Test
    void aStoppedCampaignEndsAndDeletesItsTestFiles() throws Exception {
        Set<Path> before = campaignFolders();
        AtomicReference<Job> job = new AtomicReference<>();
        UiThread.run(() -> job.set(showResults().runCampaign(named("stopped"))));
        long deadline = System.currentTimeMillis() + 60_000;
        while (campaignFolders().equals(before) && job.get().getResult() == null && System.currentTimeMillis() < deadline) {
            UiThread.run(UiThread::settle);
        }
        assertTrue(job.get().getResult() == null, "the campaign was still running when stopped");
        assertEquals(1, CampaignJobs.unfinished().size());
        UiThread.run(() -> {
            UiThread.settle();
            assertTrue(showResults().canStopCampaign(), "Stop campaign is enabled while one runs");
        });
        assertTrue(CampaignJobs.stopAll(new NullProgressMonitor()), "stopped within " + CampaignJobs.class.getSimpleName() + "'s wait");
        assertNotNull(job.get().getResult());
        assertEquals(Set.of(), CampaignJobs.unfinished().stream().map(Job::getName).collect(Collectors.toSet()));
        assertEquals(before, campaignFolders(), "its test files are deleted");
        UiThread.run(() -> {
            UiThread.settle();
            assertFalse(showResults().canStopCampaign(), "and disabled once none does");
        });
    }

    /**
     * Stop stops the running campaign only, and says so: it also cancelled every campaign queued behind it,
     * which only its tooltip told, so a night of queued campaigns was lost to one press.
     */
    @Test
    void stopStopsTheRunningCampaignAndTheOneWaitingRunsOn() throws Exception {
        AtomicReference<Job> first = new AtomicReference<>();
        AtomicReference<Job> second = new AtomicReference<>();
        AtomicReference<String> toolTip = new AtomicReference<>();
        UiThread.run(() -> {
            ResultsView view = showResults();
            first.set(view.runCampaign(named("running")));
            second.set(view.runCampaign(named("waiting")));
        });
        long deadline = System.currentTimeMillis() + 60_000;
        while (first.get().getState() != Job.RUNNING && System.currentTimeMillis() < deadline) {
            UiThread.run(UiThread::settle);
        }
        UiThread.run(() -> {
            UiThread.settle();
            toolTip.set(showResults().stopCampaignAction().getToolTipText());
            showResults().stopCampaignAction().run();
        });
        assertEquals("Stop Campaign running (its finished runs are kept, its test files deleted); the campaign waiting behind it"
                + " then runs (cancel a waiting one in the Progress view)", toolTip.get());
        await(first.get(), 120);
        assertEquals(org.eclipse.core.runtime.IStatus.CANCEL, first.get().getResult().getSeverity(), "the running campaign stopped");
        deadline = System.currentTimeMillis() + 60_000;
        // Dropped, it leaves the queue (state NONE) without a result.
        while (second.get().getState() == Job.WAITING && System.currentTimeMillis() < deadline) {
            UiThread.run(UiThread::settle);
        }
        assertTrue(second.get().getState() == Job.RUNNING || second.get().getResult() != null && second.get().getResult().isOK(),
                "the waiting campaign runs on (state " + second.get().getState() + ", result " + second.get().getResult() + ")");
        assertTrue(CampaignJobs.stopAll(new NullProgressMonitor()));
    }

    @Test
    void theProgressViewOpensAndCtrlYRedoes() throws Exception {
        UiThread.run(() -> {
            assertNotNull(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                    .showView(IPageLayout.ID_PROGRESS_VIEW), "the status bar's progress button opens it");
            IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
            var binding = bindings.getPerfectMatch(KeySequence.getInstance("M1+Y"));
            assertNotNull(binding, "Ctrl+Y is bound");
            Command command = binding.getParameterizedCommand().getCommand();
            assertEquals("org.eclipse.ui.edit.redo", command.getId());
        });
    }

    /**
     * The sample campaign under another name (each its own results file and Job), at 50 files a run instead of its
     * 1024: these tests are about the jobs, not the figures, and two whole samples took over a minute.
     */
    private static Campaign named(String name) throws Exception {
        Campaign c = CampaignFile.read(SAMPLE);
        mftwb.runner.Matrix m = c.matrix();
        mftwb.runner.Matrix fewer = new mftwb.runner.Matrix(m.fileSizes(), java.util.OptionalLong.empty(),
                java.util.OptionalInt.of(50), m.transfers(), m.chunkSizes(), m.windows(), m.checksums(), m.modes());
        return new Campaign(name, c.topology(), c.target(), c.backend(), fewer, c.warmupRuns(), c.repetitions(),
                c.onFailure(), c.textEncoding(), c.streamsPerFile(), c.keep(), c.mft(), c.mq(), c.stallLimit());
    }

    private static Set<Path> campaignFolders() throws IOException {
        try (Stream<Path> listing = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return listing.filter(p -> p.getFileName().toString().startsWith("mftwb-campaign-")).collect(Collectors.toSet());
        }
    }

    private static ResultsView showResults() throws Exception {
        return (ResultsView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().showView(ResultsView.ID);
    }

    private static void await(Job job, int seconds) {
        long deadline = System.currentTimeMillis() + seconds * 1000L;
        while (job.getResult() == null && System.currentTimeMillis() < deadline) {
            UiThread.run(UiThread::settle);
        }
        assertTrue(job.getResult() != null, job.getName() + " finished within " + seconds + " s");
    }
}
