package mftwb.tuning;

import java.util.ArrayList;
import java.util.List;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentProperties;
import mftwb.model.ChannelKind;
import mftwb.model.FileServer;
import mftwb.model.FileServerProtocol;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.OperatingSystem;
import mftwb.model.QueueManager;
import mftwb.model.Topology;
import mftwb.model.TransferMode;
import mftwb.tuning.FileBuilder.CommentStyle;

/**
 * MFT configuration of one host, laid out as under MQ_DATA_PATH/mqft/config/&lt;coordination QM&gt;:
 * coordination.properties, command.properties, and per agent agent.properties, its JVM options and,
 * for a protocol bridge agent, ProtocolBridgeProperties.xml and a credentials template.
 */
final class MftFiles {
    /** DOMAIN: 512K chunks were much worse than smaller ones with 10 concurrent client transfers. */
    static final int CLIENT_CONCURRENT_CHUNK_LIMIT = 256 * 1024;

    /** Smallest text file size for which -Xjit:optlevel=scorching was measured to help. */
    static final long SCORCHING_MIN_FILE_BYTES = 10_000_000;

    private final Topology topology;
    private final Host host;
    private final String configFolder;

    MftFiles(Topology topology, Host host) {
        this.topology = topology;
        this.host = host;
        this.configFolder = "mqft/config/" + GeneratedFile.segment(topology.coordinationQueueManager().map(QueueManager::name).orElse("COORDQM")) + "/";
    }

    List<GeneratedFile> files() {
        List<Agent> agents = topology.agentsOn(host.name());
        if (agents.isEmpty()) {
            return List.of();
        }
        List<GeneratedFile> files = new ArrayList<>();
        topology.coordinationQueueManager().ifPresent(coordination -> {
            files.add(connection("coordination.properties", "coordination", coordination));
            files.add(connection("command.properties", "connection", commandQueueManager(coordination)));
        });
        for (Agent agent : agents) {
            files.add(agentProperties(agent));
            files.add(agentEnvironment(agent));
            if (agent.isBridge()) {
                List<FileServer> servers = topology.fileServers().stream().filter(f -> f.bridgeAgentName().equals(agent.name())).toList();
                if (!servers.isEmpty()) {
                    files.add(bridgeProperties(agent, servers));
                    files.add(bridgeCredentials(agent, servers));
                }
            }
        }
        return files;
    }

    private QueueManager commandQueueManager(QueueManager coordination) {
        return topology.queueManagers().stream().filter(q -> q.has(mftwb.model.QueueManagerRole.COMMAND)).findFirst().orElse(coordination);
    }

    /** coordinationQMgr* or connectionQMgr*: bindings when the QM runs on this host, else client. */
    private GeneratedFile connection(String fileName, String prefix, QueueManager qm) {
        FileBuilder properties = new FileBuilder(configFolder + fileName, CommentStyle.HASH);
        properties.value(prefix + "QMgr=" + PropertyValue.escape(qm.name()), "Queue manager for " + (prefix.equals("coordination") ? "transfer logs and status (topic SYSTEM.FTE)" : "fte* commands"),
                "role of " + qm.name(), "");
        if (!qm.hostName().equals(host.name())) {
            Host qmHost = topology.hostNamed(qm.hostName()).orElseThrow();
            properties.value(prefix + "QMgrHost=" + PropertyValue.escape(qmHost.address()), "Client connection: " + qm.name() + " runs on " + qmHost.name(), "host " + qmHost.name(), "");
            properties.value(prefix + "QMgrPort=" + qm.listenerPort(), "Listener port of " + qm.name(), "listenerPort", "");
            properties.value(prefix + "QMgrChannel=" + PropertyValue.escape(ClientChannels.channelFor(topology, qm, host.name())),
                    "SVRCONN channel on " + qm.name(), "channels of " + qm.name(), "");
        }
        return properties.build();
    }

