package mftwb.ui.topology.canvas;

/** A line between two nodes, with an optional label drawn at its middle. */
public record DiagramEdge(String id, String sourceId, String targetId, String label, Line line) {
}
