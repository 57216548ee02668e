package mftwb.planner;

import java.util.List;
import java.util.stream.Stream;

import mftwb.model.Agent;
import mftwb.model.Checksum;
import mftwb.model.Link;
import mftwb.model.QueueManager;
import mftwb.model.Topology;
import mftwb.model.TransferMode;
import mftwb.model.Workload;

/**
 * The planner's view of a drawn topology: which of the reports' topology kinds its transfer path
 * is, the path's round trip and bottleneck bandwidth, the source agent's tuning and the workload.
 * The transfer path runs from the first standard agent to the protocol bridge agent when there is
 * one, else to the next agent.
 */
public final class TopologyScenario {
    /** Hosts without a link between them share a LAN: the LAN report's 0.2 ms and 1 Gb/s. */
    public static final double LAN_RTT_MILLIS = 0.2;
    public static final double LAN_MBPS = 1000;
    /**
     * Beyond this round trip a hop is a WAN: a bridge counts as cross-geo (the physics is the same
     * either way), and the channel crossing it decides the path's kind.
     */
    private static final double CROSSGEO_RTT_MILLIS = 20;

    private TopologyScenario() {
    }

    public static Scenario of(Topology topology) {
        Agent source = sourceAgent(topology);
        Agent destination = destinationAgent(topology, source);
        String sourceQmHost = queueManagerHost(topology, source);
        String destinationQmHost = queueManagerHost(topology, destination);
        // Network hops of the path; a hop within one host is none. All on one host: the LAN figures.
        List<Link> path = Stream.of(List.of(source.hostName(), sourceQmHost), List.of(sourceQmHost, destinationQmHost),
                List.of(destinationQmHost, destination.hostName())).filter(hop -> !hop.get(0).equals(hop.get(1)))
                .map(hop -> topology.linkBetween(hop.get(0), hop.get(1))
                        .orElse(new Link(hop.get(0), hop.get(1), LAN_RTT_MILLIS, LAN_MBPS, 0, "LAN")))
                .toList();
        double rttMillis = path.stream().mapToDouble(Link::rttMillis).max().orElse(LAN_RTT_MILLIS);
        double linkMbps = path.stream().mapToDouble(Link::bandwidthMbps).min().orElse(LAN_MBPS);
        Workload work = topology.workload();
        int transfers = Math.max(1, work.concurrentTransfers());
        WanHop hop = WanHop.of(topology, source, destination);
        TopologyKind kind = kind(source, destination, rttMillis, hop);
        // A bridge kind counts an unset buffer as its client channel's 32 KiB; where the channels
        // between the queue managers cross the WAN instead, theirs is what the OS auto-tunes to.
        int bufferBytes = kind.clientConnection() && hop.betweenQueueManagers() && hop.bufferBytes() == 0
                ? Scenario.OS_AUTOTUNED_BUFFER_BYTES
                : hop.bufferBytes();
        return new Scenario(kind, rttMillis, linkMbps, work.fileSizeBytes(),
                Math.max(1, work.filesPerTransfer()) * transfers, transfers, source.properties().chunkBytes(),
                source.properties().windowSize(), work.checksum() == Checksum.MD5, work.mode() == TransferMode.TEXT,
                bufferBytes, source.properties().frameSize(), hop.channels());
    }

    /**
     * The two settings that size the socket buffers of the path's WAN hop, in the user's words
     * ("ClntRcvBuffSize on hursley", "SvrSndBuffSize on QM1"), a client channel's client end first.
     */
    public static List<String> bufferSettings(Topology topology) {
        Agent source = sourceAgent(topology);
        return WanHop.of(topology, source, destinationAgent(topology, source)).settings();
    }

    private static Agent sourceAgent(Topology topology) {
        return topology.agents().stream().filter(a -> !a.isBridge()).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "topology " + topology.name() + " has no standard agent to send files"));
    }

    private static Agent destinationAgent(Topology topology, Agent source) {
        return topology.agents().stream().filter(Agent::isBridge).findFirst()
                .or(() -> topology.agents().stream().filter(a -> a != source).findFirst())
                .orElseThrow(() -> new IllegalArgumentException(
                        "topology " + topology.name() + " needs a second agent to receive files"));
    }

    /**
     * The report topology whose mechanisms the path shares. Standard agents whose client channels stay
     * on the LAN while the channels between their queue managers cross a WAN are a bindings path: what
     * bounds it there is the QM-to-QM channel (its batches and OS-sized buffers), not a client socket.
     */
    private static TopologyKind kind(Agent source, Agent destination, double rttMillis, WanHop hop) {
        if (destination.isBridge()) {
            return rttMillis > CROSSGEO_RTT_MILLIS ? TopologyKind.PB_SFTP_CROSSGEO : TopologyKind.PB_SFTP_LOCAL;
        }
        if (hop.betweenQueueManagers() && rttMillis > CROSSGEO_RTT_MILLIS) {
            return TopologyKind.BINDINGS;
        }
        int clients = (source.isClient() ? 1 : 0) + (destination.isClient() ? 1 : 0);
        return switch (clients) {
            case 0 -> TopologyKind.BINDINGS;
            case 1 -> TopologyKind.STANDARD_CROSSGEO;
            default -> TopologyKind.CLIENT;
        };
    }

    private static String queueManagerHost(Topology topology, Agent agent) {
        return topology.queueManagerNamed(agent.queueManagerName()).map(QueueManager::hostName)
                .orElseThrow(() -> new IllegalArgumentException("agent " + agent.name() + " names queue manager "
                        + agent.queueManagerName() + ", which the topology does not have"));
    }
}
