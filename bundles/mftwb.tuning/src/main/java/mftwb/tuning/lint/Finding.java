package mftwb.tuning.lint;

/** One lint result, printed as {@code file:line: severity: message} (line 0: the file as a whole). */
public record Finding(String file, int line, Severity severity, String message) {

    @Override
    public String toString() {
        return file + ":" + line + ": " + severity + ": " + message;
    }
}
