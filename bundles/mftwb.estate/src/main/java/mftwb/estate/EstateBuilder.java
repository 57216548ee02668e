package mftwb.estate;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import mftwb.layout.TopologyLayout;
import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.AgentProperties;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.CpuArchitecture;
import mftwb.model.DiskKind;
import mftwb.model.FileServer;
import mftwb.model.FileServerProtocol;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.Keyword;
import mftwb.model.Names;
import mftwb.model.OperatingSystem;
import mftwb.model.Problem;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Topology;
import mftwb.model.TopologyValidator;
import mftwb.model.Workload;

/**
 * Turns inventory rows into a topology, or into every error with its line and column. A host or
 * queue manager may appear on many rows (one row per agent) but must say the same each time. A
 * queue manager runs on the host of the first row that names it; agents on other hosts reach it
 * as clients. The first queue manager of the inventory is the coordination (and command) queue
 * manager; every queue manager with agents has the agent role; with more than one queue manager
 * all join cluster {@value #CLUSTER}, their only route to each other. Fields the inventory has no column
 * for (cores, memory, disk, JVM) get typical values that Probe host can correct, and each protocol
 * bridge agent gets the SFTP server it needs, named after it, on its own host at port 22 (the
 * inventory has no column for it; the description says to check them). The built topology
 * must pass the model's validator; its errors are reported at the row and column they come from.
 */
public final class EstateBuilder {
    static final int DEFAULT_LISTENER_PORT = 1414;
    private static final int DEFAULT_CORES = 4;
    private static final long DEFAULT_MEMORY_MEGABYTES = 16384;
    static final String SERVER_SUFFIX = ".SERVER";
    /** The cluster name of IBM's MFT performance reports. */
    static final String CLUSTER = "FTE";

    private final List<String> header;
    private final List<InventoryError> errors = new ArrayList<>();
    private final Map<String, Host> hosts = new LinkedHashMap<>();
    private final Map<String, InventoryRow> hostRows = new LinkedHashMap<>();
    private final Map<String, QueueManager> queueManagers = new LinkedHashMap<>();
    private final Map<String, InventoryRow> queueManagerRows = new LinkedHashMap<>();
    private final Map<String, Agent> agents = new LinkedHashMap<>();
    private final Map<String, InventoryRow> agentRows = new LinkedHashMap<>();
    /** Host facts a row cannot carry (probed cores, memory), by host name; discovery fills it. */
    private final Map<String, Host> knownHosts;

    private EstateBuilder(List<String> header, Map<String, Host> knownHosts) {
        this.header = header;
        this.knownHosts = knownHosts;
    }

    /**
     * The topology of the rows, laid out, named {@code name}.
     *
     * @param header the CSV's columns in file order, to report column numbers
     * @param knownHosts hosts whose other fields are known (from a probe), by name; may be empty
     * @param earlier errors already found in lines that gave no row, reported with the rows' errors
     */
    public static Topology build(String name, List<String> header, List<InventoryRow> rows, Map<String, Host> knownHosts,
            List<InventoryError> earlier) throws InventoryException {
        EstateBuilder builder = new EstateBuilder(header, knownHosts);
        builder.errors.addAll(earlier);
        rows.forEach(builder::row);
        if (rows.isEmpty() && earlier.isEmpty()) {
            throw new InventoryException(List.of(new InventoryError("inventory", 1, 0, "", "no hosts: the inventory has no rows")));
        }
        if (!builder.errors.isEmpty()) {
            throw new InventoryException(builder.errors);
        }
        Topology topology = builder.topology(name);
        builder.validated(topology);
        if (!builder.errors.isEmpty()) {
            throw new InventoryException(builder.errors);
        }
        return TopologyLayout.arrange(topology);
    }

