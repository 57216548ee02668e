package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;

import org.eclipse.core.runtime.NullProgressMonitor;

import mftwb.monitor.MonitorSession;
import mftwb.remote.lab.LocalLab;
import mftwb.report.HtmlReport;
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

/**
 * {@code mftwb campaign run CAMPAIGN.json --out RESULTS.csv [--force] [--local-lab]}: runs a campaign and
 * writes one row per good run, rewritten after every run. Every finished run is also appended to
 * {@code RESULTS.store.csv} beside the output (with failed runs and their reasons), so a killed
 * campaign keeps its runs. Ctrl-C or SIGTERM stops the run in progress, removes its files and ends
 * with the finished runs written.
 * <p>
 * {@code mftwb campaign report RESULTS.csv --html OUT_DIR}: the results (a result table or a
 * results store) as an HTML report with its charts as PNG files.
 */
final class CampaignCommand implements Subcommand {
    private static final String EXPECTED = "expected: campaign run CAMPAIGN.json --out RESULTS.csv, "
            + "or campaign report RESULTS.csv --html OUT_DIR";

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
        return "run CAMPAIGN.json --out RESULTS.csv [--force] [--local-lab] [--lab-state DIR] | report RESULTS.csv --html OUT_DIR";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("out", "lab-state", "html");
    }

    @Override
    public Set<String> switches() {
        return Set.of("local-lab", OutFile.FORCE);
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        if (args.positional().size() != 2) {
            throw new UsageException(EXPECTED);
        }
        return switch (args.positional().get(0)) {
            case "run" -> runCampaign(args, err);
            case "report" -> report(args, err);
            default -> throw new UsageException(EXPECTED);
        };
    }

    private static void refuse(Arguments args, String verb, String... options) throws UsageException {
        for (String option : options) {
            if (args.has(option)) {
                throw new UsageException("--" + option + " does not go with campaign " + verb + "; " + EXPECTED);
            }
        }
    }

    private int runCampaign(Arguments args, PrintStream err) throws Exception {
        refuse(args, "run", "html");
        Path file = Path.of(args.positional().get(1));
        Path csv = Path.of(args.required("out")).toAbsolutePath();
        if (!Files.isRegularFile(file)) {
            err.println("campaign: cannot read " + file);
            return 2;
        }
        if (!Files.isDirectory(csv.getParent())) {
            err.println("campaign: --out: folder " + csv.getParent() + " does not exist");
            return 2;
        }
        if (Files.exists(csv) && Files.isSameFile(csv, file)) {
            err.println("campaign: --out " + csv + " is the campaign file; write the results to another file");
            return 2;
        }
        Optional<String> refusal = OutFile.refusal("campaign run", csv, args);
        if (refusal.isPresent()) {
            err.println(refusal.get());
            return 2;
        }
        Campaign campaign;
        try {
            campaign = CampaignFile.read(file);
        } catch (CampaignFormatException e) {
            err.println("campaign: " + e.getMessage());
            return 2;
        }
        // MINA SSHD logs every session at INFO, and each closed transfer connection as a WARN from the
        // local lab's server side; a failed run's reason is reported here, so keep stderr for progress.
        System.getProperties().putIfAbsent("org.slf4j.simpleLogger.defaultLogLevel", "error");
        Path store = csv.resolveSibling(csv.getFileName().toString().replaceFirst("\\.csv$", "") + ".store.csv");
        int total = campaign.measuredRuns().size();
        List<String> hosts = CampaignLaunch.hosts(campaign, args.has("local-lab"));
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
                        ? String.format(Locale.ROOT, "campaign: run %d: %.3f s, %.2f MB/s, %.1f files/s%s", r.run(),
                                r.seconds(), r.mbPerSecond(), r.filesPerSecond(), cpu(r))
                        : "campaign: run " + r.run() + " FAILED: " + r.error().orElseThrow());
                // The table holds every finished run at all times: a kill loses only the run in progress.
                finished.add(r);
                try {
                    ResultsCsv.write(csv, finished, hosts);
                } catch (IOException e) {
                    err.println("campaign: cannot write " + csv + " yet: " + e.getMessage());
                }
            }
        };
        NullProgressMonitor monitor = new NullProgressMonitor();
        try (CancelOnSignal cancel = new CancelOnSignal(monitor)) {
            CampaignLaunch.Launched launched = CampaignLaunch.run(campaign, args.has("local-lab"),
                    args.value("lab-state").map(Path::of).orElse(LocalLab.defaultStateFolder()), store,
                    MqAccess.fromEnvironment(environment), new MonitorSession(), progress, monitor,
                    line -> err.println("campaign: " + line));
            CampaignOutcome outcome = launched.outcome();
            ResultsCsv.write(csv, outcome.results(), launched.hosts());
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

    private static String cpu(RunResult r) {
        StringBuilder text = new StringBuilder();
        r.cpuPercent().forEach((host, percent) -> {
            text.append(String.format(Locale.ROOT, ", %s %.1f%% CPU", host, percent));
            r.cpuMillisPerMb(host).ifPresent(ms -> text.append(String.format(Locale.ROOT, " (%.1f CPU ms/MB)", ms)));
        });
        return text.toString();
    }

    private int report(Arguments args, PrintStream err) throws Exception {
        refuse(args, "report", "out", "local-lab", "lab-state", OutFile.FORCE);
        Path results = Path.of(args.positional().get(1));
        Path folder = Path.of(args.required("html"));
        if (!Files.isRegularFile(results)) {
            err.println("campaign report: cannot read " + results);
            return CommandLine.USAGE;
        }
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            err.println("campaign report: --html: " + folder + " is a file, not a folder");
            return CommandLine.USAGE;
        }
        ResultsStore.Contents contents;
        try {
            contents = ResultsStore.read(results);
        } catch (IOException e) {
            err.println("campaign report: " + e.getMessage());
            return CommandLine.USAGE;
        }
        HtmlReport.Written written = HtmlReport.write(folder, results, contents, new NullProgressMonitor());
        err.println("campaign report: " + contents.results().size() + " run(s) of " + results + ": " + written.page()
                + " and " + written.charts().size() + " charts");
        return CommandLine.OK;
    }
}
