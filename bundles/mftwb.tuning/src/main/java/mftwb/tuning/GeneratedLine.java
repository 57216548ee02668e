package mftwb.tuning;

/**
 * One line of a generated file. Value lines (and the comment lines that explain them) carry why the
 * value was chosen: {@code reason} (the rule), {@code input} (the topology or workload figures it
 * came from) and {@code finding} (the report or case behind the rule). Structural lines such as
 * stanza headers leave all three empty.
 */
public record GeneratedLine(String text, String reason, String input, String finding) {

    public GeneratedLine {
        if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a generated line must not contain a line break: " + text);
        }
    }

    public static GeneratedLine plain(String text) {
        return new GeneratedLine(text, "", "", "");
    }

    public boolean explained() {
        return !reason.isEmpty();
    }
}
