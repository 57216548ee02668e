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
     * TCP client connection through a SVRCONN channel. The client end of the channel has its own
     * socket buffers, set on the agent's host (mqclient.ini TCP stanza, or the equivalent IBM MQ
     * classes for Java properties): the queue manager's SvrSndBuffSize/SvrRcvBuffSize size only the
     * server end, and the smaller end bounds what the channel has in flight per round trip.
     *
     * @param channelName agentQMgrChannel (SYSTEM.DEF.SVRCONN by default)
     * @param port agentQMgrPort, normally the queue manager's listener port
     * @param sndBuffSizeBytes ClntSndBuffSize: what the agent puts (as a source) leaves through it
     * @param rcvBuffSizeBytes ClntRcvBuffSize: what the agent gets (as a destination) arrives through it
     */
    record Client(String channelName, int port, int sndBuffSizeBytes, int rcvBuffSizeBytes) implements AgentConnection {
        /** MQ's agentQMgrChannel when agent.properties names none. */
        public static final String DEFAULT_CHANNEL = "SYSTEM.DEF.SVRCONN";
        /** The SVRCONN channel of MFT's own the templates define: what the workbench proposes instead of a SYSTEM.* channel. */
        public static final String MFT_CHANNEL = "MFT.SVRCONN";
        /** mqclient.ini's ClntSndBuffSize/ClntRcvBuffSize when unset; a Java client given 0 used it too before MQ 9.4.0.10. */
        public static final int DEFAULT_BUFFER_BYTES = 32768;

        public Client {
            Objects.requireNonNull(channelName, "channelName");
        }

        /** A client connection with MQ's default client buffers. */
        public Client(String channelName, int port) {
            this(channelName, port, DEFAULT_BUFFER_BYTES, DEFAULT_BUFFER_BYTES);
        }

        public Client withChannel(String newChannelName, int newPort) {
            return new Client(newChannelName, newPort, sndBuffSizeBytes, rcvBuffSizeBytes);
        }

        public Client withBuffers(int newSndBuffSizeBytes, int newRcvBuffSizeBytes) {
            return new Client(channelName, port, newSndBuffSizeBytes, newRcvBuffSizeBytes);
        }
    }
}
