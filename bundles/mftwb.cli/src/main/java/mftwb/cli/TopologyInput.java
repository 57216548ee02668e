package mftwb.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import mftwb.model.Problem;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyFileException;
import mftwb.model.TopologyValidator;

/** Reads a topology file for a subcommand: file errors and validation errors are bad input (exit 2). */
final class TopologyInput {

    /** Thrown after the reasons were printed; the subcommand returns {@link CommandLine#USAGE}. */
    static final class Rejected extends Exception {
        private static final long serialVersionUID = 1L;
    }

    private TopologyInput() {
    }

    static Topology read(String file, String command, PrintStream err) throws Rejected {
        Topology topology;
        try {
            topology = TopologyFile.read(Path.of(file));
        } catch (TopologyFileException e) {
            err.println("mftwb " + command + ": " + e.getMessage());
            throw new Rejected();
        }
        List<Problem> errors = TopologyValidator.errors(topology);
        if (!errors.isEmpty()) {
            err.println("mftwb " + command + ": " + file + " is not a valid topology:");
            errors.forEach(p -> err.println("  " + p));
            throw new Rejected();
        }
        return topology;
    }
}
