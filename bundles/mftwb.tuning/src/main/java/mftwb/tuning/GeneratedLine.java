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

    /**
     * Text from the topology made fit for one line of any generated language: control characters
     * (line breaks above all), unpaired surrogates and the non-characters U+FFFE/U+FFFF become U+FFFD.
     * No valid name has them (see {@code mftwb.model.Names}); this keeps a preview of an invalid
     * topology readable and its files parseable.
     */
    public static String printable(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean pairedHigh = Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
            if (pairedHigh) {
                out.append(c).append(text.charAt(++i));
            } else if (Character.isISOControl(c) || Character.isSurrogate(c) || c == '\uFFFE' || c == '\uFFFF') {
                out.append('\uFFFD');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    public static GeneratedLine plain(String text) {
        return new GeneratedLine(text, "", "", "");
    }

    public boolean explained() {
        return !reason.isEmpty();
    }
}
