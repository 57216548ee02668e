package mftwb.ui.estate;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.dialogs.ProgressMonitorDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

import mftwb.estate.EstateCsv;
import mftwb.estate.InventoryError;
import mftwb.estate.InventoryException;
import mftwb.model.FileErrors;
import mftwb.model.Topology;

/**
 * File > Import Estate...: reads an inventory CSV (the columns of {@code mftwb import-estate}),
 * lays the estate out, asks where to save the topology and opens it. Errors are listed with line
 * and column, and nothing is written.
 */
public final class ImportEstateHandler extends AbstractHandler {

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
        read(window.getShell(), csv).ifPresent(estate -> EstateTopologies.saveAndOpen(window, estate, csv.resolveSibling(estate.name() + ".json")));
        return null;
    }

    /**
     * Imports without the file dialogs, as the handler does after them: reads {@code csv}, writes
     * the topology to {@code json} and opens it; false (after saying why) when it could not.
     */
    public static boolean importEstate(IWorkbenchWindow window, Path csv, Path json) {
        return read(window.getShell(), csv).map(estate -> EstateTopologies.writeAndOpen(window, estate, json)).orElse(false);
    }

    /** The estate in {@code csv}, read with a progress dialog; empty (after saying why) when it has errors. */
    static java.util.Optional<Topology> read(Shell shell, Path csv) {
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
            return java.util.Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return java.util.Optional.empty();
        }
        return java.util.Optional.ofNullable(estate.get());
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
