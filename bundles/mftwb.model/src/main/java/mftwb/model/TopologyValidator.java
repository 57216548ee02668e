package mftwb.model;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import mftwb.model.Problem.Severity;

/**
 * Checks a topology against MQ's rules and the performance reports' findings. Works on any
 * topology, also one an editor built with dangling references, and never throws for bad content.
 */
public final class TopologyValidator {
    /** Above this many concurrent transfers per agent IBM advises a bigger agent heap. */
    static final int TRANSFERS_NEEDING_MORE_HEAP = 25;
    /** Where a fix says to correct a name; a topology built from another source (an inventory) names that instead. */
    public static final String WHERE_NAMES_ARE_EDITED = "in the Properties view or the topology file";

    private final Topology t;
    private final List<Problem> problems = new ArrayList<>();

    private TopologyValidator(Topology topology) {
        this.t = topology;
    }

    /** Every problem, errors first, each group in element order. */
    public static List<Problem> validate(Topology topology) {
        TopologyValidator v = new TopologyValidator(topology);
        v.coordinationQueueManager();
        v.references();
        v.uniqueNames();
        v.mqNames();
        v.hostAndServerNames();
        v.ports();
        v.positiveValues();
        v.queueManagerTuning();
        v.architectureMatchesOperatingSystem();
        v.bindingsAgentsShareHostWithQueueManager();
        v.protocolBridges();
        v.channelEnds();
        v.routesBetweenQueueManagers();
        v.clientConnections();
        v.clientConnectionsAcrossWan();
        v.fileServersAcrossWan();
        v.multipleChannels();
        v.agentHeap();
        return v.problems.stream().sorted(Comparator.comparing(Problem::severity)).toList();
    }

    /** The problems that are errors: the network cannot work as drawn, so nothing is exported or run from it. */
    public static List<Problem> errors(Topology topology) {
        return validate(topology).stream().filter(p -> p.severity() == Severity.ERROR).toList();
    }

    /** True when no problem is an error. */
    public static boolean isValid(Topology topology) {
        return errors(topology).isEmpty();
    }

    private void add(Severity severity, String element, String message, String fix) {
        problems.add(new Problem(severity, element, message, fix));
    }

    private void coordinationQueueManager() {
        List<QueueManager> coordinators = t.queueManagers().stream().filter(q -> q.has(QueueManagerRole.COORDINATION)).toList();
        if (coordinators.isEmpty()) {
            add(Severity.ERROR, t.name(), "No queue manager has the coordination role; transfer logs and agent status have nowhere to go.",
                    "Give exactly one queue manager the coordination role.");
        }
        for (QueueManager extra : coordinators.stream().skip(1).toList()) {
            add(Severity.ERROR, extra.name(), "A second coordination queue manager (" + coordinators.get(0).name()
                    + " is already one); an MFT network has exactly one.", "Remove the coordination role from all but one queue manager.");
        }
    }

    private void references() {
        for (QueueManager q : t.queueManagers()) {
            requireHost(q.name(), "queue manager", q.hostName());
        }
        for (Agent a : t.agents()) {
            requireHost(a.name(), "agent", a.hostName());
            if (t.queueManagerNamed(a.queueManagerName()).isEmpty()) {
                add(Severity.ERROR, a.name(), "The agent's queue manager '" + a.queueManagerName() + "' does not exist.",
                        "Choose an existing agent queue manager or add '" + a.queueManagerName() + "'.");
            }
        }
        for (FileServer s : t.fileServers()) {
            requireHost(s.name(), "file server", s.hostName());
        }
        for (Link l : t.links()) {
            requireHost(linkName(l), "link", l.hostA());
            requireHost(linkName(l), "link", l.hostB());
        }
    }

    private void requireHost(String element, String what, String hostName) {
        if (t.hostNamed(hostName).isEmpty()) {
            add(Severity.ERROR, element, "The " + what + "'s host '" + hostName + "' does not exist.",
                    "Choose an existing host or add '" + hostName + "'.");
        }
    }

