package mftwb.ui.topology;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.AgentProperties;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.CpuArchitecture;
import mftwb.model.DiskKind;
import mftwb.model.Element;
import mftwb.model.FileServer;
import mftwb.model.FileServerProtocol;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.Link;
import mftwb.model.OperatingSystem;
import mftwb.model.Position;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Topology;
import mftwb.ui.topology.canvas.Box;

/**
 * The designer's edits as functions from topology to topology: what placing, connecting, moving
 * and deleting mean in MFT terms. New elements get the defaults of the reports' set-ups (x86_64
 * Linux hosts, listener port 1414, MQ's agent.properties defaults).
 */
final class TopologyEdits {
    /** A LAN until the user says otherwise: the reports' LAN had ~0.2 ms RTT at 1 Gbit/s. */
    private static final double LAN_RTT_MILLIS = 0.2;
    private static final double LAN_MBPS = 1000;
    private static final int SFTP_PORT = 22;
    private static final int LISTENER_PORT = 1414;
    private static final int NODE_GAP = 12;

    /** The result of a place or connect request: the new topology and its new element, or why not. */
    record Placement(Topology topology, String id, String label, String refusal) {
        static Placement refused(String why) {
            return new Placement(null, null, null, why);
        }
    }

    private TopologyEdits() {
    }

    static Placement place(Topology topology, PaletteTool tool, double x, double y, String containerId) {
        if (tool == PaletteTool.HOST) {
            String name = uniqueName(topology, "host");
            Host host = new Host(name, name, CpuArchitecture.X86_64, OperatingSystem.LINUX, 8, 1, 16384, DiskKind.LOCAL, JvmKind.HOTSPOT);
            Position corner = new Position((int) Math.round(x), (int) Math.round(y));
            return new Placement(topology.withElement(host).withPosition(name, corner), TopologyDiagram.HOST + name, "Add host " + name, null);
        }
        if (containerId == null || !containerId.startsWith(TopologyDiagram.HOST)) {
            return Placement.refused("A " + tool.label.toLowerCase() + " runs on a host: click inside a host box.");
        }
        String hostName = TopologyDiagram.nameOf(containerId);
        Position corner = insideHost(topology, hostName, x, y);
        return switch (tool) {
            case QUEUE_MANAGER -> placeQueueManager(topology, hostName, corner);
            case AGENT, BRIDGE_AGENT -> placeAgent(topology, hostName, corner, tool == PaletteTool.BRIDGE_AGENT);
            case FILE_SERVER -> placeFileServer(topology, hostName, corner);
            default -> Placement.refused(tool.label + " is drawn by dragging between two elements.");
        };
    }

    private static Placement placeQueueManager(Topology topology, String hostName, Position corner) {
        String name = uniqueName(topology, "QM");
        // The first QM of a network coordinates it; later ones serve agents.
        Set<QueueManagerRole> roles = topology.coordinationQueueManager().isPresent() ? Set.of(QueueManagerRole.AGENT)
                : Set.of(QueueManagerRole.COORDINATION, QueueManagerRole.AGENT);
        Set<Integer> taken = topology.queueManagersOn(hostName).stream().map(QueueManager::listenerPort).collect(Collectors.toSet());
        int port = LISTENER_PORT;
        while (taken.contains(port)) {
            port++;
        }
        QueueManager qm = new QueueManager(name, hostName, port, roles, "", QueueManagerTuning.DEFAULTS);
        return new Placement(topology.withElement(qm).withPosition(name, corner), TopologyDiagram.QM + name, "Add queue manager " + name, null);
    }

    private static Placement placeAgent(Topology topology, String hostName, Position corner, boolean bridge) {
        // A QM on the same host gives bindings mode; otherwise the coordination QM serves the agent as a client.
        Optional<QueueManager> local = topology.queueManagersOn(hostName).stream().findFirst();
        Optional<QueueManager> qm = local.or(topology::coordinationQueueManager).or(() -> topology.queueManagers().stream().findFirst());
        if (qm.isEmpty()) {
            return Placement.refused("Every agent needs an agent queue manager: place a queue manager first.");
        }
        String name = uniqueName(topology, bridge ? "BRIDGE" : "AGENT");
        Agent agent = new Agent(name, bridge ? AgentKind.PROTOCOL_BRIDGE : AgentKind.STANDARD, qm.get().name(), hostName,
                new AgentConnection.Bindings(), AgentProperties.DEFAULTS);
        return new Placement(connected(topology.withElement(agent).withPosition(name, corner), agent), TopologyDiagram.AGENT + name,
                "Add agent " + name, null);
    }

    private static Placement placeFileServer(Topology topology, String hostName, Position corner) {
        String name = uniqueName(topology, "sftp");
        Set<String> serving = topology.fileServers().stream().map(FileServer::bridgeAgentName).collect(Collectors.toSet());
        // Each file server needs its own bridge: take a bridge agent that serves none yet.
        String bridge = topology.agents().stream().filter(a -> a.isBridge() && !serving.contains(a.name())).map(Agent::name)
                .findFirst().orElse("");
        FileServer server = new FileServer(name, FileServerProtocol.SFTP, hostName, SFTP_PORT, bridge);
        return new Placement(topology.withElement(server).withPosition(name, corner), TopologyDiagram.SERVER + name, "Add file server " + name, null);
    }

