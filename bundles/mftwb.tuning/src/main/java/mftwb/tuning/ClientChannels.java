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
 * (coordination.properties / command.properties). Both the MQSC and the properties use this one answer.
 */
final class ClientChannels {
    /** Used when the topology names no SVRCONN channel: SYSTEM.DEF.SVRCONN is blocked by the default CHLAUTH rules. */
    static final String DEFAULT_CHANNEL = "MFTWB.SVRCONN";

    record Client(String hostName, String address, String why) {
    }

    private ClientChannels() {
    }

    static String nameFor(Topology topology, QueueManager qm) {
        return topology.channels().stream().filter(c -> c.kind() == ChannelKind.SVRCONN && c.toQueueManager().equals(qm.name()))
                .map(Channel::name).findFirst()
                .orElse(topology.agents().stream().filter(a -> a.queueManagerName().equals(qm.name()))
                        .map(Agent::connection).filter(AgentConnection.Client.class::isInstance).map(c -> ((AgentConnection.Client) c).channelName())
                        .findFirst().orElse(DEFAULT_CHANNEL));
    }

    /** One entry per client host, in topology order. */
    static List<Client> clientsOf(Topology topology, QueueManager qm) {
        QueueManager coordination = topology.coordinationQueueManager().orElse(null);
        QueueManager command = topology.queueManagers().stream().filter(q -> q.has(QueueManagerRole.COMMAND)).findFirst().orElse(coordination);
        Map<String, List<String>> reasons = new LinkedHashMap<>();
        for (Agent agent : topology.agents()) {
            if (agent.isClient() && agent.queueManagerName().equals(qm.name())) {
                reasons.computeIfAbsent(agent.hostName(), h -> new ArrayList<>()).add("client agent " + agent.name());
            }
            if (!agent.hostName().equals(qm.hostName())) {
                if (qm.equals(coordination)) {
                    reasons.computeIfAbsent(agent.hostName(), h -> new ArrayList<>()).add("coordination.properties of " + agent.hostName());
                }
                if (qm.equals(command)) {
                    reasons.computeIfAbsent(agent.hostName(), h -> new ArrayList<>()).add("command.properties of " + agent.hostName());
                }
            }
        }
        List<Client> clients = new ArrayList<>();
        reasons.forEach((hostName, why) -> clients.add(new Client(hostName,
                topology.hostNamed(hostName).map(Host::address).orElse(hostName), String.join(", ", why.stream().distinct().toList()))));
        return clients;
    }
}