    private void uniqueNames() {
        Set<String> seen = new HashSet<>();
        t.nodes().filter(e -> !seen.add(e.name())).forEach(e -> add(Severity.ERROR, e.name(),
                "The name '" + e.name() + "' is used by more than one host, queue manager, agent or file server.",
                "Rename one of them; elements refer to each other by name."));
        // Channel names are per queue manager: MFT.SVRCONN on every QM is normal, twice on one QM is not.
        Set<List<String>> channels = new HashSet<>();
        for (Channel c : t.channels()) {
            c.definedOn().stream().filter(qm -> !channels.add(List.of(qm, c.name()))).forEach(qm -> add(Severity.ERROR, c.id(),
                    "Queue manager " + qm + " has two channels named '" + c.name() + "'.", "Rename one of the channels on " + qm + "."));
        }
    }

    private void mqNames() {
        t.queueManagers().forEach(q -> named(q.name(), Names.mqNameProblem("queue manager", q.name(), Names.MAX_QUEUE_MANAGER_NAME)));
        t.queueManagers().stream().filter(QueueManager::inCluster)
                .forEach(q -> named(q.name(), Names.mqNameProblem("cluster", q.cluster(), Names.MAX_CLUSTER_NAME)));
        t.agents().forEach(a -> named(a.name(), Names.mqNameProblem("agent", a.name(), Names.MAX_AGENT_NAME)));
        t.channels().forEach(c -> named(c.id(), Names.mqNameProblem("channel", c.name(), Names.MAX_CHANNEL_NAME)));
        t.agents().stream().filter(Agent::isClient).forEach(a -> named(a.name(), Names.mqNameProblem("client channel",
                ((AgentConnection.Client) a.connection()).channelName(), Names.MAX_CHANNEL_NAME)));
    }

    /** Names and addresses that reach CONNAME, CHLAUTH, XML and folder names: see {@link Names}. */
    private void hostAndServerNames() {
        named(t.name(), Names.topologyNameProblem(t.name()));
        for (Host h : t.hosts()) {
            named(h.name(), Names.labelProblem("host", h.name()));
            named(h.name(), Names.hostAddressProblem(h.address()));
        }
        t.fileServers().forEach(s -> named(s.name(), Names.labelProblem("file server", s.name())));
    }

    private void named(String element, String problem) {
        if (problem != null) {
            add(Severity.ERROR, element, problem, "Correct the name " + WHERE_NAMES_ARE_EDITED + "; generated MQSC, XML and "
                    + "properties must never carry it as syntax.");
        }
    }

    private void ports() {
        t.queueManagers().forEach(q -> port(q.name(), "listener port", q.listenerPort()));
        t.agents().stream().filter(Agent::isClient)
                .forEach(a -> port(a.name(), "agentQMgrPort", ((AgentConnection.Client) a.connection()).port()));
        t.fileServers().forEach(s -> port(s.name(), "port", s.port()));
    }

    private void port(String element, String what, int port) {
        if (port < 1 || port > 65535) {
            add(Severity.ERROR, element, "The " + what + " " + port + " is not a TCP port.", "Use a port from 1 to 65535.");
        }
    }

