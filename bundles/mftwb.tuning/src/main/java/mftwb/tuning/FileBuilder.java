package mftwb.tuning;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds a {@link GeneratedFile} in one comment syntax. Every explained value is preceded by comment
 * lines with its reason, input and finding, so the file documents itself even outside the workbench;
 * the comment lines carry the same explanation as the value so a viewer can show it for either.
 */
public final class FileBuilder {

    /** How a format writes a whole-line comment. */
    public enum CommentStyle {
        /** qm.ini, .properties, shell, sysctl: {@code #} in column 1. */
        HASH("# ", ""),
        /** MQSC: an asterisk in column 1. */
        ASTERISK("* ", ""),
        /** XML. */
        XML("<!-- ", " -->"),
        /** Windows command scripts (.cmd): REM; a % would start a variable even there. */
        REM("REM ", "");

        private final String open;
        private final String close;

        CommentStyle(String open, String close) {
            this.open = open;
            this.close = close;
        }

        String wrap(String text) {
            String line = GeneratedLine.printable(text);
            if (this == XML) {
                // "--" may not appear inside an XML comment; one pass leaves "--" in "---", so repeat.
                while (line.contains("--")) {
                    line = line.replace("--", "- -");
                }
            } else if (this == REM) {
                line = line.replace("%", "%%");
            } else if (this == ASTERISK && (line.endsWith("+") || line.endsWith("-"))) {
                // runmqsc reads a trailing + or - as a continuation: end the comment with something else.
                line = line + ".";
            }
            return open + line + close;
        }
    }

    private final String path;
    private final CommentStyle style;
    private final List<GeneratedLine> lines = new ArrayList<>();
    private boolean executable;

    public FileBuilder(String path, CommentStyle style) {
        this.path = path;
        this.style = style;
    }

    public FileBuilder executable() {
        executable = true;
        return this;
    }

    public FileBuilder line(String text) {
        lines.add(GeneratedLine.plain(text));
        return this;
    }

    public FileBuilder comment(String text) {
        lines.add(GeneratedLine.plain(style.wrap(text)));
        return this;
    }

    public FileBuilder blank() {
        lines.add(GeneratedLine.plain(""));
        return this;
    }

    /** A value with its explanation; {@code finding} may be empty when the value is plain bookkeeping. */
    public FileBuilder value(String text, String reason, String input, String finding) {
        List<String> notes = new ArrayList<>();
        notes.add(reason);
        if (!input.isEmpty()) {
            notes.add("Input: " + input);
        }
        if (!finding.isEmpty()) {
            notes.add("Finding: " + finding);
        }
        for (String note : notes) {
            lines.add(new GeneratedLine(style.wrap(note), reason, input, finding));
        }
        lines.add(new GeneratedLine(text, reason, input, finding));
        return this;
    }

    /**
     * Several lines that set one value together (an MQSC DEFINE and the ALTER after it), explained once:
     * the comments precede the first line, and every line carries the explanation for a viewer.
     */
    public FileBuilder values(List<String> texts, String reason, String input, String finding) {
        value(texts.get(0), reason, input, finding);
        for (String text : texts.subList(1, texts.size())) {
            lines.add(new GeneratedLine(text, reason, input, finding));
        }
        return this;
    }

    public GeneratedFile build() {
        return new GeneratedFile(path, lines, executable);
    }
}
