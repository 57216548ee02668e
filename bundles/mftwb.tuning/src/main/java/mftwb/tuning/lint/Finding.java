package mftwb.tuning.lint;

/**
 * One lint result, printed as {@code file:line: severity: message}, or as {@code file: severity: message}
 * when it is about the file as a whole ({@link #NO_LINE}), such as a key the file lacks: there is no line to
 * point at, so the message names the stanza the key belongs in.
 */
public record Finding(String file, int line, Severity severity, String message) {
    /** The line of a finding about the file as a whole, such as a key it lacks. */
    public static final int NO_LINE = 0;

    @Override
    public String toString() {
        return file + (line == NO_LINE ? "" : ":" + line) + ": " + severity + ": " + message;
    }
}
