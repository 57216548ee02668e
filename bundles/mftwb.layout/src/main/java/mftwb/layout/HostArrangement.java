package mftwb.layout;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import mftwb.model.Agent;
import mftwb.model.Element;
import mftwb.model.Position;
import mftwb.model.QueueManager;
import mftwb.model.Topology;

/**
 * What sits inside one host box, relative to the box's top-left corner: one column per queue
 * manager with its agents below it (in about half as many columns as rows, so three agents make a
 * box wider than tall, whose summary reads at low zoom, and 300 agents on one QM a block, not a
 * tower), then a column for agents of other hosts' QMs and file
 * servers. Sizes match the canvas: {@link TopologyLayout#NODE_WIDTH} wide nodes, a host header
 * above them and padding around.
 */
record HostArrangement(double width, double height, Map<String, Position> offsets) {

    static HostArrangement of(Topology topology, String hostName) {
        Map<String, Position> offsets = new LinkedHashMap<>();
        int column = 0;
        int tallest = 0;
        List<Agent> onHost = topology.agentsOn(hostName);
        List<Element> rest = new ArrayList<>();
        for (QueueManager qm : topology.queueManagersOn(hostName)) {
            List<Agent> agents = onHost.stream().filter(a -> a.queueManagerName().equals(qm.name())).toList();
            int columns = Math.max(1, (int) Math.ceil(Math.sqrt(agents.size() / 2.0)));
            place(offsets, qm.name(), column, 0);
            for (int i = 0; i < agents.size(); i++) {
                place(offsets, agents.get(i).name(), column + i % columns, 1 + i / columns);
            }
            tallest = Math.max(tallest, 1 + (agents.size() + columns - 1) / columns);
            column += columns;
        }
        onHost.stream().filter(a -> !offsets.containsKey(a.name())).forEach(rest::add);
        rest.addAll(topology.fileServersOn(hostName));
        for (int row = 0; row < rest.size(); row++) {
            place(offsets, rest.get(row).name(), column, row);
        }
        if (!rest.isEmpty()) {
            column++;
        }
        tallest = Math.max(tallest, rest.size());
        int columns = Math.max(1, column);
        double width = 2 * TopologyLayout.HOST_PAD + columns * TopologyLayout.NODE_WIDTH + (columns - 1) * TopologyLayout.GAP;
        double height = TopologyLayout.HOST_HEADER + TopologyLayout.HOST_PAD
                + Math.max(0, tallest * TopologyLayout.NODE_HEIGHT + (tallest - 1) * TopologyLayout.GAP);
        return new HostArrangement(width, Math.max(height, TopologyLayout.HOST_MIN_HEIGHT), offsets);
    }

    private static void place(Map<String, Position> offsets, String name, int column, int row) {
        offsets.put(name, new Position(TopologyLayout.HOST_PAD + column * (TopologyLayout.NODE_WIDTH + TopologyLayout.GAP),
                TopologyLayout.HOST_HEADER + row * (TopologyLayout.NODE_HEIGHT + TopologyLayout.GAP)));
    }
}
