package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.monitor.Metric;
import mftwb.remote.lab.LocalLab;

class CampaignRunnerTest {
    private static final int KIB = 1024;

    @TempDir
    Path dir;

    @Test
    void runsEveryCellAgainstTheLocalLabAndRecordsEachRun() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        Matrix matrix = LabCampaign.matrix(300 * KIB + 7, 6, List.of(1, 3), List.of(16 * KIB, 64 * KIB), 8,
                List.of(Checksum.NONE, Checksum.MD5), List.of(TransferMode.BINARY));
        CampaignOutcome outcome;
        try (LocalLab server = LocalLab.start(dir.resolve("state"))) {
            outcome = lab.run(LabCampaign.campaign(matrix, 1, OnFailure.STOP, false), server, new RunListener() {
            });
        }
        assertEquals(8, outcome.results().size());
        for (RunResult r : outcome.results()) {
            assertTrue(r.succeeded(), () -> r.error().orElse(""));
            assertEquals(6, r.files());
            assertEquals(6L * (300 * KIB + 7), r.bytes());
            assertTrue(r.seconds() > 0 && r.mbPerSecond() > 0);
            // CPU is sampled once a second: a run shorter than two samples has no figure of its own.
            if (r.seconds() > 2.5) {
                assertTrue(r.cpuPercent().containsKey("localhost"), "CPU sampled during run " + r.run());
                assertTrue(r.cpuMillisPerMb("localhost").isPresent());
            } else if (r.seconds() < 1.5) {
                assertFalse(r.cpuPercent().containsKey("localhost"), "no CPU figure for run " + r.run() + " of " + r.seconds() + " s");
            }
        }
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8), outcome.results().stream().map(RunResult::run).toList());
        assertEquals(Checksum.MD5, outcome.results().get(7).spec().checksum());
        ResultsStore.Contents stored = ResultsStore.read(lab.storeFile);
        assertEquals(outcome.results().size(), stored.results().size());
        try (Stream<Path> left = Files.list(lab.destination)) {
            assertEquals(List.of(), left.toList(), "transferred files are removed unless kept");
        }
        assertFalse(Files.exists(lab.scratch), "generated files are removed unless kept");
        assertTrue(lab.session.series(CampaignRunner.THROUGHPUT_SOURCE, Metric.THROUGHPUT_MB_PER_S).isPresent()
                || outcome.results().stream().allMatch(r -> r.seconds() < 0.5), "throughput streamed to the monitor");
    }

    @Test
    void keptFilesArriveWithExactSizeAndTextModeConvertsTheCodePage() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        Matrix matrix = LabCampaign.matrix(100_000, 3, List.of(2), List.of(4 * KIB), 4, List.of(Checksum.MD5),
                List.of(TransferMode.BINARY, TransferMode.TEXT));
        CampaignOutcome outcome;
        try (LocalLab server = LocalLab.start(dir.resolve("state"))) {
            outcome = lab.run(LabCampaign.campaign(matrix, 0, OnFailure.STOP, true), server, new RunListener() {
            });
        }
        assertEquals(2, outcome.results().size());
        outcome.results().forEach(r -> assertTrue(r.succeeded(), () -> r.error().orElse("")));
        Path source = lab.scratch.resolve("100000x3").resolve("f000002.bin");
        byte[] original = Files.readAllBytes(source);
        assertEquals(100_000, original.length);
        assertArrayEquals(original, Files.readAllBytes(lab.destination.resolve("run-1").resolve("f000002.bin")));
        byte[] converted = new String(original, StandardCharsets.ISO_8859_1).getBytes(StandardCharsets.UTF_8);
        assertTrue(converted.length > original.length, "random bytes above 0x7F take two bytes in UTF-8");
        assertArrayEquals(converted, Files.readAllBytes(lab.destination.resolve("run-2").resolve("f000002.bin")));
    }

    @Test
    void filesSplitOverSeveralStreamsArriveWholeAndPassMd5() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        // 1 MB + 3 bytes over 3 streams of 64 KiB chunks: parts of 384, 384 and 256 KiB + 3 bytes.
        Matrix matrix = LabCampaign.matrix(1_000_003, 2, List.of(1, 2), List.of(64 * KIB), 4, List.of(Checksum.MD5),
                List.of(TransferMode.BINARY));
        CampaignOutcome outcome;
        try (LocalLab server = LocalLab.start(dir.resolve("state"))) {
            outcome = lab.run(LabCampaign.campaign(matrix, 0, OnFailure.STOP, 3, true), server, new RunListener() {
            });
        }
        assertEquals(2, outcome.results().size());
        outcome.results().forEach(r -> assertTrue(r.succeeded(), () -> r.error().orElse("")));
        for (String file : List.of("f000001.bin", "f000002.bin")) {
            byte[] original = Files.readAllBytes(lab.scratch.resolve("1000003x2").resolve(file));
            for (String run : List.of("run-1", "run-2")) {
                assertArrayEquals(original, Files.readAllBytes(lab.destination.resolve(run).resolve(file)), run + "/" + file);
            }
        }
    }

    @Test
    void cancelStopsTheRunRemovesItsFilesAndKeepsFinishedRuns() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        // Small writes, one at a time: run 2 takes long enough to be canceled in the middle.
        Matrix matrix = LabCampaign.matrix(1024 * KIB, 16, List.of(1), List.of(64 * KIB, 2 * KIB), 1,
                List.of(Checksum.NONE), List.of(TransferMode.BINARY));
        AtomicReference<Long> bytesAtCancel = new AtomicReference<>();
        CampaignOutcome outcome;
        try (LocalLab server = LocalLab.start(dir.resolve("state"))) {
            outcome = lab.run(LabCampaign.campaign(matrix, 0, OnFailure.CONTINUE, false), server, new RunListener() {
                @Override
                public void progress(int run, long bytes, int files, double mbPerSecond) {
                    if (run == 2 && bytes > 0 && bytesAtCancel.get() == null) {
                        bytesAtCancel.set(bytes);
                        lab.monitor.setCanceled(true);
                    }
                }
            });
        }
        assertTrue(outcome.canceled());
        assertTrue(bytesAtCancel.get() != null && bytesAtCancel.get() < 16L * 1024 * KIB, "canceled mid-run");
        assertEquals(1, outcome.results().size());
        assertTrue(outcome.results().get(0).succeeded());
        assertEquals(1, ResultsStore.read(lab.storeFile).results().size());
        assertFalse(Files.exists(lab.destination.resolve("run-2")), "partial files of the canceled run removed");
    }

    @Test
    void droppedConnectionFailsTheRunWithItsReasonAndTheCampaignContinues() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        Matrix matrix = LabCampaign.matrix(1024 * KIB, 16, List.of(1), List.of(2 * KIB, 64 * KIB), 1,
                List.of(Checksum.NONE), List.of(TransferMode.BINARY));
        AtomicReference<LocalLab> server = new AtomicReference<>(LocalLab.start(dir.resolve("state")));
        int port = server.get().port();
        java.util.concurrent.atomic.AtomicBoolean restarted = new java.util.concurrent.atomic.AtomicBoolean();
        CampaignOutcome outcome;
        try {
            outcome = lab.run(LabCampaign.campaign(matrix, 0, OnFailure.CONTINUE, false), server.get(), new RunListener() {
                @Override
                public void progress(int run, long bytes, int files, double mbPerSecond) {
                    if (run == 1 && bytes > 0 && !restarted.getAndSet(true)) {
                        stopAndRestart(server, port, dir);
                    }
                }
            });
        } finally {
            server.get().close();
        }
        assertEquals(2, outcome.results().size());
        RunResult dropped = outcome.results().get(0);
        assertFalse(dropped.succeeded());
        assertTrue(dropped.bytes() > 0 && dropped.bytes() < 16L * 1024 * KIB);
        assertTrue(dropped.error().orElseThrow().contains("f0000"), dropped.error().orElseThrow());
        assertTrue(outcome.results().get(1).succeeded(), () -> outcome.results().get(1).error().orElse(""));
        List<RunResult> stored = ResultsStore.read(lab.storeFile).results();
        assertEquals(dropped.error(), stored.get(0).error());
    }

    @Test
    void droppedConnectionStopsTheCampaignWhenAskedTo() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        Matrix matrix = LabCampaign.matrix(1024 * KIB, 16, List.of(2), List.of(2 * KIB, 64 * KIB), 1,
                List.of(Checksum.NONE), List.of(TransferMode.BINARY));
        AtomicReference<LocalLab> server = new AtomicReference<>(LocalLab.start(dir.resolve("state")));
        CampaignOutcome outcome;
        try {
            outcome = lab.run(LabCampaign.campaign(matrix, 0, OnFailure.STOP, false), server.get(), new RunListener() {
                @Override
                public void progress(int run, long bytes, int files, double mbPerSecond) {
                    if (bytes > 0) {
                        closeQuietly(server.get());
                    }
                }
            });
        } finally {
            server.get().close();
        }
        assertTrue(outcome.stopped());
        assertEquals(1, outcome.results().size());
        assertFalse(outcome.results().get(0).succeeded());
    }

    /** Stops the lab once (the SSH server dies mid-transfer), then brings it back on the same port. */
    private static void stopAndRestart(AtomicReference<LocalLab> server, int port, Path dir) {
        if (!closeQuietly(server.get())) {
            return;
        }
        try {
            server.set(LocalLab.start(dir.resolve("state"), port));
        } catch (java.io.IOException e) {
            throw new IllegalStateException("cannot restart the lab on port " + port, e);
        }
    }

    private static boolean closeQuietly(LocalLab lab) {
        try {
            lab.close();
            return true;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    @Test
    void anExistingRunFolderIsNeitherReusedNorEmptied() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        // kept by an earlier campaign with "keep"
        Path earlier = Files.createDirectories(lab.destination.resolve("run-1"));
        Files.writeString(earlier.resolve("f000001.bin"), "an earlier campaign's file");
        Matrix matrix = LabCampaign.matrix(10_000, 2, List.of(1), List.of(4 * KIB), 4, List.of(Checksum.NONE), List.of(TransferMode.BINARY));
        CampaignOutcome outcome;
        try (LocalLab server = LocalLab.start(dir.resolve("state"))) {
            outcome = lab.run(LabCampaign.campaign(matrix, 0, OnFailure.STOP, false), server, new RunListener() {
            });
        }
        assertTrue(outcome.results().get(0).succeeded(), () -> outcome.results().get(0).error().orElse(""));
        assertEquals("an earlier campaign's file", Files.readString(earlier.resolve("f000001.bin")), "not overwritten");
        try (Stream<Path> left = Files.list(lab.destination)) {
            assertEquals(List.of(earlier), left.toList(), "only the folder the run created is removed");
        }
    }

    /** mftwb_transfer_files_total counted a warm-up's files only up to its last poll: 275 of 300. */
    @Test
    void everyRunsLastProgressIsItsWholeCountWarmUpIncluded() throws Exception {
        LabCampaign lab = new LabCampaign(dir);
        Matrix matrix = LabCampaign.matrix(64 * KIB, 5, List.of(1), List.of(64 * KIB), 8, List.of(Checksum.NONE),
                List.of(TransferMode.BINARY));
        Map<Integer, Integer> lastFiles = new ConcurrentHashMap<>();
        try (LocalLab server = LocalLab.start(dir.resolve("state"))) {
            lab.run(LabCampaign.campaign(matrix, 1, OnFailure.STOP, false), server, new RunListener() {
                @Override
                public void progress(int run, long bytes, int files, double mbPerSecond) {
                    lastFiles.put(run, files);
                }
            });
        }
        assertEquals(Map.of(0, 5, 1, 5), lastFiles, "run 0 is the warm-up");
    }
}