    private void positiveValues() {
        for (Host h : t.hosts()) {
            atLeast(h.name(), "cores", h.cores(), 1);
            atLeast(h.name(), "smtThreadsPerCore", h.smtThreadsPerCore(), 1);
            atLeast(h.name(), "memoryMegabytes", h.memoryMegabytes(), 1);
        }
        for (Agent a : t.agents()) {
            AgentProperties p = a.properties();
            atLeast(a.name(), "agentChunkSize", p.chunkBytes(), 1);
            atLeast(a.name(), "agentWindowSize", p.windowSize(), 1);
            atLeast(a.name(), "agentFrameSize", p.frameSize(), 1);
            atLeast(a.name(), "agentCheckpointInterval", p.checkpointInterval(), 1);
            atLeast(a.name(), "maxSourceTransfers", p.maxSourceTransfers(), 1);
            atLeast(a.name(), "maxDestinationTransfers", p.maxDestinationTransfers(), 1);
            atLeast(a.name(), "maxQueuedTransfers", p.maxQueuedTransfers(), 1);
        }
        t.channels().forEach(c -> atLeast(c.id(), "count", c.count(), 1));
        for (Link l : t.links()) {
            // A round trip always takes time (ping shows 0.03 ms on one switch), and the planner divides by it.
            if (!(l.rttMillis() > 0 && l.rttMillis() <= Link.MAX_RTT_MILLIS) || !(l.bandwidthMbps() >= Link.MIN_BANDWIDTH_MBPS)
                    || Double.isInfinite(l.bandwidthMbps()) || !(l.lossPercent() >= 0 && l.lossPercent() <= 100)) {
                add(Severity.ERROR, linkName(l), "The link needs rttMillis above 0 and at most " + (long) Link.MAX_RTT_MILLIS
                        + ", a finite bandwidthMbps of at least " + Link.MIN_BANDWIDTH_MBPS
                        + " and lossPercent from 0 to 100 (it has rttMillis " + l.rttMillis()
                        + ", bandwidthMbps " + l.bandwidthMbps() + ", lossPercent " + l.lossPercent() + ").",
                        "Enter the measured round-trip time, bandwidth and loss of the link.");
            }
        }
        Workload w = t.workload();
        atLeast("workload", "fileSizeBytes", w.fileSizeBytes(), 0);
        atLeast("workload", "filesPerTransfer", w.filesPerTransfer(), 1);
        atLeast("workload", "concurrentTransfers", w.concurrentTransfers(), 1);
        w.sizeDistribution().forEach(b -> {
            atLeast("workload", "sizeDistribution fileSizeBytes", b.fileSizeBytes(), 0);
            atLeast("workload", "sizeDistribution fileCount", b.fileCount(), 1);
        });
    }

    /** Log and buffer settings MQ would refuse at crtmqm or ignore in qm.ini. */
    private void queueManagerTuning() {
        for (QueueManager q : t.queueManagers()) {
            QueueManagerTuning tuning = q.tuning();
            for (QueueManagerTuning.Limit limit : QueueManagerTuning.LIMITS) {
                long value = limit.read().applyAsInt(tuning);
                if (value < limit.min() || value > limit.max()) {
                    add(Severity.ERROR, q.name(), "tuning " + limit.key() + " is " + value + "; MQ accepts " + limit.min() + " to " + limit.max() + ".",
                            "Set " + limit.key() + " from " + limit.min() + " to " + limit.max() + ".");
                }
            }
            boolean windows = t.hostNamed(q.hostName()).map(h -> h.operatingSystem() == OperatingSystem.WINDOWS).orElse(false);
            int most = windows ? QueueManagerTuning.MAX_LOG_FILES_WINDOWS : QueueManagerTuning.MAX_LOG_FILES;
            int files = tuning.logPrimaryFiles() + tuning.logSecondaryFiles();
            if (files > most) {
                add(Severity.ERROR, q.name(), "tuning logPrimaryFiles + logSecondaryFiles is " + files + "; MQ allows " + most
                        + " log files in all" + (windows ? " on Windows." : "."), "Lower one of them so that the two add up to " + most + " or less.");
            }
        }
    }

    private void atLeast(String element, String field, long value, long minimum) {
        if (value < minimum) {
            add(Severity.ERROR, element, field + " is " + value + ", below the minimum of " + minimum + ".",
                    "Set " + field + " to " + minimum + " or more.");
        }
    }

    /** A host whose operating system cannot run on its architecture is a typo in the drawing. */
    private void architectureMatchesOperatingSystem() {
        for (Host h : t.hosts()) {
            boolean runs = switch (h.operatingSystem()) {
                case AIX -> h.architecture() == CpuArchitecture.PPC64_AIX;
                case ZOS -> h.architecture() == CpuArchitecture.S390X;
                // Linux runs on x86_64, ppc64le and s390x; "ppc64-aix" means an AIX LPAR.
                case LINUX -> h.architecture() != CpuArchitecture.PPC64_AIX;
                case WINDOWS -> h.architecture() == CpuArchitecture.X86_64;
            };
            if (!runs) {
                add(Severity.ERROR, h.name(), "Operating system " + h.operatingSystem().word() + " does not run on architecture "
                        + h.architecture().word() + ".", "Correct the host's architecture or operating system.");
            }
        }
    }

