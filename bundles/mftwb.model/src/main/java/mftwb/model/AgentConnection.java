package mftwb.model;

import java.util.Objects;

/**
 * How an agent reaches its agent queue manager. In agent.properties, bindings mode is the absence
 * of {@code agentQMgrHost}; the client host is always the QM's host, so it is not repeated here.
 */
public sealed interface AgentConnection {

    /** Shared-memory connection: the agent must run on its queue manager's host. */
    record Bindings() implements AgentConnection {
    }

    /**
     * TCP client connection through a SVRCONN channel.
     *
     * @param channelName agentQMgrChannel (SYSTEM.DEF.SVRCONN by default)
     * @param port agentQMgrPort, normally the queue manager's listener port
     */
    record Client(String channelName, int port) implements AgentConnection {
        public static final String DEFAULT_CHANNEL = "SYSTEM.DEF.SVRCONN";

        public Client {
            Objects.requireNonNull(channelName, "channelName");
        }
    }
}
