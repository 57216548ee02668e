package mftwb.ui.topology;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import mftwb.layout.LinkLabel;
import mftwb.layout.TopologyLayout;
import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.FileServer;
import mftwb.model.Host;
import mftwb.model.Link;
import mftwb.model.Position;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.Topology;
import mftwb.ui.topology.canvas.Box;
import mftwb.ui.topology.canvas.Diagram;
import mftwb.ui.topology.canvas.DiagramEdge;
import mftwb.ui.topology.canvas.DiagramNode;
import mftwb.ui.topology.canvas.Line;
import mftwb.ui.topology.canvas.Look;

/**
 * What a topology looks like on the canvas. A host is a box around the queue managers, agents and
 * file servers that run on it: the box starts at the host's own position and grows to enclose
 * them. Diagram ids carry the kind of element ("qm:QMA"), since links and derived edges have no
 * name of their own.
 */
public final class TopologyDiagram {
    /** Size of a node inside a host, as the layout places them; a host fits the model's 230-pixel columns with a gap. */
    public static final int NODE_WIDTH = TopologyLayout.NODE_WIDTH;
    public static final int NODE_HEIGHT = TopologyLayout.NODE_HEIGHT;
    static final int HOST_PAD = TopologyLayout.HOST_PAD;
    static final int HOST_HEADER = TopologyLayout.HOST_HEADER;
    private static final int HOST_MIN_WIDTH = NODE_WIDTH + 2 * HOST_PAD;
    private static final int HOST_MIN_HEIGHT = TopologyLayout.HOST_MIN_HEIGHT;

    static final String HOST = "host:";
    static final String QM = "qm:";
    static final String AGENT = "agent:";
    static final String SERVER = "server:";
    static final String CHANNEL = "channel:";
    static final String LINK = "link:";
    /** An agent's edge to its agent QM; selecting it means the agent. */
    static final String ASSIGN = "assign:";
    /** A bridge agent's edge to the file server it serves; selecting it means the server. */
    static final String SERVES = "serves:";
    /** Not drawn: what the Properties view edits when nothing is selected (name, description, workload). */
    public static final String TOPOLOGY = "topology:";

    private TopologyDiagram() {
    }

    public static Diagram of(Topology topology) {
        List<DiagramNode> nodes = new ArrayList<>();
        for (Host host : topology.hosts()) {
            nodes.add(new DiagramNode(HOST + host.name(), hostBox(topology, host.name()), host.name(), describe(host), Look.HOST, null));
        }
        for (QueueManager qm : topology.queueManagers()) {
            nodes.add(child(topology, QM + qm.name(), qm.name(), qm.hostName(), describe(qm), Look.QUEUE_MANAGER));
        }
        for (Agent agent : topology.agents()) {
            nodes.add(child(topology, AGENT + agent.name(), agent.name(), agent.hostName(), describe(agent),
                    agent.isBridge() ? Look.BRIDGE_AGENT : Look.AGENT));
        }
        for (FileServer server : topology.fileServers()) {
            nodes.add(child(topology, SERVER + server.name(), server.name(), server.hostName(),
                    server.protocol().word().toUpperCase(Locale.ROOT) + " · port " + server.port(), Look.FILE_SERVER));
        }
        List<DiagramEdge> edges = new ArrayList<>();
        for (Link link : topology.links()) {
            edges.add(new DiagramEdge(linkId(link), HOST + link.hostA(), HOST + link.hostB(), LinkLabel.text(link), Line.LINK));
        }
        for (Channel channel : topology.channels()) {
            if (channel.kind() == ChannelKind.SVRCONN) {
                continue;
            }
            if (channel.fromQueueManager().isEmpty()) {
                // A CLUSRCVR without a 'from': any cluster member sends through it, so it comes from nowhere in particular.
                edges.add(DiagramEdge.stub(CHANNEL + channel.id(), QM + channel.toQueueManager(), describe(channel), Line.CHANNEL));
            } else {
                edges.add(new DiagramEdge(CHANNEL + channel.id(), QM + channel.fromQueueManager(), QM + channel.toQueueManager(),
                        describe(channel), Line.CHANNEL));
            }
        }
        for (Agent agent : topology.agents()) {
            if (topology.queueManagerNamed(agent.queueManagerName()).isPresent()) {
                // Bindings agents sit beside their QM; only a client channel is worth a label.
                String mode = agent.connection() instanceof AgentConnection.Client client ? client.channelName() : null;
                edges.add(new DiagramEdge(ASSIGN + agent.name(), AGENT + agent.name(), QM + agent.queueManagerName(), mode, Line.ASSIGNMENT));
            }
        }
        // A SVRCONN comes from its clients: a stub into its QM, so it can be selected, its sheet shown and its problems
        // pointed at. After the agents' lines: a client's line ends where the stub is, and the last edge is the one clicked.
        topology.channels().stream().filter(c -> c.kind() == ChannelKind.SVRCONN).forEach(channel -> edges.add(
                DiagramEdge.stub(CHANNEL + channel.id(), QM + channel.toQueueManager(), describe(channel), Line.CHANNEL)));
        for (FileServer server : topology.fileServers()) {
            if (topology.agentNamed(server.bridgeAgentName()).isPresent()) {
                edges.add(new DiagramEdge(SERVES + server.name(), AGENT + server.bridgeAgentName(), SERVER + server.name(), null, Line.SERVES));
            }
        }
        return new Diagram(nodes, edges);
    }

