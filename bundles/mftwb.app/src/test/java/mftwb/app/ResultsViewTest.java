package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Sash;
import org.eclipse.swt.widgets.TabFolder;
import org.eclipse.swt.widgets.TabItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.planner.CalibratedModel;
import mftwb.planner.Measurement;
import mftwb.planner.Planner;
import mftwb.planner.ScenarioFile;
import mftwb.report.HtmlReport;
import mftwb.runner.Backend;
import mftwb.runner.CampaignFile;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;
import mftwb.ui.planner.PlannerView;
import mftwb.ui.planner.WorkspaceCalibration;
import mftwb.ui.results.ResultsView;

/**
 * The sample campaign runs from the Results view against the embedded lab and fills both tables;
 * the runs on show export as an HTML report and become the Planner's calibration.
 */
class ResultsViewTest {
    @TempDir
    Path dir;

    @Test
    void theSampleLocalLabCampaignRunsInAJobAndShowsEveryRunAndTheBestChunkSizes() throws Exception {
        Path sample = Path.of(System.getProperty("basedir", "."), "../../samples/local-lab-campaign.json").normalize();
        AtomicReference<ResultsView> view = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        UiThread.run(() -> {
            view.set(showResults());
            job.set(view.get().runCampaign(CampaignFile.read(sample)));
        });
        await(job.get(), 180);
        assertTrue(job.get().getResult() != null && job.get().getResult().isOK(), "campaign finished: " + job.get().getResult());
        UiThread.run(() -> {
            UiThread.settle();
            assertEquals(4, view.get().results().size(), "2 chunk sizes x single vs 4 concurrent");
            for (RunResult r : view.get().results()) {
                assertTrue(r.succeeded(), r.error().orElse(""));
                assertEquals(1024L << 20, r.bytes());
                // The sample's runs last long enough for a CPU figure of their own (at 50 files a run none had one).
                assertTrue(r.cpuPercent().containsKey("localhost"), "CPU of the lab host in run " + r.run() + " of "
                        + r.seconds() + " s");
            }
            assertEquals(2, view.get().bestCases(), "one best chunk size for 1 and for 4 transfers");
            assertEquals(4, view.get().spreadCells(), "one spread row per matrix cell");
            assertTrue(view.get().outcomeText().startsWith("Recorded in the results history as campaign "),
                    view.get().outcomeText());
            // What the launch told along the way stays beside the outcome instead of being dropped.
            assertTrue(view.get().outcomeText().contains("Notes: ") && view.get().outcomeText().contains("local lab SSH server on 127.0.0.1:"),
                    view.get().outcomeText());
            screenshot(view.get(), "results");
        });
        AtomicReference<Job> listing = new AtomicReference<>();
        UiThread.run(() -> {
            view.get().filterHistory("");
            listing.set(view.get().refreshHistory());
        });
        await(listing.get(), 60);
        UiThread.run(() -> {
            UiThread.settle();
            assertTrue(view.get().historyShown().stream().anyMatch(c -> c.name().equals("local lab: chunk size and concurrency")
                    && c.runs() == 4 && c.hosts().equals(List.of("localhost"))), view.get().historyShown().toString());
        });
    }

