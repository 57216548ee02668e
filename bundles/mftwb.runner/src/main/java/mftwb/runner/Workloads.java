package mftwb.runner;

import java.io.IOException;
import java.nio.file.Path;

import mftwb.runner.mft.MftCommandLineWorkload;
import mftwb.runner.sftp.SftpWorkload;

/** Builds the workload a campaign's backend names. */
public final class Workloads {
    private Workloads() {
    }

    /**
     * @param host          the SFTP server (sftp) or the source agent's host (mft-cli)
     * @param scratch       a folder of the campaign's own on this machine for generated files
     * @param remoteFolder  where the runs' folders go on the SFTP server (sftp only)
     */
    public static Workload create(Campaign campaign, SampledHost host, Path scratch, String remoteFolder)
            throws IOException {
        return switch (campaign.backend()) {
            case SFTP -> new SftpWorkload(host, scratch, remoteFolder, campaign.textEncoding(), campaign.streamsPerFile(),
                    campaign.keep());
            case MFT_CLI -> new MftCommandLineWorkload(host, campaign.mft().orElseThrow(), campaign.keep());
        };
    }
}
