package mftwb.ui.archive;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.text.DecimalFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

import mftwb.planner.ArchiveAdvice;
import mftwb.planner.ByteSize;
import mftwb.planner.Mechanism;
import mftwb.planner.Prediction;
import mftwb.planner.SizeBin;
import mftwb.report.ChartLook;
import mftwb.ui.charts.Charts;

/**
 * The advisor's three charts: the files by size class, where the time goes as files and archived,
 * and the same volume as files of one size (the curves whose gap gives the threshold).
 */
final class ArchiveCharts {
    private final JFreeChart histogram;
    private final JFreeChart breakdown;
    private final JFreeChart bySize;

    ArchiveCharts(Composite parent) {
        histogram = ChartLook.styled(ChartFactory.createBarChart("Files by size", "file size", "files",
                new DefaultCategoryDataset(), PlotOrientation.VERTICAL, false, true, false));
        // Seven size classes share a third of the view: slanted labels stay whole.
        histogram.getCategoryPlot().getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        Charts.embed(parent, histogram);
        breakdown = ChartLook.styled(ChartFactory.createStackedBarChart("Where the time goes", "", "predicted seconds",
                new DefaultCategoryDataset(), PlotOrientation.HORIZONTAL, true, true, false));
        Charts.embed(parent, breakdown);
        bySize = ChartLook.styled(ChartFactory.createXYLineChart("This volume as files of one size", "file size (KiB)",
                "predicted seconds", new XYSeriesCollection(), PlotOrientation.VERTICAL, true, true, false));
        XYPlot plot = (XYPlot) bySize.getPlot();
        LogAxis sizeAxis = new LogAxis("file size (KiB)");
        sizeAxis.setBase(2);
        sizeAxis.setTickUnit(new NumberTickUnit(2));
        sizeAxis.setNumberFormatOverride(new DecimalFormat("#,##0"));
        plot.setDomainAxis(sizeAxis);
        // Powers of two, as many as fit: round numbers at any range of seconds.
        LogAxis secondsAxis = new LogAxis("predicted seconds");
        secondsAxis.setBase(2);
        secondsAxis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        secondsAxis.setNumberFormatOverride(new DecimalFormat("#,##0.###"));
        plot.setRangeAxis(secondsAxis);
        Charts.embed(parent, bySize);
    }

    List<JFreeChart> charts() {
        return List.of(histogram, breakdown, bySize);
    }

    void show(ArchiveAdvice advice) {
        DefaultCategoryDataset files = new DefaultCategoryDataset();
        for (SizeBin bin : advice.histogram()) {
            files.addValue(bin.files(), "files", binLabel(bin));
        }
        histogram.getCategoryPlot().setDataset(files);
        showBreakdown(advice);
        showBySize(advice);
    }

    /** "4K-64K": seven classes must fit under a third of the view. */
    private static String binLabel(SizeBin bin) {
        if (bin.fromBytes() == 0) {
            return "< " + shortSize(bin.toBytes());
        }
        return bin.toBytes() == Long.MAX_VALUE ? ">= " + shortSize(bin.fromBytes())
                : shortSize(bin.fromBytes()) + "-" + shortSize(bin.toBytes());
    }

    private static String shortSize(long bytes) {
        return ByteSize.compact(bytes).replace("iB", "").replace(" ", "");
    }

    private void showBreakdown(ArchiveAdvice advice) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        String archived = String.format(Locale.ROOT, "%,d x %s", advice.archives(), advice.format().label());
        String files = String.format(Locale.ROOT, "%,d files", advice.files());
        Prediction asFiles = advice.asFiles();
        Optional<ArchiveAdvice.SmallArchived> small = advice.smallArchived();
        String smallOnly = small.map(s -> String.format(Locale.ROOT, "up to %s archived", shortSize(s.upToBytes()))).orElse("");
        // Mechanisms below half a percent of the longer time would only crowd the legend.
        double visible = 0.005 * Math.max(asFiles.seconds(), advice.archived().seconds());
        for (Mechanism m : Mechanism.values()) {
            double filesSeconds = asFiles.breakdown().getOrDefault(m, 0.0);
            double archivesSeconds = advice.archived().breakdown().getOrDefault(m, 0.0);
            double smallSeconds = small.map(s -> s.prediction().breakdown().getOrDefault(m, 0.0)).orElse(0.0);
            if (filesSeconds > visible || archivesSeconds > visible || smallSeconds > visible) {
                data.addValue(filesSeconds, m.label(), files);
                if (small.isPresent()) {
                    data.addValue(smallSeconds, m.label(), smallOnly);
                }
                data.addValue(archivesSeconds, m.label(), archived);
            }
        }
        breakdown.getCategoryPlot().setDataset(data);
    }

    private void showBySize(ArchiveAdvice advice) {
        XYSeries asFiles = new XYSeries("as files");
        XYSeries archived = new XYSeries("archived (" + advice.format().label() + ")");
        for (ArchiveAdvice.SizePoint p : advice.bySize()) {
            asFiles.add(p.fileBytes() / 1024.0, p.asFilesSeconds());
            archived.add(p.fileBytes() / 1024.0, p.archivedSeconds());
        }
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(asFiles);
        data.addSeries(archived);
        XYPlot plot = (XYPlot) bySize.getPlot();
        plot.setDataset(data);
        plot.clearDomainMarkers();
        if (advice.bySize().isEmpty()) {
            return;
        }
        // Log scale: the middle of the axis is the geometric mean of its ends.
        double middleBytes = Math.sqrt((double) advice.bySize().getFirst().fileBytes() * advice.bySize().getLast().fileBytes());
        if (advice.thresholdBytes() > 0) {
            plot.addDomainMarker(marker(advice.thresholdBytes(), "pays up to " + ByteSize.compact(advice.thresholdBytes()),
                    ChartLook.SERIES_COLOURS.get(3), true, advice.thresholdBytes() > middleBytes));
        }
        long meanBytes = Math.max(1, advice.totalBytes() / advice.files());
        plot.addDomainMarker(marker(meanBytes, "your files: " + ByteSize.format(meanBytes) + " mean", Color.DARK_GRAY,
                false, meanBytes > middleBytes));
    }

    /**
     * A dashed line at a file size, labelled at the top or the bottom (two labels never overlap),
     * on the side of the line that has room.
     */
    private static ValueMarker marker(long bytes, String label, Color colour, boolean top, boolean labelOnTheLeft) {
        ValueMarker marker = new ValueMarker(bytes / 1024.0, colour, new BasicStroke(1f, BasicStroke.CAP_BUTT,
                BasicStroke.JOIN_MITER, 1f, new float[] { 4f, 3f }, 0f));
        marker.setLabel(label);
        marker.setLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        marker.setLabelPaint(colour);
        if (labelOnTheLeft) {
            marker.setLabelAnchor(top ? RectangleAnchor.TOP_LEFT : RectangleAnchor.BOTTOM_LEFT);
            marker.setLabelTextAnchor(top ? TextAnchor.TOP_RIGHT : TextAnchor.BOTTOM_RIGHT);
        } else {
            marker.setLabelAnchor(top ? RectangleAnchor.TOP_RIGHT : RectangleAnchor.BOTTOM_RIGHT);
            marker.setLabelTextAnchor(top ? TextAnchor.TOP_LEFT : TextAnchor.BOTTOM_LEFT);
        }
        return marker;
    }
}
