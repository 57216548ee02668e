package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import mftwb.model.FileErrors;
import mftwb.model.Topology;
import mftwb.planner.BundleEffect;
import mftwb.planner.Planner;
import mftwb.tuning.ConfigurationBundle;
import mftwb.tuning.ConfigurationGenerator;
import mftwb.tuning.export.AnsibleProject;
import mftwb.tuning.export.ArchiveEntry;
import mftwb.tuning.export.ArchiveFormat;
import mftwb.tuning.export.ArchiveTarget;

/**
 * {@code mftwb export TOPOLOGY.json --format zip|tar.gz|ansible --out FILE|DIR [--force]}: the tuned
 * configuration of every host as one archive, or as an Ansible project (a folder, or a zip/tar.gz of
 * it by the name of --out; an archive's --out named .zip, .tar.gz or .tgz must agree with --format); prints what it wrote and, on a second line, the bundle's predicted effect
 * (as drawn and with the bundle applied).
 */
final class ExportCommand implements Subcommand {
    private static final String ANSIBLE = "ansible";

    @Override
    public String name() {
        return "export";
    }

    @Override
    public String usage() {
        return "TOPOLOGY.json --format zip|tar.gz|ansible --out FILE|DIR [--force]   (ansible: --out DIR, DIR.zip or DIR.tar.gz)";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("format", "out");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws UsageException, IOException {
        List<String> files = args.positional();
        if (files.size() != 1) {
            throw new UsageException("expected exactly one topology file, got " + files.size());
        }
        String formatOption = args.required("format");
        boolean ansible = formatOption.equalsIgnoreCase(ANSIBLE);
        ArchiveFormat format = null;
        if (!ansible) {
            try {
                format = ArchiveFormat.fromOption(formatOption);
            } catch (IllegalArgumentException e) {
                throw new UsageException("unknown archive format '" + formatOption + "' (use zip, tar.gz or ansible)");
            }
        }
        Path target = Path.of(args.required("out"));
        if (!ansible) {
            Optional<ArchiveFormat> named = ArchiveFormat.named(target);
            if (named.isPresent() && named.get() != format) {
                throw new UsageException("--out " + target + " names a " + named.get().option() + " archive, but --format is "
                        + format.option() + "; make them agree");
            }
        }
        // An Ansible project may replace a folder holding an earlier one: that is the project's to judge.
        boolean intoFolder = ansible && Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS);
        if (!intoFolder && OutFile.refused(name(), target, args, err)) {
            return CommandLine.USAGE;
        }
        Topology topology;
        try {
            topology = TopologyInput.read(files.get(0), name(), err);
        } catch (TopologyInput.Rejected e) {
            return CommandLine.USAGE;
        }
        // The bundle is priced on the reports' measured runs, so the same topology always gives the same archive.
        BundleEffect.Summary effect = BundleEffect.summary(Planner.onTheReports(), topology);
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology, effect.readme());
        List<ArchiveEntry> entries = ansible ? AnsibleProject.entries(topology, bundle) : bundle.archiveEntries();
        try {
            if (ansible) {
                AnsibleProject.write(entries, target, args.has(OutFile.FORCE));
            } else {
                ArchiveTarget.write(entries, format, target, args.has(OutFile.FORCE));
            }
        } catch (FileAlreadyExistsException e) {
            // A folder that holds no earlier Ansible project is never replaced, not even with --force.
            err.println(e.getReason() != null && e.getReason().startsWith("is not")
                    ? "mftwb export: " + target + " " + e.getReason() : OutFile.alreadyExists(name(), target));
            return CommandLine.USAGE;
        } catch (IOException e) {
            // A file system that refuses the --out (read-only, /proc) is bad input; a write that fails midway (a full
            // disk, an I/O error) is a failure.
            err.println("mftwb export: " + FileErrors.cannotWrite(target, e));
            return e instanceof FileSystemException ? CommandLine.USAGE : CommandLine.FAILED;
        }
        out.println("wrote " + target + ": " + entries.size() + " files for " + bundle.hosts().size() + " hosts"
                + (ansible ? " (an Ansible project: see its README.md; start with ansible-playbook site.yml --check --diff; ansible-playbook rollback.yml undoes the last run)" : ""));
        out.println(effect.line());
        return CommandLine.OK;
    }
}
