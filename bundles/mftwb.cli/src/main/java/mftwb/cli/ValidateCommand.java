package mftwb.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

import mftwb.model.Names;
import mftwb.model.Problem;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyFileException;
import mftwb.model.TopologyValidator;

/**
 * {@code mftwb validate FILE...}: one line per problem, {@code FILE: SEVERITY element: message Fix: ...}.
 * Exit 0 when there are at most warnings and infos, 1 when a topology has errors, 2 when a file
 * cannot be read or is not a valid topology file (reported as {@code FILE:LINE:COLUMN: PATH: problem}).
 */
final class ValidateCommand implements Subcommand {

    @Override
    public String name() {
        return "validate";
    }

    @Override
    public String usage() {
        return "FILE...  check topology files; exit 1 on errors, 2 on unreadable files";
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws UsageException {
        List<String> files = args.positional();
        if (files.isEmpty()) {
            throw new UsageException("name at least one topology file");
        }
        int exit = CommandLine.OK;
        for (String file : files) {
            exit = Math.max(exit, validate(file, out, err));
        }
        return exit;
    }

    private static int validate(String file, PrintStream out, PrintStream err) {
        Topology topology;
        try {
            topology = TopologyFile.read(Path.of(file));
        } catch (TopologyFileException e) {
            err.println(Names.visible(e.getMessage()));
            return CommandLine.USAGE;
        }
        List<Problem> problems = TopologyValidator.validate(topology);
        if (problems.isEmpty()) {
            out.println(file + ": no problems");
        }
        problems.forEach(p -> out.println(Names.visible(file + ": " + p)));
        return problems.stream().anyMatch(p -> p.severity() == Problem.Severity.ERROR) ? CommandLine.FAILED : CommandLine.OK;
    }
}
