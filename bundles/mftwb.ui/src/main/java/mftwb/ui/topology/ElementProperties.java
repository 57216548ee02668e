package mftwb.ui.topology;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import mftwb.layout.LinkLabel;
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
import mftwb.model.Keyword;
import mftwb.model.Link;
import mftwb.model.Names;
import mftwb.model.OperatingSystem;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.Topology;
import mftwb.ui.properties.Checks;
import mftwb.ui.properties.Field;
import mftwb.ui.properties.FieldPropertySource;

/**
 * The Properties view rows of each kind of element: every field of the model, validated as the
 * user types with MQ's rules, each accepted edit one undoable operation.
 */
final class ElementProperties {
    private static final int MAX_PORT = 65535;

    private ElementProperties() {
    }

    static FieldPropertySource<Topology> of(TopologyEditor editor, String id) {
        Topology topology = editor.topology().orElseThrow();
        String name = TopologyDiagram.nameOf(id);
        List<Field<Topology>> fields = new ArrayList<>();
        Predicate<Topology> present = t -> t.elementWithId(name).isPresent();
        if (id.startsWith(TopologyDiagram.HOST)) {
            fields = host(topology, name);
        } else if (id.startsWith(TopologyDiagram.QM)) {
            fields = queueManager(topology, name);
        } else if (id.startsWith(TopologyDiagram.AGENT) || id.startsWith(TopologyDiagram.ASSIGN)) {
            fields = agent(topology, name);
        } else if (id.startsWith(TopologyDiagram.SERVER) || id.startsWith(TopologyDiagram.SERVES)) {
            fields = fileServer(topology, name);
        } else if (id.startsWith(TopologyDiagram.CHANNEL)) {
            fields = channel(() -> editor.topology().orElseThrow(), name);
        } else if (id.startsWith(TopologyDiagram.TOPOLOGY)) {
            fields = WorkloadFields.of();
            present = t -> true;
        } else if (id.startsWith(TopologyDiagram.LINK)) {
            String[] hosts = id.substring(TopologyDiagram.LINK.length()).split("\\|", 2);
            fields = link(hosts[0], hosts[1]);
            present = t -> t.linkBetween(hosts[0], hosts[1]).isPresent();
        }
        return new FieldPropertySource<>(fields, () -> editor.topology().orElseThrow(), editor::applyFollowingRenames, present);
    }

    private static Field<Topology> nameField(Topology topology, String name, Function<String, String> rule) {
        return Field.text("name", "Name", "Identity", t -> name, (t, v) -> t.renamed(name, v), text -> {
            String problem = rule.apply(text);
            if (problem != null) {
                return problem;
            }
            return !text.equals(name) && topology.elementWithId(text).isPresent() ? text + " is already used in this topology" : null;
        });
    }

    private static List<Field<Topology>> host(Topology topology, String name) {
        Function<Topology, Host> h = t -> t.hostNamed(name).orElseThrow();
        return List.of(nameField(topology, name, text -> Names.labelProblem("host", text)),
                Field.text("address", "Address", "Identity", t -> h.apply(t).address(),
                        (t, v) -> t.withElement(host(h.apply(t), v, null, null, -1, -1, -1, null, null)), Names::hostAddressProblem),
                choice("architecture", "Architecture", "Hardware", CpuArchitecture.class, t -> h.apply(t).architecture(),
                        (t, v) -> t.withElement(host(h.apply(t), null, v, null, -1, -1, -1, null, null))),
                choice("os", "Operating system", "Hardware", OperatingSystem.class, t -> h.apply(t).operatingSystem(),
                        (t, v) -> t.withElement(host(h.apply(t), null, null, v, -1, -1, -1, null, null))),
                Field.text("cores", "Cores", "Hardware", t -> String.valueOf(h.apply(t).cores()),
                        (t, v) -> t.withElement(host(h.apply(t), null, null, null, Integer.parseInt(v), -1, -1, null, null)),
                        Checks.integer("Cores", 1, 4096)),
                Field.text("smt", "SMT threads per core", "Hardware", t -> String.valueOf(h.apply(t).smtThreadsPerCore()),
                        (t, v) -> t.withElement(host(h.apply(t), null, null, null, -1, Integer.parseInt(v), -1, null, null)),
                        Checks.integer("SMT threads per core", 1, 8)),
                Field.text("memory", "Memory (MiB)", "Hardware", t -> String.valueOf(h.apply(t).memoryMegabytes()),
                        (t, v) -> t.withElement(host(h.apply(t), null, null, null, -1, -1, Long.parseLong(v), null, null)),
                        Checks.integer("Memory", 1, Long.MAX_VALUE)),
                choice("disk", "Disk", "Hardware", DiskKind.class, t -> h.apply(t).disk(),
                        (t, v) -> t.withElement(host(h.apply(t), null, null, null, -1, -1, -1, v, null))),
                choice("jvm", "JVM", "Software", JvmKind.class, t -> h.apply(t).jvm(),
                        (t, v) -> t.withElement(host(h.apply(t), null, null, null, -1, -1, -1, null, v))));
    }

