package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorInput;

/** Starts the real workbench (our application) under the display of the test run and looks at it. */
class WorkbenchWindowTest {

    private static final List<String> VIEWS = List.of(WorkbenchPerspective.PALETTE, WorkbenchPerspective.PROPERTIES,
            WorkbenchPerspective.PROBLEMS, WorkbenchPerspective.LIVE_MONITOR, WorkbenchPerspective.RESULTS,
            WorkbenchPerspective.PLANNER, WorkbenchPerspective.CONFIGURATION, WorkbenchPerspective.ARCHIVE_ADVISOR);

    @TempDir
    Path temp;

    @Test
    void windowIsTitledAndHoldsEveryViewAndTheTopologyEditor() throws Exception {
        Path topology = Files.writeString(temp.resolve("lab.json"), "{}\n");
        AtomicReference<Path> screenshot = new AtomicReference<>();
        UiThread.run(() -> {
            IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            assertNotNull(window, "no workbench window is open");
            assertEquals(MftWindowAdvisor.TITLE, window.getShell().getText());
            IWorkbenchPage page = window.getActivePage();
            assertEquals(WorkbenchPerspective.ID, page.getPerspective().getId());
            for (String id : VIEWS) {
                assertNotNull(page.findViewReference(id), "view " + id + " is not in the perspective");
                assertNotNull(page.showView(id), "view " + id + " cannot be shown");
            }
            assertTrue(page.isEditorAreaVisible(), "the editor area holds the topology");
            IEditorPart editor = page.openEditor(new TopologyEditorInput(topology), TopologyEditor.ID);
            assertInstanceOf(TopologyEditor.class, editor);
            page.showView(WorkbenchPerspective.PROBLEMS);
            UiThread.settle();
            screenshot.set(Screenshots.save(window.getShell(), "workbench"));
        });
        assertTrue(Files.size(screenshot.get()) > 10_000, "screenshot " + screenshot.get() + " is empty");
    }
}
