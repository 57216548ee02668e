package mftwb.layout;

import mftwb.model.Link;

/**
 * The label the canvas draws at the middle of a link ("150 ms · 100 Mbit/s · ~5000 miles"), and
 * the room it takes, so Arrange can leave that room between the hosts the link joins.
 */
public final class LinkLabel {
    /**
     * Canvas pixels per character at 100%, a little over the canvas font's average ("0.2 ms · 1000
     * Mbit/s · same LAN", 31 characters, measures about 180 px).
     */
    private static final double PIXELS_PER_CHARACTER = 6.2;
    /** The label's padding (6 px each side, as the canvas draws it) and a gap to each host (4 px). */
    private static final double PADDING = 2 * 6 + 2 * 4;

    private LinkLabel() {
    }

    public static String text(Link link) {
        return number(link.rttMillis()) + " ms · " + number(link.bandwidthMbps()) + " Mbit/s"
                + (link.distanceLabel().isEmpty() ? "" : " · " + link.distanceLabel());
    }

    /** The width between two hosts side by side that the link's label needs not to cover either. */
    static double room(Link link) {
        return text(link).length() * PIXELS_PER_CHARACTER + PADDING;
    }

    /** 150 rather than 150.0, 0.2 rather than 0.20000001. */
    public static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(Math.round(value * 100) / 100.0);
    }
}