    private void bindingsAgentsShareHostWithQueueManager() {
        for (Agent a : t.agents()) {
            t.queueManagerNamed(a.queueManagerName())
                    .filter(q -> a.connection() instanceof AgentConnection.Bindings && !q.hostName().equals(a.hostName()))
                    .ifPresent(q -> add(Severity.ERROR, a.name(), "Bindings mode needs the agent on its queue manager's host, but "
                            + a.name() + " is on " + a.hostName() + " and " + q.name() + " on " + q.hostName() + ".",
                            "Move the agent to " + q.hostName() + " or connect it in client mode."));
        }
    }

    private void protocolBridges() {
        for (Agent bridge : t.agents().stream().filter(Agent::isBridge).toList()) {
            List<FileServer> served = t.fileServers().stream().filter(s -> s.bridgeAgentName().equals(bridge.name())).toList();
            if (served.isEmpty()) {
                add(Severity.ERROR, bridge.name(), "The protocol bridge agent serves no file server.",
                        "Add the FTP/FTPS/SFTP server it writes to and name this agent as its bridge.");
            } else if (served.size() > 1) {
                add(Severity.ERROR, bridge.name(), "The protocol bridge agent serves " + served.size()
                        + " file servers; each file server needs its own dedicated bridge agent.",
                        "Add one protocol bridge agent per file server.");
            }
        }
        for (FileServer s : t.fileServers()) {
            if (s.bridgeAgentName().isEmpty()) {
                add(Severity.ERROR, s.name(), "No protocol bridge agent serves this file server.",
                        "Add a protocol bridge agent and name it as this server's bridge.");
            } else if (t.agentNamed(s.bridgeAgentName()).filter(Agent::isBridge).isEmpty()) {
                add(Severity.ERROR, s.name(), "'" + s.bridgeAgentName() + "' is not a protocol bridge agent of this topology.",
                        "Name a protocol bridge agent as this server's bridge.");
            }
        }
    }

    private void channelEnds() {
        for (Channel c : t.channels()) {
            if (c.kind() == ChannelKind.SVRCONN && !c.fromQueueManager().isEmpty()) {
                add(Severity.ERROR, c.id(), "A SVRCONN channel has no sending queue manager, but 'from' is " + c.fromQueueManager() + ".",
                        "Clear 'from'; clients connect to the 'to' queue manager.");
            } else if (c.kind() == ChannelKind.SENDER_RECEIVER && c.fromQueueManager().isEmpty()) {
                add(Severity.ERROR, c.id(), "A sender/receiver channel needs a sending queue manager.", "Set 'from' to the sending queue manager.");
            } else if (!c.fromQueueManager().isEmpty()) {
                // An empty 'from' on a cluster channel: the CLUSRCVR every cluster member sends through.
                channelEnd(c, c.fromQueueManager());
            }
            channelEnd(c, c.toQueueManager());
            if (!c.fromQueueManager().isEmpty() && c.fromQueueManager().equals(c.toQueueManager())) {
                add(Severity.ERROR, c.id(), "The channel starts and ends at " + c.toQueueManager() + ".", "Connect two different queue managers.");
            }
            // Cluster channels are exported as TO.<QM> whatever they are called here.
            if (c.kind() != ChannelKind.CLUSTER && Channel.isSystem(c.name())) {
                add(Severity.WARNING, c.id(), "Channel " + c.name() + " is one of MQ's own SYSTEM.* channels, the default every channel of its type "
                        + "defined later inherits: the export leaves it as MQ made it (tuning it would change them all), so it is not "
                        + "set up for MFT.", "Rename it to a channel of MFT's own, e.g. " + (c.kind() == ChannelKind.SVRCONN
                                ? AgentConnection.Client.MFT_CHANNEL : "TO." + c.toQueueManager()) + ", and point what uses it at the new name.");
            }
        }
    }

