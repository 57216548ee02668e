package mftwb.ui.problems;

/**
 * One line of the Problems view: how bad, which element (its diagram id and its name), what is
 * wrong and how to fix it.
 */
public record ProblemRow(Severity severity, String elementId, String element, String message, String fix) {
    public enum Severity {
        ERROR, WARNING, INFO
    }
}
