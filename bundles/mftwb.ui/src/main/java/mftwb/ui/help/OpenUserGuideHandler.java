package mftwb.ui.help;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;
import org.osgi.framework.FrameworkUtil;

import mftwb.model.FileErrors;

/**
 * Help > User Guide, and the "?" on each view's toolbar with the view's part of the guide as the
 * {@value #PART} parameter: writes the guide into this bundle's state folder and opens it in the
 * desktop's web browser at that part.
 */
public final class OpenUserGuideHandler extends AbstractHandler {
    public static final String COMMAND = "mftwb.ui.help.userGuide";
    public static final String PART = "mftwb.ui.help.part";

    @Override
    public Object execute(ExecutionEvent event) {
        open(HandlerUtil.getActiveShell(event), Optional.ofNullable(event.getParameter(PART)));
        return null;
    }

    /** The guide's address at {@code part}, written fresh into the state folder. */
    public static String address(Optional<String> part) throws IOException {
        return WebPages.address(UserGuide.write(guideFolder()), part);
    }

    private static Path guideFolder() {
        return Platform.getStateLocation(FrameworkUtil.getBundle(UserGuide.class)).toPath();
    }

    private static void open(Shell shell, Optional<String> part) {
        Path guide;
        try {
            guide = UserGuide.write(guideFolder());
        } catch (IOException e) {
            MessageDialog.openError(shell, "User Guide", "Cannot write the user guide: " + FileErrors.describe(e));
            return;
        }
        WebPages.open(shell, guide, part);
    }
}
