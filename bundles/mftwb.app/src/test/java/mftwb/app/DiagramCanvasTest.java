package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import mftwb.ui.topology.canvas.Box;
import mftwb.ui.topology.canvas.CanvasTool;
import mftwb.ui.topology.canvas.Diagram;
import mftwb.ui.topology.canvas.DiagramCanvas;
import mftwb.ui.topology.canvas.DiagramEdge;
import mftwb.ui.topology.canvas.DiagramListener;
import mftwb.ui.topology.canvas.DiagramNode;
import mftwb.ui.topology.canvas.Line;
import mftwb.ui.topology.canvas.Look;

/** The designer canvas turns mouse gestures into requests, at any zoom. */
class DiagramCanvasTest {
    private static final Diagram TWO_HOSTS = new Diagram(List.of(
            new DiagramNode("hyd", new Box(20, 20, 300, 220), "hyd-01", "x86_64 · Linux · 8 cores", Look.HOST, null),
            new DiagramNode("qm", new Box(40, 80, 220, 56), "QMA", "coordination · port 1414", Look.QUEUE_MANAGER, "hyd"),
            new DiagramNode("agent", new Box(40, 160, 220, 56), "AGENT1", "bindings", Look.AGENT, "hyd"),
            new DiagramNode("hur", new Box(500, 20, 260, 160), "hursley-07", "ppc64le · Linux · 16 cores", Look.HOST, null),
            new DiagramNode("pb", new Box(520, 80, 220, 56), "PBA", "client of QMA", Look.BRIDGE_AGENT, "hur")),
            List.of(new DiagramEdge("wan", "hyd", "hur", "150 ms · 100 Mbit/s", Line.LINK)));

    private final List<String> requests = new ArrayList<>();
    /** What the listener answers a place request: true = placed (the tool is released). */
    private boolean placeAccepted = true;
    private Shell shell;
    private DiagramCanvas canvas;

    @BeforeEach
    void openCanvas() {
        UiThread.run(() -> {
            shell = new Shell(PlatformUI.getWorkbench().getDisplay());
            shell.setLayout(new FillLayout());
            shell.setSize(900, 400);
            canvas = new DiagramCanvas(shell, new Recorder());
            canvas.setDiagram(TWO_HOSTS);
            shell.open();
        });
    }

    @AfterEach
    void close() {
        UiThread.run(() -> shell.dispose());
    }

    @Test
    void clickSelectsTheTopmostElementAndShiftClickAddsToTheSelection() {
        UiThread.run(() -> {
            Mouse.click(canvas.control(), 100, 100);
            assertEquals(Set.of("qm"), canvas.selection(), "the QM, not the host under it");
            Mouse.click(canvas.control(), 100, 180, SWT.SHIFT);
            assertEquals(Set.of("qm", "agent"), canvas.selection());
            Mouse.click(canvas.control(), 410, 114);
            assertEquals(Set.of("wan"), canvas.selection(), "the link between the hosts");
            Mouse.click(canvas.control(), 850, 350);
            assertEquals(Set.of(), canvas.selection(), "a click on empty canvas clears");
        });
    }

    @Test
    void rubberBandSelectsWhatItEnclosesWithTheLinksBetween() {
        UiThread.run(() -> {
            Mouse.drag(canvas.control(), 5, 5, 800, 300);
            assertEquals(Set.of("hyd", "qm", "agent", "hur", "pb", "wan"), canvas.selection());
            Mouse.drag(canvas.control(), 480, 5, 800, 300);
            assertEquals(Set.of("hur", "pb"), canvas.selection());
        });
    }

    @Test
    void draggingAHostMovesItsChildrenInOneRequest() {
        UiThread.run(() -> {
            Mouse.drag(canvas.control(), 200, 30, 260, 70);
            assertEquals(List.of("moved [agent, hyd, qm] by 60,40"), requests);
        });
    }

    @Test
    void movesAreInWorldUnitsWhenZoomed() {
        UiThread.run(() -> {
            Mouse.wheel(canvas.control(), 0, 0, 1, SWT.MOD1);
            assertEquals(1.2, canvas.viewport().scale(), 1e-9, "ctrl+wheel zooms one step");
            assertEquals(0, canvas.viewport().toWorldX(0), 1e-9, "the point under the mouse stays");
            Mouse.drag(canvas.control(), 120, 120, 180, 120);
            assertEquals(List.of("moved [qm] by 50,0"), requests);
        });
    }

