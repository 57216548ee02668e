package mftwb.ui.topology.canvas;

/**
 * The world-to-screen transform of the canvas: screen = (world - origin) * scale. Zooming keeps
 * the world point under the mouse still, as users expect from maps and diagram tools.
 */
public final class Viewport {
    /** Low enough that Fit shows a thousand-agent estate whole (as host summaries). */
    public static final double MIN_SCALE = 0.05;
    public static final double MAX_SCALE = 4.0;
    /** One zoom step (wheel notch or toolbar button). */
    public static final double STEP = 1.2;

    private double scale = 1.0;
    private double originX;
    private double originY;

    /** A viewport at this scale with world point (originX, originY) at the screen's top-left corner. */
    public static Viewport at(double scale, double originX, double originY) {
        Viewport view = new Viewport();
        view.scale = scale;
        view.originX = originX;
        view.originY = originY;
        return view;
    }

    public double scale() {
        return scale;
    }

    public double originX() {
        return originX;
    }

    public double originY() {
        return originY;
    }

    public double toScreenX(double worldX) {
        return (worldX - originX) * scale;
    }

    public double toScreenY(double worldY) {
        return (worldY - originY) * scale;
    }

    public double toWorldX(double screenX) {
        return screenX / scale + originX;
    }

    public double toWorldY(double screenY) {
        return screenY / scale + originY;
    }

    /** Sets the scale (clamped) so that the world point under (screenX, screenY) stays there. */
    public void zoomAt(double newScale, double screenX, double screenY) {
        double worldX = toWorldX(screenX);
        double worldY = toWorldY(screenY);
        scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, newScale));
        originX = worldX - screenX / scale;
        originY = worldY - screenY / scale;
    }

    public void reset() {
        scale = 1.0;
        originX = 0;
        originY = 0;
    }

    /** Shows {@code area} centred in a screen of the given size, never above 100% so text stays crisp. */
    public void fit(Box area, double screenWidth, double screenHeight, double marginPixels) {
        double usableWidth = Math.max(1, screenWidth - 2 * marginPixels);
        double usableHeight = Math.max(1, screenHeight - 2 * marginPixels);
        double fitted = Math.min(usableWidth / Math.max(1, area.width()), usableHeight / Math.max(1, area.height()));
        scale = Math.max(MIN_SCALE, Math.min(1.0, fitted));
        originX = area.centerX() - screenWidth / 2 / scale;
        originY = area.centerY() - screenHeight / 2 / scale;
    }

    /** Puts world point (worldX, worldY) at the top-left corner of the screen, keeping the scale. */
    public void scrollTo(double worldX, double worldY) {
        originX = worldX;
        originY = worldY;
    }

    public void panBy(double screenDx, double screenDy) {
        originX -= screenDx / scale;
        originY -= screenDy / scale;
    }
}
