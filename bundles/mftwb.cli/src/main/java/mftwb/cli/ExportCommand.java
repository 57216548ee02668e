package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import mftwb.model.Topology;
import mftwb.planner.BundleEffect;
import mftwb.planner.Planner;
import mftwb.tuning.ConfigurationBundle;
import mftwb.tuning.ConfigurationGenerator;
import mftwb.tuning.export.ArchiveEntry;
import mftwb.tuning.export.ArchiveFormat;
import mftwb.tuning.export.ArchiveTarget;

/**
 * {@code mftwb export TOPOLOGY.json --format zip|tar.gz --out FILE [--force]}: the tuned configuration of every host as one
 * archive; prints what it wrote and, on a second line, the bundle's predicted effect (as drawn and with the bundle applied).
 */
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
        return Set.of("force");
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
        // The bundle is priced on the reports' measured runs, so the same topology always gives the same archive.
        BundleEffect.Summary effect = BundleEffect.summary(Planner.onTheReports(), topology);
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology, effect.readme());
        List<ArchiveEntry> entries = bundle.archiveEntries();
        try {
            ArchiveTarget.write(entries, format, target, args.has("force"));
        } catch (FileAlreadyExistsException e) {
            err.println("mftwb export: " + target + " already exists; add --force to replace it");
            return CommandLine.USAGE;
        }
        out.println("wrote " + target + ": " + entries.size() + " files for " + bundle.hosts().size() + " hosts");
        out.println(effect.line());
        return CommandLine.OK;
    }
}
