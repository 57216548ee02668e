package mftwb.ui.help;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Shell;

/** Local HTML pages (the user guide, a campaign report) opened in the desktop's web browser. */
public final class WebPages {

    private WebPages() {
    }

    /** The address of {@code file} at {@code part} (an id in the page), or at its top. */
    public static String address(Path file, Optional<String> part) {
        return file.toUri() + part.map(p -> "#" + p).orElse("");
    }

    /** Opens {@code file} at {@code part}; when no browser opens, says which file to open by hand. */
    public static void open(Shell shell, Path file, Optional<String> part) {
        if (!Program.launch(address(file, part))) {
            MessageDialog.openInformation(shell, "Web browser", "No web browser opens from this desktop. The page is "
                    + file + "; open it in any browser.");
        }
    }
}
