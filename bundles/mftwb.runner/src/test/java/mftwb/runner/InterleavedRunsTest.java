package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.remote.lab.LocalLab;

/** A campaign's repetitions run in rounds over its cells, and what the whole campaign shows reaches its store. */
class InterleavedRunsTest {
    @TempDir
    Path dir;

    /** Moves nothing; each run takes 100 ms, run number {@code slowRun} {@code slow}. */
    private static final class Timed implements Workload {
        private final SampledHost host;
        private final int slowRun;
        private final Duration slow;
        final List<RunSpec> ran = new CopyOnWriteArrayList<>();

        Timed(SampledHost host, int slowRun, Duration slow) {
            this.host = host;
            this.slowRun = slowRun;
            this.slow = slow;
        }

        @Override
        public List<SampledHost> hosts() {
            return List.of(host);
        }

        @Override
        public void prepare(RunSpec spec) {
        }

        @Override
        public void run(String label, RunSpec spec, Progress progress) throws IOException {
            ran.add(spec);
            progress.start();
            try {
                Thread.sleep(ran.size() == slowRun ? slow.toMillis() : 100);
            } catch (InterruptedException e) {
                throw new IOException("interrupted");
            }
            progress.addBytes(spec.totalBytes());
            for (int i = 0; i < spec.fileCount(); i++) {
                progress.fileDone();
            }
        }

        @Override
        public boolean countsBytesAsTheyMove() {
            return false;
        }

        @Override
        public void close() {
        }
    }

    private CampaignOutcome run(LabCampaign lab, Matrix matrix, int repetitions, Timed workload) throws IOException {
        Campaign campaign = new Campaign("rounds", Optional.empty(), Target.localLab(), Backend.SFTP, matrix, 0,
                repetitions, OnFailure.CONTINUE, StandardCharsets.UTF_8, 1, false, Optional.empty(), Optional.empty());
        try (ResultsStore store = ResultsStore.open(lab.storeFile, List.of("localhost"), campaign.name())) {
            return new CampaignRunner(campaign, workload, lab.session, store, new RunListener() {
            }).run(lab.monitor);
        }
    }

    /** Back to back, a burst of background load landed on whole cells: 1T/256K "slower" by +194.5% against itself. */
    @Test
    void theRepetitionsRunInRoundsOverEveryCell() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        Matrix matrix = LabCampaign.matrix(1000, 2, List.of(1, 4), List.of(4096), 4, List.of(Checksum.NONE),
                List.of(TransferMode.BINARY));
        RunSpec one = matrix.cells().get(0);
        RunSpec four = matrix.cells().get(1);
        try (LocalLab server = LocalLab.start(dir.resolve("state"))) {
            Timed workload = new Timed(new SampledHost("localhost", server.connectionSettings()), 0, Duration.ZERO);
            CampaignOutcome outcome = run(lab, matrix, 3, workload);
            assertEquals(List.of(one, four, one, four, one, four), workload.ran);
            assertEquals(workload.ran, outcome.results().stream().map(RunResult::spec).toList());
        }
    }

    /** R1.csv marked run 1 "outlier: 0.731 s against a cell median of 0.509 s"; R1.store.csv left it empty. */
    @Test
    void anOutlierIsMarkedInTheStoreAsInTheOutcome() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        Matrix matrix = LabCampaign.matrix(1000, 2, List.of(1), List.of(4096), 4, List.of(Checksum.NONE),
                List.of(TransferMode.BINARY));
        CampaignOutcome outcome;
        try (LocalLab server = LocalLab.start(dir.resolve("state"))) {
            outcome = run(lab, matrix, 5, new Timed(new SampledHost("localhost", server.connectionSettings()), 3,
                    Duration.ofMillis(1200)));
        }
        List<RunResult> stored = ResultsStore.read(lab.storeFile).results();
        assertEquals(5, stored.size());
        assertEquals(outcome.results().stream().map(RunResult::disturbed).toList(),
                stored.stream().map(RunResult::disturbed).toList(), "the store says what the outcome says");
        RunResult slow = outcome.results().get(2);
        assertTrue(slow.disturbed().orElse("").contains("outlier: 1.2"), slow.toString());
        assertTrue(Files.readAllLines(lab.storeFile).get(3).contains(",outlier: 1.2"), "in the file's disturbed column");
    }
}
