package mftwb.app;

import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;

/** Runs test code on the workbench's UI thread and rethrows what fails there. */
final class UiThread {
    interface Body {
        void run() throws Exception;
    }

    private UiThread() {
    }

    static void run(Body body) {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        PlatformUI.getWorkbench().getDisplay().syncExec(() -> {
            try {
                body.run();
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        if (failure.get() != null) {
            throw new AssertionError(failure.get());
        }
    }

    /** Lets pending paints and layouts run, so a screenshot shows the settled window. */
    static void settle() {
        Display display = PlatformUI.getWorkbench().getDisplay();
        long until = System.currentTimeMillis() + 300;
        while (System.currentTimeMillis() < until) {
            while (display.readAndDispatch()) {
                // drain the queue
            }
        }
    }
}
