package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

import org.eclipse.core.runtime.NullProgressMonitor;

import mftwb.history.CampaignHistory;
import mftwb.runner.CampaignEnd;
import mftwb.history.HistoryRecorder;
import mftwb.history.ResultsDatabase;
import mftwb.history.ResultsImport;
import mftwb.history.StoredCampaign;
import mftwb.metrics.MetricsEndpoint;
import mftwb.model.CsvFields;
import mftwb.model.FileErrors;
import mftwb.model.Topology;
import mftwb.monitor.MonitorSession;
import mftwb.remote.lab.LocalLab;
import mftwb.report.HtmlReport;
import mftwb.report.ResultTables;
import mftwb.runner.CalibrationExport;
import mftwb.runner.Campaign;
import mftwb.runner.CampaignFile;
import mftwb.runner.CampaignFormatException;
import mftwb.runner.CampaignLaunch;
import mftwb.runner.CampaignOutcome;
import mftwb.runner.CampaignRunner;
import mftwb.runner.MqAccess;
import mftwb.runner.ResultsCsv;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunListener;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;
import mftwb.runner.stats.CellSpread;
import mftwb.runner.stats.Comparison;
import mftwb.runner.stats.Outliers;
import mftwb.runner.stats.RepetitionsNeeded;
import mftwb.runner.stats.StatisticsCsv;

/**
 * {@code mftwb campaign run CAMPAIGN.json --out RESULTS.csv [--force] [--local-lab]}: runs a campaign and
 * writes one row per good run, rewritten after every run. Every finished run is also appended to
 * {@code RESULTS.store.csv} beside the output (with failed runs and their reasons), so a killed
 * campaign keeps its runs; an earlier campaign's store there is refused, or with --force started anew. Ctrl-C or SIGTERM stops the run in progress, removes its files and ends
 * with the finished runs written.
 * <p>
 * {@code mftwb campaign report RESULTS.csv --html OUT_DIR}: the results (a result table or a
 * results store) as an HTML report with its charts as PNG files; an existing OUT_DIR only with --force.
 * <p>
 * {@code mftwb campaign compare BASELINE CANDIDATE [--out CMP.csv] [--html DIR] [--force]}: per matrix cell in
 * both, the change of time, throughput and CPU per MB with its 95% interval and a verdict.
 * Disturbed runs are left out of medians and comparisons unless {@code --include-disturbed}.
 * BASELINE and CANDIDATE are results files or campaigns in the results history (by number or name).
 * <p>
 * Every campaign run is also recorded in the results history ({@code --db URL}, else
 * {@code MFTWB_DB_URL}, else the embedded database under {@code MFTWB_HOME} or {@code ~/.mftwb});
 * {@code campaign import RESULTS.csv...} brings earlier results files in and {@code campaign list}
 * shows what it holds.
 * <p>
 * {@code mftwb campaign calibration RESULTS.csv --out CAL.csv [--topology T.json]}: the good runs as the
 * planner's calibration rows, for {@code predict --calibration}.
 */
final class CampaignCommand implements Subcommand {
    private static final String EXPECTED = "expected: campaign run CAMPAIGN.json --out RESULTS.csv, "
            + "campaign report RESULTS.csv --html OUT_DIR, campaign compare BASELINE CANDIDATE [--out CMP.csv] [--html DIR], "
            + "campaign import RESULTS.csv..., campaign list, or campaign calibration RESULTS.csv --out CAL.csv [--topology T.json]";
    private static final String INCLUDE_DISTURBED = "include-disturbed";

    private final UnaryOperator<String> environment;

    /** @param environment where an mft-mq campaign's MQ password comes from */
    CampaignCommand(UnaryOperator<String> environment) {
        this.environment = environment;
    }

    @Override
    public String name() {
        return "campaign";
    }

