package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;

import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.Link;
import mftwb.model.OperatingSystem;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TransferMode;
import mftwb.planner.Planner;
import mftwb.planner.Prediction;
import mftwb.planner.Scenario;
import mftwb.planner.TopologyKind;
import mftwb.runner.Backend;
import mftwb.runner.ResultsCsv;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;
import mftwb.ui.planner.LastCalibration;
import mftwb.ui.planner.PlannerView;
import mftwb.ui.preferences.WorkbenchPreferences;
import mftwb.ui.properties.FieldPropertySource;
import mftwb.ui.topology.ElementSelection;
import mftwb.ui.topology.TopologyEditor;

/**
 * The Planner view calibrates on the shipped report data and predicts what the form describes, with
 * its 80% interval in words and as a band on the time-vs-chunk chart, and % CPU per host.
 */
class PlannerViewTest {
    /** The form's own default: the bridge report's cross-geo set-up. */
    private static final Scenario DEFAULT_SCENARIO = new Scenario(TopologyKind.PB_SFTP_CROSSGEO, 150, 100, 10_000_000, 100, 1,
            262144, 10, false, false);

    @Test
    void predictsTheDefaultCrossGeoScenarioWithItsIntervalAndRecommendsFasterTuning() {
        PlannerView view = calibratedView();
        UiThread.run(() -> {
            // The form's own default, whatever an earlier test or an open topology left in the view.
            view.show(DEFAULT_SCENARIO);
            UiThread.settle();
            List<String> shown = view.shownText();
            Prediction p = view.prediction().orElseThrow();
            assertTrue(p.low() < p.seconds() && p.seconds() < p.high(), p.toString());
            String interval = String.format(Locale.ROOT, "Predicted %.0f s (%.0f-%.0f) at ", p.seconds(), p.low(),
                    p.high());
            assertTrue(shown.get(0).startsWith(interval), shown.get(0) + " vs " + interval);
            assertTrue(shown.get(0).contains("CPU: not measured"), "the bridge report measured no CPU: " + shown.get(0));
            assertEquals(3, shown.size(), "as given and recommended rows: " + shown);
            assertTrue(shown.get(2).startsWith("recommended"), shown.get(2));
            assertArrayEquals(new double[] { 256, 256 }, view.measuredChunksShown().orElseThrow(),
                    "the bridge report measured 256K chunks only: a line on the chart");
            for (int line = 0; line < 2; line++) {
                for (double[] point : view.sweep(line)) {
                    assertTrue(point[2] < point[1] && point[1] < point[3], "a band around every point: "
                            + java.util.Arrays.toString(point));
                }
            }
        });
    }

    @Test
    void showsCpuPerHostWhereTheReportsMeasuredIt() {
        PlannerView view = calibratedView();
        UiThread.run(() -> {
            // The LAN report's client-mode run: 10 x 100 MB over ten transfers, 19.4 s, agent QM at 25% CPU.
            view.show(new Scenario(TopologyKind.CLIENT, 0.2, 1000, 100_000_000, 10, 10, 262144, 10, false, true));
            UiThread.settle();
            String summary = view.shownText().get(0);
            assertTrue(summary.matches("(?s)Predicted (1[5-9]|2[0-4]) s \\(\\d+-\\d+\\) at .*"), summary);
            assertTrue(summary.matches("(?s).*CPU per host: agent1 \\d+%, agent2 \\d+%, agentqm 2\\d%, coord (<1|\\d+)%.*"),
                    summary);
            screenshotMaximised(view, "planner");
        });
    }

