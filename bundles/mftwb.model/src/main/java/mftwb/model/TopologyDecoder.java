package mftwb.model;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.core.JsonToken;

import mftwb.model.JsonTree.Node;
import mftwb.model.JsonTree.Obj;
import mftwb.model.JsonTree.Scalar;

/**
 * Turns a parsed topology document into a {@link Topology}, or fails on the first problem. Field
 * names follow {@link TopologyFile}'s format; references are checked after all elements are read.
 */
final class TopologyDecoder {
    static final List<String> ROOT = List.of("schemaVersion", "name", "description", "hosts", "queueManagers",
            "agents", "fileServers", "links", "channels", "workload", "diagram");
    static final List<String> HOST = List.of("name", "address", "architecture", "os", "cores", "smtThreadsPerCore",
            "memoryMegabytes", "disk", "jvm");
    static final List<String> QUEUE_MANAGER = List.of("name", "host", "listenerPort", "roles", "cluster", "tuning");
    static final List<String> TUNING = List.of("logPrimaryFiles", "logSecondaryFiles", "logFilePages", "mqiBindType",
            "defaultQBufferSize", "defaultPQBufferSize", "sndBuffSize", "rcvBuffSize", "rcvSndBuffSize", "rcvRcvBuffSize",
            "svrSndBuffSize", "svrRcvBuffSize");
    static final List<String> AGENT = List.of("name", "kind", "queueManager", "host", "connection", "properties");
    static final List<String> BINDINGS = List.of("mode");
    static final List<String> CLIENT = List.of("mode", "channel", "port", "clntSndBuffSize", "clntRcvBuffSize");
    static final List<String> PROPERTIES = List.of("agentChunkSize", "agentWindowSize", "agentFrameSize",
            "agentCheckpointInterval", "maxSourceTransfers", "maxDestinationTransfers", "maxQueuedTransfers",
            "agentMultipleChannelsEnabled", "BFG_JVM_PROPERTIES");
    static final List<String> FILE_SERVER = List.of("name", "protocol", "host", "port", "bridgeAgent");
    static final List<String> LINK = List.of("hostA", "hostB", "rttMillis", "bandwidthMbps", "lossPercent", "distance");
    static final List<String> CHANNEL = List.of("name", "kind", "from", "to", "count");
    static final List<String> WORKLOAD = List.of("fileSizeBytes", "sizeDistribution", "filesPerTransfer",
            "concurrentTransfers", "mode", "checksum");
    static final List<String> SIZE_BUCKET = List.of("fileSizeBytes", "fileCount");
    static final List<String> POSITION = List.of("x", "y");

    private final String source;

    private TopologyDecoder(String source) {
        this.source = source;
    }

    static Topology decode(Node root, String source) throws TopologyFileException {
        return new TopologyDecoder(source).topology(root);
    }

    private Topology topology(Node root) throws TopologyFileException {
        checkSchemaVersion(root);
        JsonFields f = JsonFields.of(source, "$", root, ROOT);
        List<Host> hosts = f.list("hosts", this::host);
        List<QueueManager> queueManagers = f.list("queueManagers", this::queueManager);
        List<Agent> agents = f.list("agents", this::agent);
        List<FileServer> fileServers = f.list("fileServers", this::fileServer);
        List<Link> links = f.list("links", this::link);
        List<Channel> channels = f.list("channels", this::channel);
        Workload workload = f.object("workload", this::workload);
        Map<String, Position> diagram = new LinkedHashMap<>();
        if (f.has("diagram")) {
            for (var entry : f.members("diagram", (name, node, path) -> Map.entry(name, position(node, path)))) {
                diagram.put(entry.getKey(), entry.getValue());
            }
        }
        Topology topology = new Topology(Topology.SCHEMA_VERSION, f.string("name"), f.string("description", ""), hosts,
                queueManagers, agents, fileServers, links, channels, workload, diagram);
        new References(f, topology).check();
        return topology;
    }

    private void checkSchemaVersion(Node root) throws TopologyFileException {
        if (!(root instanceof Obj obj)) {
            throw JsonFields.wrongType(source, "$", root, "an object (a topology)");
        }
        Node version = obj.members().get("schemaVersion");
        if (version == null) {
            throw new TopologyFileException(source, "$.schemaVersion", root.location().line(), root.location().column(),
                    "missing schemaVersion; this is not a topology file (expected \"schemaVersion\": " + Topology.SCHEMA_VERSION + ")");
        }
        if (!(version instanceof Scalar s) || s.token() != JsonToken.VALUE_NUMBER_INT || !s.text().equals(String.valueOf(Topology.SCHEMA_VERSION))) {
            String found = version instanceof Scalar s ? s.text() : "a structure";
            throw new TopologyFileException(source, "$.schemaVersion", version.location().line(), version.location().column(),
                    "unknown schemaVersion " + found + "; this version of the workbench reads schemaVersion " + Topology.SCHEMA_VERSION);
        }
    }

