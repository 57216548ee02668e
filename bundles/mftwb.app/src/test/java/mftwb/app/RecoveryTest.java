package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.jface.action.IAction;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.junit.jupiter.api.Test;

import mftwb.model.RecoveredTopology;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyRecovery;
import mftwb.ui.topology.RecoveryDialog;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorInput;

/**
 * Unsaved designer edits survive a crash: while the editor is dirty a recovery copy follows the edits
 * once they pause, and the next start offers them back; saving or discarding leaves no copy.
 */
class RecoveryTest extends WithTopologyEditors {

    private static TopologyRecovery recovery() {
        return PlatformUI.getWorkbench().getService(TopologyRecovery.class);
    }

    /** Edit > Delete of the SFTP server, the editor's own edit path; returns the editor. */
    private static TopologyEditor openAndDeleteTheServer(Path file) throws Exception {
        TopologyEditor editor = TopologyEditors.open(file);
        editor.canvas().setSelection(Set.of("server:SFTP1"));
        editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.DELETE.getId()).run();
        assertTrue(editor.topology().orElseThrow().fileServerNamed("SFTP1").isEmpty());
        return editor;
    }

    /** Waits, off the UI thread so the editor's timer can run, for {@code file} to exist (or not). */
    private static void waitFor(Path file, boolean exists) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 15_000;
        while (Files.exists(file) != exists) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError(file + (exists ? " never appeared" : " is still there"));
            }
            Thread.sleep(50);
        }
    }

    @Test
    void anEditKeptInTheRecoveryCopyComesBackDirtyAtTheNextStart() throws Exception {
        Path file = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        Topology saved = TopologyFile.read(file);
        Path copy = recovery().copyOf(file);
        AtomicReference<Topology> edited = new AtomicReference<>();
        UiThread.run(() -> {
            TopologyEditor editor = openAndDeleteTheServer(file);
            edited.set(editor.topology().orElseThrow());
            assertFalse(Files.exists(copy), "not written on each edit, only once the edits pause");
            IAction undo = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId());
            IAction redo = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.REDO.getId());
            undo.run();
            assertEquals(saved, editor.topology().orElseThrow(), "Undo works as before");
            redo.run();
            assertEquals(edited.get(), editor.topology().orElseThrow());
        });
        waitFor(copy, true);
        RecoveredTopology kept = recovery().list().recovered().stream().filter(r -> r.file().equals(file.toAbsolutePath()))
                .findFirst().orElseThrow();
        assertEquals(edited.get(), kept.topology(), "the copy holds the unsaved topology");
        assertEquals(Files.getLastModifiedTime(file).toInstant(), kept.fileModified(), "and the file's time the edits start from");

        // A crash leaves the copy; closing with No to saving removes it, so put back what a kill would have left.
        byte[] leftByACrash = Files.readAllBytes(copy);
        UiThread.run(() -> TopologyEditors.page().closeEditor(TopologyEditors.page().findEditor(new TopologyEditorInput(file)), false));
        assertFalse(Files.exists(copy), "discarding the changes removes the copy");
        assertEquals(saved, TopologyFile.read(file), "and leaves the file as saved");
        Files.write(copy, leftByACrash);

        UiThread.run(() -> {
            RecoveryDialog dialog = new RecoveryDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow(), recovery(), recovery().list());
            dialog.setBlockOnOpen(false);
            dialog.open();
            assertTrue(dialog.text().contains("pb-sftp-crossgeo.json, last change "), dialog.text());
            assertFalse(dialog.text().contains("changed on disk"), dialog.text());
            UiThread.settle();
            Screenshots.save(dialog.getShell(), "recovery-dialog");
            dialog.restore();

            TopologyEditor restored = (TopologyEditor) TopologyEditors.page().findEditor(new TopologyEditorInput(file));
            assertEquals(edited.get(), restored.topology().orElseThrow(), "the edit is back in the designer");
            assertTrue(restored.isDirty(), "unsaved, for the user to save or not");
            UiThread.settle();
            Screenshots.save(restored.getSite().getShell(), "recovery-restored");
            restored.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId()).run();
            assertEquals(saved, restored.topology().orElseThrow(), "Undo shows the file as saved");
            assertFalse(restored.isDirty());
        });
        waitFor(copy, false);
    }

    @Test
    void savingRemovesTheCopyAndSoDoesUndoingBackToTheSavedTopology() throws Exception {
        Path file = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        Path copy = recovery().copyOf(file);
        AtomicReference<TopologyEditor> editor = new AtomicReference<>();
        UiThread.run(() -> editor.set(openAndDeleteTheServer(file)));
        waitFor(copy, true);
        UiThread.run(() -> editor.get().getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId()).run());
        assertFalse(Files.exists(copy), "nothing unsaved, nothing to recover");
        UiThread.run(() -> editor.get().getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.REDO.getId()).run());
        waitFor(copy, true);
        UiThread.run(() -> editor.get().doSave(null));
        assertFalse(Files.exists(copy), "Save removes the copy");
        Thread.sleep(2 * 1500);
        assertFalse(Files.exists(copy), "and no late write brings it back");
    }

    @Test
    void theDialogSaysWhichFilesChangedOnDiskNamesUnreadableCopiesAndDiscardKeepsOnlyThose() throws Exception {
        TopologyRecovery recovery = new TopologyRecovery(temp.resolve("recovery"));
        Instant read = Instant.parse("2026-11-25T08:00:00Z");
        Path changed = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        Files.setLastModifiedTime(changed, FileTime.from(read.plusSeconds(600)));
        Path unchanged = TopologyEditors.sample(temp, "client-mode.json");
        Files.setLastModifiedTime(unchanged, FileTime.from(read));
        recovery.write(new RecoveredTopology(changed, read.plusSeconds(60), read, TopologyFile.read(changed).withDescription("mine")));
        recovery.write(new RecoveredTopology(unchanged, read.plusSeconds(60), read, TopologyFile.read(unchanged).withDescription("mine")));
        Path corrupt = Files.writeString(recovery.folder().resolve("topology-broken.recovery"), "MFT Workbench recovery 1\nfile=\n");

        UiThread.run(() -> {
            RecoveryDialog dialog = new RecoveryDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow(), recovery, recovery.list());
            dialog.setBlockOnOpen(false);
            dialog.open();
            String text = dialog.text();
            List<String> paragraphs = List.of(text.split("\n\u2022 "));
            String aboutChanged = paragraphs.stream().filter(p -> p.startsWith("pb-sftp-crossgeo.json")).findFirst().orElseThrow();
            String aboutUnchanged = paragraphs.stream().filter(p -> p.startsWith("client-mode.json")).findFirst().orElseThrow();
            assertTrue(aboutChanged.contains("changed on disk since"), text);
            assertFalse(aboutUnchanged.contains("changed on disk"), text);
            assertTrue(text.contains("cannot be read") && text.contains(recovery.folder().toString()) && text.contains(corrupt.getFileName() + ": line 1: not a recovery copy"), "names the corrupt copy: " + text);
            assertFalse(text.contains("Exception"), "no stack trace: " + text);
            UiThread.settle();
            Screenshots.save(dialog.getShell(), "recovery-dialog-changed-and-corrupt");
            dialog.discard();
        });
        assertEquals(List.of(), recovery.list().recovered(), "Discard deletes the unsaved changes");
        assertTrue(Files.exists(corrupt), "the unreadable copy is left in place");
        assertNotEquals("mine", TopologyFile.read(changed).description(), "and no file was written");
    }
}
