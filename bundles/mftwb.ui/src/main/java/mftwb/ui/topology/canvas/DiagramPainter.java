package mftwb.ui.topology.canvas;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/** Draws a diagram in world coordinates on a GC whose transform maps world to screen. */
final class DiagramPainter {
    static final int HEADER_HEIGHT = 40;
    private static final int ARC = 10;
    private static final int STRIPE = 5;
    private static final int PAD = 10;
    static final RGB SELECTION = new RGB(0, 120, 215);
    private static final RGB TEXT = new RGB(33, 37, 41);
    private static final RGB MUTED = new RGB(96, 104, 116);
    private static final RGB HEADER_TEXT = new RGB(255, 255, 255);
    private static final RGB HEADER_SUBTEXT = new RGB(214, 222, 235);

    /** Where along an edge (0 = source, 1 = target) a label may sit, in order of preference. */
    private static final double[] LABEL_PLACES = { 0.5, 0.35, 0.65, 0.25, 0.75, 0.15, 0.85 };
    /** World units beyond the visible area where a node may still push a visible edge's label aside. */
    private static final double LABEL_REACH = 400;

    private final Font titleFont;
    private final Font textFont;
    private final Font smallFont;
    private final Font summaryTitleFont;
    private final Font summaryFont;

    DiagramPainter(Display display, Font base) {
        FontData data = base.getFontData()[0];
        int size = Math.max(9, data.getHeight());
        titleFont = new Font(display, data.getName(), size, SWT.BOLD);
        textFont = new Font(display, data.getName(), size - 1, SWT.NORMAL);
        smallFont = new Font(display, data.getName(), size - 1, SWT.BOLD);
        // Host summaries must fit boxes some 50 pixels wide at Fit.
        summaryTitleFont = new Font(display, data.getName(), size - 2, SWT.BOLD);
        summaryFont = new Font(display, data.getName(), size - 2, SWT.NORMAL);
    }

    void dispose() {
        titleFont.dispose();
        textFont.dispose();
        smallFont.dispose();
        summaryTitleFont.dispose();
        summaryFont.dispose();
    }

    /**
     * Paints what lies in {@code visible} (world units); nothing off screen costs time, so panning
     * an estate of a thousand agents stays smooth. In {@code summary} mode (low zoom) a host is one
     * box without its children, and edges between children of different hosts join the hosts.
     */
    void paint(GC gc, Diagram diagram, Set<String> selection, Box visible, boolean summary) {
        HitTest geometry = new HitTest(diagram);
        for (DiagramNode node : diagram.nodes()) {
            if (node.look().container && node.bounds().intersects(visible)) {
                if (summary) {
                    paintSummaryBox(gc, node, selection.contains(node.id()));
                } else {
                    paintContainer(gc, node, selection.contains(node.id()));
                }
            }
        }
        List<DiagramEdge> shownEdges = new ArrayList<>();
        for (DiagramEdge edge : diagram.edges()) {
            Optional<double[]> segment = summary ? summarySegment(diagram, edge) : geometry.segment(edge);
            if (segment.isPresent() && crosses(segment.get(), visible)) {
                paintEdgeLine(gc, edge, segment.get(), selection.contains(edge.id()));
                shownEdges.add(edge);
            }
        }
        if (summary) {
            return;
        }
        for (DiagramNode node : diagram.nodes()) {
            if (!node.look().container && node.bounds().intersects(visible)) {
                paintNode(gc, node, selection.contains(node.id()));
            }
        }
        // Labels last, so no box hides the RTT of a link.
        placeLabels(gc, diagram, shownEdges, visible.grown(LABEL_REACH))
                .forEach((edge, box) -> paintEdgeLabel(gc, edge, box, selection.contains(edge.id())));
    }

    /**
     * Where the labels of {@code edges} go, in world units: each where it covers no node, no host's
     * name and no label placed before it, if it can; links first, as they matter most. Only nodes
     * in {@code area} are looked at, so painting a corner of an estate stays quick.
     */
    Map<DiagramEdge, Box> placeLabels(GC gc, Diagram diagram, List<DiagramEdge> edges, Box area) {
        HitTest geometry = new HitTest(diagram);
        List<Box> taken = new ArrayList<>();
        for (DiagramNode node : diagram.nodes()) {
            Box b = node.bounds();
            if (b.intersects(area)) {
                taken.add(node.look().container ? new Box(b.x(), b.y(), b.width(), HEADER_HEIGHT) : b);
            }
        }
        List<DiagramEdge> ordered = new ArrayList<>(edges);
        ordered.sort(Comparator.comparing(e -> e.line() != Line.LINK));
        gc.setFont(textFont);
        Map<DiagramEdge, Box> placed = new LinkedHashMap<>();
        for (DiagramEdge edge : ordered) {
            if (edge.label() != null && !edge.label().isEmpty()) {
                Point size = gc.textExtent(edge.label());
                geometry.segment(edge).map(s -> edge.isStub() ? beforeStub(s, size) : s)
                        .ifPresent(s -> placed.put(edge, placeLabel(size, s, taken)));
            }
        }
        return placed;
    }

