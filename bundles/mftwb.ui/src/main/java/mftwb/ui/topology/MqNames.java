package mftwb.ui.topology;

import java.util.Locale;

import mftwb.model.Names;

/**
 * MQ's naming rules, checked while the user types, by the same rules the validator applies
 * ({@link Names}); agent names also upper case, as fteCreateAgent stores them.
 */
final class MqNames {

    private MqNames() {
    }

    static String queueManager(String name) {
        return Names.mqNameProblem("queue manager", name, Names.MAX_QUEUE_MANAGER_NAME);
    }

    static String channel(String name) {
        return Names.mqNameProblem("channel", name, Names.MAX_CHANNEL_NAME);
    }

    static String cluster(String name) {
        return Names.mqNameProblem("cluster", name, Names.MAX_CLUSTER_NAME);
    }

    static String agent(String name) {
        String problem = Names.mqNameProblem("agent", name, Names.MAX_AGENT_NAME);
        if (problem == null && !name.equals(name.toUpperCase(Locale.ROOT))) {
            return "An agent name is upper case (MFT stores agent names in upper case)";
        }
        return problem;
    }
}
