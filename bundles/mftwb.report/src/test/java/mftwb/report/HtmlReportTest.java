package mftwb.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.Backend;
import mftwb.runner.ResultsCsv;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;
import mftwb.runner.stats.CellSpread;
import mftwb.runner.stats.Comparison;
import mftwb.runner.stats.Outliers;
import mftwb.runner.stats.RepetitionsNeeded;
import mftwb.runner.stats.StatisticsCsv;

class HtmlReportTest {
    static final String NASTY_ERROR = "f000003.bin: <script>alert(\"x\")</script> & 'reset', 100% lost";

    @TempDir
    Path dir;

    static RunResult run(int run, int transfers, int chunk, double seconds, double cpu, Optional<String> error) {
        return new RunResult(run, Backend.SFTP, new RunSpec(1 << 20, 50, transfers, chunk, 16, Checksum.NONE,
                TransferMode.BINARY), seconds, 50L << 20, 50, Map.of("localhost", cpu), Map.of("localhost", 2), error);
    }

    /** 2 chunk sizes x 1 vs 4 transfers, the 64K single run twice, and one failed run. */
    static List<RunResult> campaign() {
        return List.of(run(1, 1, 65536, 1.0, 40, Optional.empty()), run(2, 1, 65536, 1.2, 42, Optional.empty()),
                run(3, 1, 262144, 0.5, 55, Optional.empty()), run(4, 4, 65536, 0.4, 80, Optional.empty()),
                run(5, 4, 262144, 0.6, 85, Optional.empty()), run(6, 4, 262144, 0.1, 5, Optional.of(NASTY_ERROR)));
    }

    private Path store(List<RunResult> runs) throws Exception {
        Path file = dir.resolve("lab & co-20261122-101010.store.csv");
        try (ResultsStore store = ResultsStore.open(file, List.of("localhost"))) {
            for (RunResult r : runs) {
                store.append(r);
            }
        }
        return file;
    }

