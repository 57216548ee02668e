package mftwb.ui.topology.canvas;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;

/**
 * The designer's drawing surface: paints a {@link Diagram} through a zoomable {@link Viewport} and
 * turns mouse gestures into requests to its {@link DiagramListener}. It never changes the diagram
 * itself: the editor answers each request with an undoable operation and a new diagram.
 */
public final class DiagramCanvas {
    private static final RGB BACKGROUND = new RGB(236, 240, 245);
    private static final RGB GRID = new RGB(222, 227, 234);
    private static final int GRID_STEP = 20;
    /** Screen pixels the mouse must travel before a press becomes a drag. */
    private static final int DRAG_THRESHOLD = 3;
    private static final int HIT_PIXELS = 5;

    private enum Drag {
        NONE, MOVE, RUBBER_BAND, CONNECT, PAN
    }

    private final Canvas canvas;
    private final Viewport viewport = new Viewport();
    private final DiagramPainter painter;
    private final DiagramListener listener;
    private final Cursor crosshair;
    private Diagram diagram = Diagram.EMPTY;
    private Set<String> selection = new LinkedHashSet<>();
    private CanvasTool tool;

    private Drag drag = Drag.NONE;
    private int pressX;
    private int pressY;
    private int mouseX;
    private int mouseY;
    private boolean dragged;
    private String connectSource;
    private Set<String> moving = Set.of();
    private Runnable viewportListener = () -> {
    };

    public DiagramCanvas(Composite parent, DiagramListener listener) {
        this.listener = listener;
        // DOUBLE_BUFFERED: dragging redraws the whole diagram at mouse rate without flicker.
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        painter = new DiagramPainter(canvas.getDisplay(), canvas.getFont());
        crosshair = new Cursor(canvas.getDisplay(), SWT.CURSOR_CROSS);
        canvas.addListener(SWT.Paint, this::paint);
        canvas.addListener(SWT.MouseDown, this::mouseDown);
        canvas.addListener(SWT.MouseMove, this::mouseMove);
        canvas.addListener(SWT.MouseUp, this::mouseUp);
        canvas.addListener(SWT.MouseVerticalWheel, this::wheel);
        canvas.addListener(SWT.KeyDown, this::key);
        canvas.addListener(SWT.Dispose, e -> {
            painter.dispose();
            crosshair.dispose();
        });
    }

    public Canvas control() {
        return canvas;
    }

    public Viewport viewport() {
        return viewport;
    }

    /** Called after every zoom or fit, e.g. to show the zoom level. */
    public void onViewportChange(Runnable listener) {
        viewportListener = listener;
    }

    public Diagram diagram() {
        return diagram;
    }

    /** Shows a new diagram, keeping the selection of elements that still exist. */
    public void setDiagram(Diagram newDiagram) {
        diagram = newDiagram;
        List<String> ids = diagram.ids();
        if (selection.retainAll(ids)) {
            listener.selectionChanged(Set.copyOf(selection));
        }
        canvas.redraw();
    }

    public Set<String> selection() {
        return Set.copyOf(selection);
    }

    public void setSelection(Set<String> ids) {
        Set<String> known = new LinkedHashSet<>(ids);
        known.retainAll(diagram.ids());
        if (!known.equals(selection)) {
            selection = known;
            listener.selectionChanged(Set.copyOf(selection));
            canvas.redraw();
        }
    }

    public void selectAll() {
        setSelection(new LinkedHashSet<>(diagram.ids()));
    }

    public CanvasTool tool() {
        return tool;
    }

    /** Arms a palette tool (null for plain selection). */
    public void setTool(CanvasTool newTool) {
        tool = newTool;
        canvas.setCursor(tool == null ? null : crosshair);
    }

    public void zoomIn() {
        zoomAtCentre(viewport.scale() * Viewport.STEP);
    }

    public void zoomOut() {
        zoomAtCentre(viewport.scale() / Viewport.STEP);
    }

    /** 100%, keeping the middle of the view where it is. */
    public void zoomActual() {
        zoomAtCentre(1.0);
    }

    /** Scales and scrolls so that the whole diagram is visible. */
    public void fit() {
        Rectangle area = canvas.getClientArea();
        diagram.extent().ifPresentOrElse(extent -> viewport.fit(extent, area.width, area.height, 24), viewport::reset);
        viewportListener.run();
        canvas.redraw();
    }

    private void zoomAtCentre(double scale) {
        Rectangle area = canvas.getClientArea();
        viewport.zoomAt(scale, area.width / 2.0, area.height / 2.0);
        viewportListener.run();
        canvas.redraw();
    }

