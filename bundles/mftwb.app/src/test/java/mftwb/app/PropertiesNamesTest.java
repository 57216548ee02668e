package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.ui.topology.TopologyEditor;

/** The Properties view shows its rows' names whole in the workbench's own layout (it used to cut them at 40%). */
class PropertiesNamesTest {
    @TempDir
    Path temp;

    @AfterEach
    void closeEditors() {
        TopologyEditors.closeAll();
    }

    @Test
    void theWorkloadsLongestNameFitsItsColumn() throws Exception {
        Path file = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            TopologyEditor editor = TopologyEditors.open(file);
            page.showView(IPageLayout.ID_PROP_SHEET);
            page.activate(editor);
            editor.canvas().setSelection(Set.of());
            UiThread.settle();
            TreeItem row = PropertiesRows.row("Concurrent transfers");
            Tree tree = row.getParent();
            GC gc = new GC(tree);
            int text;
            try {
                text = gc.textExtent(row.getText(0)).x;
            } finally {
                gc.dispose();
            }
            int shown = tree.getColumn(0).getWidth() - row.getBounds(0).x;
            assertTrue(shown >= text, "'Concurrent transfers' needs " + text + " px, its column shows " + shown);
            assertTrue(tree.getColumn(1).getWidth() >= tree.getClientArea().width / 3, "the values keep a third of the view");
        });
    }
}
