package mftwb.estate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import mftwb.layout.TopologyLayout;
import mftwb.model.Element;
import mftwb.model.Host;
import mftwb.model.Position;
import mftwb.model.Topology;
import mftwb.model.Workload;

/**
 * Where merged elements go without moving anything the user placed: new hosts, laid out among
 * themselves as an import would, to the right of the drawing; new queue managers, agents and file
 * servers on a host already drawn in rows below what the host holds (its box grows to enclose them).
 */
final class MergePlacement {
    /** As far from the drawing as hosts are from each other in a layout. */
    private static final int SPACING = 64;
    private static final int GAP = 14;

    private MergePlacement() {
    }

    /**
     * {@code merged} with positions for {@code newNodes}. A topology without positions stays without
     * (the editor lays out the whole of it on opening).
     */
    static Topology place(Topology open, Topology merged, Set<String> newNodes) {
        if (open.diagram().isEmpty() || newNodes.isEmpty()) {
            return merged;
        }
        Map<String, Position> diagram = new LinkedHashMap<>(open.diagram());
        List<Host> newHosts = merged.hosts().stream().filter(h -> newNodes.contains(h.name())).toList();
        if (!newHosts.isEmpty()) {
            int right = open.diagram().values().stream().mapToInt(p -> p.x() + TopologyLayout.NODE_WIDTH + TopologyLayout.HOST_PAD).max().orElse(0);
            int top = open.diagram().values().stream().mapToInt(Position::y).min().orElse(0);
            Set<String> hostNames = Set.copyOf(newHosts.stream().map(Host::name).toList());
            Map<String, Position> block = TopologyLayout.arrange(onHosts(merged, hostNames, newNodes)).diagram();
            int left = block.values().stream().mapToInt(Position::x).min().orElse(0);
            int blockTop = block.values().stream().mapToInt(Position::y).min().orElse(0);
            block.forEach((name, p) -> diagram.put(name, new Position(right + SPACING + p.x() - left, top + p.y() - blockTop)));
        }
        for (Host host : merged.hosts()) {
            Position corner = open.diagram().get(host.name());
            if (corner != null) {
                belowWhatItHolds(merged, host.name(), corner, newNodes, diagram);
            }
        }
        return merged.withDiagram(diagram);
    }

    /** The new nodes on a host the user drew, arranged as a layout would, in rows below its other nodes. */
    private static void belowWhatItHolds(Topology merged, String hostName, Position corner, Set<String> newNodes, Map<String, Position> diagram) {
        Topology arrival = onHosts(merged, Set.of(hostName), newNodes);
        if (arrival.nodes().count() == 1) {
            return;
        }
        int bottom = Stream.of(merged.queueManagersOn(hostName), merged.agentsOn(hostName), merged.fileServersOn(hostName))
                .flatMap(List::stream).map(Element::name).filter(name -> !newNodes.contains(name)).map(diagram::get).filter(p -> p != null).mapToInt(p -> p.y() + TopologyLayout.NODE_HEIGHT + GAP)
                .max().orElse(corner.y() + TopologyLayout.HOST_HEADER);
        Map<String, Position> laid = TopologyLayout.arrange(arrival).diagram();
        Position laidHost = laid.get(hostName);
        laid.forEach((name, p) -> {
            if (!name.equals(hostName)) {
                diagram.put(name, new Position(corner.x() + p.x() - laidHost.x(), bottom + p.y() - laidHost.y() - TopologyLayout.HOST_HEADER));
            }
        });
    }

    /** The hosts with the new nodes on them, and nothing else, to lay out on their own. */
    private static Topology onHosts(Topology merged, Set<String> hostNames, Set<String> newNodes) {
        return new Topology(Topology.SCHEMA_VERSION, "", "", merged.hosts().stream().filter(h -> hostNames.contains(h.name())).toList(),
                merged.queueManagers().stream().filter(q -> newNodes.contains(q.name()) && hostNames.contains(q.hostName())).toList(),
                merged.agents().stream().filter(a -> newNodes.contains(a.name()) && hostNames.contains(a.hostName())).toList(),
                merged.fileServers().stream().filter(f -> newNodes.contains(f.name()) && hostNames.contains(f.hostName())).toList(),
                List.of(), List.of(), Workload.DEFAULT, Map.of());
    }
}
