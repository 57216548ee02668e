package mftwb.tuning.lint;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import mftwb.model.AgentConnection;
import mftwb.model.Channel;
import mftwb.tuning.Bytes;
import mftwb.tuning.InFlight;

/**
 * Checks existing qm.ini, mqclient.ini, agent.properties and MQSC files against the findings the generators encode.
 * Files given together are read as one installation: the agents' chunk x window x frame x transfers
 * is compared with the queue manager's buffers, MQSC channel exits with qm.ini's FASTPATH.
 */
public final class Linter {
    /** MQ's channel TCP buffer when qm.ini does not set one (DOMAIN: default 32K). */
    static final long DEFAULT_TCP_BUFFER_BYTES = 32 * Bytes.KIB;
    /** DefaultQBufferSize / DefaultPQBufferSize on 64-bit queue managers (MQ-FACTS). */
    static final long DEFAULT_QUEUE_BUFFER_BYTES = 128 * Bytes.KIB;
    /** MQ's largest message (MAXMSGL upper limit): no chunk can be bigger. */
    static final long MAX_MESSAGE_BYTES = 100 * Bytes.MIB;
    /** Default MAXMSGL of channels and queues: bigger chunks need it raised everywhere on the path. */
    static final long DEFAULT_MAXMSGL = 4_194_304;
    /** Below this, per-message cost dominates (unconfirmed lower bound: IBM documents no minimum). */
    static final long SMALLEST_SENSIBLE_CHUNK = 16 * Bytes.KIB;

    /** LogBufferPages: 0 means MQ's default of 512 pages, else 18..4096 pages of 4 KB (IBM Docs, Log stanza of the qm.ini file). */
    static final long MIN_LOG_BUFFER_PAGES = 18;
    static final long MAX_LOG_BUFFER_PAGES = 4096;

