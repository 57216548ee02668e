package mftwb.tuning.export;

import java.io.IOException;

/** An archive entry that would land outside the target folder (or is a link); nothing of it is written. */
public final class UnsafeArchiveException extends IOException {
    private static final long serialVersionUID = 1L;

    public UnsafeArchiveException(String entryName, String why) {
        super("archive entry '" + entryName + "' refused: " + why);
    }
}
