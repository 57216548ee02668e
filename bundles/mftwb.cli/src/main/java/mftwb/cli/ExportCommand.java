package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import mftwb.model.Topology;
import mftwb.tuning.ConfigurationBundle;
import mftwb.tuning.ConfigurationGenerator;
import mftwb.tuning.export.ArchiveEntry;
import mftwb.tuning.export.ArchiveFormat;
import mftwb.tuning.export.ArchiveTarget;

/** {@code mftwb export TOPOLOGY.json --format zip|tar.gz --out FILE [--force]}: the tuned configuration of every host as one archive. */
final class ExportCommand implements Subcommand {

    @Override
    public String name() {
        return "export";
    }

    @Override
    public String usage() {
        return "TOPOLOGY.json --format zip|tar.gz --out FILE [--force]";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("format", "out");
    }

    @Override
    public Set<String> switches() {
        return Set.of(OutFile.FORCE);
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws UsageException, IOException {
        List<String> files = args.positional();
        if (files.size() != 1) {
            throw new UsageException("expected exactly one topology file, got " + files.size());
        }
        ArchiveFormat format;
        try {
            format = ArchiveFormat.fromOption(args.required("format"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        Path target = Path.of(args.required("out"));
        Topology topology;
        try {
            topology = TopologyInput.read(files.get(0), name(), err);
        } catch (TopologyInput.Rejected e) {
            return CommandLine.USAGE;
        }
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology);
        List<ArchiveEntry> entries = bundle.archiveEntries();
        try {
            ArchiveTarget.write(entries, format, target, args.has(OutFile.FORCE));
        } catch (FileAlreadyExistsException e) {
            err.println(OutFile.alreadyExists(name(), target));
            return CommandLine.USAGE;
        }
        out.println("wrote " + target + ": " + entries.size() + " files for " + bundle.hosts().size() + " hosts");
        return CommandLine.OK;
    }
}
