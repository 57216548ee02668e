package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.jface.action.IAction;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.views.contentoutline.ContentOutline;
import org.junit.jupiter.api.Test;

import mftwb.model.Position;
import mftwb.model.Topology;
import mftwb.ui.estate.ImportEstateHandler;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.canvas.Box;
import mftwb.ui.topology.canvas.DiagramCanvas;
import mftwb.ui.topology.canvas.DiagramNode;

/**
 * The designer with the 300-agent sample estate: opened and laid out, found by name with Ctrl+F,
 * shown on screen with its selection outline, navigated from the Outline (filter, both-way
 * selection), summarised at low zoom, re-arranged as one undoable edit, and imported from its CSV.
 */
class EstateScaleTest extends WithTopologyEditors {
    private static final RGB SELECTION = new RGB(0, 120, 215);

    static Path samples() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("samples/estate"))) {
            dir = dir.getParent();
        }
        return dir.resolve("samples/estate");
    }

    private Path estateCopy() throws Exception {
        Path file = temp.resolve("estate.json");
        Files.copy(samples().resolve("estate-300-agents.json"), file);
        return file;
    }

    @Test
    void findsAnAgentByNameWithCtrlFAndShowsItSelectedOnScreen() throws Exception {
        Path file = estateCopy();
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            page.getWorkbenchWindow().getShell().setMaximized(true);
            TopologyEditor editor = TopologyEditors.open(file);
            assertEquals(300, editor.topology().orElseThrow().agents().size());
            UiThread.settle();
            DiagramCanvas canvas = editor.canvas();
            assertTrue(canvas.summarizing(), "the whole estate fits only at low zoom, as host summaries: " + canvas.viewport().scale());
            Screenshots.save(page.getWorkbenchWindow().getShell(), "estate-300-fit");
            // With the editor maximized (double-click on its tab), Fit shows the summaries readable.
            page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
            UiThread.settle();
            canvas.fit();
            UiThread.settle();
            assertTrue(canvas.summarizing());
            Screenshots.save(page.getWorkbenchWindow().getShell(), "estate-300-fit-maximized");
            page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);
            UiThread.settle();

            // Ctrl+F on the canvas puts the caret in the Find box; Enter finds the agent.
            canvas.control().setFocus();
            key(SWT.CTRL, 'f');
            Control focus = Display.getCurrent().getFocusControl();
            Text find = assertInstanceOf(Text.class, focus, "Ctrl+F focuses the Find box, not " + focus);
            find.setText("ag017b");
            find.notifyListeners(SWT.DefaultSelection, new Event()); // what Enter in a search field sends
            assertEquals(Set.of("agent:AG017B"), canvas.selection());
            assertFalse(canvas.summarizing(), "zoomed in far enough to draw the agent itself");
            DiagramNode agent = canvas.diagram().node("agent:AG017B").orElseThrow();
            Box view = canvas.visibleArea();
            Box b = agent.bounds();
            assertTrue(b.x() >= view.x() && b.right() <= view.right() && b.y() >= view.y() && b.bottom() <= view.bottom(),
                    "the agent is inside the view: " + b + " in " + view);
            UiThread.settle();
            assertTrue(selectionOutlineShown(canvas, b), "the selection outline is painted around the agent on screen");
            Path shot = Screenshots.save(page.getWorkbenchWindow().getShell(), "estate-300-found-AG017B");
            assertTrue(Files.size(shot) > 0);

            assertEquals(Optional.empty(), editor.find("NO.SUCH.AGENT"));
            assertTrue(editor.message().contains("NO.SUCH.AGENT"), editor.message());
            assertEquals(Set.of("agent:AG017B"), canvas.selection(), "a failed Find keeps the selection");
        });
    }

    /** True when pixels of the selection colour lie just outside the node's box on screen. */
    private static boolean selectionOutlineShown(DiagramCanvas canvas, Box b) {
        Canvas control = canvas.control();
        Point origin = control.toDisplay(0, 0);
        int width = control.getClientArea().width;
        int height = control.getClientArea().height;
        Image image = new Image(control.getDisplay(), width, height);
        GC gc = new GC(control.getDisplay());
        try {
            gc.copyArea(image, origin.x, origin.y);
            ImageData data = image.getImageData();
            int x0 = (int) canvas.viewport().toScreenX(b.x()) - 6;
            int x1 = (int) canvas.viewport().toScreenX(b.right()) + 6;
            int y = (int) canvas.viewport().toScreenY(b.centerY());
            int found = 0;
            for (int x = Math.max(0, x0); x <= Math.min(width - 1, x1); x++) {
                RGB rgb = data.palette.getRGB(data.getPixel(x, Math.max(0, Math.min(height - 1, y))));
                if (Math.abs(rgb.red - SELECTION.red) < 30 && Math.abs(rgb.green - SELECTION.green) < 30 && Math.abs(rgb.blue - SELECTION.blue) < 30) {
                    found++;
                }
            }
            return found >= 2;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static void key(int modifier, int character) {
        Display display = Display.getCurrent();
        if (modifier != 0) {
            post(display, SWT.KeyDown, modifier, 0);
        }
        post(display, SWT.KeyDown, 0, character);
        post(display, SWT.KeyUp, 0, character);
        if (modifier != 0) {
            post(display, SWT.KeyUp, modifier, 0);
        }
        UiThread.settle();
    }

    private static void post(Display display, int type, int keyCode, int character) {
        Event e = new Event();
        e.type = type;
        e.keyCode = keyCode;
        e.character = (char) character;
        display.post(e);
    }

    @Test
    void theOutlineListsHostsQueueManagersAndAgentsFiltersAndFollowsTheSelectionBothWays() throws Exception {
        Path file = estateCopy();
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            TopologyEditor editor = TopologyEditors.open(file);
            ContentOutline outline = (ContentOutline) page.showView(IPageLayout.ID_OUTLINE);
            page.activate(editor);
            UiThread.settle();
            Composite body = (Composite) outline.getCurrentPage().getControl();
            Text filter = find(body, Text.class);
            Tree tree = find(body, Tree.class);
            assertEquals(101, tree.getItemCount(), "one root per host");

            filter.setText("AG017");
            UiThread.settle();
            assertEquals(1, tree.getItemCount(), "only the host leading to the match stays");
            TreeItem host = tree.getItem(0);
            assertTrue(host.getText().startsWith("site017"), host.getText());
            TreeItem qm = host.getItem(0);
            assertTrue(qm.getText().startsWith("QM017"), qm.getText());
            assertEquals(List.of("AG017A  (agent)", "AG017B  (agent)", "AG017C  (agent)"), texts(qm.getItems()));

            // Outline -> canvas: selecting an agent selects it and brings it on screen.
            tree.setSelection(qm.getItem(2));
            tree.notifyListeners(SWT.Selection, new Event());
            UiThread.settle();
            assertEquals(Set.of("agent:AG017C"), editor.canvas().selection());
            Box b = editor.canvas().diagram().node("agent:AG017C").orElseThrow().bounds();
            Box view = editor.canvas().visibleArea();
            assertTrue(b.x() >= view.x() && b.right() <= view.right() && b.y() >= view.y() && b.bottom() <= view.bottom(), b + " in " + view);
            Screenshots.save(page.getWorkbenchWindow().getShell(), "estate-300-outline");

            // Canvas -> outline.
            filter.setText("");
            editor.select(Set.of("qm:QM050"));
            UiThread.settle();
            assertEquals(1, tree.getSelectionCount());
            assertTrue(tree.getSelection()[0].getText().startsWith("QM050"), tree.getSelection()[0].getText());
        });
    }

    @Test
    void arrangeLaysOutAgainAsOneUndoableEdit() throws Exception {
        Path file = estateCopy();
        UiThread.run(() -> {
            TopologyEditor editor = TopologyEditors.open(file);
            UiThread.settle();
            Topology laidOut = editor.topology().orElseThrow();
            Position before = laidOut.positionOf("site050").orElseThrow();
            IAction undo = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId());
            editor.arrange();
            assertEquals(laidOut, editor.topology().orElseThrow(), "an arranged estate arranges to itself: no edit");
            // A user drags a host away (at low zoom a press anywhere on a host box takes the host), then asks for Arrange.
            DiagramCanvas canvas = editor.canvas();
            Box host = canvas.diagram().node("host:site050").orElseThrow().bounds();
            int x = (int) canvas.viewport().toScreenX(host.centerX());
            int y = (int) canvas.viewport().toScreenY(host.y() + 10);
            Mouse.drag(canvas.control(), x, y, x + 120, y + 80);
            Topology moved = editor.topology().orElseThrow();
            assertNotEquals(before, moved.positionOf("site050").orElseThrow(), "the drag moved the host");
            editor.arrange();
            assertEquals(laidOut.diagram(), editor.topology().orElseThrow().diagram(), "Arrange lays the estate out again");
            undo.run();
            assertEquals(moved, editor.topology().orElseThrow(), "one Undo takes the whole Arrange back");
        });
    }

    @Test
    void fileImportEstateBuildsSavesAndOpensTheTopology() throws Exception {
        Path json = temp.resolve("imported.json");
        UiThread.run(() -> {
            assertTrue(ImportEstateHandler.importEstate(PlatformUI.getWorkbench().getActiveWorkbenchWindow(),
                    samples().resolve("estate-300-agents.csv"), json));
            TopologyEditor editor = (TopologyEditor) TopologyEditors.page().getActiveEditor();
            assertEquals(json.toAbsolutePath().normalize(), editor.file().toAbsolutePath().normalize());
            assertEquals(101, editor.topology().orElseThrow().hosts().size());
            assertEquals(Files.readString(samples().resolve("estate-300-agents.json")), Files.readString(json),
                    "File > Import Estate writes what mftwb import-estate writes");
        });
    }

    private static <T extends Control> T find(Composite parent, Class<T> type) {
        for (Control child : parent.getChildren()) {
            if (type.isInstance(child)) {
                return type.cast(child);
            }
            if (child instanceof Composite composite) {
                T inner = find(composite, type);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }

    private static List<String> texts(TreeItem[] items) {
        List<String> texts = new ArrayList<>();
        for (TreeItem item : items) {
            texts.add(item.getText());
        }
        return texts;
    }
}
