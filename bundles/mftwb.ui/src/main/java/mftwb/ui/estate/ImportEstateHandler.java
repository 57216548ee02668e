package mftwb.ui.estate;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.dialogs.ProgressMonitorDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

import mftwb.estate.EstateCsv;
import mftwb.estate.EstateMerge;
import mftwb.estate.InventoryError;
import mftwb.estate.InventoryException;
import mftwb.model.FileErrors;
import mftwb.model.Topology;
import mftwb.ui.topology.TopologyEditor;

/**
 * File > Import Estate...: reads an inventory CSV (the columns of {@code mftwb import-estate}),
 * lays the estate out, asks where to save the topology and opens it; with a topology open the user
 * may add the estate to it instead (one undoable edit; conflicts are listed before anything
 * changes). Errors are listed with line and column, and nothing is written.
 */
public final class ImportEstateHandler extends AbstractHandler {
    private static final int ADD = 0;
    private static final int NEW = 1;

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        FileDialog open = new FileDialog(window.getShell(), SWT.OPEN);
        open.setText("Import Estate");
        open.setFilterExtensions(new String[] { "*.csv", "*" });
        open.setFilterNames(new String[] { "Estate inventory (*.csv)", "All files" });
        String chosen = open.open();
        if (chosen == null) {
            return null;
        }
        Path csv = Path.of(chosen);
        Optional<TopologyEditor> editor = EstateTopologies.openEditor(window);
        int choice = editor.isEmpty() ? NEW : new MessageDialog(window.getShell(), "Import Estate", null, "Add the estate of " + csv.getFileName()
                + " to the open topology " + editor.get().topology().orElseThrow().name() + " (hosts, queue managers and agents matched by "
                + "name, nothing deleted, one undoable edit), or make a new topology of it?", MessageDialog.QUESTION, 0,
                "Add to the open topology", "New topology", IDialogConstants.CANCEL_LABEL).open();
        if (choice != ADD && choice != NEW) {
            return null;
        }
        read(window.getShell(), csv).ifPresent(estate -> {
            if (choice == ADD) {
                addToEditor(window.getShell(), editor.get(), EstateMerge.inventory(editor.get().topology().orElseThrow(), estate, csv.getFileName().toString()));
            } else {
                EstateTopologies.saveAndOpen(window, estate, csv.resolveSibling(estate.name() + ".json"));
            }
        });
        return null;
    }

    /** Applies the merge as one undoable edit; with conflicts, only after the user saw them and agreed to add the rest. */
    static void addToEditor(Shell shell, TopologyEditor editor, EstateMerge merge) {
        if (!merge.conflicts().isEmpty() && !MessageDialog.openQuestion(shell, "Import Estate", "The estate " + merge.summary()
                + ". These are left as the topology has them:\n\n" + String.join("\n", EstateTopologies.firstLines(merge.conflicts(), 20))
                + "\n\nAdd the rest?")) {
            return;
        }
        editor.applyMerge("Import estate", merge.topology());
    }

    /**
     * Imports without the file dialogs, as the handler does after them: reads {@code csv}, writes
     * the topology to {@code json} and opens it; false (after saying why) when it could not.
     */
    public static boolean importEstate(IWorkbenchWindow window, Path csv, Path json) {
        return read(window.getShell(), csv).map(estate -> EstateTopologies.writeAndOpen(window, estate, json)).orElse(false);
    }

    /** The estate in {@code csv}, read with a progress dialog; empty (after saying why) when it has errors. */
    static Optional<Topology> read(Shell shell, Path csv) {
        AtomicReference<Topology> estate = new AtomicReference<>();
        try {
            new ProgressMonitorDialog(shell).run(true, false, (IProgressMonitor monitor) -> {
                monitor.beginTask("Importing " + csv.getFileName() + " and laying it out", IProgressMonitor.UNKNOWN);
                try {
                    estate.set(EstateCsv.read(csv));
                } catch (IOException | InventoryException e) {
                    throw new InvocationTargetException(e);
                } finally {
                    monitor.done();
                }
            });
        } catch (InvocationTargetException e) {
            MessageDialog.openError(shell, "Import Estate", describe(csv, e.getCause()));
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        return Optional.ofNullable(estate.get());
    }

    /** What went wrong, the first errors with line and column. */
    static String describe(Path csv, Throwable cause) {
        if (cause instanceof InventoryException inventory) {
            List<InventoryError> errors = inventory.errors();
            StringBuilder text = new StringBuilder(csv + " has " + errors.size() + " error(s); nothing was imported:\n");
            errors.stream().limit(20).forEach(e -> text.append('\n').append(e));
            if (errors.size() > 20) {
                text.append("\n... and ").append(errors.size() - 20).append(" more (mftwb import-estate lists them all)");
            }
            return text.toString();
        }
        if (cause instanceof IOException io) {
            String said = FileErrors.cannotRead(csv, io); // "cannot read FILE: reason", as the command line says it
            return Character.toUpperCase(said.charAt(0)) + said.substring(1);
        }
        return "Cannot read " + csv + ": " + cause.getMessage();
    }
}
