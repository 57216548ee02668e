package mftwb.remote;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.Charset;

/** A remote command's output kept up to a limit and counted beyond it: a runaway command cannot fill the heap. */
final class BoundedOutput extends OutputStream {
    /** Commands the workbench runs print a few kilobytes; 4 MiB keeps any listing a user would read. */
    static final int DEFAULT_LIMIT = 4 * 1024 * 1024;

    private final int limit;
    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    private long total;

    BoundedOutput(int limit) {
        this.limit = limit;
    }

    @Override
    public synchronized void write(int b) {
        if (kept.size() < limit) {
            kept.write(b);
        }
        total++;
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        int room = (int) Math.max(0, Math.min(len, limit - (long) kept.size()));
        kept.write(b, off, room);
        total += len;
    }

    synchronized long total() {
        return total;
    }

    /** The kept output, with a note of how much was dropped. */
    synchronized String text(Charset charset) {
        String text = kept.toString(charset);
        return total > kept.size() ? text + "\n[" + (total - kept.size()) + " more bytes of output not kept]" : text;
    }
}
