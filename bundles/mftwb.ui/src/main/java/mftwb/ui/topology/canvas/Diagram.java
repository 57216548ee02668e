package mftwb.ui.topology.canvas;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** What the canvas draws: nodes in paint order (containers before their children) and edges. */
public record Diagram(List<DiagramNode> nodes, List<DiagramEdge> edges) {

    public static final Diagram EMPTY = new Diagram(List.of(), List.of());

    public Diagram {
        nodes = List.copyOf(nodes);
        edges = List.copyOf(edges);
    }

    public Optional<DiagramNode> node(String id) {
        return nodes.stream().filter(n -> n.id().equals(id)).findFirst();
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
        Set<String> result = new HashSet<>(ids);
        boolean grew = true;
        while (grew) {
            grew = false;
            for (DiagramNode n : nodes) {
                if (n.parentId() != null && result.contains(n.parentId()) && result.add(n.id())) {
                    grew = true;
                }
            }
        }
        result.removeIf(id -> node(id).isEmpty());
        return result;
    }

    /** The area covered by all nodes, or empty for an empty diagram. */
    public Optional<Box> extent() {
        return nodes.stream().map(DiagramNode::bounds).reduce(Box::union);
    }
}
