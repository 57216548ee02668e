package mftwb.remote.sampling;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;

/**
 * Reads lines from a host's output with a length limit: a line longer than the limit is read to its
 * end and thrown away, and {@link #TOO_LONG} stands for it, so one endless line costs the limit, not
 * the heap. Lines end at \n; a \r before it is dropped.
 */
public final class BoundedLineReader {
    /** Samplers print short lines; 64 KiB leaves room for a process with a very long name. */
    public static final int DEFAULT_MAX_LINE_BYTES = 64 * 1024;
    /** Returned (compare with ==) for a line over the limit. */
    public static final String TOO_LONG = new String("line over the length limit");

    private final InputStream in;
    private final Charset charset;
    private final int maxBytes;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    public BoundedLineReader(InputStream in, Charset charset, int maxBytes) {
        this.in = new BufferedInputStream(in);
        this.charset = charset;
        this.maxBytes = maxBytes;
    }

    /** @return the next line, {@link #TOO_LONG}, or null at the end of the stream */
    public String readLine() throws IOException {
        line.reset();
        boolean overlong = false;
        int b;
        while ((b = in.read()) >= 0 && b != '\n') {
            if (overlong) {
                continue;
            }
            if (line.size() > maxBytes) {
                overlong = true;
                line.reset();
            } else {
                line.write(b);
            }
        }
        if (b < 0 && line.size() == 0 && !overlong) {
            return null;
        }
        if (overlong) {
            return TOO_LONG;
        }
        byte[] bytes = line.toByteArray();
        int length = bytes.length > 0 && bytes[bytes.length - 1] == '\r' ? bytes.length - 1 : bytes.length;
        if (length > maxBytes) {
            return TOO_LONG;
        }
        return new String(bytes, 0, length, charset);
    }
}