    @Override
    public String usage() {
        return "run CAMPAIGN.json --out RESULTS.csv [--force] [--local-lab] [--lab-state DIR] " + MetricsOptions.USAGE
                + " | report RESULTS.csv --html OUT_DIR [--force] [--include-disturbed]"
                + " | compare BASELINE CANDIDATE [--out CMP.csv] [--html DIR] [--force] [--include-disturbed]"
                + " | import RESULTS.csv... | list   (run, compare, import and list take --db JDBC_URL)"
                + " | calibration RESULTS.csv --out CAL.csv [--topology T.json] [--force]   (the good runs as planner"
                + " calibration rows, for predict --calibration; where they ran: the topology's transfer path, else"
                + " the embedded lab's loopback or the reports' LAN)";
    }

    @Override
    public Set<String> valuedOptions() {
        Set<String> options = new java.util.HashSet<>(Set.of("out", "lab-state", "html", "db", "topology"));
        options.addAll(MetricsOptions.NAMES);
        return options;
    }

    @Override
    public Set<String> switches() {
        return Set.of("local-lab", INCLUDE_DISTURBED);
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        if (args.positional().isEmpty()) {
            throw new UsageException(EXPECTED);
        }
        String verb = args.positional().get(0);
        int words = args.positional().size();
        boolean arity = switch (verb) {
            case "compare" -> words == 3;
            case "import" -> words >= 2;
            case "list" -> words == 1;
            default -> words == 2;
        };
        if (!arity && verb.equals("compare") && words < 3) {
            throw new UsageException("campaign compare needs a baseline and a candidate, " + (words == 2
                    ? "the candidate is missing" : "both are missing") + ": campaign compare BASELINE CANDIDATE (results"
                    + " files, or campaigns of the results history by number or name)");
        }
        if (!arity) {
            throw new UsageException(EXPECTED);
        }
        return switch (verb) {
            case "run" -> runCampaign(args, err);
            case "report" -> report(args, err);
            case "compare" -> compare(args, out, err);
            case "import" -> importResults(args, out, err);
            case "list" -> list(args, out, err);
            case "calibration" -> calibration(args, err);
            default -> throw new UsageException(EXPECTED);
        };
    }

    /**
     * The headless "Use as calibration": a results file's good runs as planner calibration rows, a file
     * of their own, so {@code predict --calibration} treats them as one environment (their hardware).
     */
    private int calibration(Arguments args, PrintStream err) throws Exception {
        refuse(args, "calibration", "html", "local-lab", "lab-state", "metrics-port", "metrics-bind", "db", INCLUDE_DISTURBED);
        String command = "campaign calibration";
        Path results = Path.of(args.positional().get(1));
        Path calibration = Path.of(args.required("out"));
        if (unreadable(command, results, err) || OutFile.refused(command, calibration, args, err)) {
            return CommandLine.USAGE;
        }
        Optional<Topology> topology;
        try {
            topology = args.value("topology").isPresent()
                    ? Optional.of(TopologyInput.read(args.value("topology").get(), command, err))
                    : Optional.empty();
        } catch (TopologyInput.Rejected e) {
            return CommandLine.USAGE;
        }
        ResultsStore.Contents contents;
        try {
            contents = ResultsStore.read(results);
        } catch (IOException e) {
            err.println(command + ": " + FileErrors.cannotRead(results, e));
            return CommandLine.USAGE;
        }
        List<RunResult> good = contents.results().stream().filter(RunResult::succeeded).toList();
        if (good.isEmpty()) {
            err.println(command + ": " + results + " holds no good run (a failed run's time is not a measurement):"
                    + " nothing written");
            return CommandLine.USAGE;
        }
        CalibrationExport.Conditions where = CalibrationExport.Conditions.of(contents.campaign(), good.get(0).backend(),
                contents.hosts(), topology);
        try {
            CalibrationExport.write(calibration, good, where);
        } catch (IOException e) {
            err.println(command + ": " + FileErrors.cannotWrite(calibration, e));
            return CommandLine.FAILED;
        }
        err.println(String.format(Locale.ROOT, "%s: %d good run(s) of %s written to %s as %s, %s ms, %.0f Mb/s%s", command,
                good.size(), results, calibration, where.topology().label(), where.rttMillis(), where.linkMbps(),
                topology.isPresent() ? "" : " (no --topology: give the campaign's topology for its link's round trip and"
                        + " bandwidth)"));
        return CommandLine.OK;
    }

