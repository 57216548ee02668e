package mftwb.layout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

import mftwb.model.Agent;
import mftwb.model.AutomaticLayout;
import mftwb.model.Channel;
import mftwb.model.Host;
import mftwb.model.Link;
import mftwb.model.Position;
import mftwb.model.QueueManager;
import mftwb.model.Topology;

/**
 * Lays out a whole topology with Eclipse ELK's layered algorithm, for estates too big to draw by
 * hand. Each host is one fixed-size box holding its queue managers with their agents
 * ({@link HostArrangement}); hosts joined by LAN links form a group that ELK lays out first and
 * then places as one box, with WAN links (and channels or client connections) as the edges
 * between groups; unconnected hosts and groups are packed in rows into a roughly 16:10 picture. Deterministic: the same
 * topology always gives the same positions.
 */
public final class TopologyLayout {
    /** Node sizes the canvas draws (TopologyDiagram uses these), in canvas pixels at 100%. */
    public static final int NODE_WIDTH = 180;
    public static final int NODE_HEIGHT = 52;
    public static final int HOST_PAD = 14;
    public static final int HOST_HEADER = 44;
    public static final int HOST_MIN_HEIGHT = 70;
    static final int GAP = 14;
    private static final int MARGIN = 40;
    /** Between hosts one above the other: room for two stacked channel labels (at 36 px they sat on the hosts). */
    static final double HOST_SPACING = 64;
    private static final double GROUP_PADDING = 24;
    /**
     * Between hosts side by side, at least: room for the label the canvas draws mid-link ("0.2 ms · 1000 Mbit/s ·
     * same LAN" is about 180 px at 100%), which at less covered the hosts' names; a longer label gets more.
     */
    static final double LINK_LABEL_ROOM = 200;

    static {
        // ELK finds its algorithms through ServiceLoader, which sees nothing across OSGi bundles.
        LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
    }

    private TopologyLayout() {
    }

    /**
     * Positions for the nodes the topology does not place: a topology with no positions at all
     * (an imported estate, a hand-written file) is laid out whole; one that places some nodes (a
     * template, a saved design) keeps them and gets the simple column layout for the rest.
     */
    public static Topology placeMissing(Topology topology) {
        return topology.diagram().isEmpty() && topology.nodes().findAny().isPresent() ? arrange(topology)
                : AutomaticLayout.apply(topology);
    }

