package mftwb.tuning;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.Host;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.Topology;

/**
 * Who connects to a queue manager as an MQ client, and through which SVRCONN channel: client agents,
 * and every agent host that reaches the coordination or command queue manager remotely
 * (coordination.properties / command.properties). Both the MQSC and the properties use this one answer,
 * so a channel an agent is told to use is always the one defined and admitted for its host.
 */
final class ClientChannels {
    /** One client host on one channel of the queue manager. */
    record Client(String channel, String hostName, String address, String why) {
    }

    private ClientChannels() {
    }

    /**
     * The channel {@code hostName}'s MFT connections to {@code qm} use: the agentQMgrChannel of the
     * host's first client agent of {@code qm} (agent.properties names it, so coordination.properties
     * and command.properties follow it), else the queue manager's shared channel.
     */
    static String channelFor(Topology topology, QueueManager qm, String hostName) {
        return topology.agentsOn(hostName).stream().filter(a -> a.queueManagerName().equals(qm.name()))
                .map(Agent::connection).filter(AgentConnection.Client.class::isInstance)
                .map(c -> ((AgentConnection.Client) c).channelName()).findFirst().orElseGet(() -> sharedChannel(topology, qm));
    }

    /**
     * For hosts without a client agent of {@code qm}: its first drawn SVRCONN channel, else its first client
     * agent's, else MFT.SVRCONN, the channel of MFT's own the designer and the estate import give client agents.
     */
    private static String sharedChannel(Topology topology, QueueManager qm) {
        return topology.channels().stream().filter(c -> c.kind() == ChannelKind.SVRCONN && c.toQueueManager().equals(qm.name()))
                .map(Channel::name).findFirst()
                .orElse(topology.agents().stream().filter(a -> a.queueManagerName().equals(qm.name()))
                        .map(Agent::connection).filter(AgentConnection.Client.class::isInstance).map(c -> ((AgentConnection.Client) c).channelName())
                        .findFirst().orElse(AgentConnection.Client.MFT_CHANNEL));
    }

    /** One entry per client host and channel, in topology order. */
    static List<Client> clientsOf(Topology topology, QueueManager qm) {
        QueueManager coordination = topology.coordinationQueueManager().orElse(null);
        QueueManager command = topology.queueManagers().stream().filter(q -> q.has(QueueManagerRole.COMMAND)).findFirst().orElse(coordination);
        Map<List<String>, List<String>> reasons = new LinkedHashMap<>();
        for (Agent agent : topology.agents()) {
            if (agent.connection() instanceof AgentConnection.Client client && agent.queueManagerName().equals(qm.name())) {
                reasons.computeIfAbsent(List.of(client.channelName(), agent.hostName()), k -> new ArrayList<>()).add("client agent " + agent.name());
            }
            // Only the coordination and command queue managers have properties files naming a channel on other hosts.
            if (!agent.hostName().equals(qm.hostName()) && (qm.equals(coordination) || qm.equals(command))) {
                List<String> shared = List.of(channelFor(topology, qm, agent.hostName()), agent.hostName());
                if (qm.equals(coordination)) {
                    reasons.computeIfAbsent(shared, k -> new ArrayList<>()).add("coordination.properties of " + agent.hostName());
                }
                if (qm.equals(command)) {
                    reasons.computeIfAbsent(shared, k -> new ArrayList<>()).add("command.properties of " + agent.hostName());
                }
            }
        }
        List<Client> clients = new ArrayList<>();
        reasons.forEach((channelAndHost, why) -> clients.add(new Client(channelAndHost.get(0), channelAndHost.get(1),
                topology.hostNamed(channelAndHost.get(1)).map(Host::address).orElse(channelAndHost.get(1)),
                String.join(", ", why.stream().distinct().toList()))));
        return clients;
    }
}
