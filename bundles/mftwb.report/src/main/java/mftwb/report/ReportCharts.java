package mftwb.report;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.text.DecimalFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

import javax.imageio.ImageIO;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/**
 * The report's charts, as the published reports draw them: throughput and time against chunk size
 * with one line per case (repetitions averaged), and % CPU of each host per run.
 */
public final class ReportCharts {
    private static final String NO_GOOD_RUN = "no good run to draw";

    private ReportCharts() {
    }

    /** MB/s against chunk size, one line per case. */
    public static JFreeChart throughputByChunkSize(List<RunResult> results) {
        return byChunkSize("Throughput vs chunk size", "MB/s", results, RunResult::mbPerSecond);
    }

    /** Seconds per run against chunk size, one line per case. */
    public static JFreeChart timeByChunkSize(List<RunResult> results) {
        return byChunkSize("Time vs chunk size", "seconds", results, RunResult::seconds);
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

    private static JFreeChart byChunkSize(String title, String valueAxis, List<RunResult> results,
            ToDoubleFunction<RunResult> value) {
        Map<String, Map<Integer, List<Double>>> lines = new LinkedHashMap<>();
        boolean severalWindows = results.stream().map(r -> r.spec().window()).distinct().count() > 1;
        for (RunResult r : results) {
            if (r.succeeded()) {
                lines.computeIfAbsent(caseName(r.spec(), severalWindows), k -> new TreeMap<>())
                        .computeIfAbsent(r.spec().chunkBytes(), k -> new ArrayList<>()).add(value.applyAsDouble(r));
            }
        }
        XYSeriesCollection data = new XYSeriesCollection();
        lines.forEach((name, byChunk) -> {
            XYSeries series = new XYSeries(name);
            byChunk.forEach((chunk, values) -> series.add(chunk / 1024.0,
                    values.stream().mapToDouble(Double::doubleValue).average().orElseThrow()));
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
        plot.setRenderer(new XYLineAndShapeRenderer(true, true));
        plot.setNoDataMessage(NO_GOOD_RUN);
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
