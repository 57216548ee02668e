package mftwb.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;

import mftwb.model.FolderTree;
import mftwb.monitor.HostWatch;
import mftwb.monitor.MonitorSession;
import mftwb.remote.lab.LocalLab;

/**
 * Everything around one campaign run: the target (the embedded local lab, or the campaign's SSH
 * host), a scratch folder for the generated source files, the workload and the results store.
 * The command line and the workbench both start campaigns here, so they behave the same.
 */
public final class CampaignLaunch {
    private CampaignLaunch() {
    }

    /** The outcome and the host names the result columns follow. */
    public record Launched(CampaignOutcome outcome, List<String> hosts) {
    }

    /** The hosts whose CPU the campaign's results report, in column order. */
    public static List<String> hosts(Campaign campaign, boolean localLab) {
        return List.of(localLab || campaign.target().isLocalLab() ? HostWatch.LOCAL_LAB_HOST
                : campaign.target().host().orElseThrow().host());
    }

    /**
     * @param localLab run against the embedded lab even when the campaign names a host
     * @param labState the embedded lab's state folder (host key, client key)
     * @param store    the results store, appended after every run
     * @param mq       how an mft-mq campaign reaches IBM MQ (unused by the other backends)
     * @param log      one line per step worth telling the user
     */
    public static Launched run(Campaign campaign, boolean localLab, Path labState, Path store, MqAccess mq,
            MonitorSession session, RunListener listener, IProgressMonitor monitor, Consumer<String> log)
            throws IOException {
        campaign.mq().flatMap(MqSettings::passwordWithoutTls).ifPresent(log);
        campaign = ordered(campaign, log);
        Path scratch = Files.createTempDirectory("mftwb-campaign-");
        try {
            if (localLab || campaign.target().isLocalLab()) {
                try (LocalLab lab = LocalLab.start(labState)) {
                    log.accept("local lab SSH server on 127.0.0.1:" + lab.port());
                    Path destination = Files.createDirectory(scratch.resolve("destination"));
                    return run(campaign, new SampledHost(hosts(campaign, true).get(0), lab.connectionSettings(),
                            campaign.target().cpuFrom()),
                            scratch.resolve("source"), destination.toString(), store, mq, session, listener, monitor, log);
                }
            }
            String remoteFolder = campaign.target().remoteDir().orElse("mftwb-campaign");
            return run(campaign, new SampledHost(hosts(campaign, false).get(0), campaign.target().connectionSettings(),
                    campaign.target().cpuFrom()),
                    scratch.resolve("source"), remoteFolder, store, mq, session, listener, monitor, log);
        } finally {
            if (campaign.keep()) {
                log.accept("files kept in " + scratch);
            } else {
                FolderTree.delete(scratch);
            }
        }
    }

    /** The campaign with its order seed: its own, else a new one, told either way so the order can be repeated. */
    static Campaign ordered(Campaign campaign, Consumer<String> log) {
        long seed = campaign.orderSeed().orElseGet(() -> ThreadLocalRandom.current().nextLong());
        log.accept("run order: " + campaign.repetitions() + " round(s) of every cell, each round shuffled with order seed "
                + seed + " (\"orderSeed\": " + seed + " in the campaign file repeats this order)");
        return campaign.withOrderSeed(seed);
    }

    private static Launched run(Campaign campaign, SampledHost host, Path source, String remoteFolder, Path store,
            MqAccess mq, MonitorSession session, RunListener listener, IProgressMonitor monitor, Consumer<String> log)
            throws IOException {
        try (Workload workload = Workloads.create(campaign, host, source, remoteFolder, mq, log);
                ResultsStore results = ResultsStore.open(store, List.of(host.name()), campaign.name())) {
            CampaignOutcome outcome = new CampaignRunner(campaign, workload, session, results, listener).run(monitor);
            return new Launched(outcome, List.of(host.name()));
        }
    }
}
