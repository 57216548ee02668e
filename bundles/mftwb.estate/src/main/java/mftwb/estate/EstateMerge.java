package mftwb.estate;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BinaryOperator;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.Channel;
import mftwb.model.Element;
import mftwb.model.FileServer;
import mftwb.model.Host;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.Topology;

/**
 * An imported or discovered estate added to a topology the user already has: hosts, queue managers
 * and agents are matched by name (an agent by name@queue manager), new ones are added and placed
 * without moving what the user placed, attributes the estate knows (a host's address, OS and
 * architecture, a queue manager's listener port, an agent's type and connection) are updated, and
 * nothing in the topology is removed. What the user decided and the estate cannot know stays: roles,
 * clusters, tuning, agent properties, client buffers. An element the estate places differently (a
 * queue manager on another host, an agent of another queue manager) is a conflict: reported, left
 * as the topology has it, and its agents are not added.
 *
 * @param added what was added, one line each ("agent A1@QM1")
 * @param updated what changed, one line each, with the old and new value
 * @param conflicts what was not applied and why, naming the element
 */
public record EstateMerge(Topology topology, List<String> added, List<String> updated, List<String> conflicts) {

    public EstateMerge {
        added = List.copyOf(added);
        updated = List.copyOf(updated);
        conflicts = List.copyOf(conflicts);
    }

    /** The estate of an inventory CSV ({@code source}) added to {@code open}; only address, OS and architecture of a known host change. */
    public static EstateMerge inventory(Topology open, Topology estate, String source) {
        return new Merger(open, source, (had, found) -> new Host(had.name(), found.address(), found.architecture(),
                found.operatingSystem(), had.cores(), had.smtThreadsPerCore(), had.memoryMegabytes(), had.disk(), had.jvm())).merge(estate);
    }

    /** A discovered estate added to {@code open}; a known host takes every fact the probe read (its disk stays the user's). */
    public static EstateMerge discovery(Topology open, Topology estate) {
        return new Merger(open, "the discovery", (had, found) -> new Host(had.name(), found.address(), found.architecture(),
                found.operatingSystem(), found.cores(), found.smtThreadsPerCore(), found.memoryMegabytes(), had.disk(), found.jvm())).merge(estate);
    }

    /** "adds 2 hosts, 1 queue manager, 3 agents; updates 1; 1 conflict", for a dialog or the command line. */
    public String summary() {
        return "adds " + count("host") + ", " + count("queue manager") + ", " + count("agent") + "; updates " + updated.size()
                + (conflicts.isEmpty() ? "" : "; " + conflicts.size() + (conflicts.size() == 1 ? " conflict" : " conflicts") + " left as they were");
    }

    private String count(String kind) {
        long n = added.stream().filter(a -> a.startsWith(kind + " ")).count();
        return n + " " + kind + (n == 1 ? "" : "s");
    }

    private static final class Merger {
        private final String source;
        private final BinaryOperator<Host> hostUpdate;
        private final List<String> added = new ArrayList<>();
        private final List<String> updated = new ArrayList<>();
        private final List<String> conflicts = new ArrayList<>();
        /** Names the estate's later elements must not use: the conflicting ones, whose dependents are left out too. */
        private final Set<String> refused = new HashSet<>();
        private final Set<String> newNodes = new HashSet<>();
        private final Topology open;
        private Topology merged;

        Merger(Topology open, String source, BinaryOperator<Host> hostUpdate) {
            this.open = open;
            this.merged = open;
            this.source = source;
            this.hostUpdate = hostUpdate;
        }

        EstateMerge merge(Topology estate) {
            estate.hosts().forEach(this::host);
            estate.queueManagers().forEach(q -> queueManager(q, estate));
            estate.agents().forEach(this::agent);
            estate.fileServers().forEach(this::fileServer);
            estate.channels().forEach(this::channel);
            return new EstateMerge(MergePlacement.place(open, merged, newNodes), added, updated, conflicts);
        }

        private void host(Host found) {
            if (takenByAnotherKind(found)) {
                return;
            }
            Optional<Host> had = merged.hostNamed(found.name());
            if (had.isEmpty()) {
                add(found, "host " + found.name());
                return;
            }
            Host now = hostUpdate.apply(had.get(), found);
            if (!now.equals(had.get())) {
                merged = merged.withElement(now);
                updated.add("host " + found.name() + ": " + differences(had.get(), now));
            }
        }

