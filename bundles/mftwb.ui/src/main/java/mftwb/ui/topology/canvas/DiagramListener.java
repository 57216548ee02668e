package mftwb.ui.topology.canvas;

import java.util.Set;

/** What the user asked for on the canvas; the editor turns each request into an undoable operation. */
public interface DiagramListener {

    void selectionChanged(Set<String> selectedIds);

    /** A drag ended: these nodes (selected ones and their children) moved by (dx, dy) world units. */
    void nodesMoved(Set<String> nodeIds, double dx, double dy);

    /**
     * A PLACE tool was clicked at a world point, inside container {@code containerId} or null; false
     * when nothing can go there, and the tool stays armed for the user's next click.
     */
    boolean placeRequested(CanvasTool tool, double worldX, double worldY, String containerId);

    /** A CONNECT tool was dragged from one node to another. */
    void connectRequested(CanvasTool tool, String sourceId, String targetId);

    /** The armed tool did its work (or was cancelled) and the canvas is back to selecting. */
    void toolReleased();
}
