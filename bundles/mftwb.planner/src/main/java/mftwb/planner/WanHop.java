package mftwb.planner;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.Host;
import mftwb.model.OperatingSystem;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Topology;
import mftwb.tuning.BandwidthDelay;

/**
 * The hop of a transfer path with the longest round trip, seen as the MQ channel that crosses it:
 * the socket buffers at its sending and receiving ends (the smaller one bounds the channel per round
 * trip) and its parallel channels. A client agent's end is its client buffer (a Java client given 0
 * used 32 KiB before MQ 9.4.0.10, so 0 counts as that). A queue manager's end of 0 is left to its
 * host's OS ({@link Scenario#unsetBufferBytes}): a receiving end then grows only as far as that OS lets
 * a receive window grow untuned (16 MiB on Windows; on Linux, the auto-tuning a scenario's 0 stands
 * for), and an AIX end at either side keeps the window at 64 KiB (no window scaling).
 *
 * @param bufferBytes          the smaller bounded end; 0 when neither end is bounded beyond Linux's auto-tuning
 * @param settings             the two ends' settings in the user's words, each with the host's own cap that
 *                             must let it take effect ("RcvRcvBuffSize on QM2 (with net.core.rmem_max on
 *                             Linux hostB)"): a client channel's client end first, else the sending queue manager's
 * @param betweenQueueManagers true when the hop is crossed by the channels between the two queue
 *                             managers, not by an agent's client channel
 */
record WanHop(int bufferBytes, int channels, List<String> settings, boolean betweenQueueManagers) {

    static WanHop of(Topology topology, Agent source, Agent destination) {
        QueueManager sourceQm = queueManager(topology, source);
        QueueManager destinationQm = queueManager(topology, destination);
        double sourceLeg = source.isClient() ? rtt(topology, source.hostName(), sourceQm.hostName()) : -1;
        double middle = sourceQm.equals(destinationQm) ? -1 : rtt(topology, sourceQm.hostName(), destinationQm.hostName());
        double destinationLeg = destination.isClient() ? rtt(topology, destinationQm.hostName(), destination.hostName()) : -1;
        List<End> ends = new ArrayList<>();
        int channels = 1;
        boolean betweenQueueManagers = false;
        if (sourceLeg >= middle && sourceLeg >= destinationLeg && sourceLeg >= 0) {
            ends.add(clientEnd(topology, source, true));
            ends.add(queueManagerEnd(topology, "SvrRcvBuffSize", sourceQm, sourceQm.tuning().svrRcvBuffSizeBytes(), true));
        } else if (destinationLeg >= middle && destinationLeg >= 0) {
            ends.add(clientEnd(topology, destination, false));
            ends.add(queueManagerEnd(topology, "SvrSndBuffSize", destinationQm, destinationQm.tuning().svrSndBuffSizeBytes(), false));
        } else if (middle >= 0) {
            betweenQueueManagers = true;
            QueueManagerTuning from = sourceQm.tuning();
            QueueManagerTuning to = destinationQm.tuning();
            ends.add(queueManagerEnd(topology, "SndBuffSize", sourceQm, from.sndBuffSizeBytes(), false));
            ends.add(queueManagerEnd(topology, "RcvRcvBuffSize", destinationQm, to.rcvRcvBuffSizeBytes(), true));
            channels = topology.channels().stream().filter(c -> c.kind() != ChannelKind.SVRCONN
                    && c.fromQueueManager().equals(sourceQm.name()) && c.toQueueManager().equals(destinationQm.name()))
                    .mapToInt(Channel::count).max().orElse(1);
        }
        int bounded = ends.stream().mapToInt(End::bytes).filter(b -> b > 0).min().orElse(0);
        return new WanHop(bounded, Math.max(1, channels), ends.stream().map(End::setting).toList(), betweenQueueManagers);
    }

    private record End(String setting, int bytes) {
    }

    /** A queue manager's end of the channel. */
    private static End queueManagerEnd(Topology topology, String setting, QueueManager qm, int bytes, boolean receiving) {
        OperatingSystem os = operatingSystem(topology, qm.hostName());
        return new End(setting + " on " + qm.name() + withCeiling(os, receiving, qm.hostName()),
                bytes > 0 ? bytes : Scenario.unsetBufferBytes(os, receiving));
    }

    private static End clientEnd(Topology topology, Agent agent, boolean sends) {
        AgentConnection.Client client = (AgentConnection.Client) agent.connection();
        int bytes = sends ? client.sndBuffSizeBytes() : client.rcvBuffSizeBytes();
        return new End((sends ? "ClntSndBuffSize" : "ClntRcvBuffSize") + " on " + agent.hostName()
                + withCeiling(operatingSystem(topology, agent.hostName()), !sends, agent.hostName()),
                bytes > 0 ? bytes : Scenario.DEFAULT_CLIENT_BUFFER_BYTES);
    }

    /**
     * The host's own cap on the buffer MQ asks for, which the fix must raise too: " (with net.core.rmem_max
     * on Linux hostB)"; nothing on Windows, which caps nothing.
     */
    private static String withCeiling(OperatingSystem os, boolean receiving, String hostName) {
        String ceiling = BandwidthDelay.socketBufferCeiling(os, receiving);
        return ceiling == null ? "" : " (with " + ceiling + " on " + os.displayName() + " " + hostName + ")";
    }

    private static OperatingSystem operatingSystem(Topology topology, String hostName) {
        return topology.hostNamed(hostName).map(Host::operatingSystem).orElse(OperatingSystem.LINUX);
    }

    private static QueueManager queueManager(Topology topology, Agent agent) {
        return topology.queueManagerNamed(agent.queueManagerName()).orElseThrow(() -> new IllegalArgumentException(
                String.format(Locale.ROOT, "agent %s names queue manager %s, which the topology does not have", agent.name(),
                        agent.queueManagerName())));
    }

    private static double rtt(Topology topology, String hostA, String hostB) {
        if (hostA.equals(hostB)) {
            return 0;
        }
        return topology.linkBetween(hostA, hostB).map(l -> l.rttMillis()).orElse(TopologyScenario.LAN_RTT_MILLIS);
    }
}
