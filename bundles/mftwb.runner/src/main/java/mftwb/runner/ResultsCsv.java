package mftwb.runner;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import mftwb.model.AtomicFile;

/**
 * The result table of {@code mftwb campaign run --out}: exactly
 * {@code run,backend,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,mb_per_s,cpu_<host>...},
 * one row per good run. Failed runs have no time or rate worth comparing; they stay in the
 * results store with their reason.
 */
public final class ResultsCsv {
    private ResultsCsv() {
    }

    public static String format(List<RunResult> results, List<String> hosts) {
        StringBuilder text = new StringBuilder(String.join(",", ResultColumns.header(hosts))).append('\n');
        for (RunResult r : results) {
            if (r.succeeded()) {
                text.append(String.join(",", ResultColumns.values(r, hosts))).append('\n');
            }
        }
        return text.toString();
    }

    /** Writes a temporary file beside {@code out} and moves it into place, so a reader never sees half a table. */
    public static void write(Path out, List<RunResult> results, List<String> hosts) throws IOException {
        AtomicFile.replace(out, format(results, hosts));
    }
}
