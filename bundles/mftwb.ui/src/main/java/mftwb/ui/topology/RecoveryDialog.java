package mftwb.ui.topology;

import java.io.IOException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;

import mftwb.model.FileErrors;
import mftwb.model.RecoveredTopology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyRecovery;

/**
 * Asked once at start when the last session died with unsaved topologies: lists each file with the time
 * of its last recovered change (and whether the file was changed on disk since), then Restore opens each
 * in the designer with its unsaved changes, dirty, and Discard deletes them. Recovery copies that cannot
 * be read are named and left where they are. Closing the dialog decides nothing: it asks again next start.
 */
public final class RecoveryDialog extends MessageDialog {
    public static final String TITLE = "Recover Unsaved Topologies";
    private static final int RESTORE = 0;
    private static final int DISCARD = 1;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM)
            .withZone(ZoneId.systemDefault());

    private final IWorkbenchWindow window;
    private final TopologyRecovery recovery;
    private final TopologyRecovery.Found found;

    /** The start-up entry point: asks about the recovery copies left by a session that died, if there are any. */
    public static void offer(IWorkbenchWindow window, TopologyRecovery recovery) {
        TopologyRecovery.Found found;
        try {
            found = recovery.list();
        } catch (IOException e) {
            MessageDialog.openError(window.getShell(), TITLE,
                    "Cannot look for unsaved topologies: " + FileErrors.cannotRead(recovery.folder(), e));
            return;
        }
        if (!found.isEmpty()) {
            new RecoveryDialog(window, recovery, found).open();
        }
    }

    public RecoveryDialog(IWorkbenchWindow window, TopologyRecovery recovery, TopologyRecovery.Found found) {
        super(window.getShell(), TITLE, null, message(recovery, found), found.recovered().isEmpty() ? WARNING : QUESTION, 0,
                found.recovered().isEmpty() ? new String[] { "OK" } : new String[] { "Restore", "Discard" });
        this.window = window;
        this.recovery = recovery;
        this.found = found;
    }

    /** What the dialog says: each file, when it was last changed, and the copies that cannot be read. */
    static String message(TopologyRecovery recovery, TopologyRecovery.Found found) {
        StringBuilder text = new StringBuilder();
        if (!found.recovered().isEmpty()) {
            text.append("The workbench stopped while these topologies had unsaved changes:\n");
            for (RecoveredTopology r : found.recovered()) {
                text.append("\n\u2022 ").append(r.file().getFileName()).append(", last change ").append(TIME.format(r.lastChange()))
                        .append("\n   ").append(r.file().getParent());
                if (r.fileGone()) {
                    text.append("\n   The file was deleted since: Restore writes it again with the changes.");
                } else if (r.fileChangedSince()) {
                    text.append("\n   The file was changed on disk since: saving the restored topology replaces that newer file.");
                }
            }
            text.append("\n\nRestore opens each in the designer with its unsaved changes (save to keep them); Discard deletes the changes.");
        }
        if (!found.unreadable().isEmpty()) {
            text.append(text.isEmpty() ? "" : "\n\n").append("These recovery copies cannot be read and are left in ")
                    .append(recovery.folder()).append(":");
            found.unreadable().forEach(u -> text.append("\n\u2022 ").append(u.copy().getFileName()).append(": ").append(u.problem()));
        }
        return text.toString();
    }

    /** The text the dialog shows. */
    public String text() {
        return message;
    }

    /** Presses Restore (tests drive the dialog through this). */
    public void restore() {
        buttonPressed(RESTORE);
    }

    /** Presses Discard. */
    public void discard() {
        buttonPressed(DISCARD);
    }

    @Override
    protected void buttonPressed(int buttonId) {
        if (!found.recovered().isEmpty() && buttonId == RESTORE) {
            restoreAll();
        } else if (!found.recovered().isEmpty() && buttonId == DISCARD) {
            discardAll();
        }
        super.buttonPressed(buttonId);
    }

    private void restoreAll() {
        List<String> failed = new ArrayList<>();
        for (RecoveredTopology r : found.recovered()) {
            try {
                if (r.fileGone()) {
                    TopologyFile.write(r.topology(), r.file());
                }
                IEditorPart part = window.getActivePage().openEditor(new TopologyEditorInput(r.file()), TopologyEditor.ID);
                if (part instanceof TopologyEditor editor && editor.topology().isPresent()) {
                    // The editor now keeps the copy (and removes it when the user saves or discards).
                    editor.restore(r.topology());
                } else {
                    failed.add(r.file() + ": the designer cannot open it; its recovery copy is kept in " + recovery.folder());
                }
            } catch (IOException e) {
                failed.add(FileErrors.cannotWrite(r.file(), e));
            } catch (PartInitException e) {
                failed.add(r.file() + ": " + e.getMessage());
            }
        }
        if (!failed.isEmpty()) {
            MessageDialog.openError(getParentShell(), TITLE, "Not restored:\n" + String.join("\n", failed));
        }
    }

    private void discardAll() {
        List<String> failed = new ArrayList<>();
        for (RecoveredTopology r : found.recovered()) {
            try {
                recovery.remove(r.file());
            } catch (IOException e) {
                failed.add(FileErrors.cannotWrite(recovery.copyOf(r.file()), e));
            }
        }
        if (!failed.isEmpty()) {
            MessageDialog.openError(getParentShell(), TITLE, "Cannot delete:\n" + String.join("\n", failed));
        }
    }
}
