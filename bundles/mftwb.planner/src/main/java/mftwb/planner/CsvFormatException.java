package mftwb.planner;

import java.nio.file.Path;

/** Malformed scenario or calibration CSV; the message names the file, the line and the column. */
public final class CsvFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    public CsvFormatException(Path file, int line, String column, String problem) {
        super(file + ": line " + line + (column == null ? "" : ", column " + column) + ": " + problem);
    }
}