    @Test
    void connectToolDragsFromOneNodeToAnotherAndIsThenReleased() {
        UiThread.run(() -> {
            canvas.setTool(new CanvasTool("LINK", CanvasTool.Gesture.CONNECT));
            Mouse.drag(canvas.control(), 150, 30, 600, 40);
            assertEquals(List.of("released", "connect LINK hyd->hur"), requests);
            assertNull(canvas.tool());
        });
    }

    @Test
    void placeToolReportsTheWorldPointAndTheHostUnderIt() {
        UiThread.run(() -> {
            canvas.setTool(new CanvasTool("QUEUE_MANAGER", CanvasTool.Gesture.PLACE));
            Mouse.click(canvas.control(), 300, 225);
            assertEquals(List.of("place QUEUE_MANAGER at 300,225 in hyd", "released"), requests);
        });
    }

    /** A click where the element cannot go (a QM outside any host) keeps the tool for the next click. */
    @Test
    void aRefusedPlaceKeepsTheToolArmed() {
        UiThread.run(() -> {
            placeAccepted = false;
            canvas.setTool(new CanvasTool("QUEUE_MANAGER", CanvasTool.Gesture.PLACE));
            Mouse.click(canvas.control(), 300, 225);
            assertEquals(List.of("place QUEUE_MANAGER at 300,225 in hyd"), requests);
            assertEquals("QUEUE_MANAGER", canvas.tool().id());
        });
    }

    @Test
    void fitShowsAStubsLabelBesideTheNodes() {
        // A SVRCONN channel into the QM at the diagram's left: its stub and label reach out of every node.
        List<DiagramEdge> edges = new ArrayList<>(TWO_HOSTS.edges());
        edges.add(DiagramEdge.stub("svrconn", "qm", "MFT.SVRCONN · SVRCONN ×3", Line.CHANNEL));
        UiThread.run(() -> {
            canvas.setDiagram(new Diagram(TWO_HOSTS.nodes(), edges));
            canvas.fit();
            Box label = canvas.labelBounds().get("svrconn");
            assertTrue(canvas.viewport().toScreenX(label.x()) >= 0 && canvas.viewport().toScreenY(label.y()) >= 0
                    && canvas.viewport().toScreenX(label.right()) <= 900, "the stub's label on the canvas: " + label);
        });
    }

    @Test
    void fitShowsTheWholeDiagram() throws Exception {
        UiThread.run(() -> {
            canvas.fit();
            Box extent = TWO_HOSTS.extent().orElseThrow();
            double scale = canvas.viewport().scale();
            assertTrue(canvas.viewport().toScreenX(extent.x()) >= 0 && canvas.viewport().toScreenX(extent.right()) <= 900);
            assertTrue(canvas.viewport().toScreenY(extent.y()) >= 0 && canvas.viewport().toScreenY(extent.bottom()) <= 400);
            assertTrue(scale <= 1.0, "never above 100%");
            Mouse.click(canvas.control(), (int) canvas.viewport().toScreenX(150), (int) canvas.viewport().toScreenY(50));
            UiThread.settle();
            Screenshots.save(shell, "canvas");
        });
    }

    private final class Recorder implements DiagramListener {
        @Override
        public void selectionChanged(Set<String> selectedIds) {
        }

        @Override
        public void nodesMoved(Set<String> nodeIds, double dx, double dy) {
            requests.add("moved " + new java.util.TreeSet<>(nodeIds) + " by " + Math.round(dx) + "," + Math.round(dy));
        }

        @Override
        public boolean placeRequested(CanvasTool tool, double worldX, double worldY, String containerId) {
            requests.add("place " + tool.id() + " at " + Math.round(worldX) + "," + Math.round(worldY) + " in " + containerId);
            return placeAccepted;
        }

        @Override
        public void connectRequested(CanvasTool tool, String sourceId, String targetId) {
            requests.add("connect " + tool.id() + " " + sourceId + "->" + targetId);
        }

        @Override
        public void toolReleased() {
            requests.add("released");
        }
    }
}