    /** A copy of the host with the non-null (or non-negative) values replaced. */
    private static Host host(Host h, String address, CpuArchitecture architecture, OperatingSystem os, int cores, int smt,
            long memory, DiskKind disk, JvmKind jvm) {
        return new Host(h.name(), address != null ? address : h.address(), architecture != null ? architecture : h.architecture(),
                os != null ? os : h.operatingSystem(), cores >= 0 ? cores : h.cores(), smt >= 0 ? smt : h.smtThreadsPerCore(),
                memory >= 0 ? memory : h.memoryMegabytes(), disk != null ? disk : h.disk(), jvm != null ? jvm : h.jvm());
    }

    private static List<Field<Topology>> queueManager(Topology topology, String name) {
        Function<Topology, QueueManager> q = t -> t.queueManagerNamed(name).orElseThrow();
        List<Field<Topology>> fields = new ArrayList<>(List.of(nameField(topology, name, MqNames::queueManager),
                Field.choice("host", "Host", "Identity", hostNames(topology), t -> q.apply(t).hostName(),
                        (t, v) -> TopologyEdits.intoHost(t.withElement(q.apply(t).withHostName(v)), name, v)),
                Field.text("port", "Listener port", "Identity", t -> String.valueOf(q.apply(t).listenerPort()),
                        (t, v) -> t.withElement(qm(q.apply(t), Integer.parseInt(v), null, null)), Checks.integer("The port", 1, MAX_PORT)),
                Field.text("cluster", "Cluster", "Identity", t -> q.apply(t).cluster(),
                        (t, v) -> t.withElement(qm(q.apply(t), -1, null, v)), text -> text.isEmpty() ? null : MqNames.cluster(text))));
        for (QueueManagerRole role : QueueManagerRole.values()) {
            fields.add(Field.choice("role." + role.word(), capitalised(role.word()) + " role", "Roles", List.of("yes", "no"),
                    t -> q.apply(t).has(role) ? "yes" : "no", (t, v) -> {
                        QueueManager qm = q.apply(t);
                        Set<QueueManagerRole> roles = qm.roles().isEmpty() ? EnumSet.noneOf(QueueManagerRole.class) : EnumSet.copyOf(qm.roles());
                        if (v.equals("yes")) {
                            roles.add(role);
                        } else {
                            roles.remove(role);
                        }
                        return t.withElement(qm(qm, -1, roles, null));
                    }));
        }
        fields.addAll(TuningFields.of(q));
        return fields;
    }

    private static QueueManager qm(QueueManager q, int port, Set<QueueManagerRole> roles, String cluster) {
        return new QueueManager(q.name(), q.hostName(), port >= 0 ? port : q.listenerPort(), roles != null ? roles : q.roles(),
                cluster != null ? cluster : q.cluster(), q.tuning());
    }

