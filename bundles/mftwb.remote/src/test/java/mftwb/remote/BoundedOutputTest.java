package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** Remote command output is kept up to a limit; a runaway command cannot fill the heap. */
class BoundedOutputTest {

    @Test
    void outputBeyondTheLimitIsCountedNotKept() {
        BoundedOutput out = new BoundedOutput(1000);
        byte[] chunk = new byte[4096];
        java.util.Arrays.fill(chunk, (byte) 'y');
        for (int i = 0; i < 10_000; i++) {
            out.write(chunk, 0, chunk.length);
        }
        out.write('z');
        String text = out.text(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("y".repeat(1000)), text.substring(0, 20));
        assertTrue(text.endsWith("[40959001 more bytes of output not kept]"), text.substring(1000));
        assertEquals(40_960_001L, out.total());
    }

    @Test
    void shortOutputIsKeptAsIs() {
        BoundedOutput out = new BoundedOutput(1000);
        out.write("hello\n".getBytes(StandardCharsets.UTF_8), 0, 6);
        assertEquals("hello\n", out.text(StandardCharsets.UTF_8));
    }
}
