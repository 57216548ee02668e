package mftwb.cli;

import java.io.PrintStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyFileException;
import mftwb.planner.ArchiveAdvice;
import mftwb.planner.ArchiveAdvisor;
import mftwb.planner.CsvFormatException;
import mftwb.planner.FileManifest;
import mftwb.planner.Measurement;
import mftwb.planner.Planner;
import mftwb.planner.Prediction;
import mftwb.planner.Scenario;
import mftwb.planner.ScenarioFile;
import mftwb.planner.SizeBin;
import mftwb.planner.TopologyScenario;

/**
 * {@code mftwb advise-archive}: would archiving the files into tar bundles make their transfer on
 * this topology faster, by how much, and below which file size does archiving pay.
 */
final class AdviseArchiveCommand implements Subcommand {
    private static final long DEFAULT_BUNDLE_MB = 64;

    @Override
    public String name() {
        return "advise-archive";
    }

    @Override
    public String usage() {
        return "DIR|MANIFEST.csv --topology T.json [--bundle-mb N] [--calibration CAL.csv]   "
                + "predicted time as files vs tar bundles (manifest columns: path,size_bytes)";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("topology", "bundle-mb", "calibration");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        if (args.positional().size() != 1) {
            throw new UsageException("give one folder or manifest CSV");
        }
        Path source = Path.of(args.positional().get(0));
        Path topologyFile = Path.of(args.required("topology"));
        long bundleBytes = bundleMegabytes(args) << 20;
        Topology topology;
        FileManifest manifest;
        List<Measurement> measured;
        Scenario template;
        try {
            topology = TopologyFile.read(topologyFile);
            template = TopologyScenario.of(topology);
            manifest = FileManifest.read(source);
            measured = args.value("calibration").isPresent()
                    ? ScenarioFile.read(Path.of(args.value("calibration").get())).measurements()
                    : Planner.reportMeasurements();
        } catch (TopologyFileException | CsvFormatException | IllegalArgumentException e) {
            err.println("mftwb advise-archive: " + e.getMessage());
            return CommandLine.USAGE;
        } catch (NoSuchFileException e) {
            err.println("mftwb advise-archive: no such file: " + e.getFile());
            return CommandLine.USAGE;
        }
        if (manifest.entries().isEmpty()) {
            err.println("mftwb advise-archive: " + source + " holds no files");
            return CommandLine.USAGE;
        }
        ArchiveAdvice advice = new ArchiveAdvisor(Planner.calibrate(measured)).advise(template, manifest.sizes(),
                bundleBytes);
        print(out, source, topology, template, bundleBytes, advice);
        return CommandLine.OK;
    }

    private static long bundleMegabytes(Arguments args) throws UsageException {
        String text = args.value("bundle-mb").orElse(Long.toString(DEFAULT_BUNDLE_MB));
        try {
            long megabytes = Long.parseLong(text);
            if (megabytes >= 1 && megabytes <= 1 << 20) {
                return megabytes;
            }
        } catch (NumberFormatException e) {
            // reported below with the accepted range
        }
        throw new UsageException("--bundle-mb must be a whole number of MiB from 1 to 1048576, was '" + text + "'");
    }

    private static void print(PrintStream out, Path source, Topology topology, Scenario s, long bundleBytes,
            ArchiveAdvice advice) {
        out.printf(Locale.ROOT, "%s: %d files, %s%n", source, advice.histogram().stream().mapToInt(SizeBin::files).sum(),
                bytes(advice.totalBytes()));
        out.println("size histogram:");
        for (SizeBin bin : advice.histogram()) {
            if (bin.files() > 0) {
                String range = bin.toBytes() == Long.MAX_VALUE ? ">= " + bytes(bin.fromBytes())
                        : bytes(bin.fromBytes()) + " .. < " + bytes(bin.toBytes());
                out.printf(Locale.ROOT, "  %-22s %8d files %12s%n", range, bin.files(), bytes(bin.bytes()));
            }
        }
        out.printf(Locale.ROOT, "topology %s: %s, rtt %s ms, %s Mb/s, chunk %d, window %d, %d concurrent transfer(s)%n",
                topology.name(), s.topology().label(), number(s.rttMillis()), number(s.linkMbps()), s.chunkBytes(),
                s.window(), s.transfers());
        out.printf(Locale.ROOT, "as files:  %s%n", time(advice.asFiles()));
        out.printf(Locale.ROOT, "archived:  %d tar bundle(s) of up to %s, %s with headers: %s%n", advice.archives(),
                bytes(bundleBytes), bytes(advice.archiveBytes()), time(advice.archived()));
        out.printf(Locale.ROOT, "saving:    %.2f s (%.0f%%)%n", advice.savingSeconds(),
                100 * advice.savingSeconds() / advice.asFiles().seconds());
        out.println(advice.thresholdBytes() == 0
                ? "threshold: archiving saves less than 10% on this topology at any file size"
                : "threshold: archiving saves 10% or more on this topology for files of " + bytes(advice.thresholdBytes())
                        + " and smaller (archive creation time not counted)");
    }

    private static String time(Prediction p) {
        return String.format(Locale.ROOT, p.seconds() < 10 ? "%.2f s, %.2f MB/s (bottleneck %s)"
                : "%.1f s, %.2f MB/s (bottleneck %s)", p.seconds(), p.mbPerSecond(), p.bottleneck().id());
    }

    private static String number(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** Binary units, as file sizes are usually read. */
    private static String bytes(long value) {
        String[] units = { "B", "KiB", "MiB", "GiB", "TiB" };
        double scaled = value;
        int unit = 0;
        while (scaled >= 1024 && unit < units.length - 1) {
            scaled /= 1024;
            unit++;
        }
        return unit == 0 ? value + " B" : String.format(Locale.ROOT, "%.1f %s", scaled, units[unit]);
    }
}
