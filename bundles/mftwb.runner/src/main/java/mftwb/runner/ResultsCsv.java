package mftwb.runner;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import mftwb.model.AtomicFile;

/**
 * The result table of {@code mftwb campaign run --out}: exactly
 * {@code run,backend,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,mb_per_s,cpu_<host>...},
 * then {@code cores_<host>...} (so CPU ms per MB can be worked out again), {@code disturbed} (the
 * reason, empty for a run to trust) and {@code campaign} (its name), one row per good run. Failed
 * runs have no time or rate worth comparing; they stay in the results store with their reason.
 */
public final class ResultsCsv {
    private ResultsCsv() {
    }

    static List<String> header(List<String> hosts) {
        List<String> header = new ArrayList<>(ResultColumns.header(hosts));
        header.addAll(ResultColumns.trailer(hosts));
        return header;
    }

    public static String format(String campaign, List<RunResult> results, List<String> hosts) {
        StringBuilder text = new StringBuilder(String.join(",", header(hosts))).append('\n');
        for (RunResult r : results) {
            if (r.succeeded()) {
                List<String> values = new ArrayList<>(ResultColumns.values(r, hosts));
                values.addAll(ResultColumns.trailerValues(r, hosts, campaign));
                text.append(String.join(",", values)).append('\n');
            }
        }
        return text.toString();
    }

    /** As {@link #write(Path, String, List, List)}, the campaign named after the file. */
    public static void write(Path out, List<RunResult> results, List<String> hosts) throws IOException {
        write(out, ResultsStore.campaignName(out), results, hosts);
    }

    /** Writes a temporary file beside {@code out} and moves it into place, so a reader never sees half a table. */
    public static void write(Path out, String campaign, List<RunResult> results, List<String> hosts) throws IOException {
        AtomicFile.replace(out, format(campaign, results, hosts));
    }
}
