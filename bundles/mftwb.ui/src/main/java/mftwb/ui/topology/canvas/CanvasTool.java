package mftwb.ui.topology.canvas;

/**
 * A palette tool armed on the canvas: PLACE creates an element where the user clicks, CONNECT
 * joins the node where a drag starts to the node where it ends. The id tells the editor which
 * element to create; the canvas only knows the gesture.
 */
public record CanvasTool(String id, Gesture gesture) {
    public enum Gesture {
        PLACE, CONNECT
    }
}
