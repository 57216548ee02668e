package mftwb.ui.topology;

import java.util.regex.Pattern;

/**
 * MQ's naming rules, checked while the user types: queue manager names up to 48 characters,
 * channel names up to 20, MFT agent names up to 28 (upper case, as fteCreateAgent stores them),
 * cluster names up to 48; letters, digits and . / _ % only.
 */
final class MqNames {
    private static final Pattern ALLOWED = Pattern.compile("[A-Za-z0-9._/%]+");

    private MqNames() {
    }

    static String queueManager(String name) {
        return check("A queue manager name", name, 48);
    }

    static String channel(String name) {
        return check("A channel name", name, 20);
    }

    static String cluster(String name) {
        return check("A cluster name", name, 48);
    }

    static String agent(String name) {
        String problem = check("An agent name", name, 28);
        if (problem == null && !name.equals(name.toUpperCase(java.util.Locale.ROOT))) {
            return "An agent name is upper case (MFT stores agent names in upper case)";
        }
        return problem;
    }

    private static String check(String what, String name, int maxLength) {
        if (name.isEmpty()) {
            return what + " cannot be empty";
        }
        if (name.length() > maxLength) {
            return what + " has at most " + maxLength + " characters";
        }
        return ALLOWED.matcher(name).matches() ? null : what + " may contain only letters, digits and . / _ %";
    }
}
