package mftwb.model;

import java.util.Objects;

/**
 * The agent.properties values the workbench reasons about. Defaults are MQ's.
 *
 * @param chunkBytes agentChunkSize: bytes of file data per MQ message
 * @param windowSize agentWindowSize: chunks per acknowledgement window
 * @param frameSize agentFrameSize: windows the sender may run ahead of the first acknowledgement,
 *        so up to chunkBytes x windowSize x frameSize bytes are in flight per transfer
 * @param checkpointInterval agentCheckpointInterval: frames between checkpoints
 * @param maxSourceTransfers maxSourceTransfers: concurrent transfers this agent sends
 * @param maxDestinationTransfers maxDestinationTransfers: concurrent transfers it receives
 * @param maxQueuedTransfers maxQueuedTransfers: requests waiting before new ones are rejected
 * @param multipleChannelsEnabled agentMultipleChannelsEnabled: spread transfers to this agent over
 *        several cluster channels (TO.&lt;QM&gt;_n)
 * @param jvmOptions BFG_JVM_PROPERTIES, space-separated JVM options (e.g. "-Xmx2048M -Xms2048M");
 *        empty when unset
 */
public record AgentProperties(int chunkBytes, int windowSize, int frameSize, int checkpointInterval,
        int maxSourceTransfers, int maxDestinationTransfers, int maxQueuedTransfers,
        boolean multipleChannelsEnabled, String jvmOptions) {

    public static final AgentProperties DEFAULTS = new AgentProperties(262144, 10, 5, 1, 25, 25, 1000, false, "");

    public AgentProperties {
        Objects.requireNonNull(jvmOptions, "jvmOptions");
    }

    /** Bytes written between two checkpoints: 12.5 MiB with the defaults. */
    public long checkpointBytes() {
        return (long) chunkBytes * windowSize * frameSize * checkpointInterval;
    }

    /** Bytes a sender may have unacknowledged before it stops and waits. */
    public long inFlightBytes() {
        return (long) chunkBytes * windowSize * frameSize;
    }

    public AgentProperties withChunkBytes(int newChunkBytes) {
        return new AgentProperties(newChunkBytes, windowSize, frameSize, checkpointInterval, maxSourceTransfers,
                maxDestinationTransfers, maxQueuedTransfers, multipleChannelsEnabled, jvmOptions);
    }

    public AgentProperties withMultipleChannelsEnabled(boolean enabled) {
        return new AgentProperties(chunkBytes, windowSize, frameSize, checkpointInterval, maxSourceTransfers,
                maxDestinationTransfers, maxQueuedTransfers, enabled, jvmOptions);
    }
}
