package mftwb.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.eclipse.core.runtime.NullProgressMonitor;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.monitor.MonitorSession;
import mftwb.remote.lab.LocalLab;

/** A campaign against an embedded local lab that the test owns (and may stop mid-run). */
final class LabCampaign {
    final Path dir;
    final Path destination;
    final Path scratch;
    final Path storeFile;
    final MonitorSession session = new MonitorSession();
    final NullProgressMonitor monitor = new NullProgressMonitor();

    LabCampaign(Path dir) throws IOException {
        this.dir = dir;
        destination = Files.createDirectories(dir.resolve("destination"));
        scratch = dir.resolve("scratch");
        storeFile = dir.resolve("results.store.csv");
    }

    /** SFTP campaigns never reach MQ. */
    static final MqAccess NO_MQ = MqAccess.fromEnvironment(name -> null);

    static Campaign campaign(Matrix matrix, int warmups, OnFailure onFailure, boolean keep) {
        return campaign(matrix, warmups, onFailure, 1, keep);
    }

    static Campaign campaign(Matrix matrix, int warmups, OnFailure onFailure, int streamsPerFile, boolean keep) {
        return new Campaign("test", java.util.Optional.empty(), Target.localLab(), Backend.SFTP, matrix, warmups, 1,
                onFailure, StandardCharsets.UTF_8, streamsPerFile, keep, java.util.Optional.empty(),
                java.util.Optional.empty());
    }

    static Matrix matrix(long fileSize, int files, List<Integer> transfers, List<Integer> chunks, int window,
            List<Checksum> checksums, List<TransferMode> modes) {
        return new Matrix(List.of(fileSize), OptionalLong.empty(), OptionalInt.of(files), transfers, chunks,
                List.of(window), checksums, modes);
    }

    CampaignOutcome run(Campaign campaign, LocalLab lab, RunListener listener) throws IOException {
        SampledHost host = new SampledHost("localhost", lab.connectionSettings());
        try (Workload workload = Workloads.create(campaign, host, scratch, destination.toString(), NO_MQ,
                line -> { });
                ResultsStore store = ResultsStore.open(storeFile, List.of("localhost"))) {
            return new CampaignRunner(campaign, workload, session, store, listener).run(monitor);
        }
    }
}
