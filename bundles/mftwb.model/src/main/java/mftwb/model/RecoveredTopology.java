package mftwb.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/**
 * A designer's unsaved topology kept against a crash: the file it belongs to, when it was last
 * changed, and when that file had last been written when the editor read or saved it, so that a
 * restore can tell whether the file was changed on disk since.
 *
 * @param fileModified the file's modification time the unsaved edits start from
 */
public record RecoveredTopology(Path file, Instant lastChange, Instant fileModified, Topology topology) {

    public RecoveredTopology {
        file = file.toAbsolutePath().normalize();
    }

    /** Whether the file was written (by another editor or program) after the edits began; false when it is gone. */
    public boolean fileChangedSince() {
        try {
            return Files.getLastModifiedTime(file).toInstant().isAfter(fileModified);
        } catch (IOException e) {
            return false;
        }
    }

    /** Whether the file was deleted or moved since. */
    public boolean fileGone() {
        return !Files.isRegularFile(file);
    }
}
