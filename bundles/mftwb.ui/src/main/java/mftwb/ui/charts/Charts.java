package mftwb.ui.charts;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.swt.ChartComposite;

import mftwb.model.AtomicFile;

/** Charts in SWT, and their PNG export; the look itself is {@link mftwb.report.ChartLook}'s. */
public final class Charts {
    private Charts() {
    }

    /** Shows a chart in SWT, with JFreeChart's mouse zoom (drag) and its context menu. */
    public static ChartComposite embed(Composite parent, JFreeChart chart) {
        return embed(parent, chart, ChartComposite.DEFAULT_MINIMUM_DRAW_WIDTH, ChartComposite.DEFAULT_MINIMUM_DRAW_HEIGHT);
    }

    /**
     * As {@link #embed(Composite, JFreeChart)}, drawn at its real size down to the given one; below
     * that JFreeChart draws it bigger and shrinks the picture, fonts and all.
     */
    public static ChartComposite embed(Composite parent, JFreeChart chart, int minimumDrawWidth, int minimumDrawHeight) {
        ChartComposite composite = new ChartComposite(parent, SWT.NONE, chart, ChartComposite.DEFAULT_WIDTH,
                ChartComposite.DEFAULT_HEIGHT, minimumDrawWidth, minimumDrawHeight, ChartComposite.DEFAULT_MAXIMUM_DRAW_WIDTH,
                ChartComposite.DEFAULT_MAXIMUM_DRAW_HEIGHT, true, true, true, true, true, true);
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
        AtomicFile.replace(file, out -> ImageIO.write(image, "png", out));
    }
}
