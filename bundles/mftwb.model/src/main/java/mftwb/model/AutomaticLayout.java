package mftwb.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Positions for diagram nodes that have none, so a hand-written file opens readable. Deterministic
 * (same topology, same picture): one column per host in file order, the host on top and its queue
 * managers, agents and file servers stacked below it. Nodes that already have a position keep it.
 */
public final class AutomaticLayout {
    /** Column pitch and row pitch in canvas pixels; fits 5 hosts of 5 nodes on a 1200 x 700 canvas. */
    public static final int COLUMN_WIDTH = 230;
    public static final int ROW_HEIGHT = 110;
    public static final int MARGIN = 40;

    private AutomaticLayout() {
    }

    /** The topology with a position for every node; existing positions are kept. */
    public static Topology apply(Topology topology) {
        Map<String, Position> diagram = new LinkedHashMap<>(topology.diagram());
        int column = 0;
        for (Host host : topology.hosts()) {
            List<Element> stack = new ArrayList<>();
            stack.add(host);
            stack.addAll(topology.queueManagersOn(host.name()));
            stack.addAll(topology.agentsOn(host.name()));
            stack.addAll(topology.fileServersOn(host.name()));
            for (int row = 0; row < stack.size(); row++) {
                diagram.putIfAbsent(stack.get(row).name(), new Position(MARGIN + column * COLUMN_WIDTH, MARGIN + row * ROW_HEIGHT));
            }
            column++;
        }
        // Nodes on a host that does not exist (only in a topology built in code) go in one last column.
        int row = 0;
        for (Element node : topology.nodes().toList()) {
            if (!diagram.containsKey(node.name())) {
                diagram.put(node.name(), new Position(MARGIN + column * COLUMN_WIDTH, MARGIN + row++ * ROW_HEIGHT));
            }
        }
        return topology.withDiagram(diagram);
    }
}
