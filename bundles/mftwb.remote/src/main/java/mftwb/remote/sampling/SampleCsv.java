package mftwb.remote.sampling;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;

import mftwb.model.AtomicFile;

/**
 * Writes host CPU samples as CSV with the columns
 * {@code timestamp,host,cpu_user,cpu_system,cpu_iowait,cpu_total}: ISO-8601 UTC timestamps,
 * percent 0-100. The file appears complete or not at all (temporary file, then atomic rename).
 */
public final class SampleCsv {
    public static final String HEADER = "timestamp,host,cpu_user,cpu_system,cpu_iowait,cpu_total";

    private SampleCsv() {
    }

    public static void write(Path file, List<HostSample> samples) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new IOException("cannot write " + file + ": folder " + folder + " does not exist");
        }
        Path temp = AtomicFile.temporaryBeside(file, ".tmp");
        try {
            try (BufferedWriter out = Files.newBufferedWriter(temp, StandardCharsets.UTF_8)) {
                out.write(HEADER);
                out.write('\n');
                for (HostSample s : samples) {
                    out.write(row(s.time(), s.host(), s.userPercent(), s.systemPercent(), s.iowaitPercent(),
                            s.totalPercent()));
                }
            }
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * One row, line end included: the time to the millisecond, the host quoted when it needs to be,
     * percentages with two decimals. The Live Monitor's CPU export writes its rows with it too.
     */
    public static String row(Instant time, String host, double userPercent, double systemPercent, double iowaitPercent,
            double totalPercent) {
        return String.format(Locale.ROOT, "%s,%s,%.2f,%.2f,%.2f,%.2f%n", time.truncatedTo(ChronoUnit.MILLIS),
                csvField(host), userPercent, systemPercent, iowaitPercent, totalPercent);
    }

    private static String csvField(String text) {
        boolean quote = text.contains(",") || text.contains("\"") || text.contains("\n");
        return quote ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
