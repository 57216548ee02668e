package mftwb.mq;

import mftwb.model.Names;

/**
 * Name rules for the MQ and MFT objects the workbench writes into requests and queue names.
 * <ul>
 * <li>MQ object and queue manager names: at most 48 characters of A-Z a-z 0-9 . / _ % (IBM MQ
 * "Rules for naming IBM MQ objects").</li>
 * <li>MFT agent names: valid MQ object name characters (message BFGAG0003E), at most 28
 * characters. The 28 is derived, not quoted: fteCreateAgent defines queues such as
 * {@code SYSTEM.FTE.AUTHTRN1.<agent>}, whose 20-character prefix leaves 28 of the 48 allowed.
 * MFT folds agent names to upper case, so the workbench does the same.</li>
 * </ul>
 */
public final class MqNames {
    public static final int MAX_OBJECT_NAME = Names.MAX_QUEUE_MANAGER_NAME;
    public static final int MAX_AGENT_NAME = Names.MAX_AGENT_NAME;

    private MqNames() {
    }

    /** @return the name in upper case, as MFT stores it */
    public static String agentName(String name) {
        check("agent name", name, MAX_AGENT_NAME);
        return name.toUpperCase(java.util.Locale.ROOT);
    }

    /** Queue manager names are case-sensitive in MQ and kept as written. */
    public static String queueManagerName(String name) {
        check("queue manager name", name, MAX_OBJECT_NAME);
        return name;
    }

    /** Channel names allow 20 characters (MQ_CHANNEL_NAME_LENGTH). */
    public static String channelName(String name) {
        check("channel name", name, Names.MAX_CHANNEL_NAME);
        return name;
    }

    private static void check(String what, String name, int max) {
        String problem = name == null ? "The " + what + " is empty." : Names.mqNameProblem(what.replace(" name", ""), name, max);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }
}
