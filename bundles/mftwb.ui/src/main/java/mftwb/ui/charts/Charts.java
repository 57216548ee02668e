package mftwb.ui.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.Stroke;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiConsumer;

import javax.imageio.ImageIO;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.swt.ChartComposite;

import mftwb.ui.files.AtomicFiles;

/** The one place that gives every chart of the product the same look and the same PNG export. */
public final class Charts {
    /** Colours for series in order: readable on white and distinct for the usual 3-6 series. */
    public static final List<Color> SERIES_COLOURS = List.of(new Color(0x1f77b4), new Color(0xd62728),
            new Color(0xff7f0e), new Color(0x2ca02c), new Color(0x9467bd), new Color(0x8c564b), new Color(0x17becf));

    private static final Color GRID = new Color(0xdddddd);

    private Charts() {
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

    /** Shows a chart in SWT, with JFreeChart's mouse zoom (drag) and its context menu. */
    public static ChartComposite embed(Composite parent, JFreeChart chart) {
        ChartComposite composite = new ChartComposite(parent, SWT.NONE, chart, true);
        composite.setDomainZoomable(true);
        composite.setRangeZoomable(false);
        return composite;
    }

    /**
     * Writes the charts one under the other into one PNG; a failed export never leaves half an
     * image where the user asked for it.
     */
    public static void savePng(List<JFreeChart> charts, Path file, int width, int heightEach) throws IOException {
        BufferedImage image = new BufferedImage(width, Math.max(1, charts.size()) * heightEach, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            for (int i = 0; i < charts.size(); i++) {
                charts.get(i).draw(g, new Rectangle2D.Double(0, (double) i * heightEach, width, heightEach));
            }
        } finally {
            g.dispose();
        }
        AtomicFiles.write(file, out -> ImageIO.write(image, "png", out));
    }
}