    /**
     * MFT moves everything as messages between queue managers: agents publish status and transfer logs
     * to the coordination queue manager, and chunks and acknowledgements flow between agent queue
     * managers. Without a route the first never works (an error); a missing route between two agent
     * queue managers only stops transfers between their agents, which the topology may not intend (a warning).
     */
    private void routesBetweenQueueManagers() {
        List<QueueManager> agentQueueManagers = t.queueManagers().stream()
                .filter(q -> t.agents().stream().anyMatch(a -> a.queueManagerName().equals(q.name()))).toList();
        t.coordinationQueueManager().ifPresent(coordination -> agentQueueManagers.stream()
                .filter(q -> !routes(q, coordination.name()))
                .forEach(q -> add(Severity.ERROR, q.name(), "Agent queue manager " + q.name() + " has no route to the coordination queue manager "
                        + coordination.name() + ": its agents cannot publish their status and transfer logs (topic SYSTEM.FTE).",
                        "Put " + q.name() + " and " + coordination.name() + " in the same cluster, or add a sender/receiver channel from "
                                + q.name() + " to " + coordination.name() + ".")));
        for (QueueManager q : agentQueueManagers) {
            List<String> unreachable = agentQueueManagers.stream().filter(o -> !routes(q, o.name())).map(QueueManager::name).toList();
            if (!unreachable.isEmpty()) {
                String names = String.join(", ", unreachable.subList(0, Math.min(5, unreachable.size())))
                        + (unreachable.size() > 5 ? " and " + (unreachable.size() - 5) + " more" : "");
                add(Severity.WARNING, q.name(), "Agent queue manager " + q.name() + " has no route to agent queue manager(s) " + names
                        + ": transfers from its agents to theirs cannot flow.", "Put them in one cluster, or add sender/receiver channels between them in both directions.");
            }
        }
    }

    /**
     * Whether messages put on {@code from} reach {@code to} with what the export defines: the same
     * queue manager, a shared cluster, or a sender/receiver (or cluster) channel drawn from one to the
     * other. A path through a third queue manager needs routing definitions the export does not write.
     */
    private boolean routes(QueueManager from, String to) {
        return from.name().equals(to)
                || t.queueManagerNamed(to).filter(q -> from.inCluster() && q.cluster().equals(from.cluster())).isPresent()
                || t.channels().stream().anyMatch(c -> c.kind() != ChannelKind.SVRCONN && c.fromQueueManager().equals(from.name())
                        && c.toQueueManager().equals(to));
    }

    private void channelEnd(Channel c, String queueManagerName) {
        var end = t.queueManagerNamed(queueManagerName);
        if (end.isEmpty()) {
            add(Severity.ERROR, c.id(), "The channel's end '" + queueManagerName + "' is not a queue manager of this topology.",
                    "Connect the channel to existing queue managers.");
        } else if (c.kind() == ChannelKind.CLUSTER && !end.get().inCluster()) {
            add(Severity.ERROR, c.id(), "Cluster channel end " + queueManagerName + " is in no cluster.",
                    "Put " + queueManagerName + " in the cluster or use a sender/receiver channel.");
        }
    }

    private void clientConnections() {
        for (Agent a : t.agents()) {
            if (!(a.connection() instanceof AgentConnection.Client client)) {
                continue;
            }
            t.queueManagerNamed(a.queueManagerName()).ifPresent(q -> {
                if (client.port() != q.listenerPort()) {
                    add(Severity.WARNING, a.name(), "agentQMgrPort " + client.port() + " is not " + q.name() + "'s listener port "
                            + q.listenerPort() + ".", "Set the agent's port to " + q.listenerPort() + ".");
                }
                boolean defined = client.channelName().equals(AgentConnection.Client.DEFAULT_CHANNEL) || t.channels().stream()
                        .anyMatch(c -> c.kind() == ChannelKind.SVRCONN && c.name().equals(client.channelName())
                                && c.toQueueManager().equals(q.name()));
                if (!defined) {
                    add(Severity.WARNING, a.name(), "The client channel " + client.channelName() + " is not a SVRCONN channel of "
                            + q.name() + ".", "Add SVRCONN channel " + client.channelName() + " to " + q.name() + ".");
                }
                if (Channel.isSystem(client.channelName())) {
                    add(Severity.WARNING, a.name(), "The client channel " + client.channelName() + " is one of MQ's own SYSTEM.* channels: the default "
                            + "CHLAUTH rule blocks clients on them, and the export does not tune it for MFT (its MAXMSGL stays MQ's): it is "
                            + "MQ's own (SYSTEM.DEF.SVRCONN is the default every later SVRCONN inherits).",
                            "Connect through a channel of MFT's own on " + q.name() + ", e.g. " + AgentConnection.Client.MFT_CHANNEL
                                    + " (client:" + AgentConnection.Client.MFT_CHANNEL + " in an inventory).");
                }
            });
        }
    }