    private static boolean crosses(double[] s, Box visible) {
        return Box.spanning(s[0], s[1], s[2], s[3]).grown(2).intersects(visible);
    }

    /** At low zoom an edge runs between the hosts of its ends; none when both ends share a host. */
    private static Optional<double[]> summarySegment(Diagram diagram, DiagramEdge edge) {
        Optional<DiagramNode> from = diagram.node(edge.sourceId()).map(n -> topmost(diagram, n));
        Optional<DiagramNode> to = diagram.node(edge.targetId()).map(n -> topmost(diagram, n));
        if (from.isEmpty() || to.isEmpty() || from.get() == to.get()) {
            return Optional.empty();
        }
        return Optional.of(HitTest.segment(from.get().bounds(), to.get().bounds()));
    }

    static DiagramNode topmost(Diagram diagram, DiagramNode node) {
        DiagramNode top = node;
        while (top.parentId() != null && diagram.node(top.parentId()).isPresent()) {
            top = diagram.node(top.parentId()).get();
        }
        return top;
    }

    /** A host at low zoom: one tinted box; its words are drawn at screen size by {@link #paintSummaryText}. */
    private void paintSummaryBox(GC gc, DiagramNode node, boolean selected) {
        Box b = node.bounds();
        gc.setBackground(color(Look.QUEUE_MANAGER.fill));
        gc.fillRoundRectangle((int) b.x(), (int) b.y(), (int) b.width(), (int) b.height(), ARC * 3, ARC * 3);
        outline(gc, node.look().accent, selected, (int) b.x(), (int) b.y(), (int) b.width(), (int) b.height(), 4);
    }

    /**
     * The summary of each visible host ("QM017" over "3 agents", then the host name), in screen
     * pixels with the normal font so it stays readable however far out the user zooms. The GC
     * must have no transform.
     */
    void paintSummaryText(GC gc, Diagram diagram, Viewport viewport, Box visible) {
        for (DiagramNode node : diagram.nodes()) {
            if (!node.look().container || !node.bounds().intersects(visible)) {
                continue;
            }
            Box b = node.bounds();
            int x = (int) viewport.toScreenX(b.x());
            int y = (int) viewport.toScreenY(b.y());
            int w = (int) (b.width() * viewport.scale());
            int h = (int) (b.height() * viewport.scale());
            if (w < 16 || h < 12) {
                continue;
            }
            String[][] lines = summary(diagram, node);
            Font[] fonts = { summaryTitleFont, summaryFont, summaryFont };
            RGB[] colors = { TEXT, TEXT, MUTED };
            int top = y + 2;
            for (int i = 0; i < lines.length; i++) {
                gc.setFont(fonts[i]);
                int lineHeight = gc.getFontMetrics().getHeight();
                if (top + lineHeight > y + h - 1) {
                    break;
                }
                gc.setForeground(color(colors[i]));
                gc.drawText(shortest(gc, lines[i], w - 4), x + 2, top, true);
                top += lineHeight;
            }
        }
    }

    /** The longest of the given wordings that fits, else the shortest one cut with an ellipsis. */
    private static String shortest(GC gc, String[] wordings, int width) {
        for (String wording : wordings) {
            if (gc.textExtent(wording).x <= width) {
                return wording;
            }
        }
        return fit(gc, wordings[wordings.length - 1], width);
    }

    /**
     * What a host box says at low zoom, line by line, each line in wordings from longest to
     * shortest: its queue managers ("QM017"), its agents ("3 agents", "3 ag", "3"), its name.
     */
    public static String[][] summary(Diagram diagram, DiagramNode host) {
        List<String> qms = new ArrayList<>();
        int agents = 0;
        int servers = 0;
        for (DiagramNode child : diagram.children(host.id())) {
            switch (child.look()) {
                case QUEUE_MANAGER -> qms.add(child.title());
                case AGENT, BRIDGE_AGENT -> agents++;
                case FILE_SERVER -> servers++;
                case HOST -> {
                    // hosts do not nest
                }
            }
        }
        String first = qms.isEmpty() ? "no QM" : qms.get(0) + (qms.size() > 1 ? " +" + (qms.size() - 1) : "");
        String agentWord = agents == 1 ? " agent" : " agents";
        String serverPart = servers > 0 ? ", " + servers + (servers == 1 ? " server" : " servers") : "";
        return new String[][] { { first }, { agents + agentWord + serverPart, agents + agentWord, agents + " ag", Integer.toString(agents) },
                { host.title() } };
    }

