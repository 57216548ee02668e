package mftwb.ui.topology;

import java.nio.file.Path;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

import mftwb.model.Topology;

/** File > New Topology...: an empty topology the user names, saved where they choose and opened in the designer. */
public final class NewBlankTopologyHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        InputDialog naming = nameDialog(window.getShell());
        if (naming.open() != Window.OK) {
            return null;
        }
        String name = naming.getValue().strip();
        FileDialog saving = new FileDialog(window.getShell(), SWT.SAVE);
        saving.setText("New Topology: where to keep " + name);
        saving.setFilterExtensions(new String[] { "*.json" });
        saving.setFilterPath(NewTopologyHandler.startFolder(window.getActivePage()).toString());
        saving.setFileName(fileName(name));
        saving.setOverwrite(true);
        String chosen = saving.open();
        if (chosen != null) {
            create(window, name, Path.of(chosen));
        }
        return null;
    }

    /** Asks for the topology's name; a blank one is refused as typed. */
    public static InputDialog nameDialog(Shell shell) {
        return new InputDialog(shell, "New Topology", "Name of the new topology (shown in the designer and the reports):",
                "", text -> text.isBlank() ? "Name the topology." : null);
    }

    /** "Bangalore to Hursley" is kept as bangalore-to-hursley.json. */
    public static String fileName(String name) {
        String base = name.strip().toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9._-]+", "-").replaceAll("^-+|-+$", "");
        return (base.isEmpty() ? "topology" : base) + ".json";
    }

    /** Writes the empty topology named {@code name} to {@code file} and opens it; says so when it cannot. */
    public static boolean create(IWorkbenchWindow window, String name, Path file) {
        return TopologyFiles.writeAndOpen(window, Topology.empty(name), file, "New Topology");
    }
}