    /**
     * Stop on a campaign of 16 runs showed "6 run(s)" as if complete, the cells never run unlisted,
     * and after a restart the view said "No results yet" though the campaign was in the History.
     */
    @Test
    void aStoppedCampaignSaysHowManyOfItsPlannedRunsItMadeAndWhichCellsNeverRanAndShowsAfterARestart() throws Exception {
        Path sample = Path.of(System.getProperty("basedir", "."), "../../samples/local-lab-campaign.json").normalize();
        mftwb.runner.Campaign c = CampaignFile.read(sample);
        // Four repetitions of each of the four cells, run cell after cell: stopped after the first run, three cells never ran.
        mftwb.runner.Campaign longLab = new mftwb.runner.Campaign("long lab", c.topology(), c.target(), c.backend(), c.matrix(),
                c.warmupRuns(), 4, c.onFailure(), c.textEncoding(), c.streamsPerFile(), c.keep(), c.mft(), c.mq(), c.stallLimit());
        AtomicReference<ResultsView> view = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        UiThread.run(() -> {
            view.set(showResults());
            job.set(view.get().runCampaign(longLab));
        });
        long deadline = System.currentTimeMillis() + 180_000;
        AtomicReference<Integer> landed = new AtomicReference<>(0);
        while (landed.get() == 0 && job.get().getResult() == null && System.currentTimeMillis() < deadline) {
            UiThread.run(() -> {
                UiThread.settle();
                landed.set(view.get().results().size());
            });
        }
        assertTrue(job.get().getResult() == null, "still running after its first run");
        job.get().cancel();
        await(job.get(), 120);
        AtomicReference<String> header = new AtomicReference<>("");
        deadline = System.currentTimeMillis() + 30_000;
        while (!header.get().contains("stopped") && System.currentTimeMillis() < deadline) {
            UiThread.run(() -> {
                UiThread.settle();
                header.set(view.get().headerText());
            });
        }
        int made = view.get().results().size();
        assertTrue(made >= 1 && made < 16, "made " + made);
        assertTrue(header.get().contains("long lab, " + made + " of 16 runs, stopped"), header.get());
        UiThread.run(() -> assertTrue(view.get().outcomeText().startsWith("Recorded in the results history as campaign ")
                && !view.get().outcomeText().contains("variability unknown: run at least 2"), view.get().outcomeText()));
        // The rounds are shuffled, so which cell ran first varies: the other three are listed.
        assertTrue(header.get().contains("3 cell(s) never ran: "), header.get());
        String neverRan = header.get().substring(header.get().indexOf("3 cell(s) never ran: ") + "3 cell(s) never ran: ".length());
        assertEquals(3, neverRan.strip().split("; ").length, header.get());
        assertTrue(neverRan.startsWith("1 MiB x1024, "), header.get());
        UiThread.run(() -> screenshot(view.get(), "results-stopped"));
        AtomicReference<Job> listing = new AtomicReference<>();
        UiThread.run(() -> listing.set(view.get().refreshHistory()));
        await(listing.get(), 60);
        AtomicReference<mftwb.history.StoredCampaign> stored = new AtomicReference<>();
        UiThread.run(() -> {
            UiThread.settle();
            stored.set(view.get().historyShown().stream().filter(h -> h.name().equals("long lab")).findFirst().orElseThrow());
            assertEquals(made + " of 16 runs, stopped", stored.get().runsText());
            view.get().showHistory();
            screenshot(view.get(), "results-history-stopped");
        });
        // A restart makes the view anew: closed and opened again it shows the latest campaign of the history.
        UiThread.run(() -> page().hideView(view.get()));
        UiThread.run(() -> view.set(showResults()));
        deadline = System.currentTimeMillis() + 60_000;
        do {
            UiThread.run(() -> {
                UiThread.settle();
                header.set(view.get().headerText());
            });
        } while (!header.get().startsWith("campaign ") && System.currentTimeMillis() < deadline);
        assertTrue(header.get().startsWith("campaign " + stored.get().id() + " of the results history: #" + stored.get().id()
                + " long lab (") && header.get().contains(made + " of 16 runs, stopped), ended "), header.get());
        assertEquals(made, view.get().results().size());
        // Reopened from the History it lists the cells it never ran, as it did live (the plan's cells are stored).
        String reopened = header.get();
        assertTrue(reopened.contains("\n3 cell(s) never ran: 1 MiB x1024, "), reopened);
        assertEquals(neverRan, reopened.substring(reopened.indexOf("3 cell(s) never ran: ") + "3 cell(s) never ran: ".length()),
                "the same cells as live");
        UiThread.run(() -> screenshot(view.get(), "results-after-restart"));
    }

