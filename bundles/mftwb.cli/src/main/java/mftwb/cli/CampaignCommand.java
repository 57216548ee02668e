package mftwb.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;

import org.eclipse.core.runtime.NullProgressMonitor;

import mftwb.monitor.MonitorSession;
import mftwb.remote.lab.LocalLab;
import mftwb.runner.Campaign;
import mftwb.runner.CampaignFile;
import mftwb.runner.CampaignFormatException;
import mftwb.runner.CampaignLaunch;
import mftwb.runner.CampaignOutcome;
import mftwb.runner.CampaignRunner;
import mftwb.runner.MqAccess;
import mftwb.runner.ResultsCsv;
import mftwb.runner.RunListener;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/**
 * {@code mftwb campaign run CAMPAIGN.json --out RESULTS.csv [--local-lab]}: runs a campaign and
 * writes one row per good run. Every finished run is also appended to {@code RESULTS.store.csv}
 * beside the output (with failed runs and their reasons), so a killed campaign keeps its runs.
 */
final class CampaignCommand implements Subcommand {
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
        return "run CAMPAIGN.json --out RESULTS.csv [--local-lab] [--lab-state DIR]";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("out", "lab-state");
    }

    @Override
    public Set<String> switches() {
        return Set.of("local-lab");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        if (args.positional().size() != 2 || !args.positional().get(0).equals("run")) {
            throw new UsageException("expected: campaign run CAMPAIGN.json --out RESULTS.csv");
        }
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
            }
        };
        CampaignLaunch.Launched launched = CampaignLaunch.run(campaign, args.has("local-lab"),
                args.value("lab-state").map(Path::of).orElse(LocalLab.defaultStateFolder()), store,
                MqAccess.fromEnvironment(environment), new MonitorSession(), progress, new NullProgressMonitor(),
                line -> err.println("campaign: " + line));
        CampaignOutcome outcome = launched.outcome();
        ResultsCsv.write(csv, outcome.results(), launched.hosts());
        err.println("campaign: " + (outcome.results().size() - outcome.failedRuns()) + " good run(s) written to " + csv
                + (outcome.failedRuns() > 0 ? "; " + outcome.failedRuns() + " failed (reasons in " + store + ")" : "")
                + (outcome.stopped() ? "; stopped after a failure (onFailure: stop)" : ""));
        return outcome.failedRuns() > 0 ? 1 : 0;
    }

    private static String cpu(RunResult r) {
        StringBuilder text = new StringBuilder();
        r.cpuPercent().forEach((host, percent) -> {
            text.append(String.format(Locale.ROOT, ", %s %.1f%% CPU", host, percent));
            r.cpuMillisPerMb(host).ifPresent(ms -> text.append(String.format(Locale.ROOT, " (%.1f CPU ms/MB)", ms)));
        });
        return text.toString();
    }
}
