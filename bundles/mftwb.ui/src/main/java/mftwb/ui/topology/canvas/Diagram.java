package mftwb.ui.topology.canvas;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What the canvas draws: nodes in paint order (containers before their children) and edges.
 * Immutable; nodes, children and parallel edges are indexed once, so painting and hit-testing an
 * estate of a thousand agents looks nothing up by scanning.
 */
public final class Diagram {

    public static final Diagram EMPTY = new Diagram(List.of(), List.of());

    private final List<DiagramNode> nodes;
    private final List<DiagramEdge> edges;
    private final Map<String, DiagramNode> nodesById = new HashMap<>();
    private final Map<String, List<DiagramNode>> children = new HashMap<>();
    private final Map<Set<String>, List<DiagramEdge>> edgesByPair = new HashMap<>();

    public Diagram(List<DiagramNode> nodes, List<DiagramEdge> edges) {
        this.nodes = List.copyOf(nodes);
        this.edges = List.copyOf(edges);
        for (DiagramNode n : this.nodes) {
            nodesById.putIfAbsent(n.id(), n);
            if (n.parentId() != null) {
                children.computeIfAbsent(n.parentId(), k -> new ArrayList<>()).add(n);
            }
        }
        for (DiagramEdge e : this.edges) {
            edgesByPair.computeIfAbsent(Set.of(e.sourceId(), e.targetId()), k -> new ArrayList<>()).add(e);
        }
    }

    public List<DiagramNode> nodes() {
        return nodes;
    }

    public List<DiagramEdge> edges() {
        return edges;
    }

    public Optional<DiagramNode> node(String id) {
        return Optional.ofNullable(nodesById.get(id));
    }

    /** The nodes directly inside container {@code id}, in paint order. */
    public List<DiagramNode> children(String id) {
        return children.getOrDefault(id, List.of());
    }

    /** Edges joining the same two nodes as {@code edge} (either way round), itself included, in order. */
    List<DiagramEdge> parallel(DiagramEdge edge) {
        return edgesByPair.getOrDefault(Set.of(edge.sourceId(), edge.targetId()), List.of(edge));
    }

    /** The ids of all elements, nodes first. */
    public List<String> ids() {
        List<String> ids = new ArrayList<>();
        nodes.forEach(n -> ids.add(n.id()));
        edges.forEach(e -> ids.add(e.id()));
        return ids;
    }

    /** The given nodes and everything inside them, so a dragged host takes its QMs and agents along. */
    public Set<String> withDescendants(Set<String> ids) {
        Set<String> result = new LinkedHashSet<>();
        List<String> pending = new ArrayList<>(ids);
        while (!pending.isEmpty()) {
            String id = pending.remove(pending.size() - 1);
            if (nodesById.containsKey(id) && result.add(id)) {
                children(id).forEach(c -> pending.add(c.id()));
            }
        }
        return new HashSet<>(result);
    }

    /** The area covered by all nodes, or empty for an empty diagram. */
    public Optional<Box> extent() {
        return nodes.stream().map(DiagramNode::bounds).reduce(Box::union);
    }

    /** The area covered by the given elements (an edge counts as its two ends), or empty if none is drawn. */
    public Optional<Box> extentOf(Set<String> ids) {
        Box area = null;
        for (String id : ids) {
            List<DiagramNode> covered = new ArrayList<>();
            node(id).ifPresent(covered::add);
            edges.stream().filter(e -> e.id().equals(id)).forEach(e -> {
                node(e.sourceId()).ifPresent(covered::add);
                node(e.targetId()).ifPresent(covered::add);
            });
            for (DiagramNode n : covered) {
                area = area == null ? n.bounds() : area.union(n.bounds());
            }
        }
        return Optional.ofNullable(area);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Diagram d && nodes.equals(d.nodes) && edges.equals(d.edges);
    }

    @Override
    public int hashCode() {
        return Objects.hash(nodes, edges);
    }

    @Override
    public String toString() {
        return "Diagram[" + nodes.size() + " nodes, " + edges.size() + " edges]";
    }
}
