package mftwb.model;

import java.util.Objects;

/**
 * An MFT agent process.
 *
 * @param queueManagerName its agent queue manager (agentQMgr)
 * @param hostName the {@link Host} the agent's JVM runs on
 */
public record Agent(String name, AgentKind kind, String queueManagerName, String hostName,
        AgentConnection connection, AgentProperties properties) implements Element {

    public Agent {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(queueManagerName, "queueManagerName");
        Objects.requireNonNull(hostName, "hostName");
        Objects.requireNonNull(connection, "connection");
        Objects.requireNonNull(properties, "properties");
    }

    public boolean isBridge() {
        return kind == AgentKind.PROTOCOL_BRIDGE;
    }

    public boolean isClient() {
        return connection instanceof AgentConnection.Client;
    }

    public Agent withName(String newName) {
        return new Agent(newName, kind, queueManagerName, hostName, connection, properties);
    }

    public Agent withQueueManagerName(String newQueueManagerName) {
        return new Agent(name, kind, newQueueManagerName, hostName, connection, properties);
    }

    public Agent withHostName(String newHostName) {
        return new Agent(name, kind, queueManagerName, newHostName, connection, properties);
    }

    public Agent withProperties(AgentProperties newProperties) {
        return new Agent(name, kind, queueManagerName, hostName, connection, newProperties);
    }
}
