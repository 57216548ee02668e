package mftwb.mq;

/**
 * An MFT agent and the queue manager it connects to, written {@code AGENT@QM} on the command line
 * as in {@code fteCreateTransfer -sa AGENT -sm QM}.
 */
public record AgentAddress(String agent, String queueManager) {

    public AgentAddress {
        agent = MqNames.agentName(agent);
        queueManager = MqNames.queueManagerName(queueManager);
    }

    /** @throws IllegalArgumentException naming the text when it is not {@code AGENT@QM} or a name is invalid */
    public static AgentAddress parse(String text) {
        int at = text.indexOf('@');
        if (at <= 0 || at != text.lastIndexOf('@') || at == text.length() - 1) {
            throw new IllegalArgumentException("'" + text + "' is not AGENT@QUEUEMANAGER");
        }
        return new AgentAddress(text.substring(0, at), text.substring(at + 1));
    }

    /** The queue the agent reads its requests from, on its own queue manager. */
    public String commandQueue() {
        return "SYSTEM.FTE.COMMAND." + agent;
    }

    @Override
    public String toString() {
        return agent + "@" + queueManager;
    }
}
