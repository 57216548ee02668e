package mftwb.cli;

/**
 * Text from a user's file as it may be printed on a terminal: control characters (an element named
 * with ESC [2J would clear the screen, one with a line break would forge a line) are written as
 * backslash-u and four hex digits, as the validator quotes them in its messages, so the name stays
 * visible and the output one line per item.
 */
final class TerminalText {
    private TerminalText() {
    }

    static String escaped(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.chars().forEach(c -> {
            // C0, DEL and C1: 0x9B starts an escape sequence on some terminals, as ESC [ does.
            if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) {
                out.append(String.format("\\u%04x", c));
            } else {
                out.append((char) c);
            }
        });
        return out.toString();
    }
}