        private void queueManager(QueueManager found, Topology estate) {
            if (refused.contains(found.hostName())) {
                refuse(found.name(), "queue manager " + found.name() + " not added: its host " + found.hostName() + " conflicts");
                return;
            }
            if (takenByAnotherKind(found)) {
                return;
            }
            Optional<QueueManager> had = merged.queueManagerNamed(found.name());
            if (had.isEmpty()) {
                add(newQueueManager(found), "queue manager " + found.name() + " on " + found.hostName());
                return;
            }
            QueueManager qm = had.get();
            if (!qm.hostName().equals(found.hostName())) {
                refuse(found.name(), "queue manager " + found.name() + ": on host " + found.hostName() + " in " + source + " but on host "
                        + qm.hostName() + " in the topology; left on " + qm.hostName() + ", and its agents in " + source + " not added");
                return;
            }
            Set<QueueManagerRole> roles = EnumSet.noneOf(QueueManagerRole.class);
            roles.addAll(qm.roles());
            // Only the agent role follows from the estate; coordination and command are the user's design.
            if (estate.agents().stream().anyMatch(a -> a.queueManagerName().equals(qm.name()))) {
                roles.add(QueueManagerRole.AGENT);
            }
            QueueManager now = new QueueManager(qm.name(), qm.hostName(), found.listenerPort(), roles, qm.cluster(), qm.tuning());
            if (now.equals(qm)) {
                return;
            }
            merged = merged.withElement(now);
            if (now.listenerPort() != qm.listenerPort()) {
                updated.add("queue manager " + qm.name() + ": listener port " + qm.listenerPort() + " -> " + now.listenerPort());
                followPort(qm, now.listenerPort());
            }
            if (!now.roles().equals(qm.roles())) {
                updated.add("queue manager " + qm.name() + ": now has the agent role");
            }
        }

        /** The topology's own client agents that used the old listener port reach the queue manager at its new one. */
        private void followPort(QueueManager qm, int port) {
            for (Agent a : merged.agents()) {
                if (a.queueManagerName().equals(qm.name()) && a.connection() instanceof AgentConnection.Client c && c.port() == qm.listenerPort()) {
                    merged = merged.withElement(new Agent(a.name(), a.kind(), a.queueManagerName(), a.hostName(), c.withChannel(c.channelName(), port),
                            a.properties()));
                }
            }
        }

        /**
         * The estate makes its first queue manager the coordination one and clusters them all; in a
         * topology that has a coordination queue manager the newcomers join its cluster instead.
         */
        private QueueManager newQueueManager(QueueManager found) {
            Optional<QueueManager> coordination = merged.coordinationQueueManager();
            if (coordination.isEmpty()) {
                return found;
            }
            Set<QueueManagerRole> roles = EnumSet.noneOf(QueueManagerRole.class);
            roles.addAll(found.roles());
            roles.remove(QueueManagerRole.COORDINATION);
            roles.remove(QueueManagerRole.COMMAND);
            String cluster = coordination.get().inCluster() ? coordination.get().cluster() : found.cluster();
            return new QueueManager(found.name(), found.hostName(), found.listenerPort(), roles, cluster, found.tuning());
        }

        private void agent(Agent found) {
            String id = found.name() + "@" + found.queueManagerName();
            if (refused.contains(found.queueManagerName()) || refused.contains(found.hostName())) {
                refuse(found.name(), "agent " + id + " not added: its " + (refused.contains(found.queueManagerName())
                        ? "queue manager " + found.queueManagerName() : "host " + found.hostName()) + " conflicts");
                return;
            }
            if (takenByAnotherKind(found)) {
                return;
            }
            Optional<Agent> had = merged.agentNamed(found.name());
            if (had.isEmpty()) {
                add(found, "agent " + id + " on " + found.hostName());
                return;
            }
            Agent a = had.get();
            if (!a.queueManagerName().equals(found.queueManagerName())) {
                refuse(found.name(), "agent " + found.name() + ": " + id + " in " + source + " but " + a.name() + "@" + a.queueManagerName()
                        + " in the topology; left as it is");
                return;
            }
            if (!a.hostName().equals(found.hostName())) {
                refuse(found.name(), "agent " + id + ": on host " + found.hostName() + " in " + source + " but on host " + a.hostName()
                        + " in the topology; left on " + a.hostName());
                return;
            }
            Agent now = new Agent(a.name(), found.kind(), a.queueManagerName(), a.hostName(), connection(a.connection(), found.connection()),
                    a.properties());
            if (!now.equals(a)) {
                merged = merged.withElement(now);
                List<String> changes = new ArrayList<>();
                if (now.kind() != a.kind()) {
                    changes.add("type " + a.kind().word() + " -> " + now.kind().word());
                }
                if (!now.connection().equals(a.connection())) {
                    changes.add("connection " + describe(a.connection()) + " -> " + describe(now.connection()));
                }
                updated.add("agent " + id + ": " + String.join(", ", changes));
            }
        }