    private static void refuse(Arguments args, String verb, String... options) throws UsageException {
        for (String option : options) {
            if (args.has(option)) {
                throw new UsageException("--" + option + " does not go with campaign " + verb + "; " + EXPECTED);
            }
        }
    }

    private int runCampaign(Arguments args, PrintStream err) throws Exception {
        refuse(args, "run", "html", "topology", INCLUDE_DISTURBED);
        Path file = Path.of(args.positional().get(1));
        Path csv = Path.of(args.required("out")).toAbsolutePath();
        if (unreadable("campaign", file, err)) {
            return 2;
        }
        if (OutFile.refused("campaign run", csv, args, err)) {
            return 2;
        }
        if (Files.exists(csv) && Files.isSameFile(csv, file)) {
            err.println("campaign: --out " + csv + " is the campaign file; write the results to another file");
            return 2;
        }
        Campaign campaign;
        try {
            campaign = CampaignFile.read(file);
        } catch (CampaignFormatException e) {
            err.println("campaign: " + e.getMessage());
            return 2;
        }
        Path store = beside(csv, ".store.csv");
        // A store holds one campaign: appending another would mix their runs, numbered alike, in reports and imports.
        if (OutFile.notAFile("campaign run", store, err) || OutFile.notAFile("campaign run", beside(csv, ".cells.csv"), err)) {
            return CommandLine.USAGE;
        }
        if (Files.exists(store, LinkOption.NOFOLLOW_LINKS) && !args.has(OutFile.FORCE)) {
            err.println("mftwb campaign run: " + store + " holds the runs of an earlier campaign; add --force to start"
                    + " anew, or remove it");
            return CommandLine.USAGE;
        }
        int total = campaign.measuredRuns().size();
        List<String> hosts = CampaignLaunch.hosts(campaign, args.has("local-lab"));
        if (args.has("local-lab") && !campaign.target().isLocalLab()) {
            err.println("campaign: --local-lab: running against the embedded lab, not the campaign's host "
                    + campaign.target().host().map(Object::toString).orElse("?"));
        }
        List<RunResult> finished = new ArrayList<>();
        RunListener progress = new RunListener() {
            @Override
            public void runStarted(int run, RunSpec spec) {
                err.println("campaign: " + (run == 0 ? "warm-up" : "run " + run + "/" + total) + ": "
                        + CampaignRunner.describe(spec));
            }

            @Override
            public void runFinished(RunResult r) {
                err.println(r.succeeded()
                        ? String.format(Locale.ROOT, "campaign: run %d: %.3f s, %.2f MB/s, %.1f files/s%s%s", r.run(),
                                r.seconds(), r.mbPerSecond(), r.filesPerSecond(), cpu(r),
                                r.disturbed().map(d -> "; DISTURBED (" + d + ")").orElse(""))
                        : "campaign: run " + r.run() + " FAILED: " + r.error().orElseThrow());
                // The table holds every finished run at all times: a kill loses only the run in progress.
                finished.add(r);
                try {
                    ResultsCsv.write(csv, campaign.name(), finished, hosts);
                } catch (IOException e) {
                    err.println("campaign: " + FileErrors.cannotWrite(csv, e) + " (tried again after the next run)");
                }
            }
        };
        CampaignHistory history = new CampaignHistory(database(args));
        HistoryRecorder recorder = new HistoryRecorder(history, CampaignHistory.NewCampaign.of(campaign, store, hosts),
                line -> err.println("campaign: " + line));
        NullProgressMonitor monitor = new NullProgressMonitor();
        MonitorSession session = new MonitorSession();
        try (CancelOnSignal cancel = new CancelOnSignal(monitor);
                MetricsEndpoint metrics = MetricsOptions.start(args, session, err, "campaign").orElse(null)) {
            RunListener recorded = RunListener.both(progress, recorder);
            RunListener followed = metrics == null ? recorded : metrics.following(campaign.name(), total, recorded);
            MqAccess mq = MqAccess.fromEnvironment(environment);
            CampaignLaunch.Launched launched;
            // --force: the earlier campaign's store goes only now, when nothing else can stop this one; its
            // record in the history stays, as a campaign apart from this one.
            if (Files.deleteIfExists(store)) {
                try {
                    history.setAside(HistoryRecorder.uid(store));
                } catch (java.sql.SQLException e) {
                    err.println("campaign: the results history (" + history.database().kind() + ") keeps the earlier campaign of "
                            + store.getFileName() + " under the same name: " + e.getMessage());
                }
            }
            try {
                launched = CampaignLaunch.run(campaign, args.has("local-lab"),
                        args.value("lab-state").map(Path::of).orElse(LocalLab.defaultStateFolder()), store,
                        metrics == null ? mq : metrics.following(mq), session, followed, monitor,
                        line -> err.println("campaign: " + line));
            } finally {
                if (metrics != null) {
                    metrics.campaignEnded(campaign.name());
                }
            }
            CampaignOutcome outcome = launched.outcome();
            // The runner marked the outliers, in its outcome and its store alike.
            List<RunResult> marked = outcome.results();
            List<CellSpread> cells = CellSpread.perCell(marked, false);
            Path cellsCsv = beside(csv, ".cells.csv");
            try {
                ResultsCsv.write(csv, campaign.name(), marked, launched.hosts());
            } catch (IOException e) {
                throw naming(csv, e);
            }
            try {
                StatisticsCsv.writeSpread(cellsCsv, cells);
            } catch (IOException e) {
                throw naming(cellsCsv, e);
            }
            marked.stream().filter(r -> r.succeeded() && r.isDisturbed()).forEach(r -> err.println("campaign: run " + r.run()
                    + " is disturbed and left out of medians: " + r.disturbed().orElseThrow()));
            CampaignEnd end = CampaignEnd.of(outcome);
            err.println("campaign: spread per cell in " + cellsCsv + "; " + RepetitionsNeeded.advice(cells,
                    campaign.repetitions(), end) + (marked.isEmpty() ? "; no run finished, so nothing is recorded in the "
                            + "results history" : ""));
            if (recorder.finish(marked, end) && recorder.campaignId().isPresent()) {
                err.println("campaign: recorded in the results history (" + history.database().kind() + ") as campaign "
                        + recorder.campaignId().getAsLong());
            }
            long good = outcome.results().size() - outcome.failedRuns();
            if (outcome.canceled()) {
                err.println("campaign: stopped by Ctrl-C or SIGTERM: the run in progress was dropped and its files "
                        + "removed; " + good + " good run(s) of " + total + " written to " + csv);
                // The JVM exits with the signal's code (130 or 143) once this command returns.
                return CommandLine.FAILED;
            }
            err.println("campaign: " + good + " good run(s) written to " + csv
                    + (outcome.failedRuns() > 0 ? "; " + outcome.failedRuns() + " failed (reasons in " + store + ")" : "")
                    + (outcome.stopped() ? "; stopped after a failure (onFailure: stop)" : ""));
            return outcome.failedRuns() > 0 ? CommandLine.FAILED : CommandLine.OK;
        }
    }

