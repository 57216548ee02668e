package mftwb.ui.errors;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

import mftwb.model.FileErrors;

/**
 * Error dialogs for a file the user chose, worded as the command line words them ({@link FileErrors}):
 * the file and the reason in words ("Cannot write /x/cpu.csv: permission denied"), where the
 * exception's own message was often the bare path again.
 */
public final class FileErrorDialog {
    private FileErrorDialog() {
    }

    public static void cannotRead(Shell shell, String title, Path file, IOException e) {
        MessageDialog.openError(shell, title, sentence(FileErrors.cannotRead(file, e)));
    }

    public static void cannotWrite(Shell shell, String title, Path file, IOException e) {
        MessageDialog.openError(shell, title, sentence(FileErrors.cannotWrite(file, e)));
    }

    /** The message with a capital first letter, as a dialog shows it. */
    public static String sentence(String message) {
        return message.isEmpty() ? message : Character.toUpperCase(message.charAt(0)) + message.substring(1);
    }
}
