package mftwb.model;

import java.util.regex.Pattern;

/**
 * The one place that decides what a valid name is. Generated MQSC, properties, XML and scripts are run
 * by runmqsc and reloaded by agents, and topology files travel between colleagues, so every name that
 * reaches a generated file is checked here first (the generators also escape, as a second defence).
 * Each check returns null when the text is acceptable, else a sentence saying what is wrong.
 * <ul>
 * <li>MQ object names: A-Z a-z 0-9 . / _ % ("Rules for naming IBM MQ objects"), 48 characters for queue
 * managers and clusters, 20 for channels; MFT agent names 28 (fteCreateAgent defines
 * {@code SYSTEM.FTE.AUTHTRN1.<agent>}, whose 20-character prefix leaves 28 of 48).</li>
 * <li>Host addresses: an RFC 1123 host name or an IPv4/IPv6 literal. No wildcards: a CHLAUTH rule
 * with {@code ADDRESS('*')} admits everyone.</li>
 * <li>Host and file server names: a label of letters, digits, . _ - starting with a letter or digit;
 * they name folders of an export and the server of a protocol bridge.</li>
 * <li>Topology names: free text for people, without control characters.</li>
 * </ul>
 */
public final class Names {
    public static final int MAX_QUEUE_MANAGER_NAME = 48;
    public static final int MAX_CLUSTER_NAME = 48;
    public static final int MAX_CHANNEL_NAME = 20;
    public static final int MAX_AGENT_NAME = 28;
    public static final int MAX_LABEL = 64;
    public static final int MAX_TOPOLOGY_NAME = 200;
    /** RFC 1123 section 2.1: host names up to 255 octets; DNS leaves 253 characters in text form. */
    static final int MAX_HOST_ADDRESS = 253;

    private static final Pattern MQ_NAME = Pattern.compile("[A-Za-z0-9./_%]+");
    private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
    private static final Pattern DNS_LABEL = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?");
    private static final Pattern IPV4 = Pattern.compile("(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])(\\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}");
    private static final Pattern HEX_GROUP = Pattern.compile("[0-9A-Fa-f]{1,4}");

    private Names() {
    }

    /** An MQ object name ({@code what}: "queue manager", "channel", ...) of at most {@code maxLength} characters. */
    public static String mqNameProblem(String what, String name, int maxLength) {
        if (name.isEmpty()) {
            return "The " + what + " name is empty.";
        }
        if (!MQ_NAME.matcher(name).matches()) {
            return "The " + what + " name '" + shown(name) + "' has characters MQ does not allow (only A-Z, a-z, 0-9 and . / _ %).";
        }
        if (name.length() > maxLength) {
            return "The " + what + " name '" + name + "' is " + name.length() + " characters; MQ allows " + maxLength + ".";
        }
        return null;
    }

    /** A DNS host name (RFC 1123) or an IPv4 or IPv6 literal that MQ's CONNAME and CHLAUTH take as one address. */
    public static String hostAddressProblem(String address) {
        if (address.isEmpty()) {
            return "The host address is empty.";
        }
        if (IPV4.matcher(address).matches() || isIpv6(address)) {
            return null;
        }
        String problem = "The host address '" + shown(address)
                + "' is neither an RFC 1123 host name (letters, digits and hyphens in dot-separated labels) nor an IP address";
        if (address.indexOf('*') >= 0) {
            return problem + "; wildcards would admit any host.";
        }
        if (address.length() > MAX_HOST_ADDRESS) {
            return problem + "; it is longer than " + MAX_HOST_ADDRESS + " characters.";
        }
        String[] labels = address.split("\\.", -1);
        for (String label : labels) {
            if (!DNS_LABEL.matcher(label).matches()) {
                return problem + ".";
            }
        }
        // An all-digit last label is a malformed IPv4 address, not a host name (RFC 1123 2.1, RFC 3696 2).
        return labels[labels.length - 1].chars().allMatch(Character::isDigit) ? problem + "." : null;
    }

    private static boolean isIpv6(String address) {
        if (address.indexOf(':') < 0 || address.contains(":::")) {
            return false;
        }
        int compressed = address.indexOf("::");
        if (compressed >= 0 && address.indexOf("::", compressed + 1) >= 0) {
            return false;
        }
        String body = address;
        int groupsForIpv4 = 0;
        int lastColon = address.lastIndexOf(':');
        if (address.indexOf('.') > lastColon) {
            if (!IPV4.matcher(address.substring(lastColon + 1)).matches()) {
                return false;
            }
            body = address.substring(0, lastColon + 1) + "0";
            groupsForIpv4 = 1;
        }
        String trimmed = body.startsWith("::") ? body.substring(1) : body;
        trimmed = trimmed.endsWith("::") ? trimmed.substring(0, trimmed.length() - 1) : trimmed;
        String[] groups = trimmed.split(":", -1);
        int written = 0;
        for (String group : groups) {
            if (group.isEmpty()) {
                if (compressed < 0) {
                    return false;
                }
                continue;
            }
            if (!HEX_GROUP.matcher(group).matches()) {
                return false;
            }
            written++;
        }
        int total = written + groupsForIpv4;
        return compressed >= 0 ? total < 8 : total == 8;
    }

    /** A host or file server name: letters, digits, . _ - and a letter or digit first. */
    public static String labelProblem(String what, String name) {
        if (name.isEmpty()) {
            return "The " + what + " name is empty.";
        }
        if (!LABEL.matcher(name).matches()) {
            return "The " + what + " name '" + shown(name) + "' may only hold letters, digits and . _ - and start with a letter or digit.";
        }
        if (name.length() > MAX_LABEL) {
            return "The " + what + " name is " + name.length() + " characters; at most " + MAX_LABEL + " are allowed.";
        }
        return null;
    }

    /** A topology name: text for people, one line, no control characters. */
    public static String topologyNameProblem(String name) {
        if (name.isBlank()) {
            return "The topology name is empty.";
        }
        if (name.length() > MAX_TOPOLOGY_NAME) {
            return "The topology name is " + name.length() + " characters; at most " + MAX_TOPOLOGY_NAME + " are allowed.";
        }
        if (name.chars().anyMatch(Character::isISOControl)) {
            return "The topology name '" + shown(name) + "' has a line break, tab or other control character.";
        }
        return null;
    }

    /** The text as a message may quote it: control characters visible, and never more than a line. */
    private static String shown(String text) {
        boolean cut = text.codePointCount(0, text.length()) > 80;
        return visible(cut ? text.substring(0, text.offsetByCodePoints(0, 80)) : text) + (cut ? "..." : "");
    }

    /**
     * The text fit to print on a terminal: each control character (C0, DEL, C1) written as backslash-u
     * and four hex digits, so an element named with ESC [2J cannot clear the screen, nor a line break
     * forge a line.
     */
    public static String visible(String text) {
        StringBuilder shown = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (Character.isISOControl(c)) {
                shown.append(String.format("\\u%04x", c));
            } else {
                shown.appendCodePoint(c);
            }
        });
        return shown.toString();
    }
}