    /** A write failure that names its file: a full disk says only "No space left on device". */
    private static IOException naming(Path file, IOException e) {
        return e instanceof FileSystemException f && f.getFile() != null ? e
                : new FileSystemException(file.toString(), null, e.getMessage());
    }

    private static String cpu(RunResult r) {
        StringBuilder text = new StringBuilder();
        r.cpuPercent().forEach((host, percent) -> {
            text.append(String.format(Locale.ROOT, ", %s %.1f%% CPU", host, percent));
            r.cpuMillisPerMb(host).ifPresent(ms -> text.append(String.format(Locale.ROOT, " (%.1f CPU ms/MB)", ms)));
        });
        return text.toString();
    }

    private int report(Arguments args, PrintStream err) throws Exception {
        refuse(args, "report", "out", "local-lab", "lab-state", "metrics-port", "metrics-bind", "db", "topology");
        boolean includeDisturbed = args.has(INCLUDE_DISTURBED);
        Path results = Path.of(args.positional().get(1));
        Path folder = Path.of(args.required("html"));
        if (unreadable("campaign report", results, err)) {
            return CommandLine.USAGE;
        }
        if (htmlFolderRefused("campaign report", folder, args, err)) {
            return CommandLine.USAGE;
        }
        ResultsStore.Contents contents;
        try {
            contents = ResultsStore.read(results);
        } catch (IOException e) {
            err.println("campaign report: " + FileErrors.cannotRead(results, e));
            return CommandLine.USAGE;
        }
        if (contents.results().isEmpty()) {
            err.println("campaign report: " + results + " holds no runs (its campaign measured nothing, or every run failed): no report written");
            return CommandLine.USAGE;
        }
        if (!htmlFolderMade("campaign report", folder, err)) {
            return CommandLine.USAGE;
        }
        HtmlReport.Written written = HtmlReport.write(folder, results.toAbsolutePath().toString(), contents,
                includeDisturbed, new NullProgressMonitor());
        err.println("campaign report: " + contents.results().size() + " run(s) of " + results + ": " + written.page()
                + " and " + written.charts().size() + " charts");
        return CommandLine.OK;
    }

