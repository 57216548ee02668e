package mftwb.ui.topology.canvas;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Finds what lies under a world point, in the order a user sees it: nodes drawn on top win over
 * edges, edges over the containers they cross.
 */
public final class HitTest {
    /** World units between edges that join the same two nodes. */
    private static final double PARALLEL_GAP = 8;
    /** World units a stub edge reaches out of its node: enough to see, click and carry an arrowhead. */
    static final double STUB_LENGTH = 48;

    private final Diagram diagram;

    public HitTest(Diagram diagram) {
        this.diagram = diagram;
    }

    /** The topmost element at (x, y); {@code tolerance} is in world units (a few screen pixels). */
    public Optional<String> elementAt(double x, double y, double tolerance) {
        Optional<String> leaf = nodeAt(x, y, false);
        if (leaf.isPresent()) {
            return leaf;
        }
        for (DiagramEdge edge : diagram.edges().reversed()) {
            Optional<double[]> segment = segment(edge);
            if (segment.isPresent() && distanceToSegment(x, y, segment.get()) <= tolerance) {
                return Optional.of(edge.id());
            }
        }
        return nodeAt(x, y, true);
    }

    /** The topmost container (host) at (x, y). */
    public Optional<String> containerAt(double x, double y) {
        return nodeAt(x, y, true);
    }

    /** The topmost node of any kind at (x, y), preferring nodes inside containers. */
    public Optional<String> nodeAt(double x, double y) {
        return nodeAt(x, y, false).or(() -> nodeAt(x, y, true));
    }

    private Optional<String> nodeAt(double x, double y, boolean containers) {
        List<DiagramNode> nodes = diagram.nodes();
        for (DiagramNode node : nodes.reversed()) {
            if (node.look().container == containers && node.bounds().contains(x, y)) {
                return Optional.of(node.id());
            }
        }
        return Optional.empty();
    }

    /** Nodes wholly inside the band, and edges whose two ends are both inside. */
    public Set<String> inside(Box band) {
        Set<String> ids = new LinkedHashSet<>();
        for (DiagramNode node : diagram.nodes()) {
            Box b = node.bounds();
            if (b.x() >= band.x() && b.right() <= band.right() && b.y() >= band.y() && b.bottom() <= band.bottom()) {
                ids.add(node.id());
            }
        }
        for (DiagramEdge edge : diagram.edges()) {
            if ((edge.isStub() || ids.contains(edge.sourceId())) && ids.contains(edge.targetId())) {
                ids.add(edge.id());
            }
        }
        return ids;
    }

    /**
     * The visible part of an edge: from border to border of its end boxes, as {x1, y1, x2, y2}.
     * Edges between the same two nodes (a sender/receiver pair both ways) are drawn side by side.
     */
    public Optional<double[]> segment(DiagramEdge edge) {
        Optional<DiagramNode> source = diagram.node(edge.sourceId());
        Optional<DiagramNode> target = diagram.node(edge.targetId());
        if (edge.isStub()) {
            return target.map(t -> stub(t.bounds(), diagram.parallel(edge).indexOf(edge)));
        }
        if (source.isEmpty() || target.isEmpty()) {
            return Optional.empty();
        }
        double[] s = segment(source.get().bounds(), target.get().bounds());
        List<DiagramEdge> siblings = diagram.parallel(edge);
        if (siblings.size() > 1) {
            double offset = (siblings.indexOf(edge) - (siblings.size() - 1) / 2.0) * PARALLEL_GAP;
            // The normal of the pair in a fixed order, so opposite directions separate instead of swapping.
            boolean forward = edge.sourceId().compareTo(edge.targetId()) < 0;
            double dx = (s[2] - s[0]) * (forward ? 1 : -1);
            double dy = (s[3] - s[1]) * (forward ? 1 : -1);
            double length = Math.max(1e-9, Math.hypot(dx, dy));
            double nx = -dy / length * offset;
            double ny = dx / length * offset;
            s = new double[] { s[0] + nx, s[1] + ny, s[2] + nx, s[3] + ny };
        }
        return Optional.of(s);
    }

    /**
     * A stub: a short line into the left side of the box (its right side and below are where the
     * layout puts the QM's agents), the {@code index}th of the box's stubs a little lower.
     */
    static double[] stub(Box to, int index) {
        double y = to.y() + to.height() / 2 + index * PARALLEL_GAP;
        return new double[] { to.x() - STUB_LENGTH, y, to.x(), y };
    }

    static double[] segment(Box from, Box to) {
        double[] start = borderPoint(from, to.centerX(), to.centerY());
        double[] end = borderPoint(to, from.centerX(), from.centerY());
        return new double[] { start[0], start[1], end[0], end[1] };
    }

    /** Where the line from the box centre towards (x, y) leaves the box. */
    static double[] borderPoint(Box box, double x, double y) {
        double cx = box.centerX();
        double cy = box.centerY();
        double dx = x - cx;
        double dy = y - cy;
        if (dx == 0 && dy == 0) {
            return new double[] { cx, cy };
        }
        double sx = dx == 0 ? Double.MAX_VALUE : (box.width() / 2) / Math.abs(dx);
        double sy = dy == 0 ? Double.MAX_VALUE : (box.height() / 2) / Math.abs(dy);
        double s = Math.min(1, Math.min(sx, sy));
        return new double[] { cx + dx * s, cy + dy * s };
    }

    static double distanceToSegment(double px, double py, double[] s) {
        double dx = s[2] - s[0];
        double dy = s[3] - s[1];
        double lengthSquared = dx * dx + dy * dy;
        double t = lengthSquared == 0 ? 0 : ((px - s[0]) * dx + (py - s[1]) * dy) / lengthSquared;
        t = Math.max(0, Math.min(1, t));
        double nx = s[0] + t * dx - px;
        double ny = s[1] + t * dy - py;
        return Math.sqrt(nx * nx + ny * ny);
    }
}