    /** A scenario beyond the reports' runs says along which factors, with the measured limit of each. */
    @Test
    void saysWhereTheScenarioGoesBeyondTheMeasuredRuns() {
        PlannerView view = calibratedView();
        UiThread.run(() -> {
            view.show(new Scenario(TopologyKind.CLIENT, 40, 1000, 10_485_760, 102, 20, 262144, 10, false, true));
            UiThread.settle();
            assertEquals("Beyond the measured runs: transfers 20, above the largest measured (10); RTT 40 ms, above the"
                    + " largest measured (0.2 ms) (the interval may be too narrow there)", view.shownText().get(1));
            // The reports measured MQ's default buffers only: a recommended buffer is beyond them, and the
            // recommendation says so without repeating what the scenario as given extrapolates already.
            assertFalse(view.fixText().isEmpty(), "a WAN client run is recommended a bigger TCP buffer");
            assertTrue(view.verdictText().contains("; beyond the measured runs: ") && view.verdictText().contains("TCP buffer ")
                    && !view.verdictText().contains("RTT"), view.verdictText());
            assertArrayEquals(new double[] { 64, 256 }, view.measuredChunksShown().orElseThrow(),
                    "the LAN report's client runs at 64K and 256K: shaded between");
            screenshotMaximised(view, "planner-beyond-measured");
            view.show(new Scenario(TopologyKind.CLIENT, 0.2, 1000, 10_485_760, 102, 10, 262144, 10, false, true));
            UiThread.settle();
            assertTrue(view.shownText().get(1).startsWith("as given"), "a measured run: " + view.shownText());
        });
    }

    /**
     * In a laptop's 1280x800 window, docked where the workbench puts it, the view shows the prediction with CPU
     * per host and the time-vs-chunk chart without scrolling (the form stood above them and pushed them below
     * the fold); in a 1600x1000 window too.
     */
    @Test
    void showsThePredictionAndItsChartWithoutScrollingInA1280x800Window() throws Exception {
        PlannerView view = calibratedView();
        UiThread.run(() -> {
            view.show(new Scenario(TopologyKind.CLIENT, 0.2, 1000, 100_000_000, 10, 10, 262144, 10, false, true));
            Shell shell = view.getSite().getShell();
            Point size = shell.getSize();
            try {
                for (Point window : List.of(new Point(1280, 800), new Point(1600, 1000))) {
                    shell.setSize(window);
                    UiThread.settle();
                    Screenshots.save(shell, "planner-docked-" + window.x + "x" + window.y);
                    Control prediction = view.mainFigures().get(0);
                    Control chart = view.mainFigures().get(1);
                    assertEquals(prediction.getSize().y, visibleHeight(prediction), "the whole prediction shows at " + window);
                    assertTrue(((Label) prediction).getText().contains("CPU per host"), ((Label) prediction).getText());
                    assertTrue(visibleHeight(chart) >= 100, "the chart shows " + visibleHeight(chart) + " px high at " + window);
                    assertEquals(chart.getSize().y, visibleHeight(chart), "the whole chart shows at " + window);
                }
            } finally {
                shell.setSize(size);
            }
        });
    }

    /** A screenshot of the workbench with {@code view} maximised, then the view restored. */
    private static void screenshotMaximised(PlannerView view, String name) throws Exception {
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        page.activate(view);
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        UiThread.settle();
        Screenshots.save(page.getWorkbenchWindow().getShell(), name);
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
    }

    /** How much of {@code control}'s height shows inside every composite that holds it (a scrolled one clips it). */
    private static int visibleHeight(Control control) {
        Rectangle shown = control.getDisplay().map(control.getParent(), null, control.getBounds());
        for (Composite holder = control.getParent(); holder != null; holder = holder.getParent()) {
            shown = shown.intersection(control.getDisplay().map(holder, null, holder.getClientArea()));
        }
        return Math.max(0, shown.height);
    }

    private static PlannerView calibratedView() {
        AtomicReference<PlannerView> view = new AtomicReference<>();
        UiThread.run(() -> view.set((PlannerView) PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage()
                .showView(PlannerView.ID)));
        long deadline = System.currentTimeMillis() + 60_000;
        while (view.get().model().isEmpty() && System.currentTimeMillis() < deadline) {
            UiThread.run(UiThread::settle);
        }
        UiThread.run(() -> assertTrue(view.get().model().isPresent(), "calibrated within 60 s"));
        return view.get();
    }