    private void paint(Event e) {
        GC gc = e.gc;
        Rectangle area = canvas.getClientArea();
        gc.setBackground(DiagramPainter.color(BACKGROUND));
        gc.fillRectangle(area);
        gc.setAdvanced(true);
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        Transform transform = new Transform(canvas.getDisplay());
        try {
            transform.scale((float) viewport.scale(), (float) viewport.scale());
            transform.translate((float) -viewport.originX(), (float) -viewport.originY());
            gc.setTransform(transform);
            paintGrid(gc, area);
            painter.paint(gc, shownDiagram(), selection);
            paintFeedback(gc);
        } finally {
            gc.setTransform(null);
            transform.dispose();
        }
    }

    private void paintGrid(GC gc, Rectangle area) {
        gc.setForeground(DiagramPainter.color(GRID));
        gc.setLineWidth(1);
        double left = Math.floor(viewport.toWorldX(0) / GRID_STEP) * GRID_STEP;
        double top = Math.floor(viewport.toWorldY(0) / GRID_STEP) * GRID_STEP;
        double right = viewport.toWorldX(area.width);
        double bottom = viewport.toWorldY(area.height);
        for (double x = left; x <= right; x += GRID_STEP) {
            gc.drawLine((int) x, (int) top, (int) x, (int) bottom);
        }
        for (double y = top; y <= bottom; y += GRID_STEP) {
            gc.drawLine((int) left, (int) y, (int) right, (int) y);
        }
    }

    /** The diagram as it looks during a move: the dragged nodes follow the mouse. */
    private Diagram shownDiagram() {
        if (drag != Drag.MOVE || !dragged) {
            return diagram;
        }
        double dx = (mouseX - pressX) / viewport.scale();
        double dy = (mouseY - pressY) / viewport.scale();
        List<DiagramNode> nodes = new ArrayList<>();
        for (DiagramNode n : diagram.nodes()) {
            nodes.add(moving.contains(n.id())
                    ? new DiagramNode(n.id(), n.bounds().translated(dx, dy), n.title(), n.subtitle(), n.look(), n.parentId())
                    : n);
        }
        return new Diagram(nodes, diagram.edges());
    }

    private void paintFeedback(GC gc) {
        double wx = viewport.toWorldX(mouseX);
        double wy = viewport.toWorldY(mouseY);
        if (drag == Drag.RUBBER_BAND && dragged) {
            Box band = Box.spanning(viewport.toWorldX(pressX), viewport.toWorldY(pressY), wx, wy);
            gc.setBackground(DiagramPainter.color(DiagramPainter.SELECTION));
            gc.setAlpha(40);
            gc.fillRectangle((int) band.x(), (int) band.y(), (int) band.width(), (int) band.height());
            gc.setAlpha(255);
            gc.setForeground(DiagramPainter.color(DiagramPainter.SELECTION));
            gc.setLineStyle(SWT.LINE_DOT);
            gc.drawRectangle((int) band.x(), (int) band.y(), (int) band.width(), (int) band.height());
            gc.setLineStyle(SWT.LINE_SOLID);
        } else if (drag == Drag.CONNECT) {
            diagram.node(connectSource).ifPresent(source -> {
                gc.setForeground(DiagramPainter.color(DiagramPainter.SELECTION));
                gc.setLineWidth(2);
                gc.setLineStyle(SWT.LINE_DASH);
                gc.drawLine((int) source.bounds().centerX(), (int) source.bounds().centerY(), (int) wx, (int) wy);
                gc.setLineStyle(SWT.LINE_SOLID);
                Optional<DiagramNode> target = connectTarget(wx, wy);
                target.ifPresent(t -> {
                    Box b = t.bounds().grown(4);
                    gc.drawRoundRectangle((int) b.x(), (int) b.y(), (int) b.width(), (int) b.height(), 14, 14);
                });
                gc.setLineWidth(1);
            });
        }
    }

    private Optional<DiagramNode> connectTarget(double wx, double wy) {
        return new HitTest(diagram).nodeAt(wx, wy).filter(id -> !id.equals(connectSource)).flatMap(diagram::node);
    }

