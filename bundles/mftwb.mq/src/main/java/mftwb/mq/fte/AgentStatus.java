package mftwb.mq.fte;

import java.util.Map;
import java.util.OptionalInt;

/**
 * The retained {@code Agents/<agent>} publication: a java.util.Properties XML document. Typed
 * fields are the keys shown in IBM's "MFT agent status message format" example; every key is
 * also kept in {@link #entries()}.
 *
 * @param destinationTransferStates transfer id to state (e.g. RunningTransfer), key
 *        {@code DestinationTransferStates}
 * @param sourceTransferStates the same for transfers this agent sends, key {@code SourceTransferStates}
 *        (named by analogy with the documented destination key: unconfirmed)
 */
public record AgentStatus(String agentName, String queueManager, String agentVersion,
        OptionalInt maxSourceTransfers, OptionalInt maxDestinationTransfers, OptionalInt maxQueuedTransfers,
        Map<String, String> sourceTransferStates, Map<String, String> destinationTransferStates,
        Map<String, String> entries) implements FteEvent {

    public AgentStatus {
        sourceTransferStates = Map.copyOf(sourceTransferStates);
        destinationTransferStates = Map.copyOf(destinationTransferStates);
        entries = Map.copyOf(entries);
    }

    /** Transfers in state RunningTransfer on either side: what the agent is busy with now. */
    public int runningTransfers() {
        return (int) (sourceTransferStates.values().stream().filter("RunningTransfer"::equals).count()
                + destinationTransferStates.values().stream().filter("RunningTransfer"::equals).count());
    }
}
