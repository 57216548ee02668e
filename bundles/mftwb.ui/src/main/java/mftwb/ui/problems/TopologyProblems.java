package mftwb.ui.problems;

import java.util.List;

import mftwb.model.Problem;
import mftwb.model.Topology;
import mftwb.model.TopologyValidator;
import mftwb.ui.topology.TopologyDiagram;

/** The model's validation findings as rows of the Problems view, errors first. */
public final class TopologyProblems {
    private TopologyProblems() {
    }

    public static List<ProblemRow> of(Topology topology) {
        return TopologyValidator.validate(topology).stream()
                .sorted((a, b) -> a.severity().compareTo(b.severity()))
                .map(p -> new ProblemRow(severity(p.severity()), TopologyDiagram.idOf(topology, p.element()).orElse(null),
                        p.element(), p.message(), p.fix()))
                .toList();
    }

    private static ProblemRow.Severity severity(Problem.Severity severity) {
        return switch (severity) {
            case ERROR -> ProblemRow.Severity.ERROR;
            case WARNING -> ProblemRow.Severity.WARNING;
            case INFO -> ProblemRow.Severity.INFO;
        };
    }
}
