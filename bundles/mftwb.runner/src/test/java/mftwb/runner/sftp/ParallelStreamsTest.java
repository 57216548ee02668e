package mftwb.runner.sftp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ParallelStreamsTest {
    private static final int CHUNK = 65536;

    @Test
    void partsAreWholeChunksAndCoverTheFile() {
        assertEquals(6 * CHUNK, ParallelStreams.partSize(1_000_003, 3, CHUNK), "333,335 bytes round up to 6 chunks");
        assertEquals(CHUNK, ParallelStreams.partSize(100_000, 8, CHUNK), "never less than one chunk");
        assertEquals(50 * 1024 * 1024, ParallelStreams.partSize(200L * 1024 * 1024, 4, CHUNK));
    }
}