    /**
     * The Planner view beside {@code file} open in the editor, once it has calibrated and shows its
     * recommendation's configuration fix (which follows the calibration).
     */
    private static PlannerView besideTheOpenTopology(Path file) {
        AtomicReference<PlannerView> view = new AtomicReference<>();
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            view.set((PlannerView) page.showView(PlannerView.ID));
            page.activate(TopologyEditors.open(file));
        });
        AtomicBoolean ready = new AtomicBoolean();
        long deadline = System.currentTimeMillis() + 60_000;
        while (!ready.get() && System.currentTimeMillis() < deadline) {
            UiThread.run(() -> {
                UiThread.settle();
                ready.set(view.get().model().isPresent() && !view.get().fixText().isEmpty());
            });
        }
        UiThread.run(() -> assertTrue(view.get().model().isPresent(), "calibrated within 60 s"));
        return view.get();
    }

    /** The form starts from the topology open in the editor, and names its buffer fix in the topology's words. */
    @Test
    void theWhatIfStartsFromTheOpenCrossGeoTopologyAndNamesItsBufferFix(@TempDir Path temp) throws Exception {
        Path file = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        try {
            PlannerView planner = besideTheOpenTopology(file);
            UiThread.run(() -> {
                assertEquals("Protocol bridge to SFTP, cross-geo (open in the editor)", planner.topologyChoices().get(0));
                Scenario s = planner.scenario().orElseThrow();
                assertEquals(1048576, s.fileSizeBytes(), "the topology's 1 MiB files, not the form's 10 MB");
                assertEquals(100, s.fileCount());
                assertEquals(150, s.rttMillis());
                assertEquals(100, s.linkMbps());
                assertEquals(32768, s.tcpBufferBytes(), "PBAGENT's client end keeps mqclient.ini's default");
                assertEquals("Configuration fix: TCP buffer per RTT: ClntRcvBuffSize on hursley (with net.core.rmem_max on Linux hursley)"
                        + " and SvrSndBuffSize on QM1 (with net.core.wmem_max on Linux bangalore) to 4 MiB",
                        planner.fixText());
                screenshotMaximised(planner, "planner-open-topology");
            });
        } finally {
            TopologyEditors.closeAll();
        }
    }

    /**
     * An AIX queue manager receiving across a WAN with qm.ini's defaults holds the channels to its 64 KiB
     * receive space (AIX does not auto-tune): the form starts from that bound, not Linux's 6 MiB, and the
     * recommendation names the fix in the topology's words.
     */
    @Test
    void anAixQueueManagerAcrossAWanStartsTheFormFromItsReceiveSpaceAndNamesTheFix(@TempDir Path temp) throws Exception {
        Path file = TopologyEditors.sample(temp, "bindings-cluster.json");
        Topology lan = TopologyFile.read(file);
        TopologyFile.write(lan.withLink(new Link("hostA", "hostB", 40, 1000, 0, "WAN"))
                .withElement(lan.hostNamed("hostB").orElseThrow().withOperatingSystem(OperatingSystem.AIX)), file);
        try {
            PlannerView planner = besideTheOpenTopology(file);
            UiThread.run(() -> {
                Scenario s = planner.scenario().orElseThrow();
                assertEquals(40, s.rttMillis());
                assertEquals(65536, s.tcpBufferBytes(), "QM2's receiving end on AIX");
                // At 1.3 MB/s the agents barely work; they read "0%" as if nothing had been predicted.
                assertTrue(planner.shownText().get(0).contains("CPU per host: agent1 <1%, agent2 <1%"), planner.shownText().get(0));
                assertTrue(planner.fixText().startsWith("Configuration fix: TCP buffer per RTT: SndBuffSize on QM1 (with"
                        + " net.core.wmem_max on Linux hostA) and RcvRcvBuffSize on QM2 (with sb_max and rfc1323=1 on AIX hostB) to "),
                        planner.fixText());
                screenshotMaximised(planner, "planner-aix-receiver");
            });
        } finally {
            TopologyEditors.closeAll();
        }
    }

    /**
     * Closing the topology drops it from the what-if form: the form no longer offers a topology that
     * is not open, and opening it again starts the form from it once more, even after the user changed
     * the form in between.
     */
    @Test
    void closingTheTopologyDropsItFromTheFormAndReopeningItStartsFromItAgain(@TempDir Path temp) throws Exception {
        Path file = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        PlannerView planner = calibratedView();
        try {
            UiThread.run(() -> {
                TopologyEditors.page().activate(TopologyEditors.open(file));
                UiThread.settle();
                assertTrue(planner.topologyChoices().get(0).endsWith("(open in the editor)"), planner.topologyChoices().toString());
            });
            TopologyEditors.closeAll();
            UiThread.run(() -> {
                UiThread.settle();
                assertTrue(planner.topologyChoices().stream().noneMatch(c -> c.endsWith("(open in the editor)")),
                        planner.topologyChoices().toString());
                Scenario drawn = planner.scenario().orElseThrow();
                planner.show(drawn.withTuning(65536, drawn.window(), drawn.transfers()));
                TopologyEditors.page().activate(TopologyEditors.open(file));
                UiThread.settle();
                assertEquals(262144, planner.scenario().orElseThrow().chunkBytes(), "the reopened topology's 256K chunks");
            });
        } finally {
            TopologyEditors.closeAll();
        }
    }

    /** A field being fixed takes away the figures of the value before it, and Apply with them. */
    @Test
    void whileAFieldIsInvalidNoOldFiguresAndNoApply() {
        PlannerView view = calibratedView();
        UiThread.run(() -> {
            Text chunk = showTheDefaultScenario(view);
            chunk.setText("abc");
            UiThread.settle();
            assertEquals(List.of("Fix the highlighted fields to see a prediction: Chunk size (KiB) must be a number from "
                    + "1 to 102400 ('abc' is not)."), view.shownText());
            assertTrue(view.sweep(0).isEmpty() && view.sweep(1).isEmpty(), "no chart of the value before");
            assertFalse(view.canApply());
            chunk.setText("64");
            UiThread.settle();
            assertEquals(65536, view.scenario().orElseThrow().chunkBytes());
            assertTrue(view.shownText().get(0).startsWith("Predicted "), "predicted again: " + view.shownText());
            assertTrue(view.shownText().get(1).startsWith("Beyond the measured runs: chunk size 64 KiB, below the smallest"
                    + " measured (256 KiB)"), "the WAN report measured 256K chunks only: " + view.shownText());
            assertFalse(view.sweep(0).isEmpty());
        });
    }

    /**
     * Apply recommendation is one step in the operation history: the view's Undo (Edit > Undo, Ctrl+Z) puts
     * the tuning back as it was typed and Redo applies it again, until a field is typed over.
     */
    @Test
    void applyingTheRecommendationIsUndoneAndRedoneUntilAFieldIsTyped() {
        PlannerView view = calibratedView();
        UiThread.run(() -> {
            Text chunk = showTheDefaultScenario(view);
            chunk.setText("256.0");
            UiThread.settle();
            Scenario asGiven = view.scenario().orElseThrow();
            view.applyRecommendation();
            UiThread.settle();
            Scenario applied = view.scenario().orElseThrow();
            assertNotEquals(asGiven, applied);
            IActionBars bars = view.getViewSite().getActionBars();
            IAction undo = bars.getGlobalActionHandler(ActionFactory.UNDO.getId());
            IAction redo = bars.getGlobalActionHandler(ActionFactory.REDO.getId());
            assertTrue(undo.isEnabled() && undo.getText().contains("Apply recommendation"), undo.getText());
            undo.run();
            UiThread.settle();
            assertEquals(asGiven, view.scenario().orElseThrow());
            assertEquals("256.0", chunk.getText(), "as it was typed");
            assertTrue(redo.isEnabled() && redo.getText().contains("Apply recommendation"), redo.getText());
            redo.run();
            UiThread.settle();
            assertEquals(applied, view.scenario().orElseThrow());
            chunk.setText("512");
            UiThread.settle();
            assertFalse(undo.isEnabled(), "typed over: nothing to undo");
        });
    }

    /**
     * Shows the form's own default scenario, whatever an earlier test or an open topology left in the view (it
     * has a faster tuning to apply); returns its chunk size field.
     */
    private static Text showTheDefaultScenario(PlannerView view) {
        view.show(DEFAULT_SCENARIO);
        UiThread.settle();
        assertTrue(view.canApply(), "the default scenario has a faster tuning to apply");
        return fieldAfter(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), "Chunk size (KiB)");
    }

    /** An edit in the topology editor (the WAN link's RTT) reaches the what-if form. */
    @Test
    void anEditOfTheOpenTopologyReachesTheForm(@TempDir Path temp) throws Exception {
        Path file = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        PlannerView planner = calibratedView();
        try {
            UiThread.run(() -> {
                TopologyEditor editor = TopologyEditors.open(file);
                TopologyEditors.page().activate(editor);
                UiThread.settle();
                assertEquals(150, planner.scenario().orElseThrow().rttMillis());
                editor.canvas().setSelection(Set.of("link:bangalore|hursley"));
                IStructuredSelection selection = (IStructuredSelection) editor.getSite().getSelectionProvider().getSelection();
                FieldPropertySource<?> link = (FieldPropertySource<?>) ((ElementSelection) selection.getFirstElement())
                        .getAdapter(IPropertySource.class);
                link.setPropertyValue("rtt", "40");
                UiThread.settle();
                assertEquals(40, planner.scenario().orElseThrow().rttMillis(), "the form follows the edited link");
                editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId()).run();
                UiThread.settle();
                assertEquals(150, planner.scenario().orElseThrow().rttMillis(), "and its undo");
            });
        } finally {
            TopologyEditors.closeAll();
        }
    }

    /**
     * A campaign's results offered to "Load calibration..." are refused with the action that converts them
     * (they do not say where the runs ran), and the calibration in use stays.
     */
    @Test
    void aResultsFileLoadedAsCalibrationNamesUseAsCalibration(@TempDir Path temp) throws Exception {
        RunSpec cell = new RunSpec(1 << 20, 50, 1, 262144, 16, Checksum.NONE, TransferMode.BINARY);
        Path results = temp.resolve("results.csv");
        ResultsCsv.write(results, "lab", List.of(new RunResult(1, Backend.SFTP, cell, 4.0, cell.totalBytes(), 50,
                Map.of("localhost", 30.0), Map.of("localhost", 2), Optional.empty())), List.of("localhost"));
        PlannerView planner = calibratedView();
        AtomicReference<Shell> shell = new AtomicReference<>();
        AtomicReference<Point> size = new AtomicReference<>();
        // Docked low in a small window, where the calibration line, last in the form, is below the fold.
        UiThread.run(() -> {
            shell.set(planner.getSite().getShell());
            size.set(shell.get().getSize());
            shell.get().setSize(1280, 800);
            UiThread.settle();
            planner.calibrateOn(results);
        });
        String failed = awaitCalibration(planner, text -> text.contains("failed"));
        assertTrue(failed.startsWith("Calibration failed: " + results + ": line 1: a campaign's results"), failed);
        assertTrue(failed.endsWith("open them in the Results view and choose Use as calibration"), failed);
        assertTrue(planner.model().isPresent(), "the calibration in use stays");
        UiThread.run(() -> {
            try {
                Label line = planner.calibrationLine();
                Screenshots.save(shell.get(), "planner-results-as-calibration");
                assertEquals(line.getSize().y, visibleHeight(line), "the failure is scrolled into view");
            } finally {
                shell.get().setSize(size.get());
            }
        });
        // Left calibrated, as the view was: the reports' rows, loaded as a calibration file.
        Path reports = temp.resolve("reports.csv");
        try (InputStream in = Planner.class.getResourceAsStream("/mftwb/planner/reports-calibration.csv")) {
            Files.copy(in, reports);
        }
        UiThread.run(() -> planner.calibrateOn(reports));
        String calibrated = awaitCalibration(planner, text -> text.startsWith("Calibrated on "));
        assertTrue(calibrated.startsWith("Calibrated on 84 measured runs from " + reports), calibrated);
    }

    /**
     * The file loaded with "Load calibration..." is what the view calibrates on when it opens again (as it
     * does in the next session: a new view, the file kept in the workspace's preferences); once the file no
     * longer reads or is gone, the view opens calibrated by default, says why, and forgets it.
     */
    @Test
    void opensCalibratedOnTheFileLoadedLastAndSaysWhenItIsGone(@TempDir Path temp) throws Exception {
        Path mine = temp.resolve("mine.csv");
        try (InputStream in = Planner.class.getResourceAsStream("/mftwb/planner/reports-calibration.csv")) {
            Files.copy(in, mine);
        }
        PlannerView planner = calibratedView();
        UiThread.run(() -> planner.calibrateOn(mine));
        awaitCalibration(planner, ("Calibrated on 84 measured runs from " + mine)::equals);
        Path preferences = Path.of(Platform.getInstanceLocation().getURL().toURI())
                .resolve(".metadata/.plugins/org.eclipse.core.runtime/.settings/" + WorkbenchPreferences.NODE + ".prefs");
        String written = Files.readString(preferences);
        assertTrue(written.contains("=" + mine + "\n"), "written to disk at once: " + written);

        String restored = awaitCalibration(reopened(), text -> text.startsWith("Calibrated on "));
        assertEquals("Calibrated on 84 measured runs from " + mine, restored);

        byte[] rows = Files.readAllBytes(mine);
        Files.writeString(mine, "seed,table,seconds\n001,1,-3\n");
        String unread = awaitCalibration(reopened(), text -> text.startsWith("Calibrated on "));
        assertTrue(unread.contains("; the file loaded in an earlier session failed: " + mine + ": line "), unread);
        assertFalse(LastCalibration.file().isPresent(), "forgotten");

        Files.write(mine, rows);
        PlannerView again = calibratedView();
        UiThread.run(() -> again.calibrateOn(mine));
        awaitCalibration(again, ("Calibrated on 84 measured runs from " + mine)::equals);
        Files.delete(mine);
        PlannerView afterDelete = reopened();
        String gone = awaitCalibration(afterDelete, text -> text.startsWith("Calibrated on "));
        assertTrue(gone.endsWith("; the file loaded in an earlier session, " + mine + ", no longer exists"), gone);
        UiThread.run(() -> {
            Label line = afterDelete.calibrationLine();
            Screenshots.save(afterDelete.getSite().getShell(), "planner-earlier-file-gone");
            assertEquals(line.getSize().y, visibleHeight(line), "why is scrolled into view");
        });
        String forgotten = awaitCalibration(reopened(), text -> text.startsWith("Calibrated on "));
        assertFalse(forgotten.contains(mine.toString()), forgotten);
    }

    /** The Planner view closed and opened again: a new view, as the next session's is. */
    private static PlannerView reopened() {
        UiThread.run(() -> {
            IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
            page.hideView(page.findView(PlannerView.ID));
        });
        return calibratedView();
    }

    /** Other tests open the view calibrated by default, not on a file one of these loaded. */
    @AfterEach
    void forgetTheLoadedFile() {
        LastCalibration.remember(Optional.empty());
    }

    /**
     * Waits up to 60 s for the Planner's calibration line to say what {@code done} accepts, with a model
     * in use; returns the line.
     */
    static String awaitCalibration(PlannerView planner, Predicate<String> done) {
        AtomicReference<String> text = new AtomicReference<>("");
        long deadline = System.currentTimeMillis() + 60_000;
        while (System.currentTimeMillis() < deadline) {
            UiThread.run(() -> {
                UiThread.settle();
                text.set(planner.calibrationText());
            });
            if (done.test(text.get()) && planner.model().isPresent()) {
                return text.get();
            }
        }
        throw new AssertionError("the Planner's calibration line still says: " + text.get());
    }

    /** The text field right after the label {@code label} anywhere under {@code parent}. */
    private static Text fieldAfter(Composite parent, String label) {
        Control[] children = parent.getChildren();
        for (int i = 0; i < children.length; i++) {
            if (children[i] instanceof Label l && l.getText().equals(label) && i + 1 < children.length
                    && children[i + 1] instanceof Text t) {
                return t;
            }
            if (children[i] instanceof Composite c) {
                try {
                    return fieldAfter(c, label);
                } catch (AssertionError notHere) {
                    // keep looking
                }
            }
        }
        throw new AssertionError("no field after " + label);
    }
}
