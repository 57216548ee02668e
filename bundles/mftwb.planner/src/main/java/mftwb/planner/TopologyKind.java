package mftwb.planner;

import java.util.Arrays;
import java.util.Optional;

/**
 * The five topologies of the IBM reports, with the structural facts that change the physics. These
 * are properties of how the agents are wired, not fitted numbers, so a model calibrated on one kind
 * carries over to another that shares the mechanism.
 */
public enum TopologyKind {
    /** Both agents bound to their own QM; a sender/receiver channel joins the QMs. */
    BINDINGS("bindings", 1, 0, false),
    /** Both agents are clients of one remote QM: every byte crosses the network twice. */
    CLIENT("client", 2, 2, false),
    /** Protocol bridge agent (client) writing to an SFTP server on its local network. */
    PB_SFTP_LOCAL("pb-sftp-local", 1, 1, true),
    /** As the local bridge, but the bridge agent's client channel crosses the WAN. */
    PB_SFTP_CROSSGEO("pb-sftp-crossgeo", 1, 1, true),
    /** A standard agent whose client channel crosses the WAN, writing to its local disk. */
    STANDARD_CROSSGEO("standard-crossgeo", 1, 1, false);

    private final String label;
    private final int networkPasses;
    private final int clientAgents;
    private final boolean protocolBridge;

    TopologyKind(String label, int networkPasses, int clientAgents, boolean protocolBridge) {
        this.label = label;
        this.networkPasses = networkPasses;
        this.clientAgents = clientAgents;
        this.protocolBridge = protocolBridge;
    }

    /** The spelling used in calibration and scenario CSV files. */
    public String label() {
        return label;
    }

    /** How many times each transferred byte crosses the link. */
    public int networkPasses() {
        return networkPasses;
    }

    /**
     * True when an agent reaches its QM over a client (SVRCONN) channel: chunks then wait on the
     * QM's data queue between the put and the get, so in-flight data beyond the queue buffer spills
     * to the queue file, and up to SHARECNV conversations share one TCP socket.
     */
    public boolean clientConnection() {
        return clientAgents > 0;
    }

    /** Agents that reach their QM over a client channel: each MQ call they make is a network exchange. */
    public int clientAgents() {
        return clientAgents;
    }

    /** True when the destination is an SFTP server behind a protocol bridge agent. */
    public boolean protocolBridge() {
        return protocolBridge;
    }

    public static Optional<TopologyKind> fromLabel(String label) {
        return Arrays.stream(values()).filter(k -> k.label.equals(label)).findFirst();
    }

    /** The labels, for error messages. */
    public static String labels() {
        return String.join(" | ", Arrays.stream(values()).map(TopologyKind::label).toList());
    }
}
