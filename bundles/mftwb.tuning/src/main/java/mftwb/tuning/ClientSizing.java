package mftwb.tuning;

import java.util.List;
import java.util.Optional;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.Host;
import mftwb.model.QueueManager;
import mftwb.model.Topology;

/**
 * The client end of the client channels of one host's agents: ClntSndBuffSize and ClntRcvBuffSize,
 * sized like the server end (the bytes unacknowledged on the link) because the smaller end of a
 * channel bounds it at buffer/RTT. Without it a client agent across a WAN stays at mqclient.ini's
 * 32 KiB default whatever the queue manager's SvrSndBuffSize says.
 *
 * @param agents the host's client agents, whose JVMs get the values
 * @param bufferBytes ClntSndBuffSize = ClntRcvBuffSize for every client connection of the host
 * @param input the link and figures the size came from
 */
public record ClientSizing(String hostName, List<Agent> agents, long bufferBytes, String input) {

    public ClientSizing {
        agents = List.copyOf(agents);
    }

    /** The host's client-end sizing; empty when no agent on it connects as a client. */
    public static Optional<ClientSizing> of(Topology topology, Host host) {
        List<Agent> clients = topology.agentsOn(host.name()).stream().filter(Agent::isClient).toList();
        if (clients.isEmpty()) {
            return Optional.empty();
        }
        QueueManagerSizing.Worst need = new QueueManagerSizing.Worst();
        int drawn = 0;
        for (Agent agent : clients) {
            String qmHost = topology.queueManagerNamed(agent.queueManagerName()).map(QueueManager::hostName).orElse(host.name());
            need.consider(topology, host.name(), qmHost, "client agent " + agent.name() + " to " + agent.queueManagerName(),
                    agent.properties().chunkBytes());
            AgentConnection.Client client = (AgentConnection.Client) agent.connection();
            drawn = Math.max(drawn, Math.max(client.sndBuffSizeBytes(), client.rcvBuffSizeBytes()));
        }
        need.keepLarger(drawn, "ClntSndBuffSize/ClntRcvBuffSize on " + host.name());
        return Optional.of(new ClientSizing(host.name(), clients, need.bufferBytes, need.input));
    }
}
