package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import mftwb.estate.EstateCsv;
import mftwb.estate.EstateMerge;
import mftwb.estate.InventoryException;
import mftwb.model.FileErrors;
import mftwb.model.Problem;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyFileException;
import mftwb.model.TopologyValidator;

/**
 * {@code mftwb import-estate INVENTORY.csv --out TOPOLOGY.json [--force]}: a topology, laid out,
 * from an inventory of hosts, queue managers and agents. Any error in the inventory is printed with
 * its line and column and nothing is written. With {@code --into TOPOLOGY.json} the estate is
 * added to that topology instead ({@link EstateMerge}) and the file rewritten atomically (or the
 * result written to {@code --out}); a conflict between the two is printed, naming the element, and
 * nothing is written, since no one is there to choose.
 */
final class ImportEstateCommand implements Subcommand {

    private static final String INTO = "into";

    @Override
    public String name() {
        return "import-estate";
    }

    @Override
    public String usage() {
        return "INVENTORY.csv --out TOPOLOGY.json [--force] | --into TOPOLOGY.json [--out MERGED.json [--force]]   "
                + "(columns host,address,os,architecture,queue_manager,listener_port,agent,agent_kind,connection; --into adds the "
                + "estate to an existing topology, matched by name, and rewrites it)";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("out", INTO);
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws UsageException {
        List<String> files = args.positional();
        if (files.size() != 1) {
            throw new UsageException("expected exactly one inventory CSV file, got " + files.size());
        }
        Path inventory = Path.of(files.get(0));
        Optional<Path> into = args.value(INTO).map(Path::of);
        Path target = args.value("out").map(Path::of).or(() -> into).orElseThrow(() -> new UsageException("--out (or --into) is required"));
        if (into.filter(target::equals).isEmpty() && OutFile.refused(name(), target, args, err)
                || into.filter(target::equals).isPresent() && OutFile.notAFile(name(), target, err)) {
            return CommandLine.USAGE;
        }
        Optional<Topology> open = Optional.empty();
        if (into.isPresent()) {
            try {
                open = Optional.of(TopologyFile.read(into.get()));
            } catch (TopologyFileException e) {
                err.println("mftwb import-estate: --into " + e.getMessage() + "; nothing was written");
                return CommandLine.USAGE;
            }
        }
        Topology estate;
        try {
            estate = EstateCsv.read(inventory);
        } catch (IOException e) {
            err.println("mftwb import-estate: " + FileErrors.cannotRead(inventory, e));
            return CommandLine.USAGE;
        } catch (InventoryException e) {
            err.println("mftwb import-estate: " + inventory + " has " + e.errors().size() + " error(s); nothing was written:");
            e.errors().forEach(error -> err.println("  " + error));
            return CommandLine.USAGE;
        }
        if (open.isPresent()) {
            EstateMerge merge = EstateMerge.inventory(open.get(), estate, inventory.getFileName().toString());
            if (!merge.conflicts().isEmpty()) {
                err.println("mftwb import-estate: " + inventory + " conflicts with " + into.get() + " in " + merge.conflicts().size()
                        + " place(s); nothing was written. Make them agree (or rename) and run again:");
                merge.conflicts().forEach(c -> err.println("  " + c));
                return CommandLine.USAGE;
            }
            out.println(into.get() + " + " + inventory + ": " + merge.summary());
            merge.updated().forEach(u -> out.println("  updated " + u));
            estate = merge.topology();
        }
        try {
            TopologyFile.write(estate, target);
        } catch (IOException e) {
            err.println("mftwb import-estate: " + FileErrors.cannotWrite(target, e));
            return CommandLine.FAILED;
        }
        List<Problem> notes = TopologyValidator.validate(estate);
        out.println("wrote " + target + ": " + estate.hosts().size() + " hosts, " + estate.queueManagers().size()
                + " queue managers, " + estate.agents().size() + " agents"
                + (notes.isEmpty() ? "; it validates clean" : "; " + notes.size() + " warning(s) (mftwb validate " + target + ")"));
        return CommandLine.OK;
    }
}