    private static Document parse(Path html) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(html.toFile());
    }

    private static Element byId(Document page, String tag, String id) {
        NodeList all = page.getElementsByTagName(tag);
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (id.equals(e.getAttribute("id"))) {
                return e;
            }
        }
        throw new AssertionError("no <" + tag + " id=\"" + id + "\">");
    }

    private static List<List<String>> bodyRows(Element table) {
        List<List<String>> rows = new ArrayList<>();
        Element body = (Element) table.getElementsByTagName("tbody").item(0);
        NodeList trs = body.getElementsByTagName("tr");
        for (int i = 0; i < trs.getLength(); i++) {
            NodeList tds = ((Element) trs.item(i)).getElementsByTagName("td");
            List<String> row = new ArrayList<>();
            for (int c = 0; c < tds.getLength(); c++) {
                row.add(tds.item(c).getTextContent());
            }
            rows.add(row);
        }
        return rows;
    }

    @Test
    void thePageHoldsTheReportsTablesWithEveryTextEscaped() throws Exception {
        Path results = store(campaign());
        Path folder = dir.resolve("report");
        HtmlReport.Written written = HtmlReport.write(folder, results, ResultsStore.read(results),
                new NullProgressMonitor());

        assertEquals(folder.resolve("report.html"), written.page());
        Document page = parse(written.page());
        assertEquals("Campaign report: lab & co-20261122-101010", page.getElementsByTagName("title").item(0).getTextContent());
        List<List<String>> runs = bodyRows(byId(page, "table", "runs"));
        assertEquals(6, runs.size());
        assertEquals(List.of("1", "sftp", "1 MiB", "50", "1", "64 KiB", "16", "none", "binary", "1.00", "52.43", "50.0",
                "40.0", "15.3", "", ""), runs.get(0));
        assertEquals(NASTY_ERROR, runs.get(5).get(runs.get(5).size() - 1), "the error comes back as the user's text");
        Element failedRow = (Element) byId(page, "table", "runs").getElementsByTagName("tr").item(6);
        assertEquals("failed", failedRow.getAttribute("class"));
        assertEquals(List.of(List.of("1 MiB", "50", "1", "16", "none", "binary", "256 KiB", "1", "0.500", "104.86", "55.0",
                "picked from cells of fewer than 2 runs; not clearly better than 64 KiB"),
                List.of("1 MiB", "50", "4", "16", "none", "binary", "64 KiB", "1", "0.400", "131.07", "80.0",
                        "picked from cells of fewer than 2 runs; not clearly better than 256 KiB")),
                bodyRows(byId(page, "table", "best")), "the failed 0.1 s run never wins");
        String text = Files.readString(written.page());
        assertFalse(text.contains("<script>"), "user text never becomes markup");
        assertTrue(byId(page, "p", "source").getTextContent().startsWith("6 run(s), 1 failed, 0 disturbed"));
        List<List<String>> spread = bodyRows(byId(page, "table", "spread"));
        assertEquals(4, spread.size(), "one row per matrix cell");
        assertEquals(List.of("1 MiB", "50", "1", "64 KiB", "16", "none", "binary", "2", "0", "0", "1.100", "1.000 .. 1.200",
                "1.100", "0.141", "12.9", "47.66", "41.0"), spread.get(0));
        assertTrue(byId(page, "p", "advice").getTextContent().contains("to detect a 5% change at the variability measured"));
    }

    @Test
    void aDisturbedRunIsShownMarkedAndLeftOutOfTheMedians() throws Exception {
        List<RunResult> runs = new ArrayList<>(campaign());
        runs.add(run(7, 1, 65536, 9.0, 10, Optional.empty()).disturbedBy("stall: no bytes moved for 7.9 s (limit 3 s)"));
        Path results = store(runs);
        Document page = parse(HtmlReport.write(dir.resolve("report"), results, ResultsStore.read(results),
                new NullProgressMonitor()).page());
        Element row = (Element) byId(page, "table", "runs").getElementsByTagName("tr").item(7);
        assertEquals("disturbed", row.getAttribute("class"));
        assertTrue(row.getTextContent().contains("stall: no bytes moved for 7.9 s"));
        List<String> cell = bodyRows(byId(page, "table", "spread")).get(0);
        assertEquals(List.of("2", "1", "0", "1.100"), cell.subList(7, 11), "9 s is not in the median");
    }

    @Test
    void theBestChunkSizeIsTheCellOfLowestMedianAsTheSpreadPerCellShowsIt() throws Exception {
        // The tester's campaign: medians 64 KiB 0.579 s and 256 KiB 0.710 s; 256 KiB spreads so widely that its lucky
        // 0.51 s run is no outlier.
        Path results = store(List.of(run(1, 4, 65536, 0.579, 80, Optional.empty()),
                run(2, 4, 65536, 0.566, 80, Optional.empty()), run(3, 4, 65536, 0.602, 80, Optional.empty()),
                run(4, 4, 262144, 0.710, 80, Optional.empty()), run(5, 4, 262144, 0.51, 80, Optional.empty()),
                run(6, 4, 262144, 0.90, 80, Optional.empty())));
        Document page = parse(HtmlReport.write(dir.resolve("report"), results, ResultsStore.read(results),
                new NullProgressMonitor()).page());
        List<String> spread = bodyRows(byId(page, "table", "spread")).get(0);
        assertEquals(List.of("64 KiB", "3", "0.579", "90.55"), List.of(spread.get(3), spread.get(7), spread.get(10),
                spread.get(15)), "the 64 KiB cell of the spread per cell");
        assertEquals(List.of(List.of("1 MiB", "50", "4", "16", "none", "binary", "64 KiB", "3", "0.579", "90.55", "80.0",
                "not clearly better than 256 KiB")),
                bodyRows(byId(page, "table", "best")));
    }

    private static RunResult onHosts(int run, int chunk, double seconds, Map<String, Double> cpu, Optional<String> error) {
        return new RunResult(run, Backend.SFTP, new RunSpec(1 << 20, 50, 4, chunk, 16, Checksum.NONE, TransferMode.BINARY),
                seconds, 50L << 20, 50, cpu, Map.of("agent-a", 2, "agent-b", 2), error);
    }

    @Test
    void theBestChunkSizeAndTheSpreadGiveEachHostsMedianCpuOverTheCellsCountedRuns() throws Exception {
        // IBM's reports print each machine's % CPU beside every case; agent-b's sampler missed two runs and all of 256 KiB.
        List<RunResult> runs = List.of(onHosts(1, 65536, 0.50, Map.of("agent-a", 30.0, "agent-b", 60.0), Optional.empty()),
                onHosts(2, 65536, 0.52, Map.of("agent-a", 34.0), Optional.empty()),
                onHosts(3, 65536, 0.51, Map.of("agent-a", 31.0, "agent-b", 64.0), Optional.empty()),
                onHosts(4, 65536, 0.05, Map.of("agent-a", 99.0, "agent-b", 99.0), Optional.of("reset")),
                onHosts(5, 65536, 0.90, Map.of("agent-a", 2.0, "agent-b", 2.0), Optional.empty()).disturbedBy("stall"),
                onHosts(6, 262144, 0.70, Map.of("agent-a", 20.0), Optional.empty()),
                onHosts(7, 262144, 0.72, Map.of(), Optional.empty()));
        Path file = dir.resolve("two-hosts.store.csv");
        try (ResultsStore store = ResultsStore.open(file, List.of("agent-a", "agent-b"))) {
            for (RunResult r : runs) {
                store.append(r);
            }
        }
        Document page = parse(HtmlReport.write(dir.resolve("report"), file, ResultsStore.read(file),
                new NullProgressMonitor()).page());
        Element best = byId(page, "table", "best");
        NodeList headers = best.getElementsByTagName("th");
        assertEquals(List.of("median MB/s", "% CPU agent-a", "% CPU agent-b", "note"),
                List.of(headers.item(9).getTextContent(), headers.item(10).getTextContent(),
                        headers.item(11).getTextContent(), headers.item(12).getTextContent()), "named as in the runs");
        assertEquals(List.of("64 KiB", "31.0", "62.0"), List.of(bodyRows(best).get(0).get(6), bodyRows(best).get(0).get(10),
                bodyRows(best).get(0).get(11)), "medians of the counted runs only: not the failed nor the disturbed one");
        List<List<String>> spread = bodyRows(byId(page, "table", "spread"));
        assertEquals(List.of("31.0", "62.0"), spread.get(0).subList(16, 18));
        assertEquals(List.of("20.0", ""), spread.get(1).subList(16, 18), "no figure is made up where no run has one");
    }

    @Test
    void everyChartIsARealPngOfTheSizeThePageGivesIt() throws Exception {
        Path results = store(campaign());
        Path folder = dir.resolve("report");
        HtmlReport.Written written = HtmlReport.write(folder, results, ResultsStore.read(results),
                new NullProgressMonitor());

        NodeList images = parse(written.page()).getElementsByTagName("img");
        assertEquals(3, images.getLength());
        Set<Path> named = new HashSet<>();
        for (int i = 0; i < images.getLength(); i++) {
            Element img = (Element) images.item(i);
            Path png = folder.resolve(img.getAttribute("src"));
            named.add(png);
            BufferedImage image = ImageIO.read(png.toFile());
            assertTrue(image != null, png + " is not an image");
            assertEquals(Integer.parseInt(img.getAttribute("width")), image.getWidth(), png.toString());
            assertEquals(Integer.parseInt(img.getAttribute("height")), image.getHeight(), png.toString());
            assertEquals(HtmlReport.CHART_WIDTH, image.getWidth());
            assertTrue(colours(image) > 20, png + " has lines, bars and text, not one flat colour");
            assertFalse(img.getAttribute("alt").isBlank());
        }
        assertEquals(Set.copyOf(written.charts()), named);
        Path plain = Files.createFile(dir.resolve("plain"));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(written.page()),
                "a report is shared as freely as any file the user makes, not owner-only");
        try (var listing = Files.list(folder)) {
            assertEquals(List.of("cells.csv", "cpu-per-host.png", "report.html", "throughput-vs-chunk-size.png",
                    "time-vs-chunk-size.png"), listing.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary file left");
        }
    }

    private static int colours(BufferedImage image) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                seen.add(image.getRGB(x, y));
            }
        }
        return seen.size();
    }

    @Test
    void aResultTableFromTheCommandLineMakesAReportToo() throws Exception {
        Path csv = dir.resolve("results.csv");
        ResultsCsv.write(csv, campaign(), List.of("localhost"));
        HtmlReport.Written written = HtmlReport.write(dir.resolve("out"), csv, ResultsStore.read(csv),
                new NullProgressMonitor());
        Document page = parse(written.page());
        assertEquals("Campaign report: results", page.getElementsByTagName("title").item(0).getTextContent(),
                "a table written without a campaign name is named after its file");
        List<List<String>> runs = bodyRows(byId(page, "table", "runs"));
        assertEquals(5, runs.size(), "a result table holds the good runs only");
        assertEquals("15.3", runs.get(0).get(13), "CPU ms/MB as the command line printed it: the table keeps the cores");
        ResultsCsv.write(csv, "LAN: chunk size & concurrency", campaign(), List.of("localhost"));
        Document named = parse(HtmlReport.write(dir.resolve("out"), csv, ResultsStore.read(csv),
                new NullProgressMonitor()).page());
        assertEquals("Campaign report: LAN: chunk size & concurrency",
                named.getElementsByTagName("title").item(0).getTextContent());
        assertEquals("Campaign report: LAN: chunk size & concurrency", named.getElementsByTagName("h1").item(0).getTextContent());
    }

    /** A CSV's fields by its header's names, one map per row. */
    private static List<Map<String, String>> byName(String csv) {
        List<String> lines = csv.lines().toList();
        List<String> header = List.of(lines.get(0).split(","));
        return lines.subList(1, lines.size()).stream().map(line -> {
            String[] fields = line.split(",", -1);
            Map<String, String> row = new java.util.HashMap<>();
            for (int i = 0; i < header.size(); i++) {
                row.put(header.get(i), fields[i]);
            }
            return row;
        }).toList();
    }

    @Test
    void oneCellReadsTheSameInTheRunsCellsCsvTheReportAndAComparison() throws Exception {
        // The tester's cell: 4 runs (an even count, where the median of the runs' rates is not the rate at
        // the median time), seconds with every digit measured.
        List<RunResult> runs = Outliers.mark(List.of(run(1, 4, 262144, 0.3101394, 80, Optional.empty()),
                run(2, 4, 262144, 0.3241958, 80, Optional.empty()), run(3, 4, 262144, 0.3052817, 80, Optional.empty()),
                run(4, 4, 262144, 0.3198461, 80, Optional.empty())));
        List<CellSpread> cells = CellSpread.perCell(runs, false);
        String cellsCsv = StatisticsCsv.spread(cells);
        String advice = RepetitionsNeeded.advice(cells, 4);
        Path csv = dir.resolve("RESULTS.csv");
        ResultsCsv.write(csv, runs, List.of("localhost"));

        Path folder = dir.resolve("report");
        Document page = parse(HtmlReport.write(folder, csv, ResultsStore.read(csv), new NullProgressMonitor()).page());
        assertEquals(cellsCsv, Files.readString(folder.resolve(HtmlReport.SPREAD_CSV)), "campaign run's cells.csv");
        assertTrue(byId(page, "p", "advice").getTextContent().contains(advice.substring(0, advice.indexOf(" (this campaign"))),
                advice);
        Map<String, String> cell = byName(cellsCsv).get(0);
        assertEquals(List.of("0.315", "166.44"), List.of(cell.get("median_s"), cell.get("median_mb_per_s")));
        List<String> shown = bodyRows(byId(page, "table", "spread")).get(0);
        assertEquals(List.of(cell.get("median_s"), cell.get("median_mb_per_s")), List.of(shown.get(10), shown.get(15)));

        List<RunResult> readBack = Outliers.mark(ResultsStore.read(csv).results());
        Map<String, String> compared = byName(StatisticsCsv.comparison(Comparison.compare(readBack, readBack, false))).get(0);
        assertEquals(List.of(cell.get("median_s"), cell.get("median_mb_per_s")),
                List.of(compared.get("baseline_median_s"), compared.get("baseline_median_mb_per_s")), "campaign compare");
    }

    @Test
    void aCancelledExportLeavesTheFolderAsItWas() throws Exception {
        Path results = store(campaign());
        Path folder = Files.createDirectories(dir.resolve("existing"));
        Files.writeString(folder.resolve("report.html"), "the previous report");
        NullProgressMonitor cancelled = new NullProgressMonitor();
        cancelled.setCanceled(true);
        assertThrows(OperationCanceledException.class,
                () -> HtmlReport.write(folder, results, ResultsStore.read(results), cancelled));
        try (var listing = Files.list(folder)) {
            assertEquals(List.of("report.html"), listing.map(p -> p.getFileName().toString()).toList());
        }
        assertEquals("the previous report", Files.readString(folder.resolve("report.html")));
    }
}
