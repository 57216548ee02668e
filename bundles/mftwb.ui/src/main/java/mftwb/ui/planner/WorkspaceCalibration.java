package mftwb.ui.planner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import mftwb.runner.CalibrationExport;
import mftwb.runner.RunResult;

/**
 * The workspace's own planner calibration: the measured runs the user chose to calibrate on, one
 * file gathering them from every campaign. The Results view adds runs to it; the Planner view
 * calibrates on it and recalibrates whenever runs are added. One per workbench, found through the
 * workbench context.
 */
public final class WorkspaceCalibration {
    private final Path file;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    public WorkspaceCalibration(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** True once runs were added, in this session or an earlier one. */
    public boolean hasRuns() {
        return Files.isRegularFile(file);
    }

    /**
     * Adds the good runs (a campaign's earlier rows are replaced) and tells every listener, on the
     * calling thread.
     *
     * @return the measured runs the calibration now holds
     */
    public int add(List<RunResult> results, CalibrationExport.Conditions where) throws IOException {
        int runs = CalibrationExport.addTo(file, results, where);
        listeners.forEach(Runnable::run);
        return runs;
    }

    /** Called after runs were added, on the thread that added them. */
    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }
}
