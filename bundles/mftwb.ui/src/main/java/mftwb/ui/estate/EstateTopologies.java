package mftwb.ui.estate;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;

import mftwb.model.Topology;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyFiles;

/** Where an imported or discovered estate goes: a topology file the user picks, opened in the designer. */
final class EstateTopologies {
    private EstateTopologies() {
    }

    /** The first {@code max} lines and how many more, so hundreds of notes do not push a dialog's buttons off the screen. */
    static List<String> firstLines(List<String> lines, int max) {
        return lines.size() <= max ? lines
                : Stream.concat(lines.stream().limit(max), Stream.of("... and " + (lines.size() - max) + " more")).toList();
    }

    /** The active topology editor with a topology loaded, which an estate may be added to. */
    static Optional<TopologyEditor> openEditor(IWorkbenchWindow window) {
        return window.getActivePage() != null && window.getActivePage().getActiveEditor() instanceof TopologyEditor editor
                && editor.topology().isPresent() ? Optional.of(editor) : Optional.empty();
    }

    static void saveAndOpen(IWorkbenchWindow window, Topology estate, Path suggested) {
        FileDialog save = new FileDialog(window.getShell(), SWT.SAVE);
        save.setText("Save Estate Topology As");
        save.setFilterExtensions(new String[] { "*.json" });
        if (suggested.getParent() != null) {
            save.setFilterPath(suggested.getParent().toString());
        }
        save.setFileName(suggested.getFileName().toString());
        save.setOverwrite(true);
        String target = save.open();
        if (target != null) {
            writeAndOpen(window, estate, Path.of(target));
        }
    }

    /** Writes the topology (whole or not at all) and opens it; says why when it cannot. */
    static boolean writeAndOpen(IWorkbenchWindow window, Topology estate, Path target) {
        return TopologyFiles.writeAndOpen(window, estate, target, "Save Estate Topology");
    }
}
