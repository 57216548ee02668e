package mftwb.runner.mft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/** A run of several fteCreateTransfer commands succeeds only when every one of them ran to its end. */
class SideBySideTransfersTest {

    @Test
    void anUncheckedExceptionInOneTransferFailsTheRun() {
        AtomicInteger finished = new AtomicInteger();
        IOException e = assertThrows(IOException.class, () -> MftCommandLineWorkload.runSideBySide(List.of(
                finished::incrementAndGet,
                () -> {
                    throw new IllegalStateException("session is being closed");
                },
                finished::incrementAndGet), "lab"));
        assertTrue(e.getMessage().contains("session is being closed"), e.getMessage());
        assertEquals(2, finished.get(), "the other transfers ran to their end");
    }

    @Test
    void aCheckedFailureIsReportedAsItIs() {
        IOException e = assertThrows(IOException.class, () -> MftCommandLineWorkload.runSideBySide(List.of(() -> {
            throw new IOException("connection reset");
        }), "lab"));
        assertEquals("connection reset", e.getMessage());
    }
}
