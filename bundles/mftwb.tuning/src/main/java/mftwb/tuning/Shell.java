package mftwb.tuning;

/** Quoting for generated POSIX shell scripts: every name from the topology goes through here. */
public final class Shell {

    private Shell() {
    }

    /** A single-quoted word; an embedded quote becomes '\'' so no character is special. */
    public static String quote(String word) {
        return "'" + GeneratedLine.printable(word).replace("'", "'\\''") + "'";
    }
}
