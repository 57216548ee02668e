package mftwb.runner;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

import mftwb.runner.mft.MftCommandLineWorkload;
import mftwb.runner.mft.MftOverMqWorkload;
import mftwb.runner.sftp.SftpWorkload;

/** Builds the workload a campaign's backend names. */
public final class Workloads {
    private Workloads() {
    }

    /**
     * @param host          the SFTP server (sftp) or the source agent's host (mft-cli, mft-mq)
     * @param scratch       a folder of the campaign's own on this machine for generated files
     * @param remoteFolder  where the runs' folders go on the SFTP server (sftp only)
     * @param mq            how to reach IBM MQ (mft-mq only)
     * @param log           one line per step worth telling the user (e.g. queue manager figures not followed)
     * @throws IOException  the campaign names an MQ user and {@code mq} has no password for it
     */
    public static Workload create(Campaign campaign, SampledHost host, Path scratch, String remoteFolder, MqAccess mq,
            Consumer<String> log)
            throws IOException {
        return switch (campaign.backend()) {
            case SFTP -> new SftpWorkload(host, scratch, remoteFolder, campaign.textEncoding(), campaign.streamsPerFile(),
                    campaign.keep());
            case MFT_CLI -> new MftCommandLineWorkload(host, campaign.mft().orElseThrow(), campaign.keep());
            case MFT_MQ -> new MftOverMqWorkload(host, campaign.mft().orElseThrow(),
                    mq.connections(campaign.mq().orElseThrow()), mq.connector(), mq.originator(), campaign.keep())
                    .followingQueueManager(mq.queueManagerListener(), log);
        };
    }
}