    /** Two campaigns both named "sig2 lab" compared as "sig2 lab against sig2 lab", A's cells without a match unsaid. */
    @Test
    void aComparisonNamesBothCampaignsByNumberAndDateAndSaysWhichCellsHaveNoMatch() throws Exception {
        Path a = dir.resolve("sig2-a.store.csv");
        Path b = dir.resolve("sig2-b.store.csv");
        try (ResultsStore older = ResultsStore.open(a, List.of("localhost"), "sig2 lab");
                ResultsStore newer = ResultsStore.open(b, List.of("localhost"), "sig2 lab")) {
            int run = 1;
            for (int transfers : new int[] { 1, 4 }) {
                for (int chunk : new int[] { 65536, 262144 }) {
                    older.append(new RunResult(run++, Backend.SFTP, spec(transfers, chunk), 1.0, 50L << 20, 50, Map.of(),
                            Map.of(), Optional.empty()));
                }
            }
            newer.append(new RunResult(1, Backend.SFTP, spec(1, 65536), 0.9, 50L << 20, 50, Map.of(), Map.of(), Optional.empty()));
        }
        Files.setLastModifiedTime(a, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 86_400_000L));
        AtomicReference<ResultsView> view = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        UiThread.run(() -> {
            view.set(showResults());
            job.set(view.get().importIntoHistory(List.of(a, b)));
        });
        await(job.get(), 60);
        List<mftwb.history.StoredCampaign> two = new java.util.ArrayList<>();
        UiThread.run(() -> {
            UiThread.settle();
            view.get().filterHistory("");
            for (Path file : List.of(a, b)) {
                view.get().historyShown().stream().filter(h -> h.source().equals(file.toAbsolutePath().toString()))
                        .forEach(two::add);
            }
            assertEquals(2, two.size(), view.get().historyStatus() + " " + view.get().historyShown());
            job.set(view.get().compareStored(two));
        });
        await(job.get(), 60);
        UiThread.run(() -> {
            UiThread.settle();
            String title = view.get().comparisonTitle();
            java.time.format.DateTimeFormatter date = java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
            assertTrue(title.startsWith("B: #" + two.get(1).id() + " sig2 lab (" + date.format(two.get(1).startedAt())
                    + ", 1 run(s)) against A: #" + two.get(0).id() + " sig2 lab (" + date.format(two.get(0).startedAt())
                    + ", 4 run(s)) - 1 cell(s) in both"), title);
            assertTrue(title.contains("\n3 of A's cells have no match in B: 1 MiB x50, 1T, 256 KiB, window 16, none, binary; "),
                    title);
            screenshot(view.get(), "results-comparison-unmatched");
        });
    }

    /** Six runs of each of two cells around the given times (seeded spread), one of them disturbed. */
    private Path campaign(String name, double seconds, long seed) throws Exception {
        java.util.Random random = new java.util.Random(seed);
        Path file = dir.resolve(name.replace(' ', '-') + ".store.csv");
        try (ResultsStore store = ResultsStore.open(file, List.of("localhost"), name)) {
            int run = 1;
            for (int transfers : new int[] { 1, 4 }) {
                for (int i = 0; i < 6; i++) {
                    double t = seconds / transfers * (1 + 0.01 * random.nextGaussian());
                    RunResult r = new RunResult(run++, Backend.SFTP, spec(transfers, 262144), t, 50L << 20, 50,
                            Map.of("localhost", 40.0), Map.of("localhost", 2), Optional.empty());
                    store.append(i == 5 && transfers == 4 ? r.disturbedBy("stall: no bytes moved for 3.4 s (limit 3 s)") : r);
                }
            }
        }
        return file;
    }

    @Test
    void theHistoryListsFiltersComparesAndDeletesCampaigns() throws Exception {
        Path before = campaign("window 16 baseline", 4.0, 1);
        Path after = campaign("window 64 candidate", 3.4, 2);
        AtomicReference<ResultsView> view = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        UiThread.run(() -> {
            view.set(showResults());
            job.set(view.get().importIntoHistory(List.of(before, after)));
        });
        await(job.get(), 60);
        List<mftwb.history.StoredCampaign> two = new java.util.ArrayList<>();
        UiThread.run(() -> {
            UiThread.settle();
            view.get().filterHistory("window");
            List<mftwb.history.StoredCampaign> shown = view.get().historyShown();
            assertTrue(shown.size() >= 2, shown.toString());
            assertTrue(view.get().historyStatus().contains("12 run(s) as campaign"), view.get().historyStatus());
            view.get().filterHistory("64 candidate");
            List<String> filtered = view.get().historyShown().stream().map(c -> c.name()).distinct().toList();
            assertEquals(List.of("window 64 candidate"), filtered, "the filter keeps only what matches");
            view.get().filterHistory("window");
            // The history outlives one test run (it is under target/): these two are the files imported here.
            for (Path file : List.of(before, after)) {
                shown.stream().filter(c -> c.source().equals(file.toAbsolutePath().toString())).forEach(two::add);
            }
            assertEquals(2, two.size(), shown.toString());
            view.get().filterHistory("");
            job.set(view.get().compareStored(two));
        });
        await(job.get(), 60);
        UiThread.run(() -> {
            UiThread.settle();
            List<mftwb.runner.stats.Comparison.CellChange> changes = view.get().comparison();
            assertEquals("Comparison: #" + two.get(1).id() + " window 64 candidate (B) against #" + two.get(0).id()
                    + " window 16 baseline (A), in the Comparison tab.",
                    view.get().outcomeText(), "the view's status says what is on show (it said 'No results yet')");
            assertEquals(2, changes.size());
            assertEquals(mftwb.runner.stats.Comparison.Verdict.FASTER, changes.get(0).verdict());
            assertEquals(5, changes.get(1).candidateRuns(), "the disturbed run is left out");
            // In the bottom folder, not maximized: the chart was a strip under a half-empty table.
            Screenshots.save(page().getWorkbenchWindow().getShell(), "results-comparison-in-folder");
            Table table = comparisonTable();
            Control chart = List.of(table.getParent().getChildren()).stream().filter(c -> c != table && !(c instanceof Sash))
                    .findFirst().orElseThrow();
            org.eclipse.swt.graphics.Rectangle space = table.getParent().getClientArea();
            assertTrue(chart.getSize().y >= space.height * 9 / 10 && chart.getSize().x >= space.width / 2,
                    "the chart gets the folder's height and most of its width: chart " + chart.getSize() + " of " + space);
            screenshot(view.get(), "results-comparison");
        });
        UiThread.run(() -> job.set(view.get().deleteStored(two.get(0))));
        await(job.get(), 60);
        long deadline = System.currentTimeMillis() + 30_000;
        AtomicReference<List<mftwb.history.StoredCampaign>> left = new AtomicReference<>();
        do {
            UiThread.run(() -> {
                UiThread.settle();
                left.set(view.get().historyShown());
            });
        } while (left.get().stream().anyMatch(c -> c.id() == two.get(0).id()) && System.currentTimeMillis() < deadline);
        assertTrue(left.get().stream().noneMatch(c -> c.id() == two.get(0).id()), "deleted: " + left.get());
        assertTrue(left.get().stream().anyMatch(c -> c.id() == two.get(1).id()), "the other stays");
        UiThread.run(() -> {
            view.get().showHistory();
            screenshot(view.get(), "results-history");
        });
    }

    /**
     * A campaign opened from the history has no results file: its report and CSV are named after the
     * campaign (the report used to fail on the missing file, the CSV took the file's name).
     */
    @Test
    void aCampaignOpenedFromTheHistoryExportsItsReportAndCsvUnderItsOwnName() throws Exception {
        Path stored = campaign("chunk sweep: monday", 2.0, 3);
        AtomicReference<ResultsView> view = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        UiThread.run(() -> {
            view.set(showResults());
            job.set(view.get().importIntoHistory(List.of(stored)));
        });
        await(job.get(), 60);
        UiThread.run(() -> {
            UiThread.settle();
            mftwb.history.StoredCampaign c = view.get().historyShown().stream()
                    .filter(s -> s.source().equals(stored.toAbsolutePath().toString())).findFirst().orElseThrow();
            job.set(view.get().openStored(c));
        });
        await(job.get(), 60);
        Path folder = dir.resolve("from-history");
        UiThread.run(() -> {
            UiThread.settle();
            assertEquals(12, view.get().results().size());
            job.set(view.get().exportHtmlReport(folder));
        });
        await(job.get(), 60);
        assertTrue(job.get().getResult().isOK(), job.get().getResult().toString());
        String page = Files.readString(folder.resolve(HtmlReport.PAGE));
        assertTrue(page.contains("<title>Campaign report: chunk sweep: monday</title>"), page);
        assertTrue(page.contains("of the results history (" + stored.toAbsolutePath() + ")"), "the page says where the runs came from");
        Path csv = dir.resolve("c4.csv");
        UiThread.run(() -> {
            try {
                view.get().exportCsv(csv);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertEquals("chunk sweep: monday", ResultsStore.read(csv).campaign(), "the campaign's name, not the file's");
    }

    @Test
    void exportHtmlReportWritesThePageWithItsTablesAndChartsForTheRunsOnShow() throws Exception {
        Path store = measuredRuns();
        Path folder = dir.resolve("exported").resolve("lab-report");
        AtomicReference<ResultsView> view = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        UiThread.run(() -> {
            view.set(showResults());
            view.get().load(store);
            job.set(view.get().exportHtmlReport(folder));
        });
        await(job.get(), 60);
        assertTrue(job.get().getResult().isOK(), job.get().getResult().toString());

        Document page = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(folder.resolve(HtmlReport.PAGE).toFile());
        Element runs = (Element) page.getElementsByTagName("table").item(2);
        assertEquals("runs", runs.getAttribute("id"), "after the best chunk sizes and the spread per cell");
        assertEquals(1 + 5, runs.getElementsByTagName("tr").getLength(), "header and the five runs on show");
        NodeList images = page.getElementsByTagName("img");
        assertEquals(3, images.getLength());
        for (int i = 0; i < images.getLength(); i++) {
            Path png = folder.resolve(((Element) images.item(i)).getAttribute("src"));
            BufferedImage image = ImageIO.read(png.toFile());
            assertEquals(HtmlReport.CHART_WIDTH, image.getWidth(), png.toString());
            assertEquals(HtmlReport.CHART_HEIGHT, image.getHeight(), png.toString());
        }
        UiThread.run(() -> {
            UiThread.settle();
            assertEquals("HTML report written: " + folder.resolve(HtmlReport.PAGE) + " (with 3 charts)",
                    view.get().outcomeText());
            assertEquals(List.of("45.0", "80.0"), view.get().bestColumn("% CPU localhost"),
                    "each case's % CPU per host, as the report's best chunk size table gives it");
            screenshot(view.get(), "results-html-report");
        });
    }

    @Test
    void useAsCalibrationMakesThePlannerCalibrateOnTheRunsAndShowsIt() throws Exception {
        Path store = measuredRuns();
        AtomicReference<PlannerView> planner = new AtomicReference<>();
        UiThread.run(() -> planner.set((PlannerView) page().showView(PlannerView.ID)));
        PlannerViewTest.awaitCalibration(planner.get(), text -> text.startsWith("Calibrated on "));
        CalibratedModel before = planner.get().model().orElseThrow();

        AtomicReference<ResultsView> view = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        UiThread.run(() -> {
            view.set(showResults());
            view.get().load(store);
            job.set(view.get().useAsCalibration());
        });
        await(job.get(), 60);
        assertTrue(job.get().getResult().isOK(), job.get().getResult().toString());

        Path yours = PlatformUI.getWorkbench().getService(WorkspaceCalibration.class).file();
        List<Measurement> rows = ScenarioFile.read(yours).measurements();
        assertEquals(4, rows.stream().filter(m -> m.table().equals("lab-monday")).count(), "the 4 good runs, not the failed one");
        String expected = "Calibrated on " + Planner.reportMeasurements().size()
                + " measured runs from IBM's published MFT reports and " + rows.size() + " of yours (" + yours + ")";
        PlannerViewTest.awaitCalibration(planner.get(), expected::equals);
        UiThread.run(() -> {
            UiThread.settle();
            assertTrue(page().isPartVisible(planner.get()), "the Planner comes up to show what it calibrates on");
            CalibratedModel after = planner.get().model().orElseThrow();
            assertNotEquals(before.parameters(), after.parameters(), "the model was fitted again, on these runs");
            assertTrue(planner.get().shownText().get(0).startsWith("Predicted "), planner.get().shownText().toString());
            assertTrue(view.get().outcomeText().startsWith("4 good run(s) of lab-monday added to the planner's calibration"),
                    view.get().outcomeText());
            screenshot(planner.get(), "planner-calibrated-on-your-runs");
        });
    }

    /** A campaign's results store as the runner writes it: 2 chunk sizes x 1 vs 4 transfers, and a failed run. */
    private Path measuredRuns() throws Exception {
        Path file = dir.resolve("lab-monday.store.csv");
        try (ResultsStore store = ResultsStore.open(file, List.of("localhost"))) {
            int run = 1;
            for (int transfers : new int[] { 1, 4 }) {
                for (int chunk : new int[] { 65536, 262144 }) {
                    double seconds = (transfers == 1 ? 0.9 : 0.5) * (chunk == 65536 ? 1.3 : 1.0);
                    store.append(new RunResult(run++, Backend.SFTP, spec(transfers, chunk), seconds, 50L << 20, 50,
                            Map.of("localhost", transfers == 1 ? 45.0 : 80.0), Map.of("localhost", 2), Optional.empty()));
                }
            }
            store.append(new RunResult(run, Backend.SFTP, spec(4, 262144), 0.2, 3L << 20, 3, Map.of(),
                    Map.of("localhost", 2), Optional.of("f000004.bin: connection to localhost lost")));
        }
        return file;
    }

    private static RunSpec spec(int transfers, int chunk) {
        return new RunSpec(1 << 20, 50, transfers, chunk, 16, Checksum.NONE, TransferMode.BINARY);
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }

    /** The Comparison tab's table (the Results view's only one beside a chart in a sash). */
    private static Table comparisonTable() {
        TabFolder tabs = descendants(page().getWorkbenchWindow().getShell()).stream().filter(TabFolder.class::isInstance)
                .map(TabFolder.class::cast).filter(f -> List.of(f.getItems()).stream().anyMatch(i -> i.getText().equals("Comparison")))
                .findFirst().orElseThrow();
        TabItem comparison = List.of(tabs.getItems()).stream().filter(i -> i.getText().equals("Comparison")).findFirst().orElseThrow();
        return descendants(comparison.getControl()).stream().filter(Table.class::isInstance).map(Table.class::cast).findFirst().orElseThrow();
    }

    private static List<Control> descendants(Control control) {
        List<Control> all = new java.util.ArrayList<>(List.of(control));
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                all.addAll(descendants(child));
            }
        }
        return all;
    }

    private static ResultsView showResults() throws Exception {
        return (ResultsView) page().showView(ResultsView.ID);
    }

    private static void await(Job job, int seconds) {
        long deadline = System.currentTimeMillis() + TimeUnit.SECONDS.toMillis(seconds);
        while (job.getResult() == null && System.currentTimeMillis() < deadline) {
            UiThread.run(UiThread::settle);
        }
        assertTrue(job.getResult() != null, job.getName() + " finished within " + seconds + " s");
    }

    /** Maximized, so the whole view is in the picture; restored afterwards. */
    private static void screenshot(IViewPart view, String name) throws Exception {
        IWorkbenchPage page = page();
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        UiThread.settle();
        Screenshots.save(page.getWorkbenchWindow().getShell(), name);
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
    }
}