    /**
     * Whether the --html folder must not be written (says why): a file, or a folder that exists without
     * --force. The page replaces report.html and its charts, so an earlier report there is kept unless asked.
     */
    private static boolean htmlFolderRefused(String command, Path folder, Arguments args, PrintStream err) {
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            err.println(command + ": --html: " + folder + " is a file, not a folder");
            return true;
        }
        if (Files.isDirectory(folder) && !args.has(OutFile.FORCE)) {
            err.println(command + ": --html: " + folder + " already exists; add --force to write the page into it");
            return true;
        }
        return false;
    }

    /** Creates the --html folder, or says why it cannot. */
    private static boolean htmlFolderMade(String command, Path folder, PrintStream err) {
        try {
            Files.createDirectories(folder);
            return true;
        } catch (IOException e) {
            err.println(command + ": --html: cannot create the folder " + folder + ": " + FileErrors.reason(e, folder));
            return false;
        }
    }

    /** A name several stored campaigns share picks the newest: say so, and how to pick another. */
    private static void noteNamesakes(CampaignHistory history, String which, StoredCampaign chosen, PrintStream err)
            throws SQLException {
        List<String> ids = history.list().stream().filter(c -> c.name().equals(which)).map(c -> Long.toString(c.id())).toList();
        if (ids.size() > 1 && !Long.toString(chosen.id()).equals(which)) {
            err.println("campaign compare: \"" + which + "\" names campaigns " + String.join(", ", ids) + "; comparing the newest, "
                    + chosen.id() + " (give a number to compare another)");
        }
    }

    private int compare(Arguments args, PrintStream out, PrintStream err) throws Exception {
        refuse(args, "compare", "local-lab", "lab-state", "topology");
        if (args.has("out")) {
            if (OutFile.refused("campaign compare", Path.of(args.required("out")), args, err)) {
                return CommandLine.USAGE;
            }
        }
        if (args.has("html") && htmlFolderRefused("campaign compare", Path.of(args.required("html")), args, err)) {
            return CommandLine.USAGE;
        }
        ResultsStore.Contents[] sides = new ResultsStore.Contents[2];
        // What each side is (a file's real path, a stored campaign's number): comparing a campaign with itself
        // finds "no significant difference" everywhere, which reads as a finding.
        String[] identity = new String[2];
        CampaignHistory history = new CampaignHistory(database(args));
        for (int i = 0; i < 2; i++) {
            String which = args.positional().get(i + 1);
            Path file = Path.of(which);
            try {
                ResultsStore.Contents read;
                if (Files.isRegularFile(file)) {
                    read = ResultsStore.read(file);
                    identity[i] = "the file " + file.toRealPath();
                } else {
                    Optional<StoredCampaign> stored = history.find(which);
                    if (stored.isEmpty()) {
                        err.println("campaign compare: cannot read " + file + ", and the results history ("
                                + history.database().kind() + ") has no campaign numbered or named so");
                        return CommandLine.USAGE;
                    }
                    noteNamesakes(history, which, stored.get(), err);
                    read = history.load(stored.get());
                    identity[i] = "campaign " + stored.get().id() + " (\"" + stored.get().name() + "\") of the results history";
                }
                sides[i] = read.withResults(Outliers.mark(read.results()));
            } catch (IOException e) {
                err.println("campaign compare: " + FileErrors.describe(e));
                return CommandLine.USAGE;
            } catch (SQLException e) {
                err.println("campaign compare: cannot read the results history (" + history.database().describe() + "): "
                        + e.getMessage());
                return CommandLine.FAILED;
            }
        }
        if (identity[0].equals(identity[1])) {
            err.println("campaign compare: " + args.positional().get(1) + " and " + args.positional().get(2) + " are both "
                    + identity[0] + ": a campaign compared with itself shows no change; give two campaigns");
            return CommandLine.USAGE;
        }
        boolean includeDisturbed = args.has(INCLUDE_DISTURBED);
        List<Comparison.CellChange> changes = Comparison.compare(sides[0].results(), sides[1].results(), includeDisturbed);
        List<String> unmatched = ResultTables.unmatchedCells(sides[0].results(), sides[1].results());
        if (changes.isEmpty()) {
            err.println("campaign compare: no matrix cell is in both " + sides[0].campaign() + " and " + sides[1].campaign());
            unmatched.forEach(said -> err.println("  " + said));
            return CommandLine.FAILED;
        }
        out.println("B (" + sides[1].campaign() + ") against A (" + sides[0].campaign() + "), median time per cell:");
        for (Comparison.CellChange c : changes) {
            // An interval needs runs on both sides; without one the brackets would stand empty.
            String interval = c.seconds().interval().isKnown() ? " [" + StatisticsCsv.number(c.seconds().interval().low(), 1)
                    + ", " + StatisticsCsv.number(c.seconds().interval().high(), 1) + "]" : "";
            String disturbed = c.baselineDisturbed() + c.candidateDisturbed() > 0
                    ? String.format(Locale.ROOT, ", disturbed left out %d/%d", c.baselineDisturbed(), c.candidateDisturbed())
                    : "";
            out.println(String.format(Locale.ROOT, "  %s: %s s -> %s s, %s%%%s %s (runs %d/%d%s)",
                    CampaignRunner.describe(c.cell()), StatisticsCsv.number(c.seconds().baseline(), 3),
                    StatisticsCsv.number(c.seconds().candidate(), 3), StatisticsCsv.number(c.seconds().percent(), 1),
                    interval, c.verdict().words(), c.baselineRuns(), c.candidateRuns(), disturbed));
        }
        // Right under the cells compared: a cell of one side only is a change the lines above do not show.
        unmatched.forEach(said -> out.println("  " + said));
        if (changes.stream().anyMatch(c -> c.baselineDisturbed() + c.candidateDisturbed() > 0)) {
            out.println("  disturbed: runs with a stall, a lost connection or an outlier"
                    + " time are left out (reasons in the disturbed column); --include-disturbed counts them.");
        }
        int cpuUnmeasured = changes.stream().mapToInt(Comparison.CellChange::cpuUnmeasured).sum();
        if (cpuUnmeasured > 0) {
            out.println("  CPU: " + cpuUnmeasured + " run(s) shorter than two CPU sample intervals have no CPU figure"
                    + " and are left out of the CPU ms/MB comparison.");
        }
        if (changes.stream().anyMatch(c -> c.verdict() == Comparison.Verdict.TOO_FEW_RUNS)) {
            out.println("  too few runs: a verdict needs " + Comparison.MIN_RUNS + " good runs a side (the campaign's"
                    + " \"repetitions\"); with fewer, a change cannot be told from run-to-run noise.");
        }
        if (args.has("out")) {
            Path csv = Path.of(args.required("out"));
            StatisticsCsv.writeComparison(csv, changes);
            err.println("campaign compare: " + changes.size() + " cell(s) written to " + csv);
        }
        if (args.has("html")) {
            if (!htmlFolderMade("campaign compare", Path.of(args.required("html")), err)) {
                return CommandLine.USAGE;
            }
            HtmlReport.Written written = HtmlReport.writeComparison(Path.of(args.required("html")), sides[0].campaign(),
                    sides[1].campaign(), changes, unmatched, includeDisturbed, new NullProgressMonitor());
            err.println("campaign compare: " + written.page());
        }
        return CommandLine.OK;
    }

    /** Whether {@code file} cannot be read (says why on {@code err}): checked before any work starts. */
    private static boolean unreadable(String command, Path file, PrintStream err) {
        Optional<String> why = FileErrors.unreadable(file);
        why.ifPresent(reason -> err.println(command + ": " + reason));
        return why.isPresent();
    }

    /** A file beside the results table: RESULTS.csv -> RESULTS.store.csv, RESULTS.cells.csv. */
    private static Path beside(Path csv, String suffix) {
        return csv.resolveSibling(csv.getFileName().toString().replaceFirst("\\.csv$", "") + suffix);
    }

    /** The results history for this command: --db, else MFTWB_DB_URL, else the embedded one in the state folder. */
    private ResultsDatabase database(Arguments args) throws UsageException {
        try {
            return ResultsDatabase.choose(args.value("db"), environment, "", ResultsDatabase.stateFolder(environment));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--db or " + ResultsDatabase.URL_VARIABLE + ": " + e.getMessage());
        }
    }

    private int importResults(Arguments args, PrintStream out, PrintStream err) throws Exception {
        refuse(args, "import", "out", "html", "local-lab", "lab-state", "topology", INCLUDE_DISTURBED);
        CampaignHistory history = new CampaignHistory(database(args));
        for (String name : args.positional().subList(1, args.positional().size())) {
            Path file = Path.of(name);
            if (unreadable("campaign import", file, err)) {
                return CommandLine.USAGE;
            }
            try {
                ResultsImport.Imported imported = ResultsImport.importFile(history, file);
                out.println(file + ": campaign " + imported.campaign().id() + " \"" + imported.campaign().name() + "\", "
                        + imported.runsInFile() + " run(s) in the file, " + imported.campaign().runs() + " in the history");
            } catch (IOException e) {
                err.println("campaign import: " + FileErrors.describe(e));
                return CommandLine.USAGE;
            } catch (SQLException e) {
                err.println("campaign import: cannot write to the results history (" + history.database().describe()
                        + "): " + e.getMessage());
                return CommandLine.FAILED;
            }
        }
        return CommandLine.OK;
    }

    private int list(Arguments args, PrintStream out, PrintStream err) throws Exception {
        refuse(args, "list", "out", "html", "local-lab", "lab-state", "topology", INCLUDE_DISTURBED);
        CampaignHistory history = new CampaignHistory(database(args));
        // Read before printing, so that a history that cannot be reached prints no header above its error.
        List<StoredCampaign> campaigns;
        try {
            campaigns = history.list();
        } catch (SQLException e) {
            err.println("campaign list: cannot read the results history (" + history.database().describe() + "): "
                    + e.getMessage());
            return CommandLine.FAILED;
        }
        // How each ended, as the History view says it: a stopped campaign listed like a complete one was mistaken for one.
        out.println("id,started,name,topology,backend,hosts,runs,planned_runs,outcome,ended");
        for (StoredCampaign c : campaigns) {
            out.println(String.join(",", Long.toString(c.id()), c.startedAt().toString(), CsvFields.quote(c.name()),
                    CsvFields.quote(c.topology()), c.backend(), CsvFields.quote(String.join(" ", c.hosts())),
                    Integer.toString(c.runs()), c.plannedRuns() > 0 ? Integer.toString(c.plannedRuns()) : "",
                    c.outcome(), c.endedAt().map(Object::toString).orElse("")));
        }
        return CommandLine.OK;
    }
}
