package mftwb.ui.topology.canvas;

/** A rectangle in world units (diagram pixels at 100% zoom). */
public record Box(double x, double y, double width, double height) {

    public double right() {
        return x + width;
    }

    public double bottom() {
        return y + height;
    }

    public double centerX() {
        return x + width / 2;
    }

    public double centerY() {
        return y + height / 2;
    }

    public boolean contains(double px, double py) {
        return px >= x && px <= right() && py >= y && py <= bottom();
    }

    public boolean intersects(Box other) {
        return other.x < right() && other.right() > x && other.y < bottom() && other.bottom() > y;
    }

    public Box translated(double dx, double dy) {
        return new Box(x + dx, y + dy, width, height);
    }

    public Box union(Box other) {
        double left = Math.min(x, other.x);
        double top = Math.min(y, other.y);
        return new Box(left, top, Math.max(right(), other.right()) - left, Math.max(bottom(), other.bottom()) - top);
    }

    public Box grown(double margin) {
        return new Box(x - margin, y - margin, width + 2 * margin, height + 2 * margin);
    }

    /** The rectangle spanned by two corner points in any order (a rubber band). */
    public static Box spanning(double x1, double y1, double x2, double y2) {
        return new Box(Math.min(x1, x2), Math.min(y1, y2), Math.abs(x2 - x1), Math.abs(y2 - y1));
    }
}
