package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import mftwb.estate.EstateCsv;
import mftwb.estate.InventoryException;
import mftwb.model.FileErrors;
import mftwb.model.Problem;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyValidator;

/**
 * {@code mftwb import-estate INVENTORY.csv --out TOPOLOGY.json [--force]}: a topology, laid out,
 * from an inventory of hosts, queue managers and agents. Any error in the inventory is printed with
 * its line and column and nothing is written.
 */
final class ImportEstateCommand implements Subcommand {

    @Override
    public String name() {
        return "import-estate";
    }

    @Override
    public String usage() {
        return "INVENTORY.csv --out TOPOLOGY.json [--force]   (columns host,address,os,architecture,queue_manager,"
                + "listener_port,agent,agent_kind,connection)";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("out");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws UsageException {
        List<String> files = args.positional();
        if (files.size() != 1) {
            throw new UsageException("expected exactly one inventory CSV file, got " + files.size());
        }
        Path inventory = Path.of(files.get(0));
        Path target = Path.of(args.required("out"));
        if (OutFile.refused(name(), target, args, err)) {
            return CommandLine.USAGE;
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