    private GeneratedFile agentProperties(Agent agent) {
        AgentProperties p = agent.properties();
        FileBuilder properties = new FileBuilder(configFolder + "agents/" + GeneratedFile.segment(agent.name()) + "/agent.properties", CommentStyle.HASH);
        properties.comment("Restart the agent after editing (fteStopAgent / fteStartAgent).");
        properties.value("agentName=" + PropertyValue.escape(agent.name()), "Agent name", "topology", "");
        properties.value("agentQMgr=" + PropertyValue.escape(agent.queueManagerName()), "Agent queue manager", "topology", "");
        if (agent.connection() instanceof AgentConnection.Client client) {
            QueueManager qm = topology.queueManagerNamed(agent.queueManagerName()).orElseThrow();
            Host qmHost = topology.hostNamed(qm.hostName()).orElseThrow();
            properties.value("agentQMgrHost=" + PropertyValue.escape(qmHost.address()), "Client mode: the agent queue manager runs on " + qmHost.name(), "connection client", "no agentQMgrHost means bindings mode");
            properties.value("agentQMgrPort=" + client.port(), "Listener port of " + qm.name(), "connection client", "");
            properties.value("agentQMgrChannel=" + PropertyValue.escape(client.channelName()), "SVRCONN channel admitted by CHLAUTH on " + qm.name(), "connection client", "");
        }
        if (agent.isBridge()) {
            properties.value("agentType=BRIDGE", "Protocol bridge agent: writes to an FTP/FTPS/SFTP server", "agent kind", "each file server needs its own bridge agent");
        }
        int concurrent = Math.max(1, topology.workload().concurrentTransfers());
        AgentProperties written = written(agent, concurrent);
        int chunk = written.chunkBytes();
        properties.value("agentChunkSize=" + chunk, chunkReason(agent, concurrent, chunk), "agentChunkSize " + p.chunkBytes() + ", " + concurrent + " concurrent transfers, "
                + (agent.isClient() ? "client" : "bindings") + " mode", "MFT LAN report: bigger chunks help single transfers up to ~512K; 512K was much worse with 10 concurrent client transfers");
        properties.value("agentWindowSize=" + p.windowSize(), "Chunks per acknowledgement: one acknowledgement round trip every chunk x window = "
                + Bytes.describe((long) chunk * p.windowSize()), "topology", "larger windows keep more data in flight and resend more after a failure; not for unreliable networks");
        properties.value("agentFrameSize=" + p.frameSize(), "The sender stops after window x frame unacknowledged chunks = "
                + Bytes.describe(written.inFlightBytes()) + " in flight per transfer", "topology", "MFT flow control: agentChunkSize x agentWindowSize x agentFrameSize bounds the unacknowledged data (defaults 256 KiB x 10 x 5)");
        int transfers = Math.max(written.maxSourceTransfers(), written.maxDestinationTransfers());
        String transferFinding = transfers > 25 ? "above 25 concurrent transfers raise the heap (BFG_JVM_PROPERTIES, see agent.env)" : "";
        properties.value("maxSourceTransfers=" + written.maxSourceTransfers(), "At least the workload's concurrent transfers, so none waits in the queue",
                "maxSourceTransfers " + p.maxSourceTransfers() + ", workload " + concurrent, transferFinding);
        properties.value("maxDestinationTransfers=" + written.maxDestinationTransfers(), "At least the workload's concurrent transfers",
                "maxDestinationTransfers " + p.maxDestinationTransfers() + ", workload " + concurrent, transferFinding);
        boolean multiple = p.multipleChannelsEnabled() || topology.channels().stream()
                .anyMatch(c -> c.kind() == ChannelKind.CLUSTER && c.count() > 1 && c.toQueueManager().equals(agent.queueManagerName()));
        boolean clustered = topology.queueManagerNamed(agent.queueManagerName()).filter(QueueManager::inCluster).isPresent();
        properties.value("agentMultipleChannelsEnabled=" + multiple, multiple ? "Spread incoming transfers over the TO." + agent.queueManagerName() + "_n cluster channels"
                : clustered ? "One cluster channel: extra channels gave no gain for single transfers"
                        : "Spreads transfers only over several cluster channels, and " + agent.queueManagerName() + " is in no cluster",
                clustered ? "cluster channel count to " + agent.queueManagerName() : agent.queueManagerName() + " in no cluster",
                "two channels +10..20% for concurrent large-file transfers; four up to 5% loss");
        return properties.build();
    }

    /** The agent's properties as agent.properties writes them: what its JVM runs with, so what agent.env sizes the heap for. */
    static AgentProperties written(Agent agent, int concurrent) {
        AgentProperties p = agent.properties();
        return new AgentProperties(chunkBytes(agent, concurrent), p.windowSize(), p.frameSize(), p.checkpointInterval(),
                Math.max(concurrent, p.maxSourceTransfers()), Math.max(concurrent, p.maxDestinationTransfers()), p.maxQueuedTransfers(),
                p.multipleChannelsEnabled(), p.jvmOptions());
    }

