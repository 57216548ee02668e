package mftwb.model;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * An MQ queue manager.
 *
 * @param hostName the {@link Host} it runs on
 * @param listenerPort TCP port of its listener (1414 by convention)
 * @param roles what it does in the MFT network; never null, may be empty
 * @param cluster name of the MQ cluster it belongs to; empty when it is in none
 */
public record QueueManager(String name, String hostName, int listenerPort, Set<QueueManagerRole> roles,
        String cluster, QueueManagerTuning tuning) implements Element {

    public QueueManager {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(hostName, "hostName");
        Objects.requireNonNull(cluster, "cluster");
        Objects.requireNonNull(tuning, "tuning");
        // EnumSet iterates in declaration order, so every view lists roles the same way.
        roles = Collections.unmodifiableSet(roles.isEmpty() ? EnumSet.noneOf(QueueManagerRole.class) : EnumSet.copyOf(roles));
    }

    public boolean has(QueueManagerRole role) {
        return roles.contains(role);
    }

    public boolean inCluster() {
        return !cluster.isEmpty();
    }

    public QueueManager withName(String newName) {
        return new QueueManager(newName, hostName, listenerPort, roles, cluster, tuning);
    }

    public QueueManager withHostName(String newHostName) {
        return new QueueManager(name, newHostName, listenerPort, roles, cluster, tuning);
    }

    public QueueManager withTuning(QueueManagerTuning newTuning) {
        return new QueueManager(name, hostName, listenerPort, roles, cluster, newTuning);
    }
}
