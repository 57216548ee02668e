package mftwb.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * One MFT network as the user draws it. Immutable: every edit returns a new topology, so an editor
 * keeps the previous value for undo. Elements refer to each other by name; node names (hosts, queue
 * managers, agents, file servers) are unique across the topology, which lets {@link #diagram()} key
 * positions by name. A channel name is unique only on its queue manager (MFT.SVRCONN on every QM),
 * so a channel is found by its {@link Channel#id() id}, name@queue manager.
 *
 * @param schemaVersion file format version this topology was read from or will be written as
 * @param diagram canvas position of each node, by element name; nodes without one get an
 *        {@link AutomaticLayout automatic} position
 */
public record Topology(int schemaVersion, String name, String description, List<Host> hosts,
        List<QueueManager> queueManagers, List<Agent> agents, List<FileServer> fileServers, List<Link> links,
        List<Channel> channels, Workload workload, Map<String, Position> diagram) {

    /** The file format version this code writes. */
    public static final int SCHEMA_VERSION = 1;

    public Topology {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(workload, "workload");
        hosts = List.copyOf(hosts);
        queueManagers = List.copyOf(queueManagers);
        agents = List.copyOf(agents);
        fileServers = List.copyOf(fileServers);
        links = List.copyOf(links);
        channels = List.copyOf(channels);
        diagram = Collections.unmodifiableMap(new LinkedHashMap<>(diagram));
    }

    /** An empty topology with the default workload, for "New topology". */
    public static Topology empty(String name) {
        return new Topology(SCHEMA_VERSION, name, "", List.of(), List.of(), List.of(), List.of(), List.of(),
                List.of(), Workload.DEFAULT, Map.of());
    }

    public Optional<Host> hostNamed(String hostName) {
        return named(hosts, hostName);
    }

    public Optional<QueueManager> queueManagerNamed(String queueManagerName) {
        return named(queueManagers, queueManagerName);
    }

    public Optional<Agent> agentNamed(String agentName) {
        return named(agents, agentName);
    }

    public Optional<FileServer> fileServerNamed(String fileServerName) {
        return named(fileServers, fileServerName);
    }

    /** The channel with this {@link Channel#id() id}, name@queue manager. */
    public Optional<Channel> channelWithId(String channelId) {
        return channels.stream().filter(c -> c.id().equals(channelId)).findFirst();
    }

    /** The channel of this name that {@code queueManagerName} defines (as its 'to' end, or its drawn sending end). */
    public Optional<Channel> channelOn(String queueManagerName, String channelName) {
        return channels.stream().filter(c -> c.name().equals(channelName) && c.definedOn().contains(queueManagerName)).findFirst();
    }

    /** Every named element: hosts, queue managers, agents, file servers, then channels. */
    public Stream<Element> elements() {
        return Stream.of(hosts, queueManagers, agents, fileServers, channels).flatMap(List::stream);
    }

    /** Elements drawn as diagram nodes (channels and links are drawn as edges). */
    public Stream<Element> nodes() {
        return Stream.of(hosts, queueManagers, agents, fileServers).flatMap(List::stream);
    }

    /** A node by name, or a channel by name@queue manager. */
    public Optional<Element> elementWithId(String elementId) {
        return elements().filter(e -> e.id().equals(elementId)).findFirst();
    }

    /**
     * The SVRCONN channel client agents of {@code queueManagerName} should use: its first drawn SVRCONN
     * channel that is not one of MQ's own SYSTEM.* ones, else {@link AgentConnection.Client#MFT_CHANNEL}.
     * IBM advises a channel dedicated to MFT; SYSTEM.DEF.SVRCONN is the default every SVRCONN inherits.
     */
    public String mftClientChannelOn(String queueManagerName) {
        return channels.stream().filter(c -> c.kind() == ChannelKind.SVRCONN && c.toQueueManager().equals(queueManagerName)
                && !Channel.isSystem(c.name())).map(Channel::name).findFirst().orElse(AgentConnection.Client.MFT_CHANNEL);
    }

    /**
     * {@code agentName} connected as a client of its queue manager, at its listener port, through
     * {@link #mftClientChannelOn}, which is added to that queue manager when it has no such SVRCONN channel.
     */
    public Topology withAgentAsClient(String agentName) {
        Agent agent = agentNamed(agentName).orElseThrow(() -> new IllegalArgumentException("no agent " + agentName));
        QueueManager qm = queueManagerNamed(agent.queueManagerName())
                .orElseThrow(() -> new IllegalArgumentException("no queue manager " + agent.queueManagerName() + " for agent " + agentName));
        String channel = mftClientChannelOn(qm.name());
        Topology connected = withElement(new Agent(agent.name(), agent.kind(), qm.name(), agent.hostName(),
                new AgentConnection.Client(channel, qm.listenerPort()), agent.properties()));
        Channel svrconn = new Channel(channel, ChannelKind.SVRCONN, "", qm.name(), 1);
        return connected.channelWithId(svrconn.id()).isPresent() ? connected : connected.withChannel(svrconn.id(), svrconn);
    }

    public Optional<Link> linkBetween(String hostA, String hostB) {
        return links.stream().filter(l -> l.joins(hostA, hostB)).findFirst();
    }

    /** The first queue manager with the coordination role; the validator insists there is exactly one. */
    public Optional<QueueManager> coordinationQueueManager() {
        return queueManagers.stream().filter(q -> q.has(QueueManagerRole.COORDINATION)).findFirst();
    }

    public List<QueueManager> queueManagersOn(String hostName) {
        return queueManagers.stream().filter(q -> q.hostName().equals(hostName)).toList();
    }

    public List<Agent> agentsOn(String hostName) {
        return agents.stream().filter(a -> a.hostName().equals(hostName)).toList();
    }

    public List<FileServer> fileServersOn(String hostName) {
        return fileServers.stream().filter(f -> f.hostName().equals(hostName)).toList();
    }

    public Optional<Position> positionOf(String elementName) {
        return Optional.ofNullable(diagram.get(elementName));
    }

    public Topology withName(String newName) {
        return new Topology(schemaVersion, newName, description, hosts, queueManagers, agents, fileServers, links,
                channels, workload, diagram);
    }

    public Topology withDescription(String newDescription) {
        return new Topology(schemaVersion, name, newDescription, hosts, queueManagers, agents, fileServers, links,
                channels, workload, diagram);
    }

    public Topology withWorkload(Workload newWorkload) {
        return new Topology(schemaVersion, name, description, hosts, queueManagers, agents, fileServers, links,
                channels, newWorkload, diagram);
    }

    public Topology withDiagram(Map<String, Position> newDiagram) {
        return new Topology(schemaVersion, name, description, hosts, queueManagers, agents, fileServers, links,
                channels, workload, newDiagram);
    }

    public Topology withPosition(String elementName, Position position) {
        Map<String, Position> moved = new LinkedHashMap<>(diagram);
        moved.put(elementName, position);
        return withDiagram(moved);
    }

    /**
     * Replaces the element of the same kind and id, or appends it when there is none. Use
     * {@link #renamed} to change a name, so references follow, and {@link #withChannel} to change a
     * channel's name or queue managers.
     */
    public Topology withElement(Element element) {
        return switch (element) {
            case Host h -> new Topology(schemaVersion, name, description, upsert(hosts, h), queueManagers, agents,
                    fileServers, links, channels, workload, diagram);
            case QueueManager q -> new Topology(schemaVersion, name, description, hosts, upsert(queueManagers, q),
                    agents, fileServers, links, channels, workload, diagram);
            case Agent a -> new Topology(schemaVersion, name, description, hosts, queueManagers, upsert(agents, a),
                    fileServers, links, channels, workload, diagram);
            case FileServer f -> new Topology(schemaVersion, name, description, hosts, queueManagers, agents,
                    upsert(fileServers, f), links, channels, workload, diagram);
            case Channel c -> new Topology(schemaVersion, name, description, hosts, queueManagers, agents,
                    fileServers, links, upsert(channels, c), workload, diagram);
        };
    }

    /** Replaces the channel with id {@code channelId} where it stands (its name or ends may change), or appends it. */
    public Topology withChannel(String channelId, Channel channel) {
        return new Topology(schemaVersion, name, description, hosts, queueManagers, agents, fileServers, links,
                replaceOrAppend(channels, c -> c.id().equals(channelId), channel), workload, diagram);
    }

    /** Replaces the link between the same two hosts, or appends it. */
    public Topology withLink(Link link) {
        return new Topology(schemaVersion, name, description, hosts, queueManagers, agents, fileServers,
                replaceOrAppend(links, l -> l.joins(link.hostA(), link.hostB()), link), channels, workload, diagram);
    }

    public Topology withoutLink(String hostA, String hostB) {
        return new Topology(schemaVersion, name, description, hosts, queueManagers, agents, fileServers,
                links.stream().filter(l -> !l.joins(hostA, hostB)).toList(), channels, workload, diagram);
    }

    /**
     * Removes the element with this {@link Element#id() id} and what cannot exist without it, so the
     * result still loads: a host takes its queue managers, agents, file servers and links; a queue
     * manager its agents and channels; an agent leaves the file servers it bridged without a bridge (a
     * validation error the user then fixes).
     */
    public Topology withoutElement(String elementName) {
        Set<String> removed = new HashSet<>();
        removed.add(elementName);
        queueManagersOn(elementName).forEach(q -> removed.add(q.name()));
        agentsOn(elementName).forEach(a -> removed.add(a.name()));
        fileServersOn(elementName).forEach(f -> removed.add(f.name()));
        agents.stream().filter(a -> removed.contains(a.queueManagerName())).forEach(a -> removed.add(a.name()));
        Map<String, Position> keptDiagram = new LinkedHashMap<>(diagram);
        keptDiagram.keySet().removeAll(removed);
        return new Topology(schemaVersion, name, description,
                hosts.stream().filter(h -> !removed.contains(h.name())).toList(),
                queueManagers.stream().filter(q -> !removed.contains(q.name())).toList(),
                agents.stream().filter(a -> !removed.contains(a.name())).toList(),
                fileServers.stream().filter(f -> !removed.contains(f.name()))
                        .map(f -> removed.contains(f.bridgeAgentName()) ? f.withBridgeAgentName("") : f).toList(),
                links.stream().filter(l -> !removed.contains(l.hostA()) && !removed.contains(l.hostB())).toList(),
                channels.stream().filter(c -> !removed.contains(c.id()) && !removed.contains(c.fromQueueManager())
                        && !removed.contains(c.toQueueManager())).toList(),
                workload, keptDiagram);
    }

    /**
     * Renames an element and every reference to it (hosts of QMs, agents of file servers, ...); a
     * channel is named by its id, name@queue manager, so its namesakes on other QMs keep their name.
     */
    public Topology renamed(String oldName, String newName) {
        UnaryOperator<String> swap = s -> s.equals(oldName) ? newName : s;
        Map<String, Position> renamedDiagram = new LinkedHashMap<>();
        diagram.forEach((k, v) -> renamedDiagram.put(swap.apply(k), v));
        return new Topology(schemaVersion, name, description,
                hosts.stream().map(h -> h.name().equals(oldName) ? h.withName(newName) : h).toList(),
                queueManagers.stream().map(q -> (q.name().equals(oldName) ? q.withName(newName) : q)
                        .withHostName(swap.apply(q.hostName()))).toList(),
                agents.stream().map(a -> (a.name().equals(oldName) ? a.withName(newName) : a)
                        .withQueueManagerName(swap.apply(a.queueManagerName())).withHostName(swap.apply(a.hostName())))
                        .toList(),
                fileServers.stream().map(f -> (f.name().equals(oldName) ? f.withName(newName) : f)
                        .withHostName(swap.apply(f.hostName())).withBridgeAgentName(swap.apply(f.bridgeAgentName())))
                        .toList(),
                links.stream().map(l -> l.withHostRenamed(oldName, newName)).toList(),
                channels.stream().map(c -> (c.id().equals(oldName) ? c.withName(newName) : c)
                        .withQueueManagerRenamed(oldName, newName)).toList(),
                workload, renamedDiagram);
    }

    private static <E extends Element> Optional<E> named(List<E> list, String elementName) {
        return list.stream().filter(e -> e.name().equals(elementName)).findFirst();
    }

    private static <E extends Element> List<E> upsert(List<E> list, E element) {
        return replaceOrAppend(list, e -> e.id().equals(element.id()), element);
    }

    /** {@code list} with its first item that {@code match}es replaced by {@code item} where it stands, or {@code item} appended. */
    private static <T> List<T> replaceOrAppend(List<T> list, Predicate<T> match, T item) {
        List<T> changed = new ArrayList<>(list);
        for (int i = 0; i < changed.size(); i++) {
            if (match.test(changed.get(i))) {
                changed.set(i, item);
                return changed;
            }
        }
        changed.add(item);
        return changed;
    }
}
