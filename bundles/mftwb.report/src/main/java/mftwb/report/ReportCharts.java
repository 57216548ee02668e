package mftwb.report;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.text.DecimalFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleBiFunction;

import javax.imageio.ImageIO;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;
import mftwb.runner.stats.Bootstrap;
import mftwb.runner.stats.CellSpread;
import mftwb.runner.stats.Comparison;

/**
 * The report's charts, as the published reports draw them: throughput and time against chunk size
 * with one line per case (the median of the repetitions, with its 95% interval as an error bar;
 * disturbed runs left out), and % CPU of each host per run.
 */
public final class ReportCharts {
    private static final String NO_GOOD_RUN = "no good run to draw";

    private ReportCharts() {
    }

    /** MB/s against chunk size, one line per case. */
    public static JFreeChart throughputByChunkSize(List<RunResult> results) {
        return throughputByChunkSize(results, false);
    }

    public static JFreeChart throughputByChunkSize(List<RunResult> results, boolean includeDisturbed) {
        // A cell moves the same bytes every run, so MB/s is bytes over time: its median and interval
        // are the time's, turned over.
        return byChunkSize("Throughput vs chunk size", "MB/s", results, includeDisturbed, (c, t) -> mb(c) / t);
    }

    /** Seconds per run against chunk size, one line per case. */
    public static JFreeChart timeByChunkSize(List<RunResult> results) {
        return timeByChunkSize(results, false);
    }

    public static JFreeChart timeByChunkSize(List<RunResult> results, boolean includeDisturbed) {
        return byChunkSize("Time vs chunk size", "seconds", results, includeDisturbed, (c, t) -> t);
    }

    private static double mb(CellSpread c) {
        return c.cell().totalBytes() / 1e6;
    }