    /** Every node laid out anew ("Arrange"): earlier positions are dropped. */
    public static Topology arrange(Topology topology) {
        Map<String, HostArrangement> boxes = new LinkedHashMap<>();
        topology.hosts().forEach(h -> boxes.put(h.name(), HostArrangement.of(topology, h.name())));
        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.DIRECTION, Direction.RIGHT);
        root.setProperty(CoreOptions.ASPECT_RATIO, 1.6);
        root.setProperty(CoreOptions.SPACING_NODE_NODE, HOST_SPACING);
        root.setProperty(CoreOptions.SPACING_COMPONENT_COMPONENT, HOST_SPACING);
        List<Set<String>> groups = lanGroups(topology);
        // WAN links run between the groups the root places; LAN links inside a group.
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS,
                linkLabelRoom(topology, l -> groups.stream().noneMatch(g -> g.contains(l.hostA()) && g.contains(l.hostB()))));
        Map<String, ElkNode> hostNodes = new HashMap<>();
        Map<String, ElkNode> groupNodes = new HashMap<>();
        for (Set<String> group : groups) {
            ElkNode parent = root;
            if (group.size() > 1) {
                parent = ElkGraphUtil.createNode(root);
                parent.setProperty(CoreOptions.PADDING, new ElkPadding(GROUP_PADDING));
                parent.setProperty(CoreOptions.SPACING_NODE_NODE, HOST_SPACING);
                parent.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS,
                        linkLabelRoom(topology, l -> group.contains(l.hostA()) && group.contains(l.hostB())));
            }
            for (String hostName : group) {
                ElkNode node = ElkGraphUtil.createNode(parent);
                HostArrangement box = boxes.get(hostName);
                node.setDimensions(box.width(), box.height());
                hostNodes.put(hostName, node);
                groupNodes.put(hostName, parent);
            }
        }
        for (List<String> pair : hostPairs(topology)) {
            ElkNode a = hostNodes.get(pair.get(0));
            ElkNode b = hostNodes.get(pair.get(1));
            if (a == null || b == null) {
                continue;
            }
            ElkNode groupA = groupNodes.get(pair.get(0));
            ElkNode groupB = groupNodes.get(pair.get(1));
            if (groupA == groupB && groupA != root) {
                ElkGraphUtil.createSimpleEdge(a, b);
            } else {
                // Between groups (a WAN link, a channel to another site) the groups are what ELK places.
                ElkNode fromTop = groupA == root ? a : groupA;
                ElkNode toTop = groupB == root ? b : groupB;
                if (fromTop != toTop) {
                    ElkGraphUtil.createSimpleEdge(fromTop, toTop);
                }
            }
        }
        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());
        Map<String, Position> diagram = new LinkedHashMap<>();
        for (Map.Entry<String, HostArrangement> host : boxes.entrySet()) {
            ElkNode node = hostNodes.get(host.getKey());
            ElkNode parent = groupNodes.get(host.getKey());
            int x = (int) Math.round(MARGIN + node.getX() + (parent == root ? 0 : parent.getX()));
            int y = (int) Math.round(MARGIN + node.getY() + (parent == root ? 0 : parent.getY()));
            diagram.put(host.getKey(), new Position(x, y));
            host.getValue().offsets().forEach((name, offset) -> diagram.put(name, new Position(x + offset.x(), y + offset.y())));
        }
        // Nodes on hosts the topology lacks (only while an edit is under way) get the column layout.
        return AutomaticLayout.apply(topology.withDiagram(diagram));
    }

    /** Room between layers for the widest label of the chosen links, at least {@link #LINK_LABEL_ROOM}. */
    private static double linkLabelRoom(Topology topology, Predicate<Link> chosen) {
        return topology.links().stream().filter(chosen).mapToDouble(LinkLabel::room).reduce(LINK_LABEL_ROOM, Math::max);
    }

    /** Hosts joined by LAN links (directly or through others), in host order; a lone host is a group of one. */
    static List<Set<String>> lanGroups(Topology topology) {
        Map<String, String> leader = new LinkedHashMap<>();
        topology.hosts().forEach(h -> leader.put(h.name(), h.name()));
        for (Link link : topology.links()) {
            if (!link.isWan() && leader.containsKey(link.hostA()) && leader.containsKey(link.hostB())) {
                leader.put(root(leader, link.hostA()), root(leader, link.hostB()));
            }
        }
        Map<String, Set<String>> groups = new LinkedHashMap<>();
        for (Host host : topology.hosts()) {
            groups.computeIfAbsent(root(leader, host.name()), k -> new LinkedHashSet<>()).add(host.name());
        }
        return new ArrayList<>(groups.values());
    }

    private static String root(Map<String, String> leader, String name) {
        String r = name;
        while (!leader.get(r).equals(r)) {
            r = leader.get(r);
        }
        return r;
    }

    /**
     * Pairs of different hosts that something joins: a link, a channel between their queue
     * managers, or an agent using a queue manager on the other host. Each pair once, in the order
     * the topology lists them, oriented from the first-found end so ELK's layers follow the flow.
     */
    private static Set<List<String>> hostPairs(Topology topology) {
        Set<List<String>> pairs = new LinkedHashSet<>();
        Set<Set<String>> seen = new java.util.HashSet<>();
        List<List<String>> candidates = new ArrayList<>();
        topology.links().forEach(l -> candidates.add(List.of(l.hostA(), l.hostB())));
        for (Channel c : topology.channels()) {
            String from = topology.queueManagerNamed(c.fromQueueManager()).map(QueueManager::hostName).orElse("");
            String to = topology.queueManagerNamed(c.toQueueManager()).map(QueueManager::hostName).orElse("");
            candidates.add(List.of(from, to));
        }
        for (Agent a : topology.agents()) {
            String qmHost = topology.queueManagerNamed(a.queueManagerName()).map(QueueManager::hostName).orElse("");
            candidates.add(List.of(qmHost, a.hostName()));
        }
        for (List<String> pair : candidates) {
            if (!pair.get(0).isEmpty() && !pair.get(1).isEmpty() && !pair.get(0).equals(pair.get(1)) && seen.add(Set.copyOf(pair))) {
                pairs.add(pair);
            }
        }
        return pairs;
    }
}
