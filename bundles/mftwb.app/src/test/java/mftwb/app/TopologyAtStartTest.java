package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;

import mftwb.ui.gettingstarted.GettingStartedView;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorInput;

/**
 * What the command line opens at start. The launch script passes the sample on every start; opening
 * it made it the active editor after a restart, in place of the one the user was in at exit.
 */
class TopologyAtStartTest extends WithTopologyEditors {
    @Test
    void theSampleLeavesTheRestoredActiveEditorActive() throws Exception {
        Path sample = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        Path mine = TopologyEditors.sample(temp, "client-mode.json");
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            // As the workbench restores them: both open, the one the user was in active.
            TopologyEditor active = TopologyEditors.open(mine);
            TopologyEditors.open(sample);
            page.activate(active);
            WorkbenchApplication.topologyToOpen(new String[] { "--sample", sample.toString() }).orElseThrow()
                    .openIn(page.getWorkbenchWindow());
            assertEquals(active, page.getActiveEditor(), "the editor the user was in stays active");
            assertEquals(2, page.getEditorReferences().length);
        });
    }

    @Test
    void theSamplesCopyOpensOnAFirstStartAndANamedFileAlways() throws Exception {
        Path sample = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        Path named = TopologyEditors.sample(temp, "client-mode.json");
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            page.closeAllEditors(false);
            Path copy = GettingStartedView.workingCopyOf(sample);
            Files.delete(copy);
            WorkbenchApplication.topologyToOpen(new String[] { "--sample", sample.toString() }).orElseThrow()
                    .openIn(page.getWorkbenchWindow());
            assertEquals(copy.toAbsolutePath().normalize(), ((TopologyEditor) page.getActiveEditor()).file(),
                    "no editor restored: the user's copy of the sample, so that saving never writes over the product's");
            assertEquals(Files.readString(sample), Files.readString(copy));
            TopologyEditor user = TopologyEditors.open(named);
            page.activate(page.findEditor(new TopologyEditorInput(copy)));
            WorkbenchApplication.topologyToOpen(new String[] { "--topology", named.toString() }).orElseThrow()
                    .openIn(page.getWorkbenchWindow());
            assertEquals(user, page.getActiveEditor(), "a file the user names comes to the front");
        });
    }
}