    private void row(InventoryRow row) {
        int before = errors.size();
        String hostName = required(row, "host");
        String address = required(row, "address");
        Optional<OperatingSystem> os = keyword(row, "os", OperatingSystem.class);
        Optional<CpuArchitecture> architecture = keyword(row, "architecture", CpuArchitecture.class);
        if (errors.size() > before) {
            return;
        }
        Host host = hosts.get(hostName);
        if (host == null) {
            host = newHost(hostName, address, os.get(), architecture.get());
            hosts.put(hostName, host);
            hostRows.put(hostName, row);
        } else {
            InventoryRow first = hostRows.get(hostName);
            same(row, "address", address, host.address(), first);
            same(row, "os", os.get().word(), host.operatingSystem().word(), first);
            same(row, "architecture", architecture.get().word(), host.architecture().word(), first);
        }
        String qmName = row.queueManager().strip();
        String agentName = row.agent().strip();
        if (qmName.isEmpty()) {
            if (!agentName.isEmpty()) {
                error(row, "queue_manager", "agent " + agentName + " needs its agent queue manager");
            }
            return;
        }
        QueueManager qm = queueManagers.get(qmName);
        // A later row may leave the port empty: the queue manager's, as its first row gave it.
        boolean portGiven = !row.listenerPort().isBlank();
        int port = qm != null && !portGiven ? qm.listenerPort() : port(row);
        AgentConnection connection = connection(row, port);
        if (qm == null) {
            if (connection instanceof AgentConnection.Client && !agentName.isEmpty()) {
                error(row, "queue_manager", "queue manager " + qmName + " is first named by a client agent; list it first on its own "
                        + "host's row (connection bindings, or no agent) so its host is known");
                return;
            }
            queueManagers.put(qmName, new QueueManager(qmName, hostName, port, Set.of(), "", QueueManagerTuning.DEFAULTS));
            queueManagerRows.put(qmName, row);
        } else {
            InventoryRow first = queueManagerRows.get(qmName);
            if (portGiven) {
                same(row, "listener_port", Integer.toString(port), Integer.toString(qm.listenerPort()), first);
            }
            if (connection instanceof AgentConnection.Bindings && !qm.hostName().equals(hostName) && !agentName.isEmpty()) {
                error(row, "connection", "bindings mode needs agent " + agentName + " on " + qmName + "'s host " + qm.hostName()
                        + " (line " + first.line() + "); use client, or move the agent");
            }
        }
        if (agentName.isEmpty()) {
            return;
        }
        InventoryRow earlier = agentRows.get(agentName);
        if (earlier != null) {
            error(row, "agent", "agent " + agentName + " is already on line " + earlier.line() + "; agent names are unique");
            return;
        }
        Optional<AgentKind> kind = row.agentKind().isBlank() ? Optional.of(AgentKind.STANDARD) : agentKind(row);
        if (kind.isPresent() && connection != null) {
            agents.put(agentName, new Agent(agentName, kind.get(), qmName, hostName, connection, AgentProperties.DEFAULTS));
            agentRows.put(agentName, row);
        }
    }

    private Host newHost(String name, String address, OperatingSystem os, CpuArchitecture architecture) {
        Host known = knownHosts.get(name);
        if (known != null) {
            return new Host(name, address, architecture, os, known.cores(), known.smtThreadsPerCore(), known.memoryMegabytes(),
                    known.disk(), known.jvm());
        }
        int smt = switch (architecture) {
            case PPC64LE, PPC64_AIX -> 4;
            case X86_64, S390X -> 2;
        };
        JvmKind jvm = os == OperatingSystem.AIX ? JvmKind.OPENJ9 : JvmKind.HOTSPOT;
        return new Host(name, address, architecture, os, DEFAULT_CORES, smt, DEFAULT_MEMORY_MEGABYTES, DiskKind.LOCAL, jvm);
    }

    private Topology topology(String name) {
        List<QueueManager> qms = new ArrayList<>();
        // The inventory has no column for channels, and agents publish to the coordination queue
        // manager and send to each other: one cluster gives every queue manager a route to every other.
        String cluster = queueManagers.size() > 1 ? CLUSTER : "";
        boolean first = true;
        for (QueueManager qm : queueManagers.values()) {
            Set<QueueManagerRole> roles = EnumSet.noneOf(QueueManagerRole.class);
            if (first) {
                roles.add(QueueManagerRole.COORDINATION);
                roles.add(QueueManagerRole.COMMAND);
            }
            if (agents.values().stream().anyMatch(a -> a.queueManagerName().equals(qm.name()))) {
                roles.add(QueueManagerRole.AGENT);
            }
            qms.add(new QueueManager(qm.name(), qm.hostName(), qm.listenerPort(), roles, cluster, QueueManagerTuning.DEFAULTS));
            first = false;
        }
        // A bridge agent without its server does not validate; the inventory cannot name the server.
        List<FileServer> servers = agents.values().stream().filter(Agent::isBridge)
                .map(a -> new FileServer(a.name() + SERVER_SUFFIX, FileServerProtocol.SFTP, a.hostName(), 22, a.name())).toList();
        String description = "Imported estate: " + hosts.size() + " hosts, " + qms.size() + " queue managers, " + agents.size()
                + " agents." + (cluster.isEmpty() ? "" : " All queue managers were put in cluster " + CLUSTER
                        + " so that each reaches the coordination queue manager and the others: change it if the estate uses other clusters or sender/receiver channels.")
                + (servers.isEmpty() ? "" : " Each protocol bridge agent's file server (" + SERVER_SUFFIX
                        + ") was placed on the bridge's host at port 22: set its real host and port.");
        return new Topology(Topology.SCHEMA_VERSION, name, description, List.copyOf(hosts.values()), qms,
                List.copyOf(agents.values()), servers, List.of(), clientChannels(), Workload.DEFAULT, Map.of());
    }