    static int chunkBytes(Agent agent, int concurrent) {
        int chunk = agent.properties().chunkBytes();
        return agent.isClient() && concurrent >= 10 ? Math.min(chunk, CLIENT_CONCURRENT_CHUNK_LIMIT) : chunk;
    }

    private static String chunkReason(Agent agent, int concurrent, int chunk) {
        if (chunk < agent.properties().chunkBytes()) {
            return "Lowered for " + concurrent + " concurrent transfers in client mode";
        }
        return "Bytes of file data per MQ message, as in the topology";
    }

    /**
     * Whether agent.env adds -Xjit:optlevel=scorching for {@code agent} on {@code host}: DOMAIN measured the
     * gain for text files of 10 MB and more; HotSpot rejects -Xjit; JIT options the topology sets are kept instead.
     */
    static boolean addsScorchingJit(Topology topology, Host host, Agent agent) {
        return host.jvm() == JvmKind.OPENJ9 && topology.workload().mode() == TransferMode.TEXT && topology.workload().fileSizeBytes() >= SCORCHING_MIN_FILE_BYTES
                && JvmHeap.otherOptions(agent.properties().jvmOptions()).stream().noneMatch(o -> o.startsWith("-Xjit"));
    }

    /** The file an agent's JVM options go in on {@code host}: a command file on Windows, a shell file elsewhere. */
    static String agentEnvironmentFile(Host host) {
        return host.operatingSystem() == OperatingSystem.WINDOWS ? "agent-env.cmd" : "agent.env";
    }

    private GeneratedFile agentEnvironment(Agent agent) {
        AgentProperties p = agent.properties();
        boolean windows = host.operatingSystem() == OperatingSystem.WINDOWS;
        String folder = configFolder + "agents/" + GeneratedFile.segment(agent.name()) + "/";
        FileBuilder env = new FileBuilder(folder + agentEnvironmentFile(host), windows ? CommentStyle.REM : CommentStyle.HASH);
        if (windows) {
            env.line("@echo off");
            env.comment("Run with call agent-env.cmd in the command prompt before fteStartAgent " + agent.name()
                    + "; for a Windows service agent set the same options with fteModifyAgent -sj.");
        } else {
            env.comment("Source before fteStartAgent " + agent.name() + ".");
        }
        AgentProperties written = written(agent, Math.max(1, topology.workload().concurrentTransfers()));
        int transfers = written.maxSourceTransfers() + written.maxDestinationTransfers();
        long heap = JvmHeap.heapBytes(transfers, written.inFlightBytes());
        // Like every other value, a heap the topology already sets larger is kept, and so are its other options.
        long drawnHeap = JvmHeap.maxHeapBytes(p.jvmOptions()).orElse(0);
        String kept = drawnHeap > heap ? "; the topology's -Xmx (" + Bytes.describe(drawnHeap) + ") is larger and kept" : "";
        heap = Math.max(heap, drawnHeap);
        String options = JvmHeap.options(heap);
        List<String> extra = new ArrayList<>(JvmHeap.otherOptions(p.jvmOptions()));
        boolean scorching = addsScorchingJit(topology, host, agent);
        if (scorching) {
            extra.add("-Xjit:optlevel=scorching");
        }
        String all = extra.isEmpty() ? options : options + " " + String.join(" ", extra);
        String reason = "Heap for " + transfers + " concurrent transfers (maxSourceTransfers + maxDestinationTransfers) x " + Bytes.describe(written.inFlightBytes())
                + " in flight per transfer (chunk " + Bytes.describe(written.chunkBytes()) + " x window " + written.windowSize() + " x frame " + written.frameSize()
                + "), twice that plus 512 MiB, -Xms = -Xmx as in the reports" + kept + (scorching ? "; -Xjit:optlevel=scorching (OpenJ9 only) for text transfers: TEST BEFORE PRODUCTION" : "");
        String finding = "reports ran agents with BFG_JVM_PROPERTIES=\"-Xmx2048M -Xms2048M\""
                + (!scorching ? "" : "; on OpenJ9 optlevel=scorching nearly doubled text throughput for files >= 10 MB in short-lived agents");
        // cmd expands % even inside quotes; set "NAME=value" keeps the value's spaces and & out of the command.
        env.value(windows ? "set \"BFG_JVM_PROPERTIES=" + all.replace("%", "%%") + "\"" : "BFG_JVM_PROPERTIES=" + Shell.quote(all), reason, "maxSourceTransfers " + written.maxSourceTransfers() + ", maxDestinationTransfers "
                + written.maxDestinationTransfers() + ", agentChunkSize " + written.chunkBytes() + ", agentWindowSize " + written.windowSize()
                + ", agentFrameSize " + written.frameSize() + ", JVM " + host.jvm().word() + ", mode " + topology.workload().mode().word(), finding);
        if (agent.isClient()) {
            ClientSizing.of(topology, host).ifPresent(sizing -> ClientFiles.jvmProperties(env, agent, sizing, windows));
        }
        if (!windows) {
            env.line("export BFG_JVM_PROPERTIES");
        }
        return env.build();
    }

