package mftwb.app;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/** The desktop application: {@code ./mftwb [--topology FILE]} (or {@code --sample FILE}, from the launch script) with no subcommand. */
public final class WorkbenchApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        Display display = PlatformUI.createDisplay();
        try {
            int code = PlatformUI.createAndRunWorkbench(display, new MftWorkbenchAdvisor(topologyToOpen(args)));
            return code == PlatformUI.RETURN_RESTART ? IApplication.EXIT_RESTART : IApplication.EXIT_OK;
        } finally {
            display.dispose();
        }
    }

    /** The topology named by {@code --topology FILE}, else the sample the launch script passes as {@code --sample FILE}. */
    static Optional<TopologyAtStart> topologyToOpen(String[] args) {
        List<String> words = Arrays.asList(args == null ? new String[0] : args);
        return valueOf(words, "--topology").map(file -> new TopologyAtStart(file, true))
                .or(() -> valueOf(words, "--sample").map(file -> new TopologyAtStart(file, false)));
    }

    private static Optional<Path> valueOf(List<String> words, String option) {
        int at = words.indexOf(option);
        return at >= 0 && at + 1 < words.size() ? Optional.of(Path.of(words.get(at + 1))) : Optional.empty();
    }

    @Override
    public void stop() {
        if (!PlatformUI.isWorkbenchRunning()) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        Display display = workbench.getDisplay();
        display.syncExec(() -> {
            if (!display.isDisposed()) {
                workbench.close();
            }
        });
    }
}