    private static List<Field<Topology>> agent(Topology topology, String name) {
        Function<Topology, Agent> a = t -> t.agentNamed(name).orElseThrow();
        List<Field<Topology>> fields = new ArrayList<>(List.of(nameField(topology, name, MqNames::agent),
                choice("kind", "Kind", "Identity", AgentKind.class, t -> a.apply(t).kind(),
                        (t, v) -> t.withElement(agent(a.apply(t), v, null, null))),
                Field.choice("qm", "Agent queue manager", "Connection", queueManagerNames(topology), t -> a.apply(t).queueManagerName(),
                        (t, v) -> t.withElement(a.apply(t).withQueueManagerName(v))),
                Field.choice("host", "Host", "Identity", hostNames(topology), t -> a.apply(t).hostName(),
                        (t, v) -> TopologyEdits.intoHost(t.withElement(a.apply(t).withHostName(v)), name, v)),
                // To client: through a SVRCONN channel of MFT's own on the agent's QM, added when it has none.
                Field.choice("mode", "Connection mode", "Connection", List.of("bindings", "client"),
                        t -> a.apply(t).isClient() ? "client" : "bindings", (t, v) -> v.equals("client") ? t.withAgentAsClient(name)
                                : t.withElement(agent(a.apply(t), null, new AgentConnection.Bindings(), null))),
                Field.text("channel", "Client channel", "Connection", t -> client(t, a.apply(t)).channelName(),
                        (t, v) -> t.withElement(agent(a.apply(t), null, client(t, a.apply(t)).withChannel(v, client(t, a.apply(t)).port()), null)),
                        MqNames::channel),
                Field.text("clientPort", "Client port", "Connection", t -> String.valueOf(client(t, a.apply(t)).port()),
                        (t, v) -> t.withElement(agent(a.apply(t), null,
                                client(t, a.apply(t)).withChannel(client(t, a.apply(t)).channelName(), Integer.parseInt(v)), null)),
                        Checks.integer("The port", 1, MAX_PORT)),
                // The client end of the channel, set on the agent's host: mqclient.ini's TCP stanza (default 32 KiB).
                Field.text("clntSndBuffSize", "ClntSndBuffSize (mqclient.ini)", "Connection",
                        t -> String.valueOf(client(t, a.apply(t)).sndBuffSizeBytes()),
                        (t, v) -> t.withElement(agent(a.apply(t), null,
                                client(t, a.apply(t)).withBuffers(Integer.parseInt(v), client(t, a.apply(t)).rcvBuffSizeBytes()), null)),
                        Checks.integer("ClntSndBuffSize", 0, Integer.MAX_VALUE)),
                Field.text("clntRcvBuffSize", "ClntRcvBuffSize (mqclient.ini)", "Connection",
                        t -> String.valueOf(client(t, a.apply(t)).rcvBuffSizeBytes()),
                        (t, v) -> t.withElement(agent(a.apply(t), null,
                                client(t, a.apply(t)).withBuffers(client(t, a.apply(t)).sndBuffSizeBytes(), Integer.parseInt(v)), null)),
                        Checks.integer("ClntRcvBuffSize", 0, Integer.MAX_VALUE))));
        fields.addAll(AgentPropertyFields.of(a, (t, p) -> t.withElement(agent(a.apply(t), null, null, p))));
        return fields;
    }

    /** The agent's client settings; a bindings agent shows (and switches to) what "client" mode would give it. */
    private static AgentConnection.Client client(Topology topology, Agent agent) {
        return agent.connection() instanceof AgentConnection.Client c ? c : new AgentConnection.Client(
                topology.mftClientChannelOn(agent.queueManagerName()),
                topology.queueManagerNamed(agent.queueManagerName()).map(QueueManager::listenerPort).orElse(1414));
    }

    private static Agent agent(Agent a, AgentKind kind, AgentConnection connection, AgentProperties properties) {
        return new Agent(a.name(), kind != null ? kind : a.kind(), a.queueManagerName(), a.hostName(),
                connection != null ? connection : a.connection(), properties != null ? properties : a.properties());
    }

