package mftwb.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;
import org.jfree.chart.JFreeChart;

import mftwb.model.AtomicFile;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunResult;
import mftwb.runner.stats.Bootstrap;
import mftwb.runner.stats.CellSpread;
import mftwb.runner.stats.Comparison;
import mftwb.runner.stats.Outliers;
import mftwb.runner.stats.RepetitionsNeeded;
import mftwb.runner.stats.StatisticsCsv;

/**
 * A campaign's results as a report folder: {@code report.html} with the reports' tables (best chunk
 * size per case, every run) and its charts as PNG files beside it. The markup is polyglot HTML
 * (also well-formed XML), so any HTML or XML reader opens it. Everything is drawn in memory first
 * and each file is written to a temporary file then moved into place, the page last: a cancelled or
 * failed export leaves the folder as it was, and a page never names a chart that is not there.
 */
public final class HtmlReport {
    public static final String PAGE = "report.html";
    public static final int CHART_WIDTH = 960;
    public static final int CHART_HEIGHT = 440;
    /** The spread per cell as CSV, beside a campaign's page. */
    public static final String SPREAD_CSV = "cells.csv";
    /** The comparison as CSV, beside a comparison's page. */
    public static final String COMPARISON_CSV = "comparison.csv";

    private HtmlReport() {
    }

    /** The files written. */
    public record Written(Path page, List<Path> charts) {
        public Written {
            charts = List.copyOf(charts);
        }
    }

    /**
     * Writes the report into {@code folder} (created if missing; other files in it are left alone),
     * titled after the campaign, disturbed runs shown but left out of medians and charts.
     *
     * @param resultsFile where the results were read from, quoted in the report
     */
    public static Written write(Path folder, Path resultsFile, ResultsStore.Contents contents, IProgressMonitor monitor)
            throws IOException {
        return write(folder, resultsFile.toAbsolutePath().toString(), contents, false, monitor);
    }

    /**
     * @param source           where the results came from (a file, a campaign in the results database)
     * @param includeDisturbed count disturbed runs in medians and charts too
     */
    public static Written write(Path folder, String source, ResultsStore.Contents contents, boolean includeDisturbed,
            IProgressMonitor monitor) throws IOException {
        List<RunResult> results = Outliers.mark(contents.results());
        Map<String, JFreeChart> charts = new LinkedHashMap<>();
        charts.put("throughput-vs-chunk-size.png", ReportCharts.throughputByChunkSize(results, includeDisturbed));
        charts.put("time-vs-chunk-size.png", ReportCharts.timeByChunkSize(results, includeDisturbed));
        charts.put("cpu-per-host.png", ReportCharts.cpuPerHost(results, contents.hosts()));
        String title = "Campaign report: " + contents.campaign();
        // One bootstrap per cell, for the page's tables and its cells.csv alike.
        List<CellSpread> cells = CellSpread.perCell(results, includeDisturbed);
        Map<String, byte[]> data = Map.of(SPREAD_CSV, StatisticsCsv.spread(cells).getBytes(StandardCharsets.UTF_8));
        return write(folder, charts, data, title, monitor, html -> {
            long failed = results.stream().filter(r -> !r.succeeded()).count();
            long disturbed = results.stream().filter(r -> r.succeeded() && r.isDisturbed()).count();
            html.append("<p id=\"source\">").append(results.size()).append(" run(s), ").append(failed)
                    .append(" failed, ").append(disturbed).append(" disturbed (")
                    .append(includeDisturbed ? "counted" : "shown, not counted").append("), from ")
                    .append(escape(source)).append("; written ")
                    .append(escape(ZonedDateTime.now().format(DateTimeFormatter.RFC_1123_DATE_TIME)))
                    .append(". MB are 10<sup>6</sup> bytes; % CPU is the mean of the whole host during the run.")
                    .append(contents.truncatedLastLine() ? " The file's last line was cut short by a crash and is left out."
                            : "")
                    .append("</p>\n<h2>Best chunk size per case</h2>\n");
            table(html, "best", ResultTables.bestChunkSizes(cells, contents.hosts()), -1);
            html.append("<h2>Spread per cell</h2>\n<p id=\"advice\">Also as <a href=\"" + SPREAD_CSV + "\">")
                    .append(SPREAD_CSV).append("</a>. Medians with their 95% bootstrap interval (seeded, ")
                    .append(Bootstrap.RESAMPLES).append(" resamples); median MB/s is the cell's bytes over its median ")
                    .append("time, as in every output; ")
                    .append(escape(RepetitionsNeeded.advice(cells, cells.stream().mapToInt(CellSpread::n).max().orElse(0))))
                    .append(".</p>\n");
            table(html, "spread", ResultTables.spread(cells, contents.hosts()), -1);
            images(html, charts);
            html.append("<h2>Runs</h2>\n");
            ResultTables.Table runs = ResultTables.runs(results, contents.hosts());
            table(html, "runs", runs, runs.columns().size() - 1);
        });
    }

