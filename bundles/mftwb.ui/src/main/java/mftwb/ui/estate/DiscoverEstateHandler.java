package mftwb.ui.estate;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/** File > Discover from Hosts...: the discovery dialog; what it found is saved as a topology and opened. */
public final class DiscoverEstateHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindowChecked(event);
        DiscoverEstateDialog dialog = new DiscoverEstateDialog(window.getShell());
        if (dialog.open() == DiscoverEstateDialog.OK && dialog.estate() != null) {
            EstateTopologies.saveAndOpen(window, dialog.estate(), java.nio.file.Path.of(System.getProperty("user.home"), "discovered-estate.json"));
        }
        return null;
    }
}