    private static List<Field<Topology>> fileServer(Topology topology, String name) {
        Function<Topology, FileServer> f = t -> t.fileServerNamed(name).orElseThrow();
        List<String> bridges = new ArrayList<>();
        bridges.add("");
        topology.agents().stream().filter(Agent::isBridge).map(Agent::name).forEach(bridges::add);
        return List.of(nameField(topology, name, text -> Names.labelProblem("file server", text)),
                choice("protocol", "Protocol", "Identity", FileServerProtocol.class, t -> f.apply(t).protocol(),
                        (t, v) -> t.withElement(new FileServer(name, v, f.apply(t).hostName(), f.apply(t).port(), f.apply(t).bridgeAgentName()))),
                Field.choice("host", "Host", "Identity", hostNames(topology), t -> f.apply(t).hostName(),
                        (t, v) -> TopologyEdits.intoHost(t.withElement(f.apply(t).withHostName(v)), name, v)),
                Field.text("port", "Port", "Identity", t -> String.valueOf(f.apply(t).port()),
                        (t, v) -> t.withElement(new FileServer(name, f.apply(t).protocol(), f.apply(t).hostName(), Integer.parseInt(v),
                                f.apply(t).bridgeAgentName())), Checks.integer("The port", 1, MAX_PORT)),
                Field.choice("bridge", "Bridge agent", "Identity", bridges, t -> f.apply(t).bridgeAgentName(),
                        (t, v) -> t.withElement(f.apply(t).withBridgeAgentName(v))));
    }

    /**
     * A channel by its id, name@queue manager. An edit of its name or queue managers changes that id, and
     * the editor then selects the channel by its new id, a new sheet; checks read the topology as it is now.
     */
    private static List<Field<Topology>> channel(Supplier<Topology> now, String id) {
        Function<Topology, Channel> c = t -> t.channelWithId(id).orElseThrow();
        List<String> qms = queueManagerNames(now.get());
        return List.of(Field.text("name", "Name", "Identity", t -> c.apply(t).name(), (t, v) -> t.withChannel(id, c.apply(t).withName(v)),
                        text -> Optional.ofNullable(MqNames.channel(text)).orElseGet(() -> clash(now.get(), id, ch -> ch.withName(text)))),
                // A kind can make the channel defined on its sending QM too, or a second cluster channel into its QM.
                choice("kind", "Kind", "Identity", ChannelKind.class, t -> c.apply(t).kind(), (t, v) -> t.withChannel(id, kind(c.apply(t), v)),
                        v -> Optional.ofNullable(clash(now.get(), id, ch -> kind(ch, v))).orElseGet(() -> clusterClash(now.get(), id, v))),
                // Empty first: a cluster receiver any member sends through, and SVRCONN, have no sending QM.
                Field.choice("from", "From queue manager", "Identity", withNone(qms), t -> c.apply(t).fromQueueManager(),
                        (t, v) -> t.withChannel(id, from(c.apply(t), v)), v -> clash(now.get(), id, ch -> from(ch, v))),
                Field.choice("to", "To queue manager", "Identity", qms, t -> c.apply(t).toQueueManager(),
                        (t, v) -> t.withChannel(id, to(c.apply(t), v)), v -> clash(now.get(), id, ch -> to(ch, v))),
                Field.text("count", "Parallel channels", "Identity", t -> String.valueOf(c.apply(t).count()),
                        (t, v) -> t.withChannel(id, new Channel(c.apply(t).name(), c.apply(t).kind(), c.apply(t).fromQueueManager(), c.apply(t).toQueueManager(),
                                Integer.parseInt(v))), Checks.integer("The channel count", 1, 16)));
    }

    private static Channel kind(Channel c, ChannelKind kind) {
        return new Channel(c.name(), kind, c.fromQueueManager(), c.toQueueManager(), c.count());
    }

    private static Channel from(Channel c, String queueManager) {
        return new Channel(c.name(), c.kind(), queueManager, c.toQueueManager(), c.count());
    }

    private static Channel to(Channel c, String queueManager) {
        return new Channel(c.name(), c.kind(), c.fromQueueManager(), queueManager, c.count());
    }

    /**
     * Why channel {@code id} cannot be {@code changed}: a queue manager that would define it already has
     * a channel of its name (MQ refuses that, and the two would share one id); null when none has.
     */
    private static String clash(Topology topology, String id, UnaryOperator<Channel> change) {
        return topology.channelWithId(id).map(change).flatMap(changed -> changed.definedOn().stream()
                .filter(qm -> topology.channels().stream().anyMatch(other -> !other.id().equals(id)
                        && other.name().equals(changed.name()) && other.definedOn().contains(qm)))
                .findFirst().map(qm -> qm + " already has a channel named " + changed.name())).orElse(null);
    }