    private Host host(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, HOST);
        return new Host(f.string("name"), f.string("address"), f.keyword("architecture", CpuArchitecture.class, "architecture"),
                f.keyword("os", OperatingSystem.class, "operating system"), f.integer("cores"), f.integer("smtThreadsPerCore"),
                f.longInteger("memoryMegabytes"), f.keyword("disk", DiskKind.class, "disk kind"), f.keyword("jvm", JvmKind.class, "JVM kind"));
    }

    private QueueManager queueManager(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, QUEUE_MANAGER);
        Set<QueueManagerRole> roles = EnumSet.noneOf(QueueManagerRole.class);
        roles.addAll(f.list("roles", this::role));
        QueueManagerTuning tuning = f.has("tuning") ? f.object("tuning", this::tuning) : QueueManagerTuning.DEFAULTS;
        return new QueueManager(f.string("name"), f.string("host"), f.integer("listenerPort"), roles, f.string("cluster", ""), tuning);
    }

    private QueueManagerRole role(Node node, String path) throws TopologyFileException {
        if (node instanceof Scalar s && s.token() == JsonToken.VALUE_STRING) {
            return Keyword.parse(QueueManagerRole.class, s.text()).orElseThrow(() -> new TopologyFileException(source, path,
                    node.location().line(), node.location().column(),
                    "unknown queue manager role '" + s.text() + "' (allowed: " + Keyword.allowed(QueueManagerRole.class) + ")"));
        }
        throw JsonFields.wrongType(source, path, node, "a role name");
    }

    private QueueManagerTuning tuning(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, TUNING);
        QueueManagerTuning d = QueueManagerTuning.DEFAULTS;
        MqiBindType bind = f.has("mqiBindType") ? f.keyword("mqiBindType", MqiBindType.class, "MQIBindType") : d.mqiBindType();
        return new QueueManagerTuning(f.integer("logPrimaryFiles", d.logPrimaryFiles()),
                f.integer("logSecondaryFiles", d.logSecondaryFiles()), f.integer("logFilePages", d.logFilePages()), bind,
                f.integer("defaultQBufferSize", d.defaultQBufferBytes()), f.integer("defaultPQBufferSize", d.defaultPQBufferBytes()),
                buffer(f, "sndBuffSize", d.sndBuffSizeBytes()), buffer(f, "rcvBuffSize", d.rcvBuffSizeBytes()),
                buffer(f, "rcvSndBuffSize", d.rcvSndBuffSizeBytes()), buffer(f, "rcvRcvBuffSize", d.rcvRcvBuffSizeBytes()),
                buffer(f, "svrSndBuffSize", d.svrSndBuffSizeBytes()), buffer(f, "svrRcvBuffSize", d.svrRcvBuffSizeBytes()));
    }

    /** A TCP buffer size in bytes: 0 (the OS sizes it) or more; absent means {@code absent}. */
    private static int buffer(JsonFields f, String key, int absent) throws TopologyFileException {
        int bytes = f.integer(key, absent);
        if (bytes < 0) {
            throw f.at(key, key + " must be 0 (let the operating system size the buffer) or a number of bytes, got " + bytes);
        }
        return bytes;
    }

    private Agent agent(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, AGENT);
        AgentProperties properties = f.has("properties") ? f.object("properties", this::properties) : AgentProperties.DEFAULTS;
        return new Agent(f.string("name"), f.keyword("kind", AgentKind.class, "agent kind"), f.string("queueManager"),
                f.string("host"), f.object("connection", this::connection), properties);
    }

    private AgentConnection connection(Node node, String path) throws TopologyFileException {
        String mode = JsonFields.of(source, path, node, CLIENT).string("mode");
        return switch (mode) {
            case "bindings" -> {
                JsonFields.of(source, path, node, BINDINGS);
                yield new AgentConnection.Bindings();
            }
            case "client" -> {
                JsonFields f = JsonFields.of(source, path, node, CLIENT);
                int defaultBuffer = AgentConnection.Client.DEFAULT_BUFFER_BYTES;
                yield new AgentConnection.Client(f.string("channel"), f.integer("port"),
                        buffer(f, "clntSndBuffSize", defaultBuffer), buffer(f, "clntRcvBuffSize", defaultBuffer));
            }
            default -> throw JsonFields.of(source, path, node, CLIENT).at("mode",
                    "unknown connection mode '" + mode + "' (allowed: bindings, client)");
        };
    }

    private AgentProperties properties(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, PROPERTIES);
        AgentProperties d = AgentProperties.DEFAULTS;
        return new AgentProperties(f.integer("agentChunkSize", d.chunkBytes()), f.integer("agentWindowSize", d.windowSize()),
                f.integer("agentFrameSize", d.frameSize()), f.integer("agentCheckpointInterval", d.checkpointInterval()),
                f.integer("maxSourceTransfers", d.maxSourceTransfers()),
                f.integer("maxDestinationTransfers", d.maxDestinationTransfers()),
                f.integer("maxQueuedTransfers", d.maxQueuedTransfers()),
                f.bool("agentMultipleChannelsEnabled", d.multipleChannelsEnabled()),
                f.string("BFG_JVM_PROPERTIES", d.jvmOptions()));
    }

    private FileServer fileServer(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, FILE_SERVER);
        return new FileServer(f.string("name"), f.keyword("protocol", FileServerProtocol.class, "file server protocol"),
                f.string("host"), f.integer("port"), f.string("bridgeAgent"));
    }

    private Link link(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, LINK);
        return new Link(f.string("hostA"), f.string("hostB"), f.decimal("rttMillis"), f.decimal("bandwidthMbps"),
                f.decimal("lossPercent"), f.string("distance"));
    }

    private Channel channel(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, CHANNEL);
        return new Channel(f.string("name"), f.keyword("kind", ChannelKind.class, "channel kind"), f.string("from"),
                f.string("to"), f.integer("count"));
    }

    private Workload workload(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, WORKLOAD);
        List<SizeBucket> buckets = f.has("sizeDistribution") ? f.list("sizeDistribution", this::sizeBucket) : List.of();
        return new Workload(f.longInteger("fileSizeBytes"), buckets, f.integer("filesPerTransfer"),
                f.integer("concurrentTransfers"), f.keyword("mode", TransferMode.class, "transfer mode"),
                f.keyword("checksum", Checksum.class, "checksum method"));
    }

    private SizeBucket sizeBucket(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, SIZE_BUCKET);
        return new SizeBucket(f.longInteger("fileSizeBytes"), f.integer("fileCount"));
    }

    private Position position(Node node, String path) throws TopologyFileException {
        JsonFields f = JsonFields.of(source, path, node, POSITION);
        return new Position(f.integer("x"), f.integer("y"));
    }

    /** Every name an element uses must name an element of the right kind. */
    private record References(JsonFields root, Topology t) {

        void check() throws TopologyFileException {
            List<String> hosts = t.hosts().stream().map(Host::name).toList();
            List<String> qms = t.queueManagers().stream().map(QueueManager::name).toList();
            List<String> agents = t.agents().stream().map(Agent::name).toList();
            for (int i = 0; i < t.queueManagers().size(); i++) {
                QueueManager q = t.queueManagers().get(i);
                item("queueManagers", i).reference("host", q.hostName(), hosts, "host", "queue manager '" + q.name() + "'");
            }
            for (int i = 0; i < t.agents().size(); i++) {
                Agent a = t.agents().get(i);
                JsonFields f = item("agents", i);
                f.reference("queueManager", a.queueManagerName(), qms, "queue manager", "agent '" + a.name() + "'");
                f.reference("host", a.hostName(), hosts, "host", "agent '" + a.name() + "'");
            }
            for (int i = 0; i < t.fileServers().size(); i++) {
                FileServer s = t.fileServers().get(i);
                JsonFields f = item("fileServers", i);
                f.reference("host", s.hostName(), hosts, "host", "file server '" + s.name() + "'");
                if (!s.bridgeAgentName().isEmpty()) {
                    f.reference("bridgeAgent", s.bridgeAgentName(), agents, "agent", "file server '" + s.name() + "'");
                }
            }
            for (int i = 0; i < t.links().size(); i++) {
                Link l = t.links().get(i);
                JsonFields f = item("links", i);
                f.reference("hostA", l.hostA(), hosts, "host", "link");
                f.reference("hostB", l.hostB(), hosts, "host", "link");
            }
            for (int i = 0; i < t.channels().size(); i++) {
                Channel c = t.channels().get(i);
                JsonFields f = item("channels", i);
                if (!c.fromQueueManager().isEmpty()) {
                    f.reference("from", c.fromQueueManager(), qms, "queue manager", "channel '" + c.name() + "'");
                }
                f.reference("to", c.toQueueManager(), qms, "queue manager", "channel '" + c.name() + "'");
            }
            List<String> nodes = t.nodes().map(Element::name).toList();
            if (root.has("diagram")) {
                JsonFields diagram = JsonFields.of(root.source(), "$.diagram", root.node("diagram"), new ArrayList<>(t.diagram().keySet()));
                for (String name : t.diagram().keySet()) {
                    diagram.reference(name, name, nodes, "element", "diagram position");
                }
            }
        }

        private JsonFields item(String list, int index) throws TopologyFileException {
            JsonTree.Arr array = (JsonTree.Arr) root.node(list);
            return JsonFields.of(root.source(), "$." + list + "[" + index + "]", array.items().get(index), allowedFor(list));
        }

        private static List<String> allowedFor(String list) {
            return switch (list) {
                case "queueManagers" -> QUEUE_MANAGER;
                case "agents" -> AGENT;
                case "fileServers" -> FILE_SERVER;
                case "links" -> LINK;
                default -> CHANNEL;
            };
        }
    }
}
