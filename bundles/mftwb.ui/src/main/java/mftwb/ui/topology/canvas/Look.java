package mftwb.ui.topology.canvas;

import org.eclipse.swt.graphics.RGB;

/**
 * How a kind of diagram node is drawn. One palette for the whole designer: blues for MQ, greens for
 * agents, amber for what lies outside the MQ network, so a glance tells the layers apart.
 */
public enum Look {
    HOST(new RGB(247, 249, 252), new RGB(120, 134, 156), new RGB(72, 86, 110), true, false),
    QUEUE_MANAGER(new RGB(223, 235, 252), new RGB(52, 110, 196), new RGB(52, 110, 196), false, false),
    AGENT(new RGB(225, 243, 231), new RGB(46, 139, 87), new RGB(46, 139, 87), false, false),
    BRIDGE_AGENT(new RGB(252, 238, 219), new RGB(196, 112, 24), new RGB(196, 112, 24), false, true),
    FILE_SERVER(new RGB(246, 241, 222), new RGB(150, 122, 40), new RGB(150, 122, 40), false, false);

    public final RGB fill;
    public final RGB border;
    public final RGB accent;
    /** Containers are drawn behind their children with a title bar. */
    public final boolean container;
    /** A doubled border marks nodes that reach outside the MQ network. */
    public final boolean doubleBorder;

    Look(RGB fill, RGB border, RGB accent, boolean container, boolean doubleBorder) {
        this.fill = fill;
        this.border = border;
        this.accent = accent;
        this.container = container;
        this.doubleBorder = doubleBorder;
    }
}
