package mftwb.mq.fte;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import mftwb.mq.fte.TransferTracker.ThroughputSample;
import mftwb.mq.fte.TransferTracker.TransferResult;

/** Feeds the IBM sample publications of one transfer (started, status, completed) through a tracker. */
class TransferTrackerTest {
    private static final String ID = "414d51205553322e42494e44494e47538b0f404d223d0020";
    private static final Instant RECEIVED = Instant.parse("2026-11-22T00:00:00Z");
    private final FtePublicationParser parser = new FtePublicationParser();
    private final TransferTracker tracker = new TransferTracker();

    private TransferEvent event(String sample) throws Exception {
        try (InputStream in = getClass().getResourceAsStream("/fte/" + sample)) {
            return (TransferEvent) parser.parse(sample, new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .orElseThrow();
        }
    }

    @Test
    void firstStatusRateIsBytesOverTheSecondsMftReports() throws Exception {
        ThroughputSample s = tracker.accept(event("status-single.xml"), RECEIVED).orElseThrow();
        assertEquals(ID, s.transferId());
        assertEquals(1198, s.bytes());
        assertEquals(1198 / 0.018, s.bytesPerSecond(), 1e-6);
        assertEquals(1, s.filesDone());
    }

    @Test
    void laterRateIsTheDifferenceBetweenPublications() throws Exception {
        tracker.accept(event("log-started.xml"), RECEIVED); // 0 bytes at 13:03:26.484
        ThroughputSample s = tracker.accept(event("status-single.xml"), RECEIVED).orElseThrow(); // 1198 at .542
        assertEquals(1198 / 0.058, s.bytesPerSecond(), 1e-6);
        assertEquals(1, tracker.inFlight());
    }

    @Test
    void filesDoneAddsUpProgressBatchesWithoutCountingStatusItemsTwice() throws Exception {
        tracker.accept(event("log-started.xml"), RECEIVED);
        assertEquals(1, tracker.accept(event("status-single.xml"), RECEIVED).orElseThrow().filesDone());
        assertEquals(1, tracker.accept(event("log-progress.xml"), RECEIVED).orElseThrow().filesDone(),
                "the status message already counted the item this batch lists");
        assertEquals(2, tracker.accept(event("log-progress.xml"), RECEIVED).orElseThrow().filesDone(),
                "a second batch adds its items");
    }

    @Test
    void completedTransferGivesOutcomeBytesAndDurationSinceStarted() throws Exception {
        tracker.accept(event("log-started.xml"), RECEIVED);
        tracker.accept(event("status-single.xml"), RECEIVED);
        assertTrue(tracker.accept(event("log-completed.xml"), RECEIVED).isEmpty());
        TransferResult r = tracker.result(ID).orElseThrow();
        assertEquals(TransferEvent.Outcome.SUCCESS, r.outcome());
        assertEquals(1198, r.bytes());
        assertEquals(1, r.filesDone());
        assertEquals(Optional.of(Duration.ofMillis(76)), r.duration()); // 13:03:26.484 -> .560
        assertEquals(1198 / 0.076, r.bytesPerSecond(), 1e-6);
        assertEquals(0, tracker.inFlight());
    }

    @Test
    void completedWithoutStartedHasNoDurationAndNoRate() throws Exception {
        tracker.accept(event("log-completed.xml"), RECEIVED);
        TransferResult r = tracker.result(ID).orElseThrow();
        assertTrue(r.duration().isEmpty());
        assertEquals(0.0, r.bytesPerSecond());
    }
}
