package mftwb.mq.fte;

/** A publication on the coordination queue manager's SYSTEM.FTE topic tree, parsed. */
public sealed interface FteEvent permits TransferEvent, AgentStatus {
}