    /**
     * Client mode over a WAN: every MQI call of the agent is a network round trip. A client agent is
     * flagged when its host and its QM's host are joined by a link slower than
     * {@link Link#WAN_RTT_MILLIS}; hosts without a link are taken to share a LAN.
     */
    private void clientConnectionsAcrossWan() {
        for (Agent a : t.agents().stream().filter(Agent::isClient).toList()) {
            t.queueManagerNamed(a.queueManagerName()).flatMap(q -> t.linkBetween(a.hostName(), q.hostName())).filter(Link::isWan)
                    .ifPresent(l -> add(Severity.WARNING, a.name(), "The client connection to " + a.queueManagerName()
                            + " crosses a WAN link (RTT " + l.rttMillis() + " ms): every MQ call waits a round trip, so it is latency-sensitive.",
                            "Put an agent queue manager on " + a.hostName() + " and connect in bindings mode, with channels across the WAN."));
        }
    }

    /**
     * A protocol bridge across a WAN from its file server: SFTP/FTP wait round trips for every file
     * and every write window there, where MQ would stream. The reports put the WAN on the MQ side and
     * the bridge beside its server; the planner models that hop as a LAN, so it says so too.
     */
    private void fileServersAcrossWan() {
        for (FileServer s : t.fileServers()) {
            t.agentNamed(s.bridgeAgentName()).flatMap(bridge -> t.linkBetween(bridge.hostName(), s.hostName())).filter(Link::isWan)
                    .ifPresent(l -> add(Severity.WARNING, s.name(), "The file server is across a WAN link (RTT " + l.rttMillis()
                            + " ms) from its bridge agent " + s.bridgeAgentName() + ": " + s.protocol() + " waits round trips for every"
                            + " file and write window there, and the Planner predicts as if they shared a LAN.",
                            "Put the bridge agent on a host on the file server's LAN and let MQ carry the files across the WAN."));
        }
    }

    /** agentMultipleChannelsEnabled only helps with several cluster channels into the agent's QM, and vice versa. */
    private void multipleChannels() {
        for (Agent a : t.agents()) {
            boolean severalChannels = t.channels().stream().anyMatch(c -> c.kind() == ChannelKind.CLUSTER && c.count() > 1
                    && c.toQueueManager().equals(a.queueManagerName()));
            if (a.properties().multipleChannelsEnabled() && !severalChannels) {
                add(Severity.WARNING, a.name(), "agentMultipleChannelsEnabled is set but no cluster channel into "
                        + a.queueManagerName() + " has a count above 1.", "Raise the cluster channel's count or clear the property.");
            }
        }
        for (Channel c : t.channels()) {
            boolean enabled = t.agents().stream().anyMatch(a -> a.queueManagerName().equals(c.toQueueManager())
                    && a.properties().multipleChannelsEnabled());
            if (c.kind() == ChannelKind.CLUSTER && c.count() > 1 && !enabled) {
                add(Severity.WARNING, c.id(), c.count() + " channels into " + c.toQueueManager()
                        + " carry MFT traffic only when the destination agent sets agentMultipleChannelsEnabled.",
                        "Set agentMultipleChannelsEnabled=true on the agent of " + c.toQueueManager() + ".");
            }
        }
    }

    private void agentHeap() {
        for (Agent a : t.agents()) {
            AgentProperties p = a.properties();
            if (Math.max(p.maxSourceTransfers(), p.maxDestinationTransfers()) > TRANSFERS_NEEDING_MORE_HEAP
                    && !p.jvmOptions().contains("-Xmx")) {
                add(Severity.INFO, a.name(), "More than " + TRANSFERS_NEEDING_MORE_HEAP + " concurrent transfers with the default heap can exhaust it.",
                        "Set BFG_JVM_PROPERTIES, e.g. \"-Xmx2048M -Xms2048M\".");
            }
        }
    }

    private static String linkName(Link l) {
        return l.hostA() + "-" + l.hostB();
    }
}
