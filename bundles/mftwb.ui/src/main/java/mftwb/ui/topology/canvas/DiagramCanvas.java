package mftwb.ui.topology.canvas;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
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
    /** Below this zoom a host is drawn as one summary box: its children would be unreadable specks. */
    public static final double SUMMARY_SCALE = 0.5;
    /** World units of empty canvas the scrollbars reach beyond the diagram on every side. */
    private static final int SCROLL_MARGIN = 200;

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
    /** The world area the scrollbars span, set with their values. */
    private Box scrollWorld = new Box(0, 0, 1, 1);
    private long lastPaintNanos;
    private long paints;
    /** The rendered diagram around the view, and what it was rendered from (see paintFromBacking). */
    private Image backing;
    private Viewport backingView;
    private Diagram backingDiagram;
    private Set<String> backingSelection = Set.of();
    /** The view of the last paint, to tell a pan from an edit or a zoom. */
    private Viewport paintedView = Viewport.at(0, 0, 0);

    public DiagramCanvas(Composite parent, DiagramListener listener) {
        this.listener = listener;
        // DOUBLE_BUFFERED: dragging redraws the whole diagram at mouse rate without flicker.
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND | SWT.H_SCROLL | SWT.V_SCROLL);
        painter = new DiagramPainter(canvas.getDisplay(), canvas.getFont());
        crosshair = new Cursor(canvas.getDisplay(), SWT.CURSOR_CROSS);
        canvas.addListener(SWT.Paint, this::paint);
        canvas.addListener(SWT.MouseDown, this::mouseDown);
        canvas.addListener(SWT.MouseMove, this::mouseMove);
        canvas.addListener(SWT.MouseUp, this::mouseUp);
        canvas.addListener(SWT.MouseVerticalWheel, this::wheel);
        canvas.addListener(SWT.KeyDown, this::key);
        canvas.addListener(SWT.Resize, e -> viewportChanged());
        canvas.getHorizontalBar().addListener(SWT.Selection, e -> scrolled());
        canvas.getVerticalBar().addListener(SWT.Selection, e -> scrolled());
        canvas.addListener(SWT.Dispose, e -> {
            disposeBacking();
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
        updateScrollBars();
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

    /** Scales and scrolls so that the whole diagram is visible, its edges' labels too. */
    public void fit() {
        Rectangle area = canvas.getClientArea();
        // A stub's label sits beyond its free end, outside every node: fitted to the nodes alone, the stub
        // into a QM at the left of the diagram came from off the canvas with no name.
        diagram.extent().map(nodes -> labelBounds().values().stream().reduce(nodes, Box::union))
                .ifPresentOrElse(extent -> viewport.fit(extent, area.width, area.height, 24), viewport::reset);
        viewportChanged();
    }

    /**
     * Scales and scrolls so that the selection fills the view, at 100% at most so its text is
     * readable; nothing happens when nothing drawn is selected.
     */
    public void zoomToSelection() {
        Rectangle area = canvas.getClientArea();
        diagram.extentOf(selection).ifPresent(extent -> {
            viewport.fit(extent.grown(40), area.width, area.height, 24);
            viewportChanged();
        });
    }

    /**
     * Brings the selection on screen: nothing moves when it is already in view and drawn, the view
     * centres on it when it fits, else it zooms to it. At low zoom an element inside a host is not
     * drawn on its own, so the view zooms in until it is.
     */
    public void reveal() {
        Optional<Box> wanted = diagram.extentOf(selection);
        if (wanted.isEmpty()) {
            return;
        }
        Box box = wanted.get();
        Box view = visibleArea();
        boolean inView = box.x() >= view.x() && box.right() <= view.right() && box.y() >= view.y() && box.bottom() <= view.bottom();
        boolean drawn = !summarizing() || selection.stream().allMatch(id -> diagram.node(id).map(n -> n.parentId() == null).orElse(false));
        if (inView && drawn) {
            return;
        }
        if (drawn && box.width() <= view.width() && box.height() <= view.height()) {
            viewport.scrollTo(box.centerX() - view.width() / 2, box.centerY() - view.height() / 2);
            viewportChanged();
        } else {
            zoomToSelection();
        }
    }

    /** Whether the canvas draws hosts as summary boxes at the current zoom. */
    public boolean summarizing() {
        return viewport.scale() < SUMMARY_SCALE;
    }

    /** The part of the world the canvas shows. */
    public Box visibleArea() {
        Rectangle area = canvas.getClientArea();
        return Box.spanning(viewport.toWorldX(0), viewport.toWorldY(0), viewport.toWorldX(area.width), viewport.toWorldY(area.height));
    }

    private void zoomAtCentre(double scale) {
        Rectangle area = canvas.getClientArea();
        viewport.zoomAt(scale, area.width / 2.0, area.height / 2.0);
        viewportChanged();
    }

    private void viewportChanged() {
        updateScrollBars();
        viewportListener.run();
        canvas.redraw();
    }

    /**
     * The scrollbars span the diagram plus a margin and the part of the world in view, in screen
     * pixels at the current zoom; their thumbs show where the view is.
     */
    private void updateScrollBars() {
        Box view = visibleArea();
        Box world = diagram.extent().map(e -> e.grown(SCROLL_MARGIN).union(view)).orElse(view);
        double scale = viewport.scale();
        configure(canvas.getHorizontalBar(), world.width() * scale, view.width() * scale, (view.x() - world.x()) * scale);
        configure(canvas.getVerticalBar(), world.height() * scale, view.height() * scale, (view.y() - world.y()) * scale);
        scrollWorld = world;
    }

    private static void configure(org.eclipse.swt.widgets.ScrollBar bar, double total, double thumb, double selection) {
        int max = (int) Math.ceil(total);
        int size = Math.max(1, Math.min(max, (int) Math.floor(thumb)));
        bar.setValues((int) Math.round(selection), 0, max, size, Math.max(1, size / 20), Math.max(1, size * 9 / 10));
    }

    private void scrolled() {
        double scale = viewport.scale();
        viewport.scrollTo(scrollWorld.x() + canvas.getHorizontalBar().getSelection() / scale,
                scrollWorld.y() + canvas.getVerticalBar().getSelection() / scale);
        viewportListener.run();
        canvas.redraw();
    }

    private void paint(Event e) {
        long started = System.nanoTime();
        Rectangle area = canvas.getClientArea();
        boolean feedback = drag == Drag.CONNECT || drag == Drag.MOVE && dragged || drag == Drag.RUBBER_BAND && dragged;
        // Only a pan (same zoom, new origin) is worth the backing image; an edit, a selection or a
        // zoom repaints just the screen, which costs a quarter of rendering the image.
        boolean panned = viewport.scale() == paintedView.scale()
                && (viewport.originX() != paintedView.originX() || viewport.originY() != paintedView.originY());
        if (feedback || !panned && !backingShows(area)) {
            render(e.gc, viewport, area.width, area.height, feedback);
        } else {
            paintFromBacking(e.gc, area);
        }
        paintedView = Viewport.at(viewport.scale(), viewport.originX(), viewport.originY());
        lastPaintNanos = System.nanoTime() - started;
        paints++;
    }

    /**
     * Draws the view from an image of the diagram that reaches half a screen beyond it on every
     * side, rendering that image anew only when the diagram, the selection or the zoom changed or
     * the view scrolled out of it: a pan frame is one image copy, however big the estate.
     */
    private void paintFromBacking(GC gc, Rectangle area) {
        double scale = viewport.scale();
        int width = Math.max(1, area.width * 2);
        int height = Math.max(1, area.height * 2);
        if (!backingShows(area)) {
            if (backing == null || backing.getBounds().width != width || backing.getBounds().height != height) {
                disposeBacking();
                backing = new Image(canvas.getDisplay(), width, height);
            }
            backingView = Viewport.at(scale, viewport.originX() - area.width / 2.0 / scale, viewport.originY() - area.height / 2.0 / scale);
            GC image = new GC(backing);
            try {
                render(image, backingView, width, height, false);
            } finally {
                image.dispose();
            }
            backingDiagram = diagram;
            backingSelection = Set.copyOf(selection);
        }
        int x = (int) Math.round((viewport.originX() - backingView.originX()) * scale);
        int y = (int) Math.round((viewport.originY() - backingView.originY()) * scale);
        int w = Math.min(area.width, width - x);
        int h = Math.min(area.height, height - y);
        if (w > 0 && h > 0) {
            gc.drawImage(backing, x, y, w, h, 0, 0, w, h);
        }
    }

    /** Whether the backing image is of the current diagram, selection and zoom and covers the view. */
    private boolean backingShows(Rectangle area) {
        return backing != null && backingDiagram == diagram && backingSelection.equals(selection) && backingView.scale() == viewport.scale()
                && backing.getBounds().width == Math.max(1, area.width * 2) && backing.getBounds().height == Math.max(1, area.height * 2)
                && covers(Box.spanning(backingView.originX(), backingView.originY(), backingView.toWorldX(backing.getBounds().width),
                        backingView.toWorldY(backing.getBounds().height)), visibleArea());
    }

    private static boolean covers(Box outer, Box inner) {
        return inner.x() >= outer.x() && inner.y() >= outer.y() && inner.right() <= outer.right() && inner.bottom() <= outer.bottom();
    }

    private void disposeBacking() {
        if (backing != null) {
            backing.dispose();
            backing = null;
        }
    }

    /** Draws the grid, the diagram and (when asked) the gesture feedback as {@code view} sees them on a width x height surface. */
    private void render(GC gc, Viewport view, int width, int height, boolean feedback) {
        gc.setBackground(DiagramPainter.color(BACKGROUND));
        gc.fillRectangle(0, 0, width, height);
        gc.setAdvanced(true);
        gc.setAntialias(SWT.ON);
        gc.setTextAntialias(SWT.ON);
        Transform transform = new Transform(canvas.getDisplay());
        try {
            transform.scale((float) view.scale(), (float) view.scale());
            transform.translate((float) -view.originX(), (float) -view.originY());
            gc.setTransform(transform);
            Box visible = Box.spanning(view.originX(), view.originY(), view.toWorldX(width), view.toWorldY(height));
            paintGrid(gc, view, visible);
            Diagram shown = shownDiagram();
            painter.paint(gc, shown, selection, visible, summarizing());
            if (feedback) {
                paintFeedback(gc);
            }
            gc.setTransform(null);
            if (summarizing()) {
                painter.paintSummaryText(gc, shown, view, visible);
            }
        } finally {
            gc.setTransform(null);
            transform.dispose();
        }
    }

    /** Where the label of every labelled edge goes, by edge id, in world units, as the canvas paints them. */
    public Map<String, Box> labelBounds() {
        GC gc = new GC(canvas);
        try {
            Box everything = diagram.extent().orElse(new Box(0, 0, 0, 0)).grown(1000);
            Map<String, Box> bounds = new LinkedHashMap<>();
            painter.placeLabels(gc, diagram, diagram.edges(), everything).forEach((edge, box) -> bounds.put(edge.id(), box));
            return bounds;
        } finally {
            gc.dispose();
        }
    }

    /** How long the last paint took, in nanoseconds: what the pan benchmark reads. */
    public long lastPaintNanos() {
        return lastPaintNanos;
    }

    /** Paints so far, so a benchmark can wait for the repaint it asked for. */
    public long paints() {
        return paints;
    }

    private void paintGrid(GC gc, Viewport view, Box visible) {
        gc.setForeground(DiagramPainter.color(GRID));
        gc.setLineWidth(1);
        // Zoomed far out, every fifth line: a grid finer than 8 screen pixels is noise.
        int step = GRID_STEP * view.scale() < 8 ? GRID_STEP * 5 : GRID_STEP;
        double left = Math.floor(visible.x() / step) * step;
        double top = Math.floor(visible.y() / step) * step;
        double right = visible.right();
        double bottom = visible.bottom();
        for (double x = left; x <= right; x += step) {
            gc.drawLine((int) x, (int) top, (int) x, (int) bottom);
        }
        for (double y = top; y <= bottom; y += step) {
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
            hits.elementAt(wx, wy, HIT_PIXELS / viewport.scale()).map(this::shownAs).filter(id -> !selection.contains(id))
                    .ifPresent(id -> setSelection(Set.of(id)));
            return;
        }
        if (e.button != 1) {
            return;
        }
        if (tool != null && tool.gesture() == CanvasTool.Gesture.PLACE) {
            if (listener.placeRequested(tool, wx, wy, hits.containerAt(wx, wy).orElse(null))) {
                releaseTool();
            }
            return;
        }
        if (tool != null && tool.gesture() == CanvasTool.Gesture.CONNECT) {
            connectSource = hits.nodeAt(wx, wy).orElse(null);
            drag = connectSource == null ? Drag.NONE : Drag.CONNECT;
            return;
        }
        Optional<String> hit = hits.elementAt(wx, wy, HIT_PIXELS / viewport.scale()).map(this::shownAs);
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

    /** What a click on element {@code id} means: at low zoom its host, as only the host box is drawn. */
    private String shownAs(String id) {
        return summarizing() ? diagram.node(id).map(n -> DiagramPainter.topmost(diagram, n).id()).orElse(id) : id;
    }

    private void mouseMove(Event e) {
        if (drag == Drag.PAN) {
            viewport.panBy(e.x - mouseX, e.y - mouseY);
            updateScrollBars();
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
        } else if ((e.stateMask & SWT.SHIFT) != 0) {
            viewport.panBy(e.count * 30, 0);
        } else {
            viewport.panBy(0, e.count * 30);
        }
        e.doit = false;
        viewportChanged();
    }

    private void key(Event e) {
        if (e.keyCode == SWT.ESC && (tool != null || drag != Drag.NONE)) {
            drag = Drag.NONE;
            releaseTool();
            canvas.redraw();
        }
    }
}
