package mftwb.runner;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Function;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import mftwb.model.Agent;
import mftwb.model.Checksum;
import mftwb.model.JsonErrors;
import mftwb.model.Keyword;
import mftwb.model.Problem;
import mftwb.model.SizeText;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyFileException;
import mftwb.model.TopologyValidator;
import mftwb.model.TransferMode;
import mftwb.mq.ConnectionSpec;
import mftwb.mq.MqNames;
import mftwb.remote.SshTarget;

/**
 * Reads campaign documents (JSON). Every value is checked here, and a bad one is reported with the
 * line and column where it stands, so the user never sees a stack trace. Sizes are byte counts or
 * strings with a binary suffix ({@code "64K"}, {@code "10MiB"}, {@code "1G"}), as MFT writes
 * agentChunkSize. A missing {@code matrix} field takes the LAN report's value.
 */
public final class CampaignFile {
    private static final Set<String> TOP = Set.of("name", "topology", "target", "backend", "matrix", "warmupRuns",
            "repetitions", "onFailure", "textEncoding", "streamsPerFile", "keep", "mft", "mq",
            "stallSeconds", "orderSeed");
    private static final Set<String> TARGET = Set.of("localLab", "host", "identity", "knownHosts", "remoteDir", "cpuFrom");
    private static final Set<String> CPU_FROM = Set.of("prometheus", "instance");
    private static final Set<String> MATRIX = Set.of("fileSizes", "totalBytes", "fileCount", "transfers", "chunkSizes",
            "windows", "checksums", "modes");
    private static final Set<String> MFT = Set.of("sourceAgent", "sourceQueueManager", "destinationAgent",
            "destinationQueueManager", "sourceDir", "destinationDir");
    private static final Set<String> MQ = Set.of("coordination", "command", "user", "cipherSpec", "timeoutSeconds");
    /** Long enough for a LAN-report run of 1 GiB at a few MB/s; a campaign of bigger runs says so. */
    static final Duration DEFAULT_MQ_TIMEOUT = Duration.ofHours(1);

    private final Path file;
    private final Map<String, JsonLocation> locations;

    private CampaignFile(Path file, Map<String, JsonLocation> locations) {
        this.file = file;
        this.locations = locations;
    }

