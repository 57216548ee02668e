package mftwb.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Paint;
import java.awt.Stroke;
import java.util.List;
import java.util.function.BiConsumer;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;

/**
 * The one look of every chart of the product, on screen and in reports. AWT and JFreeChart only,
 * so headless reports draw the same charts as the workbench.
 */
public final class ChartLook {
    /** Colours for series in order: readable on white and distinct for the usual 3-6 series. */
    public static final List<Color> SERIES_COLOURS = List.of(new Color(0x1f77b4), new Color(0xd62728),
            new Color(0xff7f0e), new Color(0x2ca02c), new Color(0x9467bd), new Color(0x8c564b), new Color(0x17becf));

    private static final Color GRID = new Color(0xdddddd);

    private ChartLook() {
    }

    private static void colour(BiConsumer<Integer, Paint> paint, BiConsumer<Integer, Stroke> stroke) {
        for (int i = 0; i < SERIES_COLOURS.size(); i++) {
            paint.accept(i, SERIES_COLOURS.get(i));
            stroke.accept(i, new BasicStroke(1.5f));
        }
    }

    /** Applies the product style to a chart made by a JFreeChart factory. */
    public static JFreeChart styled(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        if (chart.getPlot() instanceof XYPlot plot) {
            plot.setDomainGridlinePaint(GRID);
            plot.setRangeGridlinePaint(GRID);
            colour(plot.getRenderer()::setSeriesPaint, plot.getRenderer()::setSeriesStroke);
        } else if (chart.getPlot() instanceof CategoryPlot plot) {
            plot.setRangeGridlinePaint(GRID);
            ((BarRenderer) plot.getRenderer()).setBarPainter(new StandardBarPainter());
            ((BarRenderer) plot.getRenderer()).setShadowVisible(false);
            colour(plot.getRenderer()::setSeriesPaint, plot.getRenderer()::setSeriesStroke);
        }
        chart.getPlot().setBackgroundPaint(Color.WHITE);
        chart.getPlot().setOutlineVisible(false);
        return chart;
    }
}
