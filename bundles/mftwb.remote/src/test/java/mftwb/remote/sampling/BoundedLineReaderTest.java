package mftwb.remote.sampling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;

/** A host that sends one endless line must cost a bounded buffer, not the heap. */
class BoundedLineReaderTest {

    /** {@code count} bytes of 'x' without ever holding them. */
    private static InputStream endless(long count) {
        return new InputStream() {
            long left = count;

            @Override
            public int read() {
                return left-- > 0 ? 'x' : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                java.util.Arrays.fill(b, off, off + n, (byte) 'x');
                left -= n;
                return n;
            }
        };
    }

    private static InputStream text(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anOverlongLineIsReportedOnceAndTheNextLinesStillArrive() throws IOException {
        InputStream in = new SequenceInputStream(Collections.enumeration(List.of(text("ok\n"), endless(50_000_000), text("\nafter \u00e9\nlast"))));
        BoundedLineReader reader = new BoundedLineReader(in, StandardCharsets.UTF_8, 64 * 1024);
        assertEquals("ok", reader.readLine());
        assertSame(BoundedLineReader.TOO_LONG, reader.readLine());
        assertEquals("after \u00e9", reader.readLine());
        assertEquals("last", reader.readLine());
        assertNull(reader.readLine());
    }

    @Test
    void aLineOfExactlyTheLimitIsKept() throws IOException {
        BoundedLineReader reader = new BoundedLineReader(text("abcd\r\nabcde\n"), StandardCharsets.UTF_8, 4);
        assertEquals("abcd", reader.readLine());
        assertSame(BoundedLineReader.TOO_LONG, reader.readLine());
        assertNull(reader.readLine());
    }
}
