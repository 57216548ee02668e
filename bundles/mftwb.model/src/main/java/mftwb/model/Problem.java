package mftwb.model;

import java.util.Objects;

/**
 * One finding of {@link TopologyValidator}, as shown in the Problems view and by
 * {@code mftwb validate}.
 *
 * @param element name of the element at fault (a link is "hostA-hostB"; the workload "workload")
 * @param message what is wrong, one sentence
 * @param fix how to fix it, one sentence
 */
public record Problem(Severity severity, String element, String message, String fix) {

    public enum Severity {
        /** The network cannot work as drawn. */
        ERROR,
        /** It works, but slower or more fragile than it needs to be. */
        WARNING,
        /** Worth knowing; nothing to fix. */
        INFO
    }

    public Problem {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(fix, "fix");
    }

    /** {@code SEVERITY element: message Fix: fix} */
    @Override
    public String toString() {
        return severity + " " + element + ": " + message + " Fix: " + fix;
    }
}