    /**
     * The diagram id of an element as the validator names it (a node by name, a channel by
     * name@queue manager), or of a link named "hostA-hostB"; empty for what the canvas does not draw
     * (the workload).
     */
    public static Optional<String> idOf(Topology topology, String elementName) {
        Optional<String> element = topology.elementWithId(elementName).flatMap(e -> Optional.ofNullable(switch (e) {
            case Host h -> HOST + h.name();
            case QueueManager q -> QM + q.name();
            case Agent a -> AGENT + a.name();
            case FileServer f -> SERVER + f.name();
            case Channel c -> CHANNEL + c.id();
        }));
        return element.or(() -> topology.links().stream().filter(l -> (l.hostA() + "-" + l.hostB()).equals(elementName))
                .findFirst().map(TopologyDiagram::linkId));
    }

    static String linkId(Link link) {
        return LINK + link.hostA() + "|" + link.hostB();
    }

    /** The element an id refers to: a node's name, a channel's name@queue manager, both host names for a link. */
    public static String nameOf(String id) {
        return id.substring(id.indexOf(':') + 1).replace("|", " – ");
    }

    static String describe(Host host) {
        return host.architecture().word() + " · " + host.operatingSystem().displayName() + " · " + host.cores() + " cores";
    }

    private static String describe(QueueManager qm) {
        List<String> roles = qm.roles().stream().sorted().map(TopologyDiagram::shortName).toList();
        String what = roles.isEmpty() ? "no MFT role" : String.join("+", roles);
        return qm.listenerPort() + " · " + what + (qm.inCluster() ? " · " + qm.cluster() : "");
    }

    /** Short role names, so that a QM's roles and port fit on one line of its box. */
    private static String shortName(QueueManagerRole role) {
        return switch (role) {
            case COORDINATION -> "coord";
            case AGENT -> "agent";
            case COMMAND -> "cmd";
        };
    }

    private static String describe(Agent agent) {
        return (agent.isClient() ? "client" : "bindings") + " · " + bytes(agent.properties().chunkBytes()) + " chunks";
    }

    private static String describe(Channel channel) {
        String kind = switch (channel.kind()) {
            case CLUSTER -> "cluster";
            case SVRCONN -> "SVRCONN";
            case SENDER_RECEIVER -> "SDR/RCVR";
        };
        return channel.name() + " · " + kind + (channel.count() > 1 ? " ×" + channel.count() : "");
    }

    /** agentChunkSize as users say it: 256K, 1M. */
    static String bytes(long value) {
        if (value >= 1048576 && value % 1048576 == 0) {
            return value / 1048576 + "M";
        }
        return value >= 1024 && value % 1024 == 0 ? value / 1024 + "K" : value + " B";
    }

    private static DiagramNode child(Topology topology, String id, String name, String hostName, String subtitle, Look look) {
        boolean onKnownHost = topology.hostNamed(hostName).isPresent();
        return new DiagramNode(id, nodeBox(topology, name), name, subtitle, look, onKnownHost ? HOST + hostName : null);
    }

    static Box nodeBox(Topology topology, String name) {
        Position p = topology.positionOf(name).orElse(new Position(0, 0));
        return new Box(p.x(), p.y(), NODE_WIDTH, NODE_HEIGHT);
    }

    /** The host's box: its own corner, grown to enclose everything that runs on it. */
    static Box hostBox(Topology topology, String hostName) {
        Position p = topology.positionOf(hostName).orElse(new Position(0, 0));
        Box box = new Box(p.x(), p.y(), HOST_MIN_WIDTH, HOST_MIN_HEIGHT);
        List<String> children = new ArrayList<>();
        topology.queueManagersOn(hostName).forEach(q -> children.add(q.name()));
        topology.agentsOn(hostName).forEach(a -> children.add(a.name()));
        topology.fileServersOn(hostName).forEach(f -> children.add(f.name()));
        for (String child : children) {
            Box b = nodeBox(topology, child);
            box = box.union(new Box(b.x() - HOST_PAD, b.y() - HOST_HEADER, b.width() + 2 * HOST_PAD, b.height() + HOST_HEADER + HOST_PAD));
        }
        return box;
    }
}
