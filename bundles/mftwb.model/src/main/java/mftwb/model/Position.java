package mftwb.model;

/** Top-left corner of a diagram node, in canvas pixels at 100% zoom. */
public record Position(int x, int y) {
}