    private void paintContainer(GC gc, DiagramNode node, boolean selected) {
        Box b = node.bounds();
        Look look = node.look();
        int x = (int) b.x();
        int y = (int) b.y();
        int w = (int) b.width();
        int h = (int) b.height();
        gc.setAlpha(40);
        gc.setBackground(color(new RGB(0, 0, 0)));
        gc.fillRoundRectangle(x + 3, y + 3, w, h, ARC, ARC);
        gc.setAlpha(255);
        gc.setBackground(color(look.fill));
        gc.fillRoundRectangle(x, y, w, h, ARC, ARC);
        gc.setBackground(color(look.accent));
        gc.fillRoundRectangle(x, y, w, HEADER_HEIGHT, ARC, ARC);
        gc.fillRectangle(x, y + HEADER_HEIGHT - ARC, w, ARC);
        gc.setForeground(color(HEADER_TEXT));
        gc.setFont(titleFont);
        gc.drawText(fit(gc, node.title(), w - 2 * PAD), x + PAD, y + 4, true);
        gc.setForeground(color(HEADER_SUBTEXT));
        gc.setFont(textFont);
        gc.drawText(fit(gc, node.subtitle(), w - 2 * PAD), x + PAD, y + 21, true);
        outline(gc, look.border, selected, x, y, w, h, 1);
    }

    private void paintNode(GC gc, DiagramNode node, boolean selected) {
        Box b = node.bounds();
        Look look = node.look();
        int x = (int) b.x();
        int y = (int) b.y();
        int w = (int) b.width();
        int h = (int) b.height();
        gc.setBackground(color(look.fill));
        gc.fillRoundRectangle(x, y, w, h, ARC, ARC);
        gc.setBackground(color(look.accent));
        gc.fillRoundRectangle(x, y, STRIPE + ARC, h, ARC, ARC);
        gc.setBackground(color(look.fill));
        gc.fillRectangle(x + STRIPE, y + 1, ARC, h - 2);
        if (look.doubleBorder) {
            gc.setForeground(color(look.border));
            gc.setLineWidth(1);
            gc.drawRoundRectangle(x + 3, y + 3, w - 6, h - 6, ARC - 2, ARC - 2);
        }
        String badge = badge(look);
        gc.setFont(smallFont);
        Point badgeSize = gc.textExtent(badge);
        int left = x + STRIPE + PAD;
        int right = x + w - PAD - badgeSize.x - 6;
        gc.setBackground(color(look.accent));
        gc.fillRoundRectangle(right, y + 6, badgeSize.x + 8, badgeSize.y + 2, 6, 6);
        gc.setForeground(color(HEADER_TEXT));
        gc.drawText(badge, right + 4, y + 7, true);
        gc.setForeground(color(TEXT));
        gc.setFont(titleFont);
        gc.drawText(fit(gc, node.title(), right - left - 4), left, y + 6, true);
        gc.setForeground(color(MUTED));
        gc.setFont(textFont);
        gc.drawText(fit(gc, node.subtitle(), x + w - PAD - left), left, y + 26, true);
        outline(gc, look.border, selected, x, y, w, h, look.doubleBorder ? 2 : 1);
    }

    private static String badge(Look look) {
        return switch (look) {
            case QUEUE_MANAGER -> "QM";
            case AGENT -> "AGENT";
            case BRIDGE_AGENT -> "BRIDGE";
            case FILE_SERVER -> "SERVER";
            case HOST -> "HOST";
        };
    }

    private void outline(GC gc, RGB border, boolean selected, int x, int y, int w, int h, int width) {
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.setLineWidth(width);
        gc.setForeground(color(border));
        gc.drawRoundRectangle(x, y, w, h, ARC, ARC);
        if (selected) {
            gc.setLineWidth(3);
            gc.setForeground(color(SELECTION));
            gc.drawRoundRectangle(x - 3, y - 3, w + 6, h + 6, ARC + 4, ARC + 4);
            gc.setBackground(color(SELECTION));
            for (int[] corner : new int[][] { { x, y }, { x + w, y }, { x, y + h }, { x + w, y + h } }) {
                gc.fillRectangle(corner[0] - 4, corner[1] - 4, 8, 8);
            }
        }
        gc.setLineWidth(1);
    }