    /**
     * Why channel {@code id} cannot become a cluster channel: its queue manager already receives one from
     * the same queue manager, or one every cluster member sends through (the export defines one
     * CLUSRCVR TO.QM per queue manager, whatever the channels are called); null when it can.
     */
    private static String clusterClash(Topology topology, String id, ChannelKind kind) {
        return kind != ChannelKind.CLUSTER ? null : topology.channelWithId(id).flatMap(changed -> topology.channels().stream()
                .filter(other -> !other.id().equals(id) && other.kind() == ChannelKind.CLUSTER
                        && other.toQueueManager().equals(changed.toQueueManager())
                        && (other.fromQueueManager().equals(changed.fromQueueManager()) || other.fromQueueManager().isEmpty()
                                || changed.fromQueueManager().isEmpty()))
                .findFirst().map(other -> changed.toQueueManager() + " already has cluster channel " + other.name()
                        + (other.fromQueueManager().isEmpty() ? ", which every cluster member sends through" : " from " + other.fromQueueManager())))
                .orElse(null);
    }

    private static List<Field<Topology>> link(String hostA, String hostB) {
        Function<Topology, Link> l = t -> t.linkBetween(hostA, hostB).orElseThrow();
        return List.of(Field.readOnly("hostA", "Host A", "Ends", t -> hostA), Field.readOnly("hostB", "Host B", "Ends", t -> hostB),
                Field.text("rtt", "RTT (ms)", "Network", t -> LinkLabel.number(l.apply(t).rttMillis()),
                        (t, v) -> t.withLink(link(l.apply(t), Double.parseDouble(v), -1, -1, null)), Checks.positive("The RTT")),
                Field.text("bandwidth", "Bandwidth (Mbit/s)", "Network", t -> LinkLabel.number(l.apply(t).bandwidthMbps()),
                        (t, v) -> t.withLink(link(l.apply(t), -1, Double.parseDouble(v), -1, null)), Checks.positive("The bandwidth")),
                Field.text("loss", "Loss (%)", "Network", t -> LinkLabel.number(l.apply(t).lossPercent()),
                        (t, v) -> t.withLink(link(l.apply(t), -1, -1, Double.parseDouble(v), null)), Checks.percentage("The loss")),
                Field.text("distance", "Distance", "Network", t -> l.apply(t).distanceLabel(),
                        (t, v) -> t.withLink(link(l.apply(t), -1, -1, -1, v)), text -> null));
    }

    private static Link link(Link l, double rtt, double bandwidth, double loss, String distance) {
        return new Link(l.hostA(), l.hostB(), rtt >= 0 ? rtt : l.rttMillis(), bandwidth >= 0 ? bandwidth : l.bandwidthMbps(),
                loss >= 0 ? loss : l.lossPercent(), distance != null ? distance : l.distanceLabel());
    }

    /** A field for an enum, offered as its file words (x86_64, protocol-bridge, ...). */
    static <E extends Enum<E> & Keyword> Field<Topology> choice(String id, String label, String category, Class<E> type,
            Function<Topology, E> read, BiFunction<Topology, E, Topology> write) {
        return choice(id, label, category, type, read, write, v -> null);
    }

    /** An enum field some values of which the topology refuses ({@code check}: why, or null). */
    static <E extends Enum<E> & Keyword> Field<Topology> choice(String id, String label, String category, Class<E> type,
            Function<Topology, E> read, BiFunction<Topology, E, Topology> write, Function<E, String> check) {
        List<String> words = Arrays.stream(type.getEnumConstants()).map(Keyword::word).toList();
        return Field.choice(id, label, category, words, t -> read.apply(t).word(),
                (t, v) -> write.apply(t, Keyword.parse(type, v).orElseThrow()), v -> check.apply(Keyword.parse(type, v).orElseThrow()));
    }

    private static List<String> hostNames(Topology topology) {
        return topology.hosts().stream().map(Element::name).toList();
    }

    private static List<String> queueManagerNames(Topology topology) {
        return topology.queueManagers().stream().map(Element::name).toList();
    }

    private static List<String> withNone(List<String> names) {
        List<String> choices = new ArrayList<>(names);
        choices.add(0, "");
        return choices;
    }

    private static String capitalised(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
