package mftwb.ui.topology.canvas;

/**
 * A box on the canvas. {@code parentId} names the container (a host) it sits in, or is null; the
 * canvas moves children with their container.
 */
public record DiagramNode(String id, Box bounds, String title, String subtitle, Look look, String parentId) {
}