    /** Mean % CPU of each host during each good run. */
    public static JFreeChart cpuPerHost(List<RunResult> results, List<String> hosts) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (RunResult r : results) {
            if (r.succeeded()) {
                for (String host : hosts) {
                    Double cpu = r.cpuPercent().get(host);
                    if (cpu != null) {
                        data.addValue(cpu, host, Integer.valueOf(r.run()));
                    }
                }
            }
        }
        JFreeChart chart = ChartLook.styled(ChartFactory.createBarChart("% CPU per host", "run", "% CPU (whole host)",
                data, PlotOrientation.VERTICAL, true, false, false));
        chart.getCategoryPlot().setNoDataMessage(NO_GOOD_RUN);
        chart.getCategoryPlot().getRangeAxis().setUpperBound(100);
        return chart;
    }

    /**
     * @param value the figure drawn for a cell, from its time in seconds (applied to the median and to
     *              both ends of its interval)
     */
    private static JFreeChart byChunkSize(String title, String valueAxis, List<RunResult> results,
            boolean includeDisturbed, ToDoubleBiFunction<CellSpread, Double> value) {
        Map<String, Map<Integer, CellSpread>> lines = new LinkedHashMap<>();
        boolean severalWindows = results.stream().map(r -> r.spec().window()).distinct().count() > 1;
        for (CellSpread c : CellSpread.perCell(results, includeDisturbed)) {
            if (c.n() > 0) {
                lines.computeIfAbsent(caseName(c.cell(), severalWindows), k -> new TreeMap<>()).put(c.cell().chunkBytes(), c);
            }
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        lines.forEach((name, byChunk) -> {
            YIntervalSeries series = new YIntervalSeries(name);
            byChunk.forEach((chunk, c) -> {
                double median = value.applyAsDouble(c, c.medianSeconds());
                double a = c.medianInterval().isKnown() ? value.applyAsDouble(c, c.medianInterval().low()) : median;
                double b = c.medianInterval().isKnown() ? value.applyAsDouble(c, c.medianInterval().high()) : median;
                series.add(chunk / 1024.0, median, Math.min(a, b), Math.max(a, b));
            });
            data.addSeries(series);
        });
        JFreeChart chart = ChartFactory.createXYLineChart(title, "chunk size (KiB)", valueAxis, data,
                PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        // Chunk sizes double from one to the next (64K, 128K, ...): equal steps on a base-2 axis.
        LogAxis chunkAxis = new LogAxis("chunk size (KiB)");
        chunkAxis.setBase(2);
        chunkAxis.setTickUnit(new NumberTickUnit(1));
        chunkAxis.setNumberFormatOverride(new DecimalFormat("#,##0"));
        plot.setDomainAxis(chunkAxis);
        XYErrorRenderer bars = new XYErrorRenderer();
        bars.setDefaultLinesVisible(true);
        bars.setDrawXError(false);
        bars.setCapLength(6);
        plot.setRenderer(bars);
        plot.setNoDataMessage(NO_GOOD_RUN);
        return ChartLook.styled(chart);
    }

    /**
     * The change of the median time per cell from baseline to candidate, with its 95% interval as an
     * error bar: a bar that stays clear of 0 is a real change, so 0 is always on the axis, and a cell
     * with too few runs for a verdict gets no bar (its interval from 2 or 3 runs can miss 0 by chance).
     */
    public static JFreeChart timeChange(List<Comparison.CellChange> changes) {
        YIntervalSeries series = new YIntervalSeries("time change (B against A)");
        List<String> names = new java.util.ArrayList<>();
        // Labels name window, checksum and mode where the cells compared differ in them (else two cells could share a label).
        List<RunSpec> cells = changes.stream().map(Comparison.CellChange::cell).toList();
        boolean windows = cells.stream().map(RunSpec::window).distinct().count() > 1;
        boolean checksums = cells.stream().map(RunSpec::checksum).distinct().count() > 1;
        boolean modes = cells.stream().map(RunSpec::mode).distinct().count() > 1;
        for (Comparison.CellChange c : changes) {
            double change = c.seconds().percent();
            if (!Double.isNaN(change)) {
                Bootstrap.Interval interval = c.seconds().interval();
                boolean drawn = interval.isKnown() && c.verdict() != Comparison.Verdict.TOO_FEW_RUNS;
                series.add(names.size(), change, drawn ? interval.low() : change, drawn ? interval.high() : change);
                names.add(ResultTables.cellName(c.cell(), windows, checksums, modes)
                        + (c.verdict() == Comparison.Verdict.TOO_FEW_RUNS ? " (too few runs)" : ""));
            }
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(series);
        JFreeChart chart = ChartFactory.createScatterPlot("Time change per cell, with its 95% interval", "cell",
                "% change of median time", data, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        plot.setDomainAxis(new SymbolAxis("cell", names.toArray(String[]::new)));
        ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(true);
        XYErrorRenderer bars = new XYErrorRenderer();
        bars.setDrawXError(false);
        bars.setCapLength(8);
        plot.setRenderer(bars);
        plot.addRangeMarker(new ValueMarker(0));
        plot.setNoDataMessage("no matrix cell in both campaigns");
        return ChartLook.styled(chart);
    }

    /** A case as the reports name it, e.g. "50 x 1 MiB, 4 transfers, md5, text". */
    static String caseName(RunSpec s, boolean withWindow) {
        return s.fileCount() + " x " + ResultTables.size(s.fileSizeBytes()) + ", " + s.transfers()
                + (s.transfers() == 1 ? " transfer" : " transfers") + ", " + s.checksum().word() + ", " + s.mode().word()
                + (withWindow ? ", window " + s.window() : "");
    }

    /** The chart as PNG bytes, drawn off screen (works headless). */
    public static byte[] png(JFreeChart chart, int width, int height) throws IOException {
        BufferedImage image = chart.createBufferedImage(width, height, BufferedImage.TYPE_INT_RGB, null);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (!ImageIO.write(image, "png", out)) {
            throw new IOException("no PNG writer in this Java runtime");
        }
        return out.toByteArray();
    }
}
