package mftwb.runner.mft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import mftwb.mq.AgentAddress;
import mftwb.mq.TransferItem;
import mftwb.mq.TransferItem.ChecksumMethod;
import mftwb.mq.TransferItem.TransferMode;
import mftwb.mq.TransferRequest;
import mftwb.mq.fte.FtePublicationParser;
import mftwb.mq.fte.TransferEvent;
import mftwb.mq.fte.TransferTracker;
import mftwb.runner.Progress;

/** How one transfer's publications, in IBM's formats, move a run's bytes and files. */
class FollowedTransferTest {
    private static final String ID = "414d5120514d3120202020202020202000000000000000aa";
    private static final long SIZE = 1000;
    private final TransferRequest request = new TransferRequest(AgentAddress.parse("AGENT1@QM1"),
            AgentAddress.parse("AGENT2@QM2"), 0, "lab", "tester",
            List.of(item("/src/f000001.bin"), item("/src/f000002.bin"), item("/src/f000003.bin")));
    private final IbmPublications p = new IbmPublications(request, ID);
    private final FtePublicationParser parser = new FtePublicationParser();
    private final TransferTracker tracker = new TransferTracker();
    private final Progress progress = new Progress(() -> false);
    private final FollowedTransfer transfer = new FollowedTransfer(ID, 3, SIZE);

    private static TransferItem item(String source) {
        return TransferItem.file(source, "/dest", TransferMode.BINARY, ChecksumMethod.NONE);
    }

    /** What the workload does with each publication of one of its transfers. */
    private void deliver(String xml) throws Exception {
        TransferEvent e = (TransferEvent) parser.parse("t", xml).orElseThrow();
        tracker.accept(e, Instant.now()).ifPresent(s -> transfer.progressed(s.bytes(), s.filesDone(), progress));
        transfer.noteFailedItems(e.items());
        if (e.kind() == TransferEvent.Kind.COMPLETED) {
            transfer.completed(e, progress);
        }
    }

    private void assertCounted(long bytes, int files) {
        assertEquals(bytes, progress.bytes(), "bytes");
        assertEquals(files, progress.files(), "files");
    }

    @Test
    void statusAndLogProgressMoveBytesAndFilesUpToExactlyTheFileBytes() throws Exception {
        deliver(p.started());
        assertCounted(0, 0);
        deliver(p.status(500, 1, false));
        assertCounted(500, 0);
        deliver(p.progress(0, 1, SIZE, 1064, 0, ""));
        assertCounted(1064, 1);
        deliver(p.status(2500, 3, false));
        assertCounted(2500, 2);
        deliver(p.progress(1, 3, SIZE, 3192, 0, ""));
        assertCounted(3000, 3);
        assertFalse(transfer.finished());
        deliver(p.completed(3192));
        assertCounted(3000, 3);
        assertTrue(transfer.finished());
        assertTrue(transfer.failure().isEmpty());
    }

    @Test
    void countsNeverGoBackWhenAnOlderFigureArrivesLate() throws Exception {
        deliver(p.status(2500, 3, false));
        deliver(p.status(1500, 2, false));
        assertCounted(2500, 2);
    }

    @Test
    void failedCompletionKeepsWhatWasCountedAndSaysWhy() throws Exception {
        deliver(p.started());
        deliver(p.progress(0, 1, SIZE, 1064, 0, ""));
        deliver(p.progress(1, 3, SIZE, 1064, 1, "BFGIO0001E: gone"));
        deliver(p.failedCompleted());
        assertCounted(1064, 1);
        assertEquals("transfer " + ID + " (3 file(s)) failed: result code 40, BFGRP0034I: The file transfer request "
                + "has completed with no files being transferred.; /src/f000002.bin: BFGIO0001E: gone; "
                + "/src/f000003.bin: BFGIO0001E: gone", transfer.failure().orElseThrow());
    }

    @Test
    void withoutAKnownSupplementTheResultCodeDecides() throws Exception {
        String completed = p.completed(3000).replaceAll("BFGRP0032I: [^<]*", "");
        TransferEvent ok = (TransferEvent) parser.parse("t", completed).orElseThrow();
        assertTrue(FollowedTransfer.succeeded(ok));
        TransferEvent failed = (TransferEvent) parser.parse("t", completed.replace("resultCode=\"0\"",
                "resultCode=\"41\"")).orElseThrow();
        assertFalse(FollowedTransfer.succeeded(failed));
    }
}