        /** The estate's mode, channel and port; client buffers the user tuned stay (the estate cannot know them). */
        private static AgentConnection connection(AgentConnection had, AgentConnection found) {
            if (had instanceof AgentConnection.Client h && found instanceof AgentConnection.Client f) {
                return h.withChannel(f.channelName(), f.port());
            }
            return found;
        }

        private static String describe(AgentConnection connection) {
            return connection instanceof AgentConnection.Client c ? "client " + c.channelName() + " port " + c.port() : "bindings";
        }

        /** A bridge's stand-in server, unless the topology already has a server for that bridge or the bridge was not added. */
        private void fileServer(FileServer found) {
            boolean bridgeMerged = merged.agentNamed(found.bridgeAgentName()).filter(a -> a.kind() == AgentKind.PROTOCOL_BRIDGE).isPresent()
                    && !refused.contains(found.bridgeAgentName());
            boolean served = merged.fileServers().stream().anyMatch(f -> f.bridgeAgentName().equals(found.bridgeAgentName()));
            if (!bridgeMerged || served) {
                return;
            }
            if (!takenByAnotherKind(found) && merged.fileServerNamed(found.name()).isEmpty()) {
                add(found, "file server " + found.name() + " for " + found.bridgeAgentName());
            }
        }

        private void channel(Channel found) {
            // Channel names are per queue manager: the estate's MFT.SVRCONN on a new QM is added beside the topology's on another.
            if (!refused.contains(found.toQueueManager()) && merged.channelWithId(found.id()).isEmpty()) {
                merged = merged.withElement(found);
                added.add("channel " + found.name() + " on " + found.toQueueManager());
            }
        }

        /** Whether another kind of node has the name (node names are unique across a topology); reported as a conflict. */
        private boolean takenByAnotherKind(Element found) {
            Optional<Element> other = merged.elementWithId(found.name()).filter(e -> e.getClass() != found.getClass());
            other.ifPresent(e -> refuse(found.name(), kindOf(found) + " " + found.name() + ": the topology has a " + kindOf(e) + " of that name; not added"));
            return other.isPresent();
        }

        private static String kindOf(Element element) {
            return switch (element) {
                case Host h -> "host";
                case QueueManager q -> "queue manager";
                case Agent a -> "agent";
                case FileServer f -> "file server";
                case Channel c -> "channel";
            };
        }

        private void add(Element element, String line) {
            merged = merged.withElement(element);
            newNodes.add(element.name());
            added.add(line);
        }

        private void refuse(String name, String conflict) {
            refused.add(name);
            conflicts.add(conflict);
        }

        private static String differences(Host had, Host now) {
            List<String> changes = new ArrayList<>();
            change(changes, "address", had.address(), now.address());
            change(changes, "OS", had.operatingSystem().word(), now.operatingSystem().word());
            change(changes, "architecture", had.architecture().word(), now.architecture().word());
            change(changes, "cores", had.cores(), now.cores());
            change(changes, "SMT threads per core", had.smtThreadsPerCore(), now.smtThreadsPerCore());
            change(changes, "memory MiB", had.memoryMegabytes(), now.memoryMegabytes());
            change(changes, "JVM", had.jvm().word(), now.jvm().word());
            return String.join(", ", changes);
        }

        private static void change(List<String> changes, String field, Object had, Object now) {
            if (!had.equals(now)) {
                changes.add(field + " " + had + " -> " + now);
            }
        }
    }
}
