package mftwb.ui.topology.canvas;

import org.eclipse.swt.graphics.RGB;

/** How a kind of diagram edge is drawn. */
public enum Line {
    /** A network link between hosts: thick, it carries the RTT and bandwidth label. */
    LINK(new RGB(90, 98, 112), 3, false),
    /** A QM-to-QM channel pair (sender/receiver or cluster). */
    CHANNEL(new RGB(52, 110, 196), 2, false),
    /** An agent's connection to its agent QM (bindings or client). */
    ASSIGNMENT(new RGB(46, 139, 87), 1, true),
    /** A protocol bridge agent serving a file server. */
    SERVES(new RGB(196, 112, 24), 2, true);

    public final RGB color;
    public final int width;
    public final boolean dashed;

    Line(RGB color, int width, boolean dashed) {
        this.color = color;
        this.width = width;
        this.dashed = dashed;
    }
}