    /**
     * Where a node clicked at (x, y) goes: centred on the click, below the host's title, and pushed
     * down past any node it would cover, so a new element never hides another.
     */
    private static Position insideHost(Topology topology, String hostName, double x, double y) {
        Box host = TopologyDiagram.hostBox(topology, hostName);
        double left = Math.max(host.x() + TopologyDiagram.HOST_PAD, x - TopologyDiagram.NODE_WIDTH / 2.0);
        double top = Math.max(host.y() + TopologyDiagram.HOST_HEADER, y - TopologyDiagram.NODE_HEIGHT / 2.0);
        Box candidate = new Box(left, top, TopologyDiagram.NODE_WIDTH, TopologyDiagram.NODE_HEIGHT);
        List<Box> others = topology.nodes().filter(e -> !(e instanceof Host)).map(e -> TopologyDiagram.nodeBox(topology, e.name())).toList();
        boolean moved = true;
        while (moved) {
            moved = false;
            for (Box other : others) {
                if (other.intersects(candidate)) {
                    candidate = new Box(left, other.bottom() + NODE_GAP, candidate.width(), candidate.height());
                    moved = true;
                }
            }
        }
        return new Position((int) Math.round(candidate.x()), (int) Math.round(candidate.y()));
    }

    /**
     * After a Properties edit moved a node to another host, puts it in that host's box (below what
     * runs there), so the picture still shows where it runs.
     */
    static Topology intoHost(Topology topology, String elementName, String hostName) {
        // Park the node off the canvas while choosing its place, so it is no obstacle to itself.
        Topology without = topology.withPosition(elementName, new Position(Integer.MIN_VALUE / 2, Integer.MIN_VALUE / 2));
        Box host = TopologyDiagram.hostBox(without.withoutElement(elementName), hostName);
        Position corner = insideHost(without, hostName, host.x() + TopologyDiagram.HOST_PAD + TopologyDiagram.NODE_WIDTH / 2.0,
                host.y() + TopologyDiagram.HOST_HEADER + TopologyDiagram.NODE_HEIGHT / 2.0);
        return topology.withPosition(elementName, corner);
    }

    static Placement connect(Topology topology, PaletteTool tool, String sourceId, String targetId) {
        String source = TopologyDiagram.nameOf(sourceId);
        String target = TopologyDiagram.nameOf(targetId);
        if (tool == PaletteTool.LINK) {
            if (!sourceId.startsWith(TopologyDiagram.HOST) || !targetId.startsWith(TopologyDiagram.HOST)) {
                return Placement.refused("A link joins two hosts: drag from one host's title to another host.");
            }
            if (topology.linkBetween(source, target).isPresent()) {
                return Placement.refused(source + " and " + target + " are already linked; edit the link's properties instead.");
            }
            Link link = new Link(source, target, LAN_RTT_MILLIS, LAN_MBPS, 0, "");
            return new Placement(topology.withLink(link), TopologyDiagram.linkId(link), "Link " + source + " and " + target, null);
        }
        if (sourceId.startsWith(TopologyDiagram.QM) && targetId.startsWith(TopologyDiagram.QM)) {
            return channel(topology, source, target);
        }
        if (sourceId.startsWith(TopologyDiagram.AGENT) && targetId.startsWith(TopologyDiagram.QM)
                || sourceId.startsWith(TopologyDiagram.QM) && targetId.startsWith(TopologyDiagram.AGENT)) {
            boolean agentFirst = sourceId.startsWith(TopologyDiagram.AGENT);
            return assign(topology, agentFirst ? source : target, agentFirst ? target : source);
        }
        if (sourceId.startsWith(TopologyDiagram.AGENT) && targetId.startsWith(TopologyDiagram.SERVER)
                || sourceId.startsWith(TopologyDiagram.SERVER) && targetId.startsWith(TopologyDiagram.AGENT)) {
            boolean agentFirst = sourceId.startsWith(TopologyDiagram.AGENT);
            return serve(topology, agentFirst ? source : target, agentFirst ? target : source);
        }
        return Placement.refused("Connect a queue manager to a queue manager (channel), an agent to its queue manager, "
                + "or a bridge agent to its file server.");
    }

    private static Placement channel(Topology topology, String from, String to) {
        if (from.equals(to)) {
            return Placement.refused("A channel joins two different queue managers.");
        }
        QueueManager sender = topology.queueManagerNamed(from).orElseThrow();
        QueueManager receiver = topology.queueManagerNamed(to).orElseThrow();
        boolean clustered = sender.inCluster() && sender.cluster().equals(receiver.cluster());
        String name = "TO." + to;
        // Both ends define the channel (sender and receiver), and a name is unique on each queue manager.
        for (int n = 2; topology.channelOn(from, name).isPresent() || topology.channelOn(to, name).isPresent(); n++) {
            name = "TO." + to + "." + n;
        }
        Channel channel = new Channel(name, clustered ? ChannelKind.CLUSTER : ChannelKind.SENDER_RECEIVER, from, to, 1);
        return new Placement(topology.withElement(channel), TopologyDiagram.CHANNEL + channel.id(), "Add channel " + name, null);
    }

