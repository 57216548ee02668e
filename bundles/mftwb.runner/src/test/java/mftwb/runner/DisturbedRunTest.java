package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.remote.lab.LocalLab;
import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.HostStatus;
import mftwb.remote.sampling.SampleListener;

class DisturbedRunTest {
    @TempDir
    Path dir;

    /** Moves its bytes in two halves; the run named in {@code stallIn} waits {@code pause} between them. */
    private static Workload halves(SampledHost host, int stallIn, Duration pause) {
        return new Workload() {
            private int runs;

            @Override
            public List<SampledHost> hosts() {
                return List.of(host);
            }

            @Override
            public void prepare(RunSpec spec) {
            }

            @Override
            public void run(String label, RunSpec spec, Progress progress) throws IOException {
                progress.start();
                progress.addBytes(spec.totalBytes() / 2);
                try {
                    Thread.sleep(++runs == stallIn ? pause.toMillis() : 100);
                } catch (InterruptedException e) {
                    throw new IOException("interrupted");
                }
                progress.addBytes(spec.totalBytes() - spec.totalBytes() / 2);
                for (int i = 0; i < spec.fileCount(); i++) {
                    progress.fileDone();
                }
            }

            @Override
            public boolean countsBytesAsTheyMove() {
                return true;
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    void aRunThatMovesNothingForTheStallLimitIsDisturbedAndKept() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        Matrix matrix = LabCampaign.matrix(1000, 2, List.of(1), List.of(4096), 4, List.of(Checksum.NONE),
                List.of(TransferMode.BINARY));
        Campaign campaign = new Campaign("stall", Optional.empty(), Target.localLab(), Backend.SFTP, matrix, 0, 2,
                OnFailure.CONTINUE, StandardCharsets.UTF_8, 1, false, Optional.empty(), Optional.empty(),
                Duration.ofSeconds(1));
        CampaignOutcome outcome;
        try (LocalLab server = LocalLab.start(dir.resolve("state"));
                Workload workload = halves(new SampledHost("localhost", server.connectionSettings()), 1,
                        Duration.ofMillis(1800));
                ResultsStore store = ResultsStore.open(lab.storeFile, List.of("localhost"), campaign.name())) {
            outcome = new CampaignRunner(campaign, workload, lab.session, store, new RunListener() {
            }).run(lab.monitor);
        }
        RunResult stalled = outcome.results().get(0);
        assertTrue(stalled.succeeded());
        assertTrue(stalled.disturbed().orElse("").startsWith("stall: no bytes moved for 1."), stalled.toString());
        assertTrue(stalled.disturbed().orElseThrow().endsWith("(limit 1 s)"), stalled.disturbed().get());
        assertFalse(outcome.results().get(1).disturbed().orElse("").contains("stall"), "a run with no pause is not stalled");
        assertEquals(stalled.disturbed(), ResultsStore.read(lab.storeFile).results().get(0).disturbed(),
                "the reason is in the store");
    }

    @Test
    void aConnectionLostDuringARunIsAReconnect() {
        List<HostStatus> passedOn = new java.util.ArrayList<>();
        HostInterruptions interruptions = new HostInterruptions(new SampleListener() {
            @Override
            public void sample(HostSample sample) {
            }

            @Override
            public void status(HostStatus status) {
                passedOn.add(status);
            }
        });
        interruptions.status(new HostStatus(Instant.ofEpochMilli(1_000), "lpB", HostStatus.State.CONNECTING, "", 0));
        interruptions.status(new HostStatus(Instant.ofEpochMilli(2_000), "lpB", HostStatus.State.UP, "", 0));
        assertEquals(Optional.empty(), interruptions.during(0, 10_000), "connecting at the start is no reconnect");
        interruptions.status(new HostStatus(Instant.ofEpochMilli(12_000), "lpB", HostStatus.State.DOWN, "Connection reset", 0));
        assertEquals(Optional.of("reconnect: the connection to lpB was lost (down: Connection reset)"),
                interruptions.during(10_000, 20_000));
        assertEquals(Optional.empty(), interruptions.during(13_000, 20_000), "a later run is not disturbed");
        assertEquals(3, passedOn.size(), "the monitor still sees every status");
    }
}
