package mftwb.tuning;

import java.util.regex.Pattern;

/**
 * Quoting for generated MQSC: every name and address from the topology goes through here, so runmqsc
 * reads it as one attribute value whatever it holds.
 */
final class Mqsc {
    /** What runmqsc takes unquoted without folding it to upper case. */
    private static final Pattern UNQUOTED = Pattern.compile("[A-Z0-9._/%]+");

    private Mqsc() {
    }

    /** A quoted string: an embedded quote is doubled, as MQSC requires. */
    static String quoted(String value) {
        return "'" + GeneratedLine.printable(value).replace("'", "''") + "'";
    }

    /** An object name: bare when MQSC would read it unchanged, else quoted (which also keeps lower case). */
    static String name(String name) {
        return UNQUOTED.matcher(name).matches() ? name : quoted(name);
    }
}
