package mftwb.runner;

import java.nio.file.Path;

/** A campaign file that cannot be used; the message names the file, line, column and field. */
public final class CampaignFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    public CampaignFormatException(Path file, int line, int column, String field, String problem) {
        super(file + ":" + line + ":" + column + ": " + (field.isEmpty() ? "" : field + ": ") + problem);
    }
}