    /**
     * An A/B comparison: the table of changes per cell and the chart of the time's change with its interval.
     *
     * @param unmatched the cells of one side only, as {@link ResultTables#unmatchedCells} says them
     */
    public static Written writeComparison(Path folder, String baseline, String candidate,
            List<Comparison.CellChange> changes, List<String> unmatched, boolean includeDisturbed, IProgressMonitor monitor)
            throws IOException {
        Map<String, JFreeChart> charts = new LinkedHashMap<>();
        charts.put("time-change.png", ReportCharts.timeChange(changes));
        String title = "Comparison: " + candidate + " against " + baseline;
        Map<String, byte[]> data = Map.of(COMPARISON_CSV, StatisticsCsv.comparison(changes).getBytes(StandardCharsets.UTF_8));
        return write(folder, charts, data, title, monitor, html -> {
            html.append("<p id=\"source\">Baseline (A): ").append(escape(baseline)).append("; candidate (B): ")
                    .append(escape(candidate)).append(". Changes are B against A in % of A's median, with 95% bootstrap ")
                    .append("intervals (seeded); faster or slower needs ").append(Comparison.MIN_RUNS)
                    .append(" runs on each side, the Mann-Whitney rank test of the times at ")
                    .append(Math.round(Comparison.SIGNIFICANCE * 100))
                    .append("% and the interval on the same side of 0; disturbed runs are ")
                    .append(includeDisturbed ? "counted" : "left out")
                    .append(". Written ").append(escape(ZonedDateTime.now().format(DateTimeFormatter.RFC_1123_DATE_TIME)))
                    .append(".</p>\n<p id=\"unmatched\">")
                    .append(escape(unmatched.isEmpty() ? ResultTables.EVERY_CELL_IN_BOTH : String.join(" ", unmatched)))
                    .append("</p>\n");
            table(html, "comparison", ResultTables.comparison(changes), -1);
            images(html, charts);
        });
    }

    /** Draws the charts, then writes them, the data files and last the page built by {@code body}. */
    private static Written write(Path folder, Map<String, JFreeChart> charts, Map<String, byte[]> data, String title,
            IProgressMonitor monitor, java.util.function.Consumer<StringBuilder> body) throws IOException {
        SubMonitor progress = SubMonitor.convert(monitor, "Writing the report", charts.size() + 2);
        Map<String, byte[]> images = new LinkedHashMap<>();
        for (Map.Entry<String, JFreeChart> chart : charts.entrySet()) {
            progress.split(1).subTask("drawing " + chart.getKey());
            images.put(chart.getKey(), ReportCharts.png(chart.getValue(), CHART_WIDTH, CHART_HEIGHT));
        }
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n")
                .append("<meta charset=\"utf-8\"/>\n<title>").append(escape(title)).append("</title>\n")
                .append("<style>\nbody { font-family: sans-serif; margin: 2em; color: #222; }\n")
                .append("table { border-collapse: collapse; margin-bottom: 1.5em; }\n")
                .append("th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: right; }\n")
                .append("th { background: #f0f0f0; }\ntr.failed td { color: #b00000; }\n")
                .append("tr.disturbed td { color: #8a6d00; font-style: italic; }\n")
                .append("td.error { text-align: left; }\nimg { display: block; margin-bottom: 1.5em; }\n</style>\n")
                .append("</head>\n<body>\n<h1>").append(escape(title)).append("</h1>\n");
        body.accept(html);
        byte[] page = html.append("</body>\n</html>\n").toString().getBytes(StandardCharsets.UTF_8);
        progress.split(1).subTask("writing " + folder);
        Files.createDirectories(folder);
        List<Path> written = new ArrayList<>();
        for (Map.Entry<String, byte[]> image : images.entrySet()) {
            written.add(replace(folder.resolve(image.getKey()), image.getValue()));
        }
        for (Map.Entry<String, byte[]> file : data.entrySet()) {
            replace(folder.resolve(file.getKey()), file.getValue());
        }
        Path pageFile = replace(folder.resolve(PAGE), page);
        progress.worked(1);
        return new Written(pageFile, written);
    }

    private static void images(StringBuilder html, Map<String, JFreeChart> charts) {
        html.append("<h2>Charts</h2>\n");
        charts.forEach((file, chart) -> html.append("<img src=\"").append(escape(file)).append("\" width=\"")
                .append(CHART_WIDTH).append("\" height=\"").append(CHART_HEIGHT).append("\" alt=\"")
                .append(escape(chart.getTitle().getText())).append("\"/>\n"));
    }

    private static void table(StringBuilder html, String id, ResultTables.Table table, int errorColumn) {
        html.append("<table id=\"").append(id).append("\">\n<thead><tr>");
        table.columns().forEach(c -> html.append("<th>").append(escape(c)).append("</th>"));
        html.append("</tr></thead>\n<tbody>\n");
        for (int i = 0; i < table.rows().size(); i++) {
            html.append(table.failedRows().contains(i) ? "<tr class=\"failed\">"
                    : table.disturbedRows().contains(i) ? "<tr class=\"disturbed\">" : "<tr>");
            List<String> row = table.rows().get(i);
            for (int c = 0; c < row.size(); c++) {
                html.append(c == errorColumn ? "<td class=\"error\">" : "<td>").append(escape(row.get(c))).append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table>\n");
    }

    /** Text for an element or a quoted attribute; only the XML entities, so the page stays well-formed XML. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c < 0x20 && c != '\n' && c != '\t' ? ' ' : c);
            }
        }
        return out.toString();
    }

    private static Path replace(Path file, byte[] content) throws IOException {
        Path temp = AtomicFile.temporaryBeside(file, ".tmp");
        try {
            Files.write(temp, content);
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
        return file;
    }
}
