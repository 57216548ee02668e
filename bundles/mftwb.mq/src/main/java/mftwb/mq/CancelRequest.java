package mftwb.mq;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Asks an agent to cancel a transfer, as {@code fteCancelTransfer -a AGENT TRANSFER_ID} does: put
 * on the command queue of the transfer's source or destination agent.
 *
 * @param agent      the transfer's source or destination agent
 * @param transferId the transfer id MFT publishes: the hex message id of the request, in the case
 *                   MFT printed it
 */
public record CancelRequest(AgentAddress agent, String transferId, String originatorHost, String originatorUser) {
    /** An MQ message id is 24 bytes, written as 48 hex digits in MFT's logs and topics. */
    private static final Pattern TRANSFER_ID = Pattern.compile("[0-9A-Fa-f]{48}");

    public CancelRequest {
        Objects.requireNonNull(agent, "agent");
        Objects.requireNonNull(originatorHost, "originatorHost");
        Objects.requireNonNull(originatorUser, "originatorUser");
        if (transferId == null || !TRANSFER_ID.matcher(transferId).matches()) {
            throw new IllegalArgumentException("transfer id '" + transferId + "' is not 48 hex digits");
        }
    }
}