    /** DEFINE CHANNEL(name), DEF CHL('name'), ...: MQSC folds unquoted names to upper case, quoted ones are as written. */
    private static final Pattern DEFINE_CHANNEL = Pattern.compile("^\\s*DEF(?:INE)?\\s+(?:CHANNEL|CHL)\\s*\\(\\s*(?:'([^']*)'|([^)\\s]*))",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern REPLACE = Pattern.compile("\\bREPLACE\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern CHANNEL_EXIT = Pattern.compile("\\b(SCYEXIT|MSGEXIT|SENDEXIT|RCVEXIT|MREXIT)\\s*\\(\\s*(?:'([^']*)'|([^)\\s]*))\\s*\\)", Pattern.CASE_INSENSITIVE);

    /** qm.ini keys whose value is a number (bytes, pages, files or channels). */
    private static final java.util.Set<String> NUMERIC_QM_INI_KEYS = java.util.Set.of("sndbuffsize", "rcvbuffsize", "rcvsndbuffsize",
            "rcvrcvbuffsize", "clntsndbuffsize", "clntrcvbuffsize", "svrsndbuffsize", "svrrcvbuffsize", "defaultqbuffersize",
            "defaultpqbuffersize", "logprimaryfiles", "logsecondaryfiles", "logfilepages", "logbufferpages", "maxchannels", "maxactivechannels");

    private final List<LinkExpectation> expectations;

    /** @param expectations from a topology; empty when lint runs without one */
    public Linter(List<LinkExpectation> expectations) {
        this.expectations = List.copyOf(expectations);
    }

    public List<Finding> lint(List<ConfigFile> files) {
        List<Finding> findings = new ArrayList<>();
        List<ParsedConfig> iniFiles = new ArrayList<>();
        List<ParsedConfig> clientFiles = new ArrayList<>();
        List<ParsedConfig> agents = new ArrayList<>();
        List<Finding> channelExits = new ArrayList<>();
        for (ConfigFile file : files) {
            switch (file.kind()) {
                case QM_INI -> iniFiles.add(QmIniParser.parse(file.name(), file.lines()));
                case MQCLIENT_INI -> clientFiles.add(QmIniParser.parse(file.name(), file.lines()));
                case AGENT_PROPERTIES -> agents.add(PropertiesParser.parse(file.name(), file.lines()));
                case MQSC -> {
                    List<MqscCommand> commands = commands(file);
                    channelExits.addAll(channelExits(file.name(), commands));
                    findings.addAll(systemChannelDefinitions(file.name(), commands));
                    findings.addAll(channelReplacements(file.name(), commands));
                }
            }
        }
        for (ParsedConfig agent : agents) {
            findings.addAll(agent.problems());
            findings.addAll(lintAgent(agent));
        }
        for (ParsedConfig ini : iniFiles) {
            findings.addAll(ini.problems());
            findings.addAll(lintQmIni(ini, iniFiles, agents, channelExits));
        }
        for (ParsedConfig client : clientFiles) {
            findings.addAll(client.problems());
            findings.addAll(lintClientIni(client));
        }
        findings.sort(Comparator.comparing(Finding::file).thenComparingInt(Finding::line));
        return findings;
    }

    private List<Finding> lintAgent(ParsedConfig agent) {
        List<Finding> findings = new ArrayList<>();
        for (ConfigEntry entry : agent.entries()) {
            KnownKeys.nearMiss(entry.key(), KnownKeys.AGENT).ifPresent(known -> findings.add(new Finding(agent.file(), entry.line(),
                    Severity.warning, entry.key() + " is not a key the agent reads (keys are case-sensitive): did you mean " + known
                            + "? As written the line is ignored" + (known.equals("agentQMgrHost") ? " and the agent connects in bindings mode" : ""))));
        }
        agent.find("", "agentQMgrChannel").filter(entry -> Channel.isSystem(entry.value())).ifPresent(entry -> findings.add(new Finding(
                agent.file(), entry.line(), Severity.warning, "agentQMgrChannel=" + entry.value() + " is one of MQ's own SYSTEM.* channels: the "
                        + "default CHLAUTH rule blocks clients on them, and tuning it (MAXMSGL for the chunks) would change a channel MQ owns; "
                        + "connect through a SVRCONN channel of MFT's own, e.g. " + AgentConnection.Client.MFT_CHANNEL)));
        Optional<ConfigEntry> chunk = agent.find("", "agentChunkSize");
        chunk.ifPresent(entry -> {
            OptionalLong bytes = number(agent, entry, findings);
            if (bytes.isPresent()) {
                findings.addAll(chunkRange(agent.file(), entry.line(), bytes.getAsLong()));
            }
        });
        for (String key : List.of("agentWindowSize", "agentFrameSize", "agentCheckpointInterval")) {
            agent.find("", key).ifPresent(entry -> positive(agent, entry, findings));
        }
        for (String key : List.of("maxSourceTransfers", "maxDestinationTransfers")) {
            agent.find("", key).ifPresent(entry -> {
                OptionalLong value = positive(agent, entry, findings);
                if (value.isPresent() && value.getAsLong() > 25) {
                    findings.add(new Finding(agent.file(), entry.line(), Severity.warning, key + "=" + value.getAsLong()
                            + " is above 25 concurrent transfers: raise the agent heap with BFG_JVM_PROPERTIES (the agent heap is exhausted above 25 with the default)"));
                }
            });
        }
        boolean client = agent.find("", "agentQMgrHost").filter(e -> !e.value().isEmpty()).isPresent();
        long chunkBytes = longValue(agent, "agentChunkSize", 262144);
        long concurrent = longValue(agent, "maxDestinationTransfers", 25);
        if (client && chunkBytes >= 512 * Bytes.KIB && concurrent >= 10) {
            findings.add(new Finding(agent.file(), chunk.map(ConfigEntry::line).orElse(Finding.NO_LINE), Severity.warning,
                    "client-mode agent with " + Bytes.describe(chunkBytes) + " chunks and up to " + concurrent
                            + " concurrent transfers: the LAN report measured 512K chunks much slower than smaller ones with 10 concurrent client transfers"));
        }
        return findings;
    }

    static List<Finding> chunkRange(String file, int line, long chunkBytes) {
        if (chunkBytes <= 0 || chunkBytes > MAX_MESSAGE_BYTES) {
            return List.of(new Finding(file, line, Severity.error, "agentChunkSize=" + chunkBytes
                    + " is outside 1.." + MAX_MESSAGE_BYTES + " (a chunk is one MQ message; 100 MB is MQ's largest message)"));
        }
        if (chunkBytes >= DEFAULT_MAXMSGL) {
            return List.of(new Finding(file, line, Severity.warning, "agentChunkSize=" + chunkBytes
                    + " plus the MFT message header exceeds the default MAXMSGL 4194304: raise MAXMSGL on the channels, transmission and data queues on the path (unconfirmed header size)"));
        }
        if (chunkBytes < SMALLEST_SENSIBLE_CHUNK) {
            return List.of(new Finding(file, line, Severity.warning, "agentChunkSize=" + chunkBytes
                    + " is below " + SMALLEST_SENSIBLE_CHUNK + ": per-message cost dominates (reports tested 64K..4M; lower bound unconfirmed)"));
        }
        return List.of();
    }

    private List<Finding> lintQmIni(ParsedConfig ini, List<ParsedConfig> iniFiles, List<ParsedConfig> agents, List<Finding> channelExits) {
        List<Finding> findings = new ArrayList<>();
        Set<String> stanzasNamed = new HashSet<>();
        for (ConfigEntry entry : ini.entries()) {
            Optional<String> stanza = KnownKeys.nearMiss(entry.stanza(), KnownKeys.QM_INI_STANZAS);
            if (stanza.isPresent() && !stanza.get().equalsIgnoreCase(entry.stanza()) && stanzasNamed.add(entry.stanza())) {
                findings.add(new Finding(ini.file(), entry.line(), Severity.warning, entry.stanza() + ": is not a qm.ini stanza: did you mean "
                        + stanza.get() + ":? The queue manager ignores what it holds"));
            }
            Set<String> keys = KnownKeys.QM_INI.getOrDefault(stanza.orElse(entry.stanza()), Set.of());
            KnownKeys.nearMiss(entry.key(), keys).filter(k -> !k.equalsIgnoreCase(entry.key())).ifPresent(known -> findings.add(new Finding(
                    ini.file(), entry.line(), Severity.warning, entry.key() + " is not a " + entry.stanza() + " key: did you mean " + known
                            + "? The queue manager ignores it and keeps its default")));
            if (NUMERIC_QM_INI_KEYS.contains(entry.key().toLowerCase(Locale.ROOT))) {
                number(ini, entry, findings);
            }
            findings.addAll(invalidQmIniValue(ini.file(), entry));
        }
        Optional<LinkExpectation> expected = expectationFor(ini, iniFiles, agents);
        expected.filter(link -> link.channelBufferBytes() > 0).ifPresent(link -> {
            for (String key : List.of("SndBuffSize", "RcvRcvBuffSize")) {
                checkBuffer(ini, key, link.channelBufferBytes(), link.channelUnacknowledgedBytes(), link.why(), findings);
            }
        });
        expected.filter(link -> link.clientBufferBytes() > 0).ifPresent(link -> {
            for (String key : List.of("SvrSndBuffSize", "SvrRcvBuffSize")) {
                checkBuffer(ini, key, link.clientBufferBytes(), link.clientUnacknowledgedBytes(), link.clientWhy(), findings);
            }
        });
        long inFlight = inFlightFor(ini, expected, iniFiles, agents);
        if (inFlight > 0) {
            // Export never sizes a queue buffer above MQ's largest: judged against more, its own qm.ini would be warned.
            long needed = Math.min(inFlight, InFlight.MAX_QUEUE_BUFFER_BYTES);
            long suggested = InFlight.queueBufferBytes(inFlight);
            for (String key : List.of("DefaultPQBufferSize", "DefaultQBufferSize")) {
                Optional<ConfigEntry> entry = ini.find("TuningParameters", key);
                long buffer = entry.isPresent() ? parseLong(entry.get().value()).orElse(-1) : DEFAULT_QUEUE_BUFFER_BYTES;
                if (buffer >= 0 && buffer < needed) {
                    findings.add(new Finding(ini.file(), entry.map(ConfigEntry::line).orElse(Finding.NO_LINE), Severity.warning,
                            (entry.isPresent() ? key + " = " + buffer + " is" : unset(key, "TuningParameters", DEFAULT_QUEUE_BUFFER_BYTES))
                            + " smaller than the " + Bytes.describe(inFlight) + " the agents keep in flight (chunk x window x frame x transfers): chunks spill to the queue file; suggested "
                            + suggested + (inFlight > suggested ? ", the largest queue buffer (" + Bytes.describe(suggested)
                                    + "), and lower agentWindowSize or the concurrent transfers to keep the rest off the queue file" : "")
                            + " (applies to queues created after the restart)"));
                }
            }
        }
        Optional<ConfigEntry> bindType = ini.find("Channels", "MQIBindType");
        if (bindType.isPresent() && bindType.get().value().equalsIgnoreCase("FASTPATH")) {
            int line = bindType.get().line();
            for (String exitStanza : List.of("ApiExitLocal", "ApiExitCommon")) {
                if (ini.hasStanza(exitStanza)) {
                    findings.add(new Finding(ini.file(), line, Severity.warning, "MQIBindType=FASTPATH with " + exitStanza
                            + " exits: exits then run inside the queue manager's processes, and a faulty exit can corrupt the queue manager; use STANDARD or trust every exit"));
                }
            }
            for (Finding exit : channelExits) {
                findings.add(new Finding(ini.file(), line, Severity.warning, "MQIBindType=FASTPATH while " + exit.file() + ":" + exit.line()
                        + " defines a channel exit (" + exit.message() + "): with FASTPATH channel exits run in the MCA's trusted process; a faulty exit can corrupt the queue manager"));
            }
        }
        return findings;
    }

    /** A value the queue manager does not accept for its key, or a key only clients read; the message gives what is allowed. */
    private static List<Finding> invalidQmIniValue(String file, ConfigEntry entry) {
        String value = entry.value().strip();
        for (Map.Entry<String, Map<String, List<String>>> stanza : KnownKeys.QM_INI_WORDS.entrySet()) {
            for (Map.Entry<String, List<String>> key : stanza.getValue().entrySet()) {
                if (stanza.getKey().equalsIgnoreCase(entry.stanza()) && key.getKey().equalsIgnoreCase(entry.key())
                        && key.getValue().stream().noneMatch(value::equalsIgnoreCase)) {
                    return List.of(new Finding(file, entry.line(), Severity.error, entry.key() + "=" + value + " is not one of " + String.join(", ", key.getValue())
                            + ": the queue manager does not take this value"));
                }
            }
        }
        if (entry.stanza().equalsIgnoreCase("Log") && entry.key().equalsIgnoreCase("LogBufferPages")) {
            OptionalLong pages = parseLong(value);
            if (pages.isPresent() && pages.getAsLong() != 0 && (pages.getAsLong() < MIN_LOG_BUFFER_PAGES || pages.getAsLong() > MAX_LOG_BUFFER_PAGES)) {
                return List.of(new Finding(file, entry.line(), Severity.error, entry.key() + "=" + value + " is outside 0 (MQ's default, 512 pages) or "
                        + MIN_LOG_BUFFER_PAGES + ".." + MAX_LOG_BUFFER_PAGES + " pages of 4 KB"));
            }
        }
        if (entry.stanza().equalsIgnoreCase("TCP") && KnownKeys.CLIENT_TCP.stream().anyMatch(entry.key()::equalsIgnoreCase)) {
            return List.of(new Finding(file, entry.line(), Severity.warning, entry.key() + " is an mqclient.ini key: in qm.ini it does not size the client end of"
                    + " client channels; set it in the TCP stanza of each client host's mqclient.ini (SvrSndBuffSize/SvrRcvBuffSize size the queue manager's end)"));
        }
        return List.of();
    }

    /**
     * The client end of the client channels: mqclient.ini's ClntSndBuffSize/ClntRcvBuffSize against the
     * worst client link of the topology (a client file does not say which queue managers it serves).
     */
    private List<Finding> lintClientIni(ParsedConfig ini) {
        List<Finding> findings = new ArrayList<>();
        for (ConfigEntry entry : ini.entries()) {
            if (NUMERIC_QM_INI_KEYS.contains(entry.key().toLowerCase(Locale.ROOT))) {
                number(ini, entry, findings);
            }
        }
        expectations.stream().filter(link -> link.clientBufferBytes() > 0).max(Comparator.comparingLong(LinkExpectation::clientBufferBytes))
                .ifPresent(link -> {
                    for (String key : List.of("ClntSndBuffSize", "ClntRcvBuffSize")) {
                        Optional<ConfigEntry> entry = ini.find("TCP", key);
                        if (entry.isPresent() && parseLong(entry.get().value()).orElse(-1) == 0) {
                            findings.add(new Finding(ini.file(), entry.get().line(), Severity.warning, key
                                    + "=0: an MFT agent (IBM MQ classes for Java) before MQ 9.4.0.10 still uses 32 KiB for 0; give the size explicitly: "
                                    + key + "=" + link.clientBufferBytes() + " for " + link.clientWhy()));
                        } else {
                            checkBuffer(ini, key, link.clientBufferBytes(), link.clientUnacknowledgedBytes(), link.clientWhy(), findings);
                        }
                    }
                });
        return findings;
    }

    /**
     * {@code suggestedBytes} is the buffer the generator writes for the link, not the data in flight on it:
     * {@code why} states that (the bytes unacknowledged, and the headroom over them). Only a buffer below
     * {@code unacknowledgedBytes} caps the channel (an error); one that holds them and lacks only the headroom is
     * told so (MQ's 32 KiB default on a LAN, whose round trip keeps less than that in flight).
     */
    private static void checkBuffer(ParsedConfig ini, String key, long suggestedBytes, long unacknowledgedBytes, String why,
            List<Finding> findings) {
        Optional<ConfigEntry> entry = ini.find("TCP", key);
        OptionalLong value = entry.isPresent() ? parseLong(entry.get().value()) : OptionalLong.of(DEFAULT_TCP_BUFFER_BYTES);
        if (value.isEmpty()) {
            return;
        }
        int line = entry.map(ConfigEntry::line).orElse(Finding.NO_LINE);
        String suggested = "the suggested buffer " + suggestedBytes + " (" + Bytes.describe(suggestedBytes) + ") for " + why;
        if (value.getAsLong() == 0) {
            findings.add(new Finding(ini.file(), line, Severity.info, key + "=0 lets the operating system size the buffer: AIX then uses tcp_sendspace/tcp_recvspace, Linux auto-tunes up to tcp_wmem/tcp_rmem; "
                    + suggested));
        } else if (value.getAsLong() < suggestedBytes && unacknowledgedBytes > 0 && value.getAsLong() >= unacknowledgedBytes) {
            findings.add(new Finding(ini.file(), line, Severity.info, (entry.isPresent() ? key + " = " + value.getAsLong()
                    : unset(key, "TCP", DEFAULT_TCP_BUFFER_BYTES)) + " holds the " + Bytes.describe(unacknowledgedBytes)
                    + " in flight, so it does not cap the channel; " + suggested + ", adds headroom (a socket moves about 0.9 x buffer/RTT)"));
        } else if (value.getAsLong() < suggestedBytes) {
            String fix = entry.isPresent() ? "set " + key + "=" + suggestedBytes : "add " + key + "=" + suggestedBytes + " to the TCP stanza";
            findings.add(new Finding(ini.file(), line, Severity.error, (entry.isPresent() ? key + " = " + value.getAsLong() + " is"
                    : unset(key, "TCP", DEFAULT_TCP_BUFFER_BYTES)) + " smaller than " + suggested
                    + ": the channel moves at most buffer/RTT bytes per second (Federal Reserve case); " + fix));
        }
    }

    /** How a finding about a key the file lacks begins: it has no line, so it names the stanza. */
    private static String unset(String key, String stanza, long defaultValue) {
        return key + " is not set in the " + stanza + " stanza, so MQ's default " + defaultValue + " applies:";
    }

    /**
     * The topology's expectation for this file's queue manager: named by its folder (/var/mqm/qmgrs/QM/qm.ini)
     * or Log: LogPath, else by the agentQMgr of the agents given with it (those no other qm.ini names) when
     * they name one queue manager, else the largest, so a file lint cannot place is judged by the most the
     * topology needs.
     */
    private Optional<LinkExpectation> expectationFor(ParsedConfig ini, List<ParsedConfig> iniFiles, List<ParsedConfig> agents) {
        List<String> names = queueManagerNames(ini);
        for (LinkExpectation link : expectations) {
            if (names(names, link.queueManager())) {
                return Optional.of(link);
            }
        }
        List<String> agentQueueManagers = unclaimed(ini, iniFiles, agents).stream().flatMap(a -> agentQueueManager(a).stream()).toList();
        List<LinkExpectation> used = expectations.stream().filter(link -> names(agentQueueManagers, link.queueManager())).toList();
        if (used.size() == 1) {
            return Optional.of(used.get(0));
        }
        return expectations.stream().max(Comparator.comparingLong(LinkExpectation::channelBufferBytes).thenComparingLong(LinkExpectation::inFlightBytes));
    }

    /** What may name this file's queue manager: its folder (/var/mqm/qmgrs/QM/qm.ini) and the last folder of Log: LogPath. */
    private static List<String> queueManagerNames(ParsedConfig ini) {
        List<String> names = new ArrayList<>();
        Path parent = Path.of(ini.file()).toAbsolutePath().getParent();
        if (parent != null && parent.getFileName() != null) {
            names.add(parent.getFileName().toString());
        }
        ini.find("Log", "LogPath").ifPresent(e -> {
            Path logPath = Path.of(e.value().replaceAll("[/\\\\]+$", ""));
            if (logPath.getFileName() != null) {
                names.add(logPath.getFileName().toString());
            }
        });
        return names;
    }

    /** Whether one of {@code names} is {@code queueManager}'s, also in MQ's folder form (a '.' becomes '!'). */
    private static boolean names(List<String> names, String queueManager) {
        return names.stream().anyMatch(n -> n.equalsIgnoreCase(queueManager) || n.equalsIgnoreCase(queueManager.replace('.', '!')));
    }

    /**
     * The data in flight on this file's queue manager. With the topology, the figure export sized its queue
     * buffers for (the workload's concurrent transfers, {@link #expectationFor}), so lint never contradicts
     * export; when the topology has no agents there, the capacity (maxDestinationTransfers) of the agents
     * given that name it. Without a topology, the capacity of the agents whose agentQMgr it is; one that no
     * agent names is judged by the agents given with it (one installation), except those whose agentQMgr
     * is another qm.ini's.
     */
    private long inFlightFor(ParsedConfig ini, Optional<LinkExpectation> expected, List<ParsedConfig> iniFiles, List<ParsedConfig> agents) {
        if (expected.filter(link -> link.inFlightBytes() > 0).isPresent()) {
            return expected.get().inFlightBytes();
        }
        List<String> names = new ArrayList<>(queueManagerNames(ini));
        expected.ifPresent(link -> names.add(link.queueManager()));
        List<ParsedConfig> users = agents.stream().filter(a -> agentQueueManager(a).filter(qm -> names(names, qm)).isPresent()).toList();
        if (!users.isEmpty() || expected.isPresent()) {
            return agentsInFlight(users);
        }
        return agentsInFlight(unclaimed(ini, iniFiles, agents));
    }

    /** The agents given with {@code ini} whose agentQMgr no other qm.ini given names. */
    private static List<ParsedConfig> unclaimed(ParsedConfig ini, List<ParsedConfig> iniFiles, List<ParsedConfig> agents) {
        List<List<String>> others = iniFiles.stream().filter(other -> other != ini).map(Linter::queueManagerNames).toList();
        return agents.stream().filter(a -> agentQueueManager(a).filter(qm -> others.stream().anyMatch(o -> names(o, qm))).isEmpty()).toList();
    }

    private static Optional<String> agentQueueManager(ParsedConfig agent) {
        return agent.find("", "agentQMgr").map(e -> e.value().strip());
    }

    private static long agentsInFlight(List<ParsedConfig> agents) {
        long total = 0;
        for (ParsedConfig agent : agents) {
            long chunk = longValue(agent, "agentChunkSize", 262144);
            long window = longValue(agent, "agentWindowSize", 10);
            long frame = longValue(agent, "agentFrameSize", 5);
            long transfers = longValue(agent, "maxDestinationTransfers", 25);
            if (chunk > 0 && window > 0 && frame > 0 && transfers > 0) {
                total += InFlight.bytesPerQueueManager(chunk, (int) window, (int) frame, (int) transfers);
            }
        }
        return total;
    }

    private static long longValue(ParsedConfig config, String key, long fallback) {
        return config.find("", key).map(e -> parseLong(e.value()).orElse(fallback)).orElse(fallback);
    }

    private static OptionalLong positive(ParsedConfig config, ConfigEntry entry, List<Finding> findings) {
        OptionalLong value = number(config, entry, findings);
        if (value.isPresent() && value.getAsLong() <= 0) {
            findings.add(new Finding(config.file(), entry.line(), Severity.error, entry.key() + " must be a positive whole number, got " + entry.value()));
            return OptionalLong.empty();
        }
        return value;
    }

    private static OptionalLong number(ParsedConfig config, ConfigEntry entry, List<Finding> findings) {
        OptionalLong value = parseLong(entry.value());
        if (value.isEmpty()) {
            findings.add(new Finding(config.file(), entry.line(), Severity.error, entry.key() + " must be a whole number, got '" + entry.value() + "'"));
        }
        return value;
    }

    private static OptionalLong parseLong(String text) {
        try {
            return OptionalLong.of(Long.parseLong(text.strip()));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    /** MQSC commands that set a channel exit; the finding names the exit. */
    private static List<Finding> channelExits(String file, List<MqscCommand> commands) {
        List<Finding> exits = new ArrayList<>();
        for (MqscCommand command : commands) {
            Matcher exit = CHANNEL_EXIT.matcher(command.text());
            while (exit.find()) {
                String module = exit.group(2) != null ? exit.group(2) : exit.group(3);
                if (!module.isBlank()) {
                    exits.add(new Finding(file, command.line(), Severity.info, exit.group(1).toUpperCase(Locale.ROOT) + "(" + module.strip() + ")"));
                }
            }
        }
        return exits;
    }

    /**
     * MQSC commands that define one of MQ's own SYSTEM.* channels: the default every channel of its type
     * defined later inherits, which DEFINE ... REPLACE (or a DEFINE after a delete) changes for all of them.
     */
    private static List<Finding> systemChannelDefinitions(String file, List<MqscCommand> commands) {
        List<Finding> findings = new ArrayList<>();
        for (MqscCommand command : commands) {
            String channel = command.definedChannel().orElse("");
            if (Channel.isSystem(channel)) {
                findings.add(new Finding(file, command.line(), Severity.warning, "DEFINE CHANNEL(" + channel + ") redefines one of MQ's own "
                        + "SYSTEM.* channels, the default every channel of its type defined later inherits: leave it as MQ made it, define a "
                        + "channel of MFT's own (e.g. " + AgentConnection.Client.MFT_CHANNEL + ") and point the agents at it (agentQMgrChannel)"));
            }
        }
        return findings;
    }

    /**
     * DEFINE CHANNEL ... REPLACE: every attribute the command does not list goes back to its default
     * (SSLCIPH, SSLPEER, MCAUSER, HBINT...), which strips TLS from a channel that already exists.
     */
    private static List<Finding> channelReplacements(String file, List<MqscCommand> commands) {
        List<Finding> findings = new ArrayList<>();
        for (MqscCommand command : commands) {
            Optional<String> channel = command.definedChannel();
            // REPLACE as a keyword, not inside a value such as DESCR('REPLACE') or a quoted name
            String keywords = command.text().replaceAll("'(?:[^']|'')*'", "''").replaceAll("\\([^)]*\\)", "()");
            if (channel.isPresent() && REPLACE.matcher(keywords).find()) {
                findings.add(new Finding(file, command.line(), Severity.warning, "DEFINE CHANNEL(" + channel.get() + ") ... REPLACE resets every attribute "
                        + "it does not list (SSLCIPH, SSLPEER, MCAUSER, HBINT...) to its default on a channel that exists: DEFINE it without REPLACE "
                        + "(AMQ8150E where it exists) and ALTER only the attributes to change"));
            }
        }
        return findings;
    }

    /** One MQSC command from its first line, joined over + and - continuations; comment lines skipped. */
    private record MqscCommand(int line, String text) {
        /** The channel a DEFINE CHANNEL command names: MQSC folds an unquoted name to upper case, a quoted one is as written. */
        Optional<String> definedChannel() {
            Matcher define = DEFINE_CHANNEL.matcher(text);
            return !define.find() ? Optional.empty()
                    : Optional.of(define.group(1) != null ? define.group(1) : define.group(2).toUpperCase(Locale.ROOT));
        }
    }

    private static List<MqscCommand> commands(ConfigFile file) {
        List<MqscCommand> commands = new ArrayList<>();
        StringBuilder command = new StringBuilder();
        int start = 0;
        for (int i = 0; i < file.lines().size(); i++) {
            String line = file.lines().get(i);
            if (line.startsWith("*")) {
                continue;
            }
            if (command.isEmpty()) {
                start = i + 1;
            }
            String trimmed = line.stripTrailing();
            boolean continues = trimmed.endsWith("+") || trimmed.endsWith("-");
            command.append(continues ? trimmed.substring(0, trimmed.length() - 1) : trimmed).append(' ');
            if (!continues) {
                commands.add(new MqscCommand(start, command.toString()));
                command.setLength(0);
            }
        }
        return commands;
    }
}
