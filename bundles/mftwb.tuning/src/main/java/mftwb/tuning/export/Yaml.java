package mftwb.tuning.export;

/**
 * YAML for the generated Ansible project, safe by construction: every scalar is quoted (so no value
 * is ever read as a number, boolean, null, anchor or tag), and values that came from the topology
 * carry {@code !unsafe}, so Ansible never evaluates a {@code {{ }}} or {@code {% %}} inside a host
 * name, address or agent name as a template.
 */
public final class Yaml {

    private Yaml() {
    }

    /**
     * A quoted scalar: single-quoted when every character is printable (a quote doubles), otherwise
     * double-quoted with escapes for the rest, including the line breaks YAML 1.1 also knows
     * (NEL, LS, PS) and a lone surrogate.
     */
    public static String string(String value) {
        if (value.codePoints().allMatch(Yaml::plainPrintable)) {
            return "'" + value.replace("'", "''") + "'";
        }
        StringBuilder quoted = new StringBuilder("\"");
        value.codePoints().forEach(c -> {
            if (c == '"' || c == '\\') {
                quoted.append('\\').appendCodePoint(c);
            } else if (plainPrintable(c)) {
                quoted.appendCodePoint(c);
            } else if (c >= 0xD800 && c <= 0xDFFF) {
                quoted.append("\\uFFFD"); // a lone surrogate is no character: the replacement character stands in
            } else if (c <= 0xFF) {
                quoted.append(String.format("\\x%02X", c));
            } else if (c <= 0xFFFF) {
                quoted.append(String.format("\\u%04X", c));
            } else {
                quoted.append(String.format("\\U%08X", c));
            }
        });
        return quoted.append('"').toString();
    }

    /** A quoted scalar Ansible keeps as text and never templates: for everything that came from the user. */
    public static String unsafe(String value) {
        return "!unsafe " + string(value);
    }

    /** A whole-line comment; characters that would end the line or confuse a reader become '?'. */
    public static String comment(String text) {
        StringBuilder line = new StringBuilder("# ");
        text.codePoints().forEach(c -> line.appendCodePoint(plainPrintable(c) ? c : '?'));
        return line.toString();
    }

    /**
     * Printable in YAML's sense and not a line break in YAML 1.1 (PyYAML, which Ansible uses, breaks
     * lines at NEL, LS and PS too); BOM and non-characters are escaped as well.
     */
    private static boolean plainPrintable(int c) {
        if (c == 0x85 || c == 0x2028 || c == 0x2029 || c == 0xFEFF) {
            return false;
        }
        return c == '\t' ? false
                : (c >= 0x20 && c <= 0x7E) || (c >= 0xA0 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
    }
}
