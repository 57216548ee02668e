package mftwb.mq;

import java.util.List;
import java.util.Objects;

/**
 * A managed transfer as MFT receives it on {@code SYSTEM.FTE.COMMAND.<sourceAgent>}: one request,
 * many items, one priority.
 *
 * @param priority      0..9, MFT's transfer priority (0 is the fteCreateTransfer default)
 * @param originatorHost the host name written in {@code originator/hostName} (shown in MFT logs)
 * @param originatorUser the user written in {@code originator/userID}
 */
public record TransferRequest(AgentAddress sourceAgent, AgentAddress destinationAgent, int priority,
        String originatorHost, String originatorUser, List<TransferItem> items) {

    public TransferRequest {
        Objects.requireNonNull(sourceAgent, "sourceAgent");
        Objects.requireNonNull(destinationAgent, "destinationAgent");
        Objects.requireNonNull(originatorHost, "originatorHost");
        Objects.requireNonNull(originatorUser, "originatorUser");
        if (priority < 0 || priority > 9) {
            throw new IllegalArgumentException("priority " + priority + " is outside 0..9");
        }
        if (items == null || items.isEmpty()) {
            throw new IllegalArgumentException("a transfer request needs at least one item");
        }
        items = List.copyOf(items);
    }
}
