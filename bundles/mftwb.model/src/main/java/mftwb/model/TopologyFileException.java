package mftwb.model;

/**
 * A topology file that cannot be loaded: malformed JSON, an unknown schema version, a wrong or
 * missing field, an unknown enum word or a reference to an element that does not exist. Nothing
 * was loaded. The message reads {@code FILE:LINE:COLUMN: PATH: problem}.
 *
 * @param line 1-based line of the offending text; 0 when the file could not be read at all
 * @param column 1-based column; 0 when unknown
 */
public final class TopologyFileException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String source;
    private final String jsonPath;
    private final int line;
    private final int column;
    private final String problem;

    public TopologyFileException(String source, String jsonPath, int line, int column, String problem) {
        super(source + (line > 0 ? ":" + line + ":" + column : "") + ": " + jsonPath + ": " + problem);
        this.source = source;
        this.jsonPath = jsonPath;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    /** The file name (or other source name) the text came from. */
    public String source() {
        return source;
    }

    /** Where in the document, e.g. {@code $.agents[2].kind}; {@code $} for the whole document. */
    public String jsonPath() {
        return jsonPath;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** The problem alone, without source and position. */
    public String problem() {
        return problem;
    }
}
