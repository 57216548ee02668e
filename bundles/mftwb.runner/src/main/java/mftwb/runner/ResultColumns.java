package mftwb.runner;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** The result row columns shared by the results store and {@code mftwb campaign run --out}. */
public final class ResultColumns {
    /** The contract of issue 7, checked by automated tools: keep the names and order. */
    static final List<String> FIXED = List.of("run", "backend", "file_size_bytes", "file_count", "transfers",
            "chunk_bytes", "window", "checksum", "mode", "seconds", "mb_per_s");
    /** Before a host's name: its % CPU during the run (the column the planner calibrates CPU on). */
    public static final String CPU_PREFIX = "cpu_";
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
                figure(r.seconds(), 3), figure(r.mbPerSecond(), 2)));
        for (String host : hosts) {
            Double cpu = r.cpuPercent().get(host);
            values.add(cpu == null ? "" : figure(cpu, 1));
        }
        return values;
    }

    /**
     * A measured figure as the files keep it: every digit of the double, because a run read back
     * works out its MB/s and CPU ms per MB again, and from rounded seconds they drifted from what the
     * live run and the results database showed. Never fewer decimals than the fixed format of earlier
     * versions (2.5 s is still 2.500), never an exponent.
     */
    static String figure(double value, int fewestDecimals) {
        BigDecimal digits = BigDecimal.valueOf(value).stripTrailingZeros();
        return (digits.scale() < fewestDecimals ? digits.setScale(fewestDecimals) : digits).toPlainString();
    }
}