    private GeneratedFile bridgeProperties(Agent agent, List<FileServer> servers) {
        FileBuilder xml = new FileBuilder(configFolder + "agents/" + GeneratedFile.segment(agent.name()) + "/ProtocolBridgeProperties.xml", CommentStyle.XML);
        xml.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        xml.comment("Reloaded by the agent every xmlConfigReloadInterval (30 s).");
        xml.line("<tns:serverProperties xmlns:tns=\"http://wmqfte.ibm.com/ProtocolBridgeProperties\">");
        xml.line("  <tns:defaultServer name=\"" + Xml.attribute(servers.get(0).name()) + "\"/>");
        int concurrent = Math.max(1, topology.workload().concurrentTransfers());
        int active = written(agent, concurrent).maxDestinationTransfers();
        for (FileServer server : servers) {
            Host serverHost = topology.hostNamed(server.hostName()).orElseThrow();
            String element = server.protocol() == FileServerProtocol.SFTP ? "sftpServer" : server.protocol() == FileServerProtocol.FTPS ? "ftpsServer" : "ftpServer";
            String platform = serverHost.operatingSystem() == OperatingSystem.WINDOWS ? "WINDOWS" : "UNIX";
            xml.value("  <tns:" + element + " name=\"" + Xml.attribute(server.name()) + "\" host=\"" + Xml.attribute(serverHost.address()) + "\" port=\"" + server.port()
                    + "\" platform=\"" + platform + "\" timeZone=\"UTC\" locale=\"en_US\" fileEncoding=\"UTF-8\" controlEncoding=\"UTF-8\" limitedWrite=\"false\">",
                    "File server " + server.name() + " served by bridge agent " + agent.name(), "file server on " + serverHost.name(), "");
            xml.value("    <tns:limits maxActiveDestinationTransfers=\"" + active + "\" maxSessions=\"" + (active + 2) + "\" connectionTimeout=\"60\" socketTimeout=\"30\"/>",
                    "As many transfers to " + server.name() + " as " + agent.name() + " runs at once (its maxDestinationTransfers), so splitting a batch into concurrent transfers"
                            + " (about 10 advised) does not queue them behind one; one session per transfer plus two for listings: the server must accept that many connections",
                    "maxDestinationTransfers " + active + ", workload " + concurrent + " concurrent transfers",
                    "each file server needs its own bridge agent; per-file round trips dominate small files across distance: archive small files before transfer");
            xml.line("  </tns:" + element + ">");
        }
        xml.line("</tns:serverProperties>");
        return xml.build();
    }

    private GeneratedFile bridgeCredentials(Agent agent, List<FileServer> servers) {
        FileBuilder xml = new FileBuilder(configFolder + "agents/" + GeneratedFile.segment(agent.name()) + "/ProtocolBridgeCredentials.xml.template", CommentStyle.XML);
        xml.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        xml.comment("TEMPLATE without secrets: copy to ProtocolBridgeCredentials.xml, fill in the values, readable only by the agent's user.");
        xml.line("<tns:credentials xmlns:tns=\"http://wmqfte.ibm.com/ProtocolBridgeCredentials\">");
        xml.line("  <tns:agent name=\"" + Xml.attribute(agent.name()) + "\">");
        for (FileServer server : servers) {
            String hostAddress = topology.hostNamed(server.hostName()).map(Host::address).orElse(server.hostName());
            xml.line("    <tns:serverHost name=\"" + Xml.attribute(hostAddress) + "\">");
            xml.value("      <tns:user name=\"MQ_USER_ID\" serverUserId=\"SERVER_USER_ID\" serverPassword=\"SERVER_PASSWORD\"/>",
                    "Placeholders only: the workbench never exports real credentials", "file server " + server.name(), "");
            xml.line("    </tns:serverHost>");
        }
        xml.line("  </tns:agent>");
        xml.line("</tns:credentials>");
        return xml.build();
    }
}
