package mftwb.ui.topology;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import mftwb.ui.topology.canvas.Diagram;
import mftwb.ui.topology.canvas.DiagramNode;

/** Find by name: the nodes whose name contains the text, ignoring case, exact names first. */
final class ElementSearch {
    private ElementSearch() {
    }

    /** Every match in the order Find visits them. */
    static List<String> matches(Diagram diagram, String text) {
        String wanted = text.strip().toLowerCase(Locale.ROOT);
        List<String> exact = new ArrayList<>();
        List<String> partial = new ArrayList<>();
        if (wanted.isEmpty()) {
            return exact;
        }
        for (DiagramNode node : diagram.nodes()) {
            String name = node.title().toLowerCase(Locale.ROOT);
            if (name.equals(wanted)) {
                exact.add(node.id());
            } else if (name.contains(wanted)) {
                partial.add(node.id());
            }
        }
        exact.addAll(partial);
        return exact;
    }

    /** The match after {@code previous} (the first when it is null or no longer matches), wrapping round. */
    static Optional<String> next(Diagram diagram, String text, String previous) {
        List<String> matches = matches(diagram, text);
        if (matches.isEmpty()) {
            return Optional.empty();
        }
        int at = previous == null ? -1 : matches.indexOf(previous);
        return Optional.of(matches.get((at + 1) % matches.size()));
    }
}
