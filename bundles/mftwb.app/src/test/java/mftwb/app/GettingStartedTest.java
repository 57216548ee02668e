package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import mftwb.ui.configuration.ConfigurationView;
import mftwb.ui.gettingstarted.GettingStartedView;
import mftwb.ui.monitor.LiveMonitorView;
import mftwb.ui.planner.PlannerView;
import mftwb.ui.results.ResultsView;
import mftwb.ui.topology.TopologyEditor;

/**
 * A newcomer's walk through the five steps of the Getting Started view, each done by its link's
 * action as a click would: every step ends with what it did, the files it promised exist, and the
 * workbench logs no warning or error on the way.
 */
class GettingStartedTest {
    private static final long STEP_SECONDS = 180;

    /** The walk-through leaves the sample topology open; the next test starts with no editor, as after the others. */
    @AfterEach
    void closeEditors() {
        TopologyEditors.closeAll();
    }

    @Test
    void theFiveStepsWorkInTurnWithNothingLogged() throws Exception {
        List<IStatus> logged = new CopyOnWriteArrayList<>();
        ILogListener listener = (status, plugin) -> {
            if (status.matches(IStatus.WARNING | IStatus.ERROR)) {
                logged.add(status);
            }
        };
        Platform.addLogListener(listener);
        try {
            AtomicReference<GettingStartedView> view = new AtomicReference<>();
            UiThread.run(() -> {
                IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
                page.closeAllEditors(false);
                view.set((GettingStartedView) page.showView(GettingStartedView.ID));
            });
            step(view.get(), 0, "step1-topology-and-problems");
            UiThread.run(() -> {
                IWorkbenchPage page = view.get().getSite().getPage();
                assertTrue(page.getActiveEditor() instanceof TopologyEditor, "a topology is open");
                assertTrue(view.get().result(0).matches("pb-sftp-crossgeo\\.json is open; Problems lists \\d+ finding.*"),
                        view.get().result(0));
            });

            step(view.get(), 1, "step2-configuration-exported");
            String exported = result(view.get(), 1);
            assertTrue(exported.startsWith("Exported /"), exported);
            Path zip = Path.of(exported.substring("Exported ".length(), exported.indexOf(".zip") + 4));
            assertTrue(Files.size(zip) > 1000, zip + " is the exported bundle");
            UiThread.run(() -> assertTrue(view.get().getSite().getPage().findView(ConfigurationView.ID) != null));

            step(view.get(), 2, "step3-campaign-and-live-monitor", true);
            UiThread.run(() -> {
                IWorkbenchPage page = view.get().getSite().getPage();
                assertEquals("Done: the runs are in the Results view.", view.get().result(2));
                assertTrue(page.isPartVisible(page.findView(LiveMonitorView.ID)), "the Live Monitor is in sight");
                assertEquals(4, ((ResultsView) page.findView(ResultsView.ID)).results().size(), "4 runs");
            });

            step(view.get(), 3, "step4-html-report");
            String report = result(view.get(), 3);
            Path page = Path.of(report.substring("Report written: ".length(), report.indexOf("report.html") + 11));
            assertTrue(Files.readString(page).contains("<table"), page + " holds the tables");

            step(view.get(), 4, "step5-planner");
            UiThread.run(() -> {
                IWorkbenchPage workbenchPage = view.get().getSite().getPage();
                assertTrue(workbenchPage.isPartVisible(workbenchPage.findView(PlannerView.ID)), "the Planner is in sight");
            });
        } finally {
            Platform.removeLogListener(listener);
        }
        assertEquals(List.of(), logged.stream().map(s -> s.getPlugin() + ": " + s.getMessage()).toList(),
                "the walk-through logs no warning or error");
    }

    private static void step(GettingStartedView view, int index, String screenshot) throws Exception {
        step(view, index, screenshot, false);
    }

    /**
     * Does step {@code index} as its link does (and, {@code twice}, clicks it again while its Job runs, which must
     * start nothing new: the campaign's queued a second campaign), waits for its Job and looks at the window.
     */
    private static void step(GettingStartedView view, int index, String screenshot, boolean twice) throws Exception {
        AtomicReference<Optional<Job>> job = new AtomicReference<>();
        AtomicReference<Optional<Job>> again = new AtomicReference<>();
        UiThread.run(() -> {
            job.set(view.run(index));
            if (twice) {
                again.set(view.run(index));
            }
        });
        if (twice) {
            assertSame(job.get().orElseThrow(), again.get().orElseThrow(), "step " + (index + 1) + " clicked again while it runs");
        }
        if (job.get().isPresent()) {
            assertTrue(job.get().get().join(TimeUnit.SECONDS.toMillis(STEP_SECONDS), null), "step " + (index + 1)
                    + " did not finish within " + STEP_SECONDS + " s");
            assertTrue(job.get().get().getResult().isOK(), job.get().get().getResult().getMessage());
        }
        UiThread.run(() -> {
            UiThread.settle();
            assertTrue(!view.result(index).isBlank(), "step " + (index + 1) + " tells what it did");
            Screenshots.save(view.getSite().getShell(), "getting-started-" + screenshot);
        });
    }

    private static String result(GettingStartedView view, int index) {
        AtomicReference<String> text = new AtomicReference<>();
        UiThread.run(() -> text.set(view.result(index)));
        return text.get();
    }
}
