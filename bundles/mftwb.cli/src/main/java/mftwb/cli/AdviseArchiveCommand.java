package mftwb.cli;

import java.io.PrintStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import mftwb.model.FileErrors;
import mftwb.model.Topology;
import mftwb.planner.Advice;
import mftwb.planner.ArchiveAdvice;
import mftwb.planner.ArchiveAdvisor;
import mftwb.planner.BundleFormat;
import mftwb.planner.ByteSize;
import mftwb.planner.Compressibility;
import mftwb.planner.CsvFormatException;
import mftwb.planner.FileManifest;
import mftwb.planner.Measurement;
import mftwb.planner.Planner;
import mftwb.planner.Prediction;
import mftwb.planner.Scenario;
import mftwb.planner.SizeBin;
import mftwb.planner.TopologyScenario;

/**
 * {@code mftwb advise-archive}: would archiving the files into tar, tar.gz or zip bundles make their transfer on
 * this topology faster, by how much, and below which file size does archiving pay.
 */
final class AdviseArchiveCommand implements Subcommand {
    private static final long DEFAULT_BUNDLE_MB = 64;
    /** The options as the output's lines name them. */
    private static final Map<ArchiveAdvice.Option, String> LABELS = Map.of(ArchiveAdvice.Option.AS_FILES, "as files",
            ArchiveAdvice.Option.SMALL_ARCHIVED, "small only", ArchiveAdvice.Option.ALL_ARCHIVED, "archived");

    @Override
    public String name() {
        return "advise-archive";
    }

    @Override
    public String usage() {
        return "DIR|MANIFEST.csv --topology T.json [--bundle-mb N] [--format tar|tar.gz|zip] [--calibration CAL.csv]   "
                + "predicted time as files vs archives (manifest columns: path,size_bytes)";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("topology", "bundle-mb", "format", "calibration");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        if (args.positional().size() != 1) {
            throw new UsageException("give one folder or manifest CSV");
        }
        Path source = Path.of(args.positional().get(0));
        long bundleBytes = bundleMegabytes(args) << 20;
        BundleFormat format;
        try {
            format = BundleFormat.fromLabel(args.value("format").orElse(BundleFormat.TAR.label()));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--format: " + e.getMessage());
        }
        Topology topology;
        FileManifest manifest;
        List<Measurement> measured;
        Scenario template;
        try {
            topology = TopologyInput.read(args.required("topology"), "advise-archive", err);
        } catch (TopologyInput.Rejected e) {
            return CommandLine.USAGE;
        }
        try {
            template = TopologyScenario.of(topology);
            manifest = FileManifest.read(source);
            measured = args.has("calibration") ? CalibrationFiles.read(args.values("calibration")).measurements()
                    : Planner.reportMeasurements();
        } catch (CsvFormatException | IllegalArgumentException e) {
            err.println("mftwb advise-archive: " + e.getMessage());
            return CommandLine.USAGE;
        } catch (NoSuchFileException e) {
            err.println("mftwb advise-archive: " + FileErrors.cannotRead(Path.of(e.getFile()), e));
            return CommandLine.USAGE;
        }
        if (manifest.entries().isEmpty()) {
            err.println("mftwb advise-archive: " + source + " holds no files");
            return CommandLine.USAGE;
        }
        Compressibility compressibility = Compressibility.measure(FileManifest.folderOf(source), manifest, format,
                () -> false);
        ArchiveAdvice advice = new ArchiveAdvisor(Planner.calibrate(measured)).advise(template, manifest, bundleBytes,
                format, compressibility);
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
        if (advice.bufferFixBeatsArchiving()) {
            out.printf(Locale.ROOT, "first: a configuration fix beats archiving: %s; as files with it %s, archived without it %s%n",
                    Advice.bufferFix(s, advice.fixBufferBytes(), TopologyScenario.bufferSettings(topology)),
                    time(advice.withBufferFix().orElseThrow()), time(advice.archived()));
        }
        out.printf(Locale.ROOT, "%s: %d files, %s%n", source, advice.files(), bytes(advice.totalBytes()));
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
        Compressibility c = advice.compressibility();
        if (advice.format().compressed()) {
            out.println(c.measured()
                    ? String.format(Locale.ROOT, "deflated:  %s keeps %.0f%% (measured on %s of %d files)",
                            advice.format().label(), 100 * c.compressedShare(), bytes(c.sampledBytes()), c.sampledFiles())
                    : "deflated:  not measured (no file readable), counted as not shrinking");
        }
        out.printf(Locale.ROOT, "archived:  %d %s bundle(s) of up to %s, %s as sent: %s%n", advice.archives(),
                advice.format().label(), bytes(bundleBytes), bytes(advice.archiveBytes()), time(advice.archived()));
        out.printf(Locale.ROOT, "saving:    %.2f s (%.0f%%)%n", advice.savingSeconds(), advice.savingPercent());
        String volume = bytes(advice.thresholdVolumeBytes()) + " sent as equal files";
        out.println(advice.thresholdBytes() == 0
                ? "threshold: for " + volume + ", archiving saves less than 10% on this topology at any file size"
                : "threshold: for " + volume + ", archiving saves 10% or more on this topology at file sizes up to "
                        + bytes(advice.thresholdBytes()) + " (archive creation time not counted)");
        Optional<ArchiveAdvice.SmallArchived> small = advice.smallArchived();
        out.println(small.isPresent()
                ? String.format(Locale.ROOT, "small only: %d file(s) up to %s in %d %s bundle(s), %s as sent, and %d larger file(s)"
                        + " as they are: %s", small.get().archivedFiles(), bytes(small.get().upToBytes()), small.get().archives(),
                        advice.format().label(), bytes(small.get().archiveBytes()), small.get().largerFiles(),
                        time(small.get().prediction()))
                : "small only: no choice here (" + (advice.thresholdBytes() == 0 ? "no threshold"
                        : "every file on one side of the threshold") + ")");
        List<String> intervals = new ArrayList<>();
        for (ArchiveAdvice.Option option : ArchiveAdvice.Option.values()) {
            advice.predicted(option).ifPresent(p -> intervals.add(String.format(Locale.ROOT, "%s %s-%s s", LABELS.get(option),
                    seconds(p.low()), seconds(p.high()))));
        }
        out.printf(Locale.ROOT, "interval:  %.0f%% of runs: %s%n", 100 * Prediction.INTERVAL, String.join(", ", intervals));
        out.println("recommend: " + recommendation(advice));
    }