    /**
     * The SVRCONN channel each client row names, on that agent's queue manager, so the export defines
     * it. Channel names are per queue manager: MFT.SVRCONN on QMS1 and on QMS3 are two channels, one
     * per queue manager however many of its agents use it.
     */
    private List<Channel> clientChannels() {
        Map<String, Channel> channels = new LinkedHashMap<>();
        for (Agent agent : agents.values()) {
            // An invalid name is already an error at the agent's connection column; the channel would repeat it.
            if (agent.connection() instanceof AgentConnection.Client client && !client.channelName().equals(AgentConnection.Client.DEFAULT_CHANNEL)
                    && Names.mqNameProblem("channel", client.channelName(), Names.MAX_CHANNEL_NAME) == null) {
                Channel channel = new Channel(client.channelName(), ChannelKind.SVRCONN, "", agent.queueManagerName(), 1);
                channels.putIfAbsent(channel.id(), channel);
            }
        }
        return List.copyOf(channels.values());
    }

    /** The validator's errors, each at the row and column of the element it names. */
    private void validated(Topology topology) {
        for (Problem p : TopologyValidator.validate(topology)) {
            if (p.severity() != Problem.Severity.ERROR) {
                continue;
            }
            // The user fixes the inventory, not the topology it would have become.
            String text = p.message() + " " + p.fix().replace(TopologyValidator.WHERE_NAMES_ARE_EDITED, "in " + hostRows.values().iterator().next().source());
            String lower = text.toLowerCase(Locale.ROOT);
            if (agentRows.containsKey(p.element())) {
                String column = lower.contains("protocol bridge") ? "agent_kind"
                        : lower.contains("client channel") || lower.contains("bindings") || lower.contains("agentqmgrport") ? "connection" : "agent";
                error(agentRows.get(p.element()), column, text);
            } else if (queueManagerRows.containsKey(p.element())) {
                error(queueManagerRows.get(p.element()), lower.contains("port") ? "listener_port" : "queue_manager", text);
            } else if (hostRows.containsKey(p.element())) {
                String column = lower.contains("address") ? "address"
                        : lower.contains("operating system") ? "os" : lower.contains("architecture") ? "architecture" : "host";
                error(hostRows.get(p.element()), column, text);
            } else {
                InventoryRow any = hostRows.values().iterator().next();
                errors.add(new InventoryError(any.source(), 1, 0, "", text));
            }
        }
    }

    private String required(InventoryRow row, String column) {
        String value = row.field(column).strip();
        if (value.isEmpty()) {
            error(row, column, "is empty; every row needs a " + column.replace('_', ' '));
        }
        return value;
    }

    private <E extends Enum<E> & Keyword> Optional<E> keyword(InventoryRow row, String column, Class<E> type) {
        String value = row.field(column).strip().toLowerCase(Locale.ROOT);
        Optional<E> parsed = Keyword.parse(type, value);
        if (parsed.isEmpty()) {
            error(row, column, "'" + row.field(column).strip() + "' is not one of " + Keyword.allowed(type));
        }
        return parsed;
    }

    private Optional<AgentKind> agentKind(InventoryRow row) {
        String value = row.agentKind().strip().toLowerCase(Locale.ROOT);
        if (value.equals("bridge")) {
            return Optional.of(AgentKind.PROTOCOL_BRIDGE);
        }
        return keyword(row, "agent_kind", AgentKind.class);
    }

    private int port(InventoryRow row) {
        String value = row.listenerPort().strip();
        if (value.isEmpty()) {
            return DEFAULT_LISTENER_PORT;
        }
        try {
            int port = Integer.parseInt(value);
            if (port >= 1 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException e) {
            // reported below, as for an out-of-range number
        }
        error(row, "listener_port", "'" + value + "' is not a TCP port (1 to 65535)");
        return DEFAULT_LISTENER_PORT;
    }

    /**
     * bindings (the default), client (MFT.SVRCONN, the templates' channel) or client:CHANNEL; null after
     * an error. Not SYSTEM.DEF.SVRCONN, MQ's own default: the export would redefine it with MFT's MAXMSGL,
     * changing what every later SVRCONN inherits, and the default CHLAUTH rule blocks clients on it.
     */
    private AgentConnection connection(InventoryRow row, int port) {
        String value = row.connection().strip();
        String lower = value.toLowerCase(Locale.ROOT);
        if (lower.isEmpty() || lower.equals("bindings")) {
            return new AgentConnection.Bindings();
        }
        if (lower.equals("client")) {
            return new AgentConnection.Client(AgentConnection.Client.MFT_CHANNEL, port);
        }
        if (lower.startsWith("client:") && value.length() > "client:".length()) {
            return new AgentConnection.Client(value.substring("client:".length()).strip(), port);
        }
        error(row, "connection", "'" + value + "' is not bindings, client or client:CHANNEL");
        return null;
    }

    private void same(InventoryRow row, String column, String value, String earlier, InventoryRow first) {
        if (!value.equals(earlier)) {
            error(row, column, "'" + value + "' differs from '" + earlier + "' on line " + first.line() + " for the same "
                    + (column.equals("listener_port") ? "queue manager" : "host"));
        }
    }

    private void error(InventoryRow row, String column, String message) {
        errors.add(new InventoryError(row.source(), row.line(), header.indexOf(column) + 1, column, message));
    }
}
