package mftwb.ui.planner;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;

import mftwb.ui.preferences.WorkbenchPreferences;

/**
 * The calibration file the Planner view was last calibrated on through "Load calibration...", kept
 * across sessions (with the workbench's preferences) so that the view opens calibrated on it again.
 * None once the view calibrates on the reports or the user's runs again: those are its default.
 */
public final class LastCalibration {
    private static final String KEY = "planner.calibrationFile";

    private LastCalibration() {
    }

    public static Optional<Path> file() {
        String file = node().get(KEY, "");
        return file.isEmpty() ? Optional.empty() : Optional.of(Path.of(file));
    }

    /** Keeps {@code file} (none: the view's default), written at once: a crash must not lose it. */
    public static void remember(Optional<Path> file) {
        IEclipsePreferences node = node();
        if (file.isPresent()) {
            node.put(KEY, file.get().toAbsolutePath().toString());
        } else {
            node.remove(KEY);
        }
        try {
            node.flush();
        } catch (BackingStoreException notWritten) {
            // kept for this session; the workbench writes its preferences again when it stops
        }
    }

    private static IEclipsePreferences node() {
        return InstanceScope.INSTANCE.getNode(WorkbenchPreferences.NODE);
    }
}