    private void mouseDown(Event e) {
        canvas.setFocus();
        pressX = mouseX = e.x;
        pressY = mouseY = e.y;
        dragged = false;
        if (e.button == 2) {
            drag = Drag.PAN;
            return;
        }
        double wx = viewport.toWorldX(e.x);
        double wy = viewport.toWorldY(e.y);
        HitTest hits = new HitTest(diagram);
        if (e.button == 3) {
            // The context menu then acts on the element under the pointer, as in other editors.
            hits.elementAt(wx, wy, HIT_PIXELS / viewport.scale()).filter(id -> !selection.contains(id))
                    .ifPresent(id -> setSelection(Set.of(id)));
            return;
        }
        if (e.button != 1) {
            return;
        }
        if (tool != null && tool.gesture() == CanvasTool.Gesture.PLACE) {
            CanvasTool placed = tool;
            releaseTool();
            listener.placeRequested(placed, wx, wy, hits.containerAt(wx, wy).orElse(null));
            return;
        }
        if (tool != null && tool.gesture() == CanvasTool.Gesture.CONNECT) {
            connectSource = hits.nodeAt(wx, wy).orElse(null);
            drag = connectSource == null ? Drag.NONE : Drag.CONNECT;
            return;
        }
        Optional<String> hit = hits.elementAt(wx, wy, HIT_PIXELS / viewport.scale());
        boolean extend = (e.stateMask & (SWT.SHIFT | SWT.MOD1)) != 0;
        if (hit.isEmpty()) {
            if (!extend) {
                setSelection(Set.of());
            }
            drag = Drag.RUBBER_BAND;
            return;
        }
        String id = hit.get();
        if (extend) {
            Set<String> next = new LinkedHashSet<>(selection);
            if (!next.remove(id)) {
                next.add(id);
            }
            setSelection(next);
        } else if (!selection.contains(id)) {
            setSelection(Set.of(id));
        }
        if (selection.contains(id) && diagram.node(id).isPresent()) {
            drag = Drag.MOVE;
            Set<String> nodes = new LinkedHashSet<>(selection);
            nodes.removeIf(s -> diagram.node(s).isEmpty());
            moving = diagram.withDescendants(nodes);
        }
    }

    private void mouseMove(Event e) {
        if (drag == Drag.PAN) {
            viewport.panBy(e.x - mouseX, e.y - mouseY);
        }
        mouseX = e.x;
        mouseY = e.y;
        if (Math.abs(mouseX - pressX) > DRAG_THRESHOLD || Math.abs(mouseY - pressY) > DRAG_THRESHOLD) {
            dragged = true;
        }
        if (drag != Drag.NONE) {
            canvas.redraw();
        }
    }

    private void mouseUp(Event e) {
        mouseX = e.x;
        mouseY = e.y;
        Drag ended = drag;
        drag = Drag.NONE;
        double wx = viewport.toWorldX(e.x);
        double wy = viewport.toWorldY(e.y);
        switch (ended) {
            case MOVE -> {
                if (dragged) {
                    listener.nodesMoved(Set.copyOf(moving), (e.x - pressX) / viewport.scale(),
                            (e.y - pressY) / viewport.scale());
                }
            }
            case RUBBER_BAND -> {
                if (dragged) {
                    Box band = Box.spanning(viewport.toWorldX(pressX), viewport.toWorldY(pressY), wx, wy);
                    Set<String> next = new LinkedHashSet<>();
                    if ((e.stateMask & (SWT.SHIFT | SWT.MOD1)) != 0) {
                        next.addAll(selection);
                    }
                    next.addAll(new HitTest(diagram).inside(band));
                    setSelection(next);
                }
            }
            case CONNECT -> {
                Optional<DiagramNode> target = connectTarget(wx, wy);
                CanvasTool connecting = tool;
                releaseTool();
                target.ifPresent(t -> listener.connectRequested(connecting, connectSource, t.id()));
            }
            default -> {
                // a click without a gesture, or a pan, needs no answer
            }
        }
        moving = Set.of();
        canvas.redraw();
    }

    private void releaseTool() {
        setTool(null);
        listener.toolReleased();
    }

    private void wheel(Event e) {
        if ((e.stateMask & SWT.MOD1) != 0) {
            double factor = e.count > 0 ? Viewport.STEP : 1 / Viewport.STEP;
            viewport.zoomAt(viewport.scale() * factor, e.x, e.y);
            viewportListener.run();
        } else {
            viewport.panBy(0, e.count * 10);
        }
        e.doit = false;
        canvas.redraw();
    }

    private void key(Event e) {
        if (e.keyCode == SWT.ESC && (tool != null || drag != Drag.NONE)) {
            drag = Drag.NONE;
            releaseTool();
            canvas.redraw();
        }
    }
}
