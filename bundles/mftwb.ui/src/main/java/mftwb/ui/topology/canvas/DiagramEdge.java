package mftwb.ui.topology.canvas;

/**
 * A line between two nodes, with an optional label drawn at its middle. An edge with an empty
 * {@code sourceId} is a stub: a short line into its target from outside, for what comes from
 * anywhere (a cluster receiver channel every member of the cluster sends through).
 */
public record DiagramEdge(String id, String sourceId, String targetId, String label, Line line) {

    /** A stub into {@code targetId}. */
    public static DiagramEdge stub(String id, String targetId, String label, Line line) {
        return new DiagramEdge(id, "", targetId, label, line);
    }

    public boolean isStub() {
        return sourceId.isEmpty();
    }
}
