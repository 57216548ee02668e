package mftwb.tuning.lint;

/**
 * One key where a generated file and the current file disagree, for a side-by-side view.
 *
 * @param generated the generated value; empty when only the current file sets the key
 * @param current the current value; empty when the current file does not set it
 * @param currentLine line of the current value (0 when absent)
 * @param reason why the generated value was chosen (empty when the generator does not set the key)
 */
public record Difference(String stanza, String key, String generated, String current, int currentLine, String reason) {
}
