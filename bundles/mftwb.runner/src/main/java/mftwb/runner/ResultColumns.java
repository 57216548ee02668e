package mftwb.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The result row columns shared by the results store and {@code mftwb campaign run --out}. */
final class ResultColumns {
    /** The contract of issue 7, checked by automated tools: keep the names and order. */
    static final List<String> FIXED = List.of("run", "backend", "file_size_bytes", "file_count", "transfers",
            "chunk_bytes", "window", "checksum", "mode", "seconds", "mb_per_s");
    static final String CPU_PREFIX = "cpu_";
    static final String CORES_PREFIX = "cores_";
    /** Why a good run is not to be trusted (empty when it is). */
    static final String DISTURBED = "disturbed";
    /** The campaign's name, which reports are titled after. */
    static final String CAMPAIGN = "campaign";

    private ResultColumns() {
    }

    static List<String> header(List<String> hosts) {
        List<String> header = new ArrayList<>(FIXED);
        hosts.forEach(h -> header.add(CPU_PREFIX + h));
        return header;
    }

    /** The columns after the run's own: cores per host (for CPU ms per MB), disturbed and campaign. */
    static List<String> trailer(List<String> hosts) {
        List<String> trailer = new ArrayList<>();
        hosts.forEach(h -> trailer.add(CORES_PREFIX + h));
        trailer.add(DISTURBED);
        trailer.add(CAMPAIGN);
        return trailer;
    }

    static List<String> trailerValues(RunResult r, List<String> hosts, String campaign) {
        List<String> values = new ArrayList<>();
        for (String host : hosts) {
            Integer cores = r.cores().get(host);
            values.add(cores == null ? "" : cores.toString());
        }
        values.add(oneLine(r.disturbed().orElse("")));
        values.add(oneLine(campaign));
        return values;
    }

    /**
     * Free text as one quoted CSV field on one line: remote error text may hold \r, \r\n or other line
     * ends, a campaign name a newline, and any of them would split the row for the line-based readers.
     */
    static String oneLine(String text) {
        return mftwb.model.CsvFields.quote(text.replaceAll("[\\p{Cc}\\u2028\\u2029]+", " "));
    }

    static List<String> values(RunResult r, List<String> hosts) {
        RunSpec s = r.spec();
        List<String> values = new ArrayList<>(List.of(Integer.toString(r.run()), r.backend().word(),
                Long.toString(s.fileSizeBytes()), Integer.toString(s.fileCount()), Integer.toString(s.transfers()),
                Integer.toString(s.chunkBytes()), Integer.toString(s.window()), s.checksum().word(), s.mode().word(),
                String.format(Locale.ROOT, "%.3f", r.seconds()), String.format(Locale.ROOT, "%.2f", r.mbPerSecond())));
        for (String host : hosts) {
            Double cpu = r.cpuPercent().get(host);
            values.add(cpu == null ? "" : String.format(Locale.ROOT, "%.1f", cpu));
        }
        return values;
    }
}
