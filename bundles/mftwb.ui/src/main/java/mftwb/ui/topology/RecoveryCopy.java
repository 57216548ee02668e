package mftwb.ui.topology;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.function.Consumer;

import org.eclipse.swt.widgets.Display;

import mftwb.model.FileErrors;
import mftwb.model.RecoveredTopology;
import mftwb.model.Topology;
import mftwb.model.TopologyRecovery;

/**
 * The recovery copy of one editor's topology, kept while the editor has unsaved edits so that a crash
 * loses none of them. Written once the edits pause, not on each one (a drag is many edits); the write
 * is one small file on the UI thread, in step with the edits, so a save's removal can never be
 * overtaken by a late write.
 */
final class RecoveryCopy {
    /** How long the edits must pause before the copy is written. */
    static final int PAUSE_MILLIS = 1500;

    private final TopologyRecovery recovery;
    private final Display display;
    private final Snapshots<Topology> document;
    private final Consumer<String> tell;
    private final Runnable write = this::write;
    private Path file;
    /** The file's modification time when the editor read or last saved it: what the unsaved edits start from. */
    private Instant fileModified;

    RecoveryCopy(TopologyRecovery recovery, Display display, Path file, Snapshots<Topology> document, Consumer<String> tell) {
        this.recovery = recovery;
        this.display = display;
        this.document = document;
        this.tell = tell;
        fileSaved(file);
    }

    /** After each change: write the copy once the edits pause, or remove it when the topology is as saved again. */
    void changed() {
        if (document.dirty()) {
            display.timerExec(PAUSE_MILLIS, write);
        } else {
            remove();
        }
    }

    /** The editor's file was written (Save, or Save As to {@code savedTo}): the edits now start from it. */
    void fileSaved(Path savedTo) {
        file = savedTo;
        try {
            fileModified = Files.getLastModifiedTime(savedTo).toInstant();
        } catch (IOException e) {
            fileModified = Instant.now();
        }
    }

    /** The editor closes after the user saved or discarded: no copy is left. */
    void remove() {
        display.timerExec(-1, write);
        try {
            recovery.remove(file);
        } catch (IOException e) {
            tell.accept("Cannot remove the recovery copy: " + FileErrors.cannotWrite(recovery.copyOf(file), e));
        }
    }

    private void write() {
        if (!document.dirty()) {
            return;
        }
        try {
            recovery.write(new RecoveredTopology(file, Instant.now(), fileModified, document.current()));
        } catch (IOException e) {
            // Said above the canvas, not in a dialog: the user is editing, and saving still works.
            tell.accept("Unsaved changes are not protected against a crash: " + FileErrors.cannotWrite(recovery.copyOf(file), e));
        }
    }
}
