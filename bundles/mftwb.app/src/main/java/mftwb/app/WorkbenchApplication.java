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

/** The desktop application: {@code ./mftwb [--topology FILE]} with no subcommand. */
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

    /** The topology named by {@code --topology FILE}; the launch script passes a sample by default. */
    static Optional<Path> topologyToOpen(String[] args) {
        List<String> words = Arrays.asList(args == null ? new String[0] : args);
        int at = words.indexOf("--topology");
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