    private void paintEdgeLine(GC gc, DiagramEdge edge, double[] s, boolean selected) {
        Line line = edge.line();
        if (selected) {
            gc.setForeground(color(SELECTION));
            gc.setLineWidth(line.width + 4);
            gc.setAlpha(90);
            gc.drawLine((int) s[0], (int) s[1], (int) s[2], (int) s[3]);
            gc.setAlpha(255);
        }
        gc.setForeground(color(line.color));
        gc.setLineWidth(line.width);
        gc.setLineStyle(line.dashed ? SWT.LINE_DASH : SWT.LINE_SOLID);
        gc.drawLine((int) s[0], (int) s[1], (int) s[2], (int) s[3]);
        gc.setLineStyle(SWT.LINE_SOLID);
        gc.setLineWidth(1);
        if (line == Line.CHANNEL || line == Line.SERVES) {
            arrowHead(gc, s, line.color);
        }
    }

    private void arrowHead(GC gc, double[] s, RGB rgb) {
        double angle = Math.atan2(s[3] - s[1], s[2] - s[0]);
        double size = 9;
        int[] points = { (int) s[2], (int) s[3], (int) (s[2] - size * Math.cos(angle - 0.4)),
                (int) (s[3] - size * Math.sin(angle - 0.4)), (int) (s[2] - size * Math.cos(angle + 0.4)),
                (int) (s[3] - size * Math.sin(angle + 0.4)) };
        gc.setBackground(color(rgb));
        gc.fillPolygon(points);
    }

    /** Where a stub's label may sit: ahead of its free end, so it hides neither the short line nor the node. */
    private static double[] beforeStub(double[] s, Point size) {
        double room = size.x + 16;
        return new double[] { s[0] - room, s[1], s[0], s[1] };
    }

    /**
     * A label's box on its edge where it covers nothing taken: the middle first, then further along
     * the edge, then a row or two above or below it, else the least crowded of those places. Taken from then on.
     */
    private static Box placeLabel(Point size, double[] s, List<Box> taken) {
        Box best = null;
        int bestOverlaps = Integer.MAX_VALUE;
        // Two rows each side: a sender/receiver pair both ways beside a LAN link has three labels to stack.
        double row = size.y + 12;
        double[] shifts = { 0, -row, row, -2 * row, 2 * row };
        search: for (double shift : shifts) {
            for (double t : LABEL_PLACES) {
                double cx = s[0] + (s[2] - s[0]) * t;
                double cy = s[1] + (s[3] - s[1]) * t + shift;
                Box candidate = new Box(cx - size.x / 2.0 - 6, cy - size.y / 2.0 - 3, size.x + 12, size.y + 6);
                int overlaps = (int) taken.stream().filter(candidate::intersects).count();
                if (overlaps < bestOverlaps) {
                    best = candidate;
                    bestOverlaps = overlaps;
                }
                if (overlaps == 0) {
                    break search;
                }
            }
        }
        taken.add(best);
        return best;
    }

    private void paintEdgeLabel(GC gc, DiagramEdge edge, Box box, boolean selected) {
        gc.setFont(textFont);
        int x = (int) box.x();
        int y = (int) box.y();
        int w = (int) box.width();
        int h = (int) box.height();
        gc.setBackground(color(new RGB(255, 255, 255)));
        gc.fillRoundRectangle(x, y, w, h, 12, 12);
        gc.setForeground(color(selected ? SELECTION : edge.line().color));
        gc.drawRoundRectangle(x, y, w, h, 12, 12);
        gc.setForeground(color(TEXT));
        gc.drawText(edge.label(), x + 6, y + 3, true);
    }

    /** Shortens text with an ellipsis so it stays inside its box (a binary search: a few measurements, not one per letter). */
    private static String fit(GC gc, String text, int width) {
        if (text == null || width <= 0) {
            return "";
        }
        if (gc.textExtent(text).x <= width) {
            return text;
        }
        int fits = 0;
        int tooLong = text.length();
        while (tooLong - fits > 1) {
            int middle = (fits + tooLong) / 2;
            if (gc.textExtent(text.substring(0, middle) + "…").x <= width) {
                fits = middle;
            } else {
                tooLong = middle;
            }
        }
        return text.substring(0, fits) + "…";
    }

    static Color color(RGB rgb) {
        return new Color(rgb);
    }
}