    private static Placement assign(Topology topology, String agentName, String qmName) {
        Agent agent = topology.agentNamed(agentName).orElseThrow();
        QueueManager qm = topology.queueManagerNamed(qmName).orElseThrow();
        Agent assigned = new Agent(agent.name(), agent.kind(), qm.name(), agent.hostName(), new AgentConnection.Bindings(), agent.properties());
        return new Placement(connected(topology.withElement(assigned), assigned), TopologyDiagram.ASSIGN + agentName, agentName + " uses " + qmName, null);
    }

    /** {@code topology} with {@code agent} in bindings mode on its QM's host, else a client through a SVRCONN channel of MFT's own. */
    private static Topology connected(Topology topology, Agent agent) {
        return topology.queueManagerNamed(agent.queueManagerName()).orElseThrow().hostName().equals(agent.hostName()) ? topology
                : topology.withAgentAsClient(agent.name());
    }

    private static Placement serve(Topology topology, String agentName, String serverName) {
        if (!topology.agentNamed(agentName).orElseThrow().isBridge()) {
            return Placement.refused(agentName + " is a standard agent: only a protocol bridge agent writes to a file server.");
        }
        FileServer server = topology.fileServerNamed(serverName).orElseThrow();
        return new Placement(topology.withElement(server.withBridgeAgentName(agentName)), TopologyDiagram.SERVES + serverName,
                agentName + " serves " + serverName, null);
    }

    /**
     * Moves nodes by (dx, dy). A queue manager, agent or file server dropped into another host's box
     * (without its own host moving) now runs on that host.
     */
    static Topology move(Topology topology, Set<String> ids, double dx, double dy) {
        Topology moved = topology;
        for (String id : ids) {
            String name = TopologyDiagram.nameOf(id);
            Position p = topology.positionOf(name).orElse(new Position(0, 0));
            moved = moved.withPosition(name, new Position((int) Math.round(p.x() + dx), (int) Math.round(p.y() + dy)));
        }
        for (String id : ids) {
            Optional<Element> element = topology.elementWithId(TopologyDiagram.nameOf(id));
            if (element.isPresent() && !(element.get() instanceof Host) && !ids.contains(TopologyDiagram.HOST + hostOf(element.get()))) {
                moved = rehost(moved, element.get());
            }
        }
        return moved;
    }

    private static Topology rehost(Topology topology, Element element) {
        Box box = TopologyDiagram.nodeBox(topology, element.name());
        String current = hostOf(element);
        for (Host host : topology.hosts()) {
            // Another host's box does not include this element, so it shows where the user dropped it.
            if (!host.name().equals(current) && TopologyDiagram.hostBox(topology, host.name()).contains(box.centerX(), box.centerY())) {
                return switch (element) {
                    case QueueManager q -> topology.withElement(q.withHostName(host.name()));
                    case Agent a -> topology.withElement(a.withHostName(host.name()));
                    case FileServer f -> topology.withElement(f.withHostName(host.name()));
                    default -> topology;
                };
            }
        }
        return topology;
    }

    private static String hostOf(Element element) {
        return switch (element) {
            case QueueManager q -> q.hostName();
            case Agent a -> a.hostName();
            case FileServer f -> f.hostName();
            default -> "";
        };
    }

    /** Deletes elements; deleting a bridge's edge to its server leaves the server without a bridge. */
    static Topology delete(Topology topology, Set<String> ids) {
        Topology result = topology;
        Set<String> done = new HashSet<>();
        for (String id : ids) {
            String name = TopologyDiagram.nameOf(id);
            if (id.startsWith(TopologyDiagram.LINK)) {
                String[] hosts = id.substring(TopologyDiagram.LINK.length()).split("\\|", 2);
                result = result.withoutLink(hosts[0], hosts[1]);
            } else if (id.startsWith(TopologyDiagram.SERVES)) {
                Optional<FileServer> server = result.fileServerNamed(name);
                if (server.isPresent()) {
                    result = result.withElement(server.get().withBridgeAgentName(""));
                }
            } else if (!id.startsWith(TopologyDiagram.ASSIGN) && done.add(name)) {
                // An agent cannot be without a QM, so its assignment edge is deleted only with the agent.
                result = result.withoutElement(name);
            }
        }
        return result;
    }

    /** host1, host2, ...: the first name no element has yet (names are unique across a topology). */
    static String uniqueName(Topology topology, String stem) {
        List<String> taken = topology.elements().map(Element::name).toList();
        for (int n = 1;; n++) {
            String name = stem + n;
            if (!taken.contains(name)) {
                return name;
            }
        }
    }
}
