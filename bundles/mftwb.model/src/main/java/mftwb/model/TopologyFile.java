package mftwb.model;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * The topology file format: UTF-8 JSON, {@code schemaVersion} first, keys in a fixed order, enum
 * values as the lower-case words of {@link Keyword}, agent properties and queue manager tuning
 * under their agent.properties / qm.ini names and written only where they differ from MQ's default
 * (as in agent.properties, an absent value means the default). Writing is deterministic, so
 * read-then-write of a written file gives the same bytes, and diffs show only real changes.
 * Reading either returns a complete {@link Topology} or throws {@link TopologyFileException}.
 */
public final class TopologyFile {

    private TopologyFile() {
    }

    /** Reads a topology file; the file name is used in error messages. */
    public static Topology read(Path file) throws TopologyFileException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new TopologyFileException(file.toString(), "$", 0, 0, "cannot read: " + FileErrors.reason(e, file));
        }
        return read(bytes, file.toString());
    }

    /** Reads topology JSON given as UTF-8 bytes (e.g. an editor's file contents). */
    public static Topology read(byte[] utf8, String sourceName) throws TopologyFileException {
        return read(decodeUtf8(utf8, sourceName), sourceName);
    }

    /** Reads topology JSON; {@code sourceName} names it in error messages. */
    public static Topology read(String json, String sourceName) throws TopologyFileException {
        Objects.requireNonNull(json, "json");
        return TopologyDecoder.decode(JsonTree.parse(json, sourceName), sourceName);
    }

    /** The file text for {@code topology}, ending with a newline. */
    public static String write(Topology topology) {
        return JsonText.render(document(topology));
    }

    /**
     * Writes {@code topology} to {@code file} through a temporary file in the same folder and an
     * atomic rename, so a crash never leaves a half-written topology.
     */
    public static void write(Topology topology, Path file) throws IOException {
        AtomicFile.replace(file, write(topology));
    }

    /** Strict UTF-8 so a corrupt byte is reported at its line instead of becoming U+FFFD. */
    private static String decodeUtf8(byte[] bytes, String source) throws TopologyFileException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < in.position(); i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            throw new TopologyFileException(source, "$", line, in.position() - lineStart + 1,
                    "not UTF-8 text (byte offset " + in.position() + ")");
        }
        String text = out.flip().toString();
        // Windows editors may start UTF-8 files with a byte order mark; JSON has no place for it.
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static Map<String, Object> document(Topology t) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("schemaVersion", Topology.SCHEMA_VERSION);
        doc.put("name", t.name());
        doc.put("description", t.description());
        doc.put("hosts", each(t.hosts(), TopologyFile::host));
        doc.put("queueManagers", each(t.queueManagers(), TopologyFile::queueManager));
        doc.put("agents", each(t.agents(), TopologyFile::agent));
        doc.put("fileServers", each(t.fileServers(), TopologyFile::fileServer));
        doc.put("links", each(t.links(), TopologyFile::link));
        doc.put("channels", each(t.channels(), TopologyFile::channel));
        doc.put("workload", workload(t.workload()));
        Map<String, Object> diagram = new LinkedHashMap<>();
        // Node order, not insertion order: moving a node in the editor changes one line only.
        t.nodes().forEach(e -> t.positionOf(e.name()).ifPresent(p -> diagram.put(e.name(), position(p))));
        doc.put("diagram", diagram);
        return doc;
    }

    private static <T> List<Object> each(List<T> elements, Function<T, Object> encoder) {
        List<Object> encoded = new ArrayList<>();
        elements.forEach(e -> encoded.add(encoder.apply(e)));
        return encoded;
    }

    private static Object host(Host h) {
        return ordered("name", h.name(), "address", h.address(), "architecture", h.architecture().word(),
                "os", h.operatingSystem().word(), "cores", h.cores(), "smtThreadsPerCore", h.smtThreadsPerCore(),
                "memoryMegabytes", h.memoryMegabytes(), "disk", h.disk().word(), "jvm", h.jvm().word());
    }

    private static Object queueManager(QueueManager q) {
        Map<String, Object> m = ordered("name", q.name(), "host", q.hostName(), "listenerPort", q.listenerPort(),
                "roles", q.roles().stream().map(QueueManagerRole::word).toList());
        if (q.inCluster()) {
            m.put("cluster", q.cluster());
        }
        Map<String, Object> tuning = tuning(q.tuning());
        if (!tuning.isEmpty()) {
            m.put("tuning", tuning);
        }
        return m;
    }

    private static Map<String, Object> tuning(QueueManagerTuning t) {
        QueueManagerTuning d = QueueManagerTuning.DEFAULTS;
        Map<String, Object> m = new LinkedHashMap<>();
        putIfChanged(m, "logPrimaryFiles", t.logPrimaryFiles(), d.logPrimaryFiles());
        putIfChanged(m, "logSecondaryFiles", t.logSecondaryFiles(), d.logSecondaryFiles());
        putIfChanged(m, "logFilePages", t.logFilePages(), d.logFilePages());
        putIfChanged(m, "mqiBindType", t.mqiBindType().word(), d.mqiBindType().word());
        putIfChanged(m, "defaultQBufferSize", t.defaultQBufferBytes(), d.defaultQBufferBytes());
        putIfChanged(m, "defaultPQBufferSize", t.defaultPQBufferBytes(), d.defaultPQBufferBytes());
        putIfChanged(m, "sndBuffSize", t.sndBuffSizeBytes(), d.sndBuffSizeBytes());
        putIfChanged(m, "rcvBuffSize", t.rcvBuffSizeBytes(), d.rcvBuffSizeBytes());
        putIfChanged(m, "rcvSndBuffSize", t.rcvSndBuffSizeBytes(), d.rcvSndBuffSizeBytes());
        putIfChanged(m, "rcvRcvBuffSize", t.rcvRcvBuffSizeBytes(), d.rcvRcvBuffSizeBytes());
        putIfChanged(m, "svrSndBuffSize", t.svrSndBuffSizeBytes(), d.svrSndBuffSizeBytes());
        putIfChanged(m, "svrRcvBuffSize", t.svrRcvBuffSizeBytes(), d.svrRcvBuffSizeBytes());
        return m;
    }

    private static Object agent(Agent a) {
        Map<String, Object> m = ordered("name", a.name(), "kind", a.kind().word(), "queueManager", a.queueManagerName(),
                "host", a.hostName());
        m.put("connection", switch (a.connection()) {
            case AgentConnection.Bindings b -> ordered("mode", "bindings");
            case AgentConnection.Client c -> client(c);
        });
        AgentProperties p = a.properties();
        AgentProperties d = AgentProperties.DEFAULTS;
        Map<String, Object> properties = new LinkedHashMap<>();
        putIfChanged(properties, "agentChunkSize", p.chunkBytes(), d.chunkBytes());
        putIfChanged(properties, "agentWindowSize", p.windowSize(), d.windowSize());
        putIfChanged(properties, "agentFrameSize", p.frameSize(), d.frameSize());
        putIfChanged(properties, "agentCheckpointInterval", p.checkpointInterval(), d.checkpointInterval());
        putIfChanged(properties, "maxSourceTransfers", p.maxSourceTransfers(), d.maxSourceTransfers());
        putIfChanged(properties, "maxDestinationTransfers", p.maxDestinationTransfers(), d.maxDestinationTransfers());
        putIfChanged(properties, "maxQueuedTransfers", p.maxQueuedTransfers(), d.maxQueuedTransfers());
        putIfChanged(properties, "agentMultipleChannelsEnabled", p.multipleChannelsEnabled(), d.multipleChannelsEnabled());
        putIfChanged(properties, "BFG_JVM_PROPERTIES", p.jvmOptions(), d.jvmOptions());
        if (!properties.isEmpty()) {
            m.put("properties", properties);
        }
        return m;
    }

    /** Client buffers only where they differ from mqclient.ini's default, as the tuning values are. */
    private static Map<String, Object> client(AgentConnection.Client c) {
        Map<String, Object> m = ordered("mode", "client", "channel", c.channelName(), "port", c.port());
        putIfChanged(m, "clntSndBuffSize", c.sndBuffSizeBytes(), AgentConnection.Client.DEFAULT_BUFFER_BYTES);
        putIfChanged(m, "clntRcvBuffSize", c.rcvBuffSizeBytes(), AgentConnection.Client.DEFAULT_BUFFER_BYTES);
        return m;
    }

    private static Object fileServer(FileServer s) {
        return ordered("name", s.name(), "protocol", s.protocol().word(), "host", s.hostName(), "port", s.port(),
                "bridgeAgent", s.bridgeAgentName());
    }

    private static Object link(Link l) {
        return ordered("hostA", l.hostA(), "hostB", l.hostB(), "rttMillis", l.rttMillis(),
                "bandwidthMbps", l.bandwidthMbps(), "lossPercent", l.lossPercent(), "distance", l.distanceLabel());
    }

    private static Object channel(Channel c) {
        return ordered("name", c.name(), "kind", c.kind().word(), "from", c.fromQueueManager(), "to", c.toQueueManager(),
                "count", c.count());
    }

    private static Object workload(Workload w) {
        Map<String, Object> m = ordered("fileSizeBytes", w.fileSizeBytes());
        if (!w.sizeDistribution().isEmpty()) {
            m.put("sizeDistribution", each(w.sizeDistribution(),
                    b -> ordered("fileSizeBytes", b.fileSizeBytes(), "fileCount", b.fileCount())));
        }
        m.put("filesPerTransfer", w.filesPerTransfer());
        m.put("concurrentTransfers", w.concurrentTransfers());
        m.put("mode", w.mode().word());
        m.put("checksum", w.checksum().word());
        return m;
    }

    private static Object position(Position p) {
        return ordered("x", p.x(), "y", p.y());
    }

    private static void putIfChanged(Map<String, Object> map, String key, Object value, Object defaultValue) {
        if (!value.equals(defaultValue)) {
            map.put(key, value);
        }
    }

    private static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return m;
    }
}