    /** The option to take and what it saves against the files as they are. */
    private static String recommendation(ArchiveAdvice advice) {
        ArchiveAdvice.Option option = advice.recommended();
        double saving = 100 * (1 - advice.predicted(option).orElseThrow().seconds() / advice.asFiles().seconds());
        int margin = (int) Math.round(100 * ArchiveAdvisor.MEANINGFUL_SAVING);
        return switch (option) {
            case AS_FILES -> String.format(Locale.ROOT, "send the files as they are (no archiving saves %d%% or more)", margin);
            case SMALL_ARCHIVED -> String.format(Locale.ROOT, "archive only the %d file(s) up to %s, send the %d larger"
                    + " as they are (saves %.0f%%; archiving all would not save %d%% more)",
                    advice.smallArchived().orElseThrow().archivedFiles(), bytes(advice.thresholdBytes()),
                    advice.smallArchived().orElseThrow().largerFiles(), saving, margin);
            case ALL_ARCHIVED -> String.format(Locale.ROOT, "archive all the files (saves %.0f%%%s)", saving,
                    advice.smallArchived().isPresent()
                            ? String.format(Locale.ROOT, ", %d%% or more beyond archiving only the small ones", margin)
                            : "");
        };
    }

    private static String seconds(double value) {
        return String.format(Locale.ROOT, value < 10 ? "%.2f" : "%.1f", value);
    }

    private static String time(Prediction p) {
        return String.format(Locale.ROOT, p.seconds() < 10 ? "%.2f s, %.2f MB/s (bottleneck %s)"
                : "%.1f s, %.2f MB/s (bottleneck %s)", p.seconds(), p.mbPerSecond(), p.bottleneck().id());
    }

    private static String number(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    private static String bytes(long value) {
        return ByteSize.format(value);
    }
}