    public static Campaign read(Path file) throws IOException, CampaignFormatException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file);
    }

    /** Parses {@code json}; {@code file} is where it came from, for messages and relative paths. */
    public static Campaign parse(String json, Path file) throws CampaignFormatException {
        ObjectMapper mapper = new ObjectMapper();
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        JsonNode root;
        Map<String, JsonLocation> locations = new HashMap<>();
        try {
            root = mapper.readTree(json);
            try (JsonParser p = new JsonFactory().createParser(json)) {
                while (p.nextToken() != null) {
                    locations.putIfAbsent(p.getParsingContext().pathAsPointer().toString(), p.currentTokenLocation());
                }
            }
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new CampaignFormatException(file, at == null ? 1 : at.getLineNr(), at == null ? 1 : at.getColumnNr(), "",
                    "not valid JSON: " + JsonErrors.describe(e));
        } catch (IOException e) {
            throw new CampaignFormatException(file, 1, 1, "", e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw new CampaignFormatException(file, 1, 1, "", "expected a JSON object { ... }");
        }
        return new CampaignFile(file, locations).campaign(root);
    }

    private Campaign campaign(JsonNode root) throws CampaignFormatException {
        checkFields(root, "", TOP);
        String name = text(root, "", "name").orElse(file.getFileName().toString());
        Optional<Path> topology = text(root, "", "topology").map(this::besideFile);
        if (topology.isPresent() && !Files.isRegularFile(topology.get())) {
            throw error("/topology", "no topology file at " + topology.get());
        }
        Optional<Topology> drawn = topology.isPresent() ? Optional.of(validTopology(topology.get())) : Optional.empty();
        Target target = root.has("target") ? target(root.get("target")) : Target.localLab();
        Backend backend = enumValue(root, "", "backend", Backend::parse, Backend.allowed()).orElse(Backend.SFTP);
        Matrix matrix = root.has("matrix") ? matrix(root.get("matrix")) : Matrix.lanReport();
        int warmup = integer(root, "", "warmupRuns", 0).orElse(4);
        int repetitions = integer(root, "", "repetitions", 1).orElse(1);
        OnFailure onFailure = enumValue(root, "", "onFailure",
                w -> w.equals("continue") ? Optional.of(OnFailure.CONTINUE)
                        : w.equals("stop") ? Optional.of(OnFailure.STOP) : Optional.empty(),
                "continue, stop").orElse(OnFailure.CONTINUE);
        Charset encoding = StandardCharsets.UTF_8;
        Optional<String> encodingName = text(root, "", "textEncoding");
        if (encodingName.isPresent()) {
            try {
                encoding = Charset.forName(encodingName.get());
            } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
                throw error("/textEncoding", "unknown code page '" + encodingName.get() + "' (e.g. UTF-8, IBM1047)");
            }
        }
        int streams = integer(root, "", "streamsPerFile", 1).orElse(1);
        boolean keep = bool(root, "", "keep").orElse(false);
        Optional<MftAgents> mft = root.has("mft") ? Optional.of(mft(root.get("mft"), drawn)) : Optional.empty();
        if ((backend == Backend.MFT_CLI || backend == Backend.MFT_MQ) && mft.isEmpty()) {
            throw error("/backend", "backend " + backend.word() + " needs an \"mft\" section naming the agents");
        }
        Optional<MqSettings> mq = root.has("mq") ? Optional.of(mq(root.get("mq"))) : Optional.empty();
        if (backend == Backend.MFT_MQ) {
            if (mq.isEmpty()) {
                throw error("/backend", "backend mft-mq needs an \"mq\" section naming the coordination queue "
                        + "manager (\"coordination\": \"host:port/channel/QM\")");
            }
            checkMqNames(mft.get());
        }
        int stall = integer(root, "", "stallSeconds", 1).orElse((int) Campaign.DEFAULT_STALL_LIMIT.toSeconds());
        Campaign campaign = new Campaign(name, topology, target, backend, matrix, warmup, repetitions, onFailure,
                encoding, streams, keep, mft, mq, java.time.Duration.ofSeconds(stall));
        JsonNode seed = root.get("orderSeed");
        if (seed == null) {
            return campaign;
        }
        if (!seed.isIntegralNumber() || !seed.canConvertToLong()) {
            throw error("/orderSeed", "expected a whole number (the seed a campaign printed, to repeat its run order), not "
                    + seed);
        }
        return campaign.withOrderSeed(seed.longValue());
    }

    private Target target(JsonNode node) throws CampaignFormatException {
        requireObject(node, "/target");
        checkFields(node, "/target", TARGET);
        boolean localLab = bool(node, "/target", "localLab").orElse(false);
        Optional<String> host = text(node, "/target", "host");
        if (localLab == host.isPresent()) {
            throw error("/target", "give either \"localLab\": true or \"host\": \"user@host:port\"");
        }
        Optional<SshTarget> ssh = Optional.empty();
        if (host.isPresent()) {
            try {
                ssh = Optional.of(SshTarget.parse(host.get()));
            } catch (IllegalArgumentException e) {
                throw error("/target/host", e.getMessage());
            }
        }
        return new Target(ssh, text(node, "/target", "identity").map(this::besideFile),
                text(node, "/target", "knownHosts").map(this::besideFile), text(node, "/target", "remoteDir"),
                node.has("cpuFrom") ? Optional.of(cpuFrom(node.get("cpuFrom"))) : Optional.empty());
    }

    /** {@code "cpuFrom": {"prometheus": URL, "instance": NAME}}: the target's CPU read through Prometheus. */
    private PrometheusCpu cpuFrom(JsonNode node) throws CampaignFormatException {
        String at = "/target/cpuFrom";
        requireObject(node, at);
        checkFields(node, at, CPU_FROM);
        String url = text(node, at, "prometheus").orElseThrow(() -> error(at, "give \"prometheus\": \"http://HOST:9090\""));
        String instance = text(node, at, "instance")
                .orElseThrow(() -> error(at, "give \"instance\": the node_exporter target's instance label, e.g. \"mqhost1:9100\""));
        try {
            URI server = new URI(url);
            if (server.getScheme() == null || !server.getScheme().matches("https?") || server.getHost() == null) {
                throw error(at + "/prometheus", "'" + url + "' is not an http:// or https:// URL of a Prometheus server");
            }
            return new PrometheusCpu(server, instance);
        } catch (URISyntaxException e) {
            throw error(at + "/prometheus", "'" + url + "' is not a URL: " + e.getReason());
        }
    }

    private Matrix matrix(JsonNode node) throws CampaignFormatException {
        requireObject(node, "/matrix");
        checkFields(node, "/matrix", MATRIX);
        Matrix lan = Matrix.lanReport();
        List<Long> sizes = node.has("fileSizes") ? sizes(node, "fileSizes") : lan.fileSizes();
        OptionalLong total = OptionalLong.empty();
        OptionalInt count = OptionalInt.empty();
        if (node.has("totalBytes") && node.has("fileCount")) {
            throw error("/matrix/fileCount", "give totalBytes or fileCount, not both");
        }
        if (node.has("fileCount")) {
            count = OptionalInt.of(integer(node, "/matrix", "fileCount", 1).orElseThrow());
        } else if (node.has("totalBytes")) {
            total = OptionalLong.of(size(node.get("totalBytes"), "/matrix/totalBytes"));
        } else {
            total = lan.totalBytes();
        }
        List<Integer> chunks = node.has("chunkSizes") ? sizes(node, "chunkSizes").stream().map(s -> intSize(s)).toList()
                : lan.chunkSizes();
        if (chunks.contains(-1)) {
            throw error("/matrix/chunkSizes", "chunk sizes must be below 2 GiB");
        }
        return new Matrix(sizes, total, count,
                node.has("transfers") ? integers(node, "transfers") : lan.transfers(), chunks,
                node.has("windows") ? integers(node, "windows") : lan.windows(),
                node.has("checksums") ? keywords(node, "checksums", Checksum.class) : lan.checksums(),
                node.has("modes") ? keywords(node, "modes", TransferMode.class) : lan.modes());
    }

    private static int intSize(long size) {
        return size > Integer.MAX_VALUE ? -1 : (int) size;
    }

    /**
     * The agents; a queue manager left out is taken from the campaign's topology, where every agent
     * names its queue manager.
     */
    private MftAgents mft(JsonNode node, Optional<Topology> topology) throws CampaignFormatException {
        requireObject(node, "/mft");
        checkFields(node, "/mft", MFT);
        String sourceAgent = required(node, "sourceAgent", "");
        String destinationAgent = required(node, "destinationAgent", "");
        String sourceQm = queueManager(node, "sourceQueueManager", sourceAgent, "sourceAgent", topology);
        String destinationQm = queueManager(node, "destinationQueueManager", destinationAgent, "destinationAgent",
                topology);
        return new MftAgents(sourceAgent, sourceQm, destinationAgent, destinationQm, required(node, "sourceDir", ""),
                required(node, "destinationDir", ""));
    }

    /**
     * The campaign's topology, read and validated now: its transfer path is where the runs are said to
     * be measured (the round trip and bandwidth "Use as calibration" writes), so a topology the
     * validator refuses (a link of 0 ms, say) is refused here, before any run, not when it is used.
     */
    private Topology validTopology(Path topologyFile) throws CampaignFormatException {
        Topology topology;
        try {
            topology = TopologyFile.read(topologyFile);
        } catch (TopologyFileException e) {
            throw error("/topology", e.getMessage());
        }
        List<Problem> errors = TopologyValidator.errors(topology);
        if (!errors.isEmpty()) {
            throw error("/topology", topologyFile + " is not a valid topology: "
                    + String.join("; ", errors.stream().map(Problem::toString).toList()));
        }
        return topology;
    }

    private String required(JsonNode node, String field, String hint) throws CampaignFormatException {
        return text(node, "/mft", field).orElseThrow(() -> error("/mft", "\"" + field + "\" is required" + hint));
    }

    private String queueManager(JsonNode node, String field, String agent, String agentField,
            Optional<Topology> topology) throws CampaignFormatException {
        if (node.has(field) || topology.isEmpty()) {
            return required(node, field, " (or name a \"topology\" that has agent " + agent + ")");
        }
        // MFT folds agent names to upper case, so the topology may spell them either way.
        return topology.get().agents().stream().filter(a -> a.name().equalsIgnoreCase(agent)).findFirst()
                .map(Agent::queueManagerName)
                .orElseThrow(() -> error("/mft/" + agentField, "the topology has no agent '" + agent + "' (agents: "
                        + String.join(", ", topology.get().agents().stream().map(Agent::name).toList())
                        + "): give \"" + field + "\""));
    }

    /** MFT over MQ writes these names into queue names and request XML, so they must be valid MQ names. */
    private void checkMqNames(MftAgents agents) throws CampaignFormatException {
        check("/mft/sourceAgent", () -> MqNames.agentName(agents.sourceAgent()));
        check("/mft/sourceQueueManager", () -> MqNames.queueManagerName(agents.sourceQueueManager()));
        check("/mft/destinationAgent", () -> MqNames.agentName(agents.destinationAgent()));
        check("/mft/destinationQueueManager", () -> MqNames.queueManagerName(agents.destinationQueueManager()));
    }

    private void check(String at, Runnable validation) throws CampaignFormatException {
        try {
            validation.run();
        } catch (IllegalArgumentException e) {
            throw error(at, e.getMessage());
        }
    }

    private MqSettings mq(JsonNode node) throws CampaignFormatException {
        requireObject(node, "/mq");
        if (node.has("password")) {
            throw error("/mq/password", "passwords never go in campaign files: set " + ConnectionSpec.PASSWORD_VARIABLE
                    + " in the environment that runs the campaign");
        }
        checkFields(node, "/mq", MQ);
        ConnectionSpec coordination = connection(node, "coordination").orElseThrow(() -> error("/mq",
                "\"coordination\" is required: the coordination queue manager as \"host:port/channel/QM\""));
        Optional<ConnectionSpec> command = connection(node, "command");
        Optional<String> user = text(node, "/mq", "user");
        Optional<String> cipherSpec = text(node, "/mq", "cipherSpec");
        Duration timeout = integer(node, "/mq", "timeoutSeconds", 1).map(Duration::ofSeconds)
                .orElse(DEFAULT_MQ_TIMEOUT);
        return new MqSettings(withUserAndCipher(coordination, user, cipherSpec),
                command.map(c -> withUserAndCipher(c, user, cipherSpec)), timeout);
    }

    private static ConnectionSpec withUserAndCipher(ConnectionSpec spec, Optional<String> user,
            Optional<String> cipherSpec) {
        ConnectionSpec result = user.map(u -> spec.withCredentials(u, null)).orElse(spec);
        return cipherSpec.map(result::withCipherSpec).orElse(result);
    }

    private Optional<ConnectionSpec> connection(JsonNode node, String field) throws CampaignFormatException {
        Optional<String> text = text(node, "/mq", field);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(ConnectionSpec.parse(text.get()));
        } catch (IllegalArgumentException e) {
            throw error("/mq/" + field, e.getMessage());
        }
    }

    private Path besideFile(String path) {
        Path parent = file.toAbsolutePath().getParent();
        return parent == null ? Path.of(path) : parent.resolve(path);
    }

    private void checkFields(JsonNode node, String at, Set<String> known) throws CampaignFormatException {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!known.contains(name)) {
                throw error(at + "/" + name, "unknown field (known: " + String.join(", ", known.stream().sorted().toList())
                        + ")");
            }
        }
    }

    private void requireObject(JsonNode node, String at) throws CampaignFormatException {
        if (!node.isObject()) {
            throw error(at, "expected an object { ... }");
        }
    }

    private Optional<String> text(JsonNode parent, String at, String field) throws CampaignFormatException {
        JsonNode node = parent.get(field);
        if (node == null) {
            return Optional.empty();
        }
        if (!node.isTextual() || node.asText().isBlank()) {
            throw error(at + "/" + field, "expected a non-empty string");
        }
        return Optional.of(node.asText());
    }

    private Optional<Boolean> bool(JsonNode parent, String at, String field) throws CampaignFormatException {
        JsonNode node = parent.get(field);
        if (node == null) {
            return Optional.empty();
        }
        if (!node.isBoolean()) {
            throw error(at + "/" + field, "expected true or false");
        }
        return Optional.of(node.booleanValue());
    }

    private Optional<Integer> integer(JsonNode parent, String at, String field, int min) throws CampaignFormatException {
        JsonNode node = parent.get(field);
        if (node == null) {
            return Optional.empty();
        }
        return Optional.of(integerValue(node, at + "/" + field, min));
    }

    private int integerValue(JsonNode node, String at, int min) throws CampaignFormatException {
        if (!node.isIntegralNumber() || !node.canConvertToInt() || node.intValue() < min) {
            throw error(at, "expected a whole number of at least " + min + ", not " + node);
        }
        return node.intValue();
    }

    private <E> Optional<E> enumValue(JsonNode parent, String at, String field, Function<String, Optional<E>> parse,
            String allowed) throws CampaignFormatException {
        Optional<String> word = text(parent, at, field);
        if (word.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(parse.apply(word.get())
                .orElseThrow(() -> error(at + "/" + field, "'" + word.get() + "' is not one of: " + allowed)));
    }

    private JsonNode array(JsonNode parent, String field) throws CampaignFormatException {
        JsonNode node = parent.get(field);
        if (!node.isArray() || node.isEmpty()) {
            throw error("/matrix/" + field, "expected a non-empty list [ ... ]");
        }
        return node;
    }

    private List<Integer> integers(JsonNode parent, String field) throws CampaignFormatException {
        JsonNode list = array(parent, field);
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            values.add(integerValue(list.get(i), "/matrix/" + field + "/" + i, 1));
        }
        return values;
    }

    private List<Long> sizes(JsonNode parent, String field) throws CampaignFormatException {
        JsonNode list = array(parent, field);
        List<Long> values = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            values.add(size(list.get(i), "/matrix/" + field + "/" + i));
        }
        return values;
    }

    private long size(JsonNode node, String at) throws CampaignFormatException {
        if (node.isIntegralNumber() && node.canConvertToLong() && node.longValue() > 0) {
            return node.longValue();
        }
        if (node.isTextual() && SizeText.parse(node.asText()).isPresent()) {
            return SizeText.parse(node.asText()).getAsLong();
        }
        throw error(at, "expected a size in bytes above 0 (" + SizeText.FORMS + "), not " + node);
    }

    private <E extends Enum<E> & Keyword> List<E> keywords(JsonNode parent, String field, Class<E> type)
            throws CampaignFormatException {
        JsonNode list = array(parent, field);
        List<E> values = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode item = list.get(i);
            Optional<E> value = item.isTextual() ? Keyword.parse(type, item.asText()) : Optional.empty();
            if (value.isEmpty()) {
                throw error("/matrix/" + field + "/" + i, item + " is not one of: " + Keyword.allowed(type));
            }
            values.add(value.get());
        }
        return values;
    }

    /** An error at a JSON pointer; the location is the nearest recorded one going up the path. */
    private CampaignFormatException error(String pointer, String problem) {
        String at = pointer;
        JsonLocation location = locations.get(at);
        while (location == null && !at.isEmpty()) {
            at = at.substring(0, at.lastIndexOf('/'));
            location = locations.get(at);
        }
        int line = location == null ? 1 : location.getLineNr();
        int column = location == null ? 1 : location.getColumnNr();
        String field = pointer.isEmpty() ? "" : pointer.substring(1).replace('/', '.');
        return new CampaignFormatException(file, line, column, field, problem);
    }
}
