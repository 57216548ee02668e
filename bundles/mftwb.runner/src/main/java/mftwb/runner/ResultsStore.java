package mftwb.runner;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import mftwb.model.AtomicFile;
import mftwb.model.Checksum;
import mftwb.model.CsvFields;
import mftwb.model.Keyword;
import mftwb.model.TransferMode;

/**
 * A campaign's results in the workspace: a CSV that grows by one line per finished run, written and
 * forced to disk before the next run starts, so a crash or kill loses at most the run in progress.
 * Columns: the result table's, then {@code bytes}, {@code files}, {@code cores_<host>...},
 * {@code error}, {@code disturbed} and {@code campaign}. Reading tolerates a last line cut short by
 * a crash, and reads the files of earlier versions (without the last two columns).
 */
public final class ResultsStore implements AutoCloseable {
    private static final String ERROR = "error";
    private final Path file;
    private final List<String> hosts;
    private final String campaign;
    private FileChannel channel;

    private ResultsStore(Path file, List<String> hosts, String campaign, FileChannel channel) {
        this.file = file;
        this.hosts = List.copyOf(hosts);
        this.campaign = campaign;
        this.channel = channel;
    }

    static List<String> header(List<String> hosts) {
        List<String> header = new ArrayList<>(ResultColumns.header(hosts));
        header.add("bytes");
        header.add("files");
        List<String> trailer = ResultColumns.trailer(hosts);
        header.addAll(trailer.subList(0, hosts.size()));
        header.add(ERROR);
        header.addAll(trailer.subList(hosts.size(), trailer.size()));
        return header;
    }

    /** As {@link #open(Path, List, String)}, the campaign named after the file. */
    public static ResultsStore open(Path file, List<String> hosts) throws IOException {
        return open(file, hosts, campaignName(file));
    }

    /**
     * Opens {@code file} for appending; a new or empty file gets the header. An existing file must
     * have been written for the same hosts.
     */
    public static ResultsStore open(Path file, List<String> hosts, String campaign) throws IOException {
        String header = String.join(",", header(hosts));
        if (Files.exists(file) && Files.size(file) > 0) {
            String first = Files.readAllLines(file, StandardCharsets.UTF_8).get(0);
            if (!first.equals(header)) {
                throw new IOException(file + " holds results for other hosts (header " + first + "); choose a new file");
            }
        }
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND);
        ResultsStore store = new ResultsStore(file, hosts, campaign, channel);
        try {
            if (channel.size() == 0) {
                store.appendLine(header);
            }
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        return store;
    }

    public Path file() {
        return file;
    }

    /** What a results file is called in reports and calibration: its name without {@code .store.csv} or {@code .csv}. */
    public static String campaignName(Path file) {
        return file.getFileName().toString().replaceFirst("(\\.store)?\\.csv$", "");
    }

    public List<String> hosts() {
        return hosts;
    }

    /** Appends one run and forces it to disk. */
    public synchronized void append(RunResult r) throws IOException {
        appendLine(line(r));
    }

    /**
     * Writes the store anew with these runs (the same runs, with what only the whole campaign shows, such as
     * outliers): beside it first, then moved into place, so a crash leaves the old file or the new one whole.
     * Runs appended afterwards follow them.
     */
    public synchronized void rewrite(List<RunResult> runs) throws IOException {
        StringBuilder text = new StringBuilder(String.join(",", header(hosts))).append('\n');
        for (RunResult r : runs) {
            text.append(line(r)).append('\n');
        }
        try {
            AtomicFile.replace(file, text.toString());
        } catch (IOException e) {
            throw new FileSystemException(file.toString(), null, e.getMessage());
        }
        channel.close();
        channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
    }

    private String line(RunResult r) {
        List<String> values = new ArrayList<>(ResultColumns.values(r, hosts));
        values.add(Long.toString(r.bytes()));
        values.add(Integer.toString(r.files()));
        List<String> trailer = ResultColumns.trailerValues(r, hosts, campaign);
        values.addAll(trailer.subList(0, hosts.size()));
        values.add(ResultColumns.oneLine(r.error().orElse("")));
        values.addAll(trailer.subList(hosts.size(), trailer.size()));
        return String.join(",", values);
    }

    private void appendLine(String line) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
        try {
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            channel.force(true);
        } catch (IOException e) {
            // A full disk says only "No space left on device": name the file it could not grow.
            throw new FileSystemException(file.toString(), null, e.getMessage());
        }
    }

    @Override
    public synchronized void close() throws IOException {
        channel.close();
    }

    /**
     * What a store file holds: its hosts and runs, whether a torn last line was dropped, and the
     * campaign's name (from its {@code campaign} column, else the file's name).
     */
    public record Contents(List<String> hosts, List<RunResult> results, boolean truncatedLastLine, String campaign) {
        public Contents {
            hosts = List.copyOf(hosts);
            results = List.copyOf(results);
        }

        /** The same contents with other runs (e.g. outliers marked). */
        public Contents withResults(List<RunResult> others) {
            return new Contents(hosts, others, truncatedLastLine, campaign);
        }
    }

    /** Whether the file reads as a campaign's results (a store or a result table) holding at least one run. */
    static boolean holdsRuns(Path file) {
        try {
            return !read(file).results().isEmpty();
        } catch (IOException | RuntimeException notResults) {
            return false;
        }
    }

    /**
     * Reads a store back, or a result table written by {@code campaign run --out} (good runs only;
     * each moved all its files, and the hosts' cores are unknown). A last line without its newline
     * (the process died while writing it) is dropped; any other bad line is an error naming the line.
     */
    public static Contents read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        boolean torn = !text.isEmpty() && !text.endsWith("\n");
        List<String> lines = new ArrayList<>(text.lines().toList());
        if (torn) {
            lines.remove(lines.size() - 1);
        }
        if (lines.isEmpty()) {
            throw new IOException(file + ": empty results file");
        }
        List<String> header = CsvFields.split(lines.get(0)).fields();
        List<String> hosts = header.stream().filter(c -> c.startsWith(ResultColumns.CPU_PREFIX))
                .map(c -> c.substring(ResultColumns.CPU_PREFIX.length())).toList();
        if (!knownHeader(header, hosts)) {
            throw new IOException(file + ":1: neither a results store nor a result table header: " + lines.get(0));
        }
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < header.size(); i++) {
            index.put(header.get(i), i);
        }
        List<RunResult> results = new ArrayList<>();
        for (int n = 1; n < lines.size(); n++) {
            List<String> v = CsvFields.split(lines.get(n)).fields();
            if (v.size() != header.size()) {
                throw new IOException(file + ":" + (n + 1) + ": " + v.size() + " fields, expected " + header.size());
            }
            try {
                results.add(row(v, index, hosts));
            } catch (IllegalArgumentException e) {
                throw new IOException(file + ":" + (n + 1) + ": " + e.getMessage());
            }
        }
        String campaign = index.containsKey(ResultColumns.CAMPAIGN) && lines.size() > 1
                ? CsvFields.split(lines.get(1)).fields().get(index.get(ResultColumns.CAMPAIGN))
                : "";
        return new Contents(hosts, results, torn, campaign.isBlank() ? campaignName(file) : campaign);
    }

    /** A result table or a store, of this version or an earlier one (which had no cores, disturbed or campaign). */
    private static boolean knownHeader(List<String> header, List<String> hosts) {
        List<String> table = ResultColumns.header(hosts);
        List<String> tableNow = new ArrayList<>(table);
        tableNow.addAll(ResultColumns.trailer(hosts));
        List<String> store = header(hosts);
        List<String> storeBefore = store.subList(0, store.indexOf(ERROR) + 1);
        return List.of(table, tableNow, store, storeBefore).contains(header);
    }

    private static RunResult row(List<String> v, Map<String, Integer> at, List<String> hosts) {
        Column c = column -> v.get(at.get(column));
        RunSpec spec = new RunSpec(whole(c, "file_size_bytes"), (int) whole(c, "file_count"), (int) whole(c, "transfers"),
                (int) whole(c, "chunk_bytes"), (int) whole(c, "window"),
                keyword(Checksum.class, c.value("checksum")), keyword(TransferMode.class, c.value("mode")));
        Backend backend = Backend.parse(c.value("backend"))
                .orElseThrow(() -> new IllegalArgumentException("unknown backend " + c.value("backend")));
        Map<String, Double> cpu = new LinkedHashMap<>();
        Map<String, Integer> cores = new HashMap<>();
        for (String host : hosts) {
            if (!c.value(ResultColumns.CPU_PREFIX + host).isEmpty()) {
                cpu.put(host, amount(c, ResultColumns.CPU_PREFIX + host));
            }
            if (at.containsKey(ResultColumns.CORES_PREFIX + host) && !c.value(ResultColumns.CORES_PREFIX + host).isEmpty()) {
                cores.put(host, (int) whole(c, ResultColumns.CORES_PREFIX + host));
            }
        }
        // A result table lists good runs only, and a good run moved every file.
        boolean store = at.containsKey(ERROR);
        String error = store ? c.value(ERROR) : "";
        String disturbed = at.containsKey(ResultColumns.DISTURBED) ? c.value(ResultColumns.DISTURBED) : "";
        long bytes = store ? whole(c, "bytes") : spec.totalBytes();
        int files = store ? (int) whole(c, "files") : spec.fileCount();
        double seconds = amount(c, "seconds");
        // A good run took some time: at 0 s it has no throughput, and reports and comparisons divide by it.
        if (seconds == 0 && error.isEmpty()) {
            throw new IllegalArgumentException("column seconds: '" + c.value("seconds") + "': a good run's time must be above 0");
        }
        return new RunResult((int) whole(c, "run"), backend, spec, seconds, bytes, files, cpu, cores,
                error.isEmpty() ? Optional.empty() : Optional.of(error),
                disturbed.isEmpty() ? Optional.empty() : Optional.of(disturbed));
    }

    /** A row's value by column name. */
    private interface Column {
        String value(String column);
    }

    /** A count or size: a whole number, never negative. */
    private static long whole(Column c, String column) {
        try {
            long n = Long.parseLong(c.value(column));
            // Sizes in bytes may pass 2 GiB; counts are ints.
            if (n >= 0 && (n <= Integer.MAX_VALUE || column.endsWith("bytes"))) {
                return n;
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new IllegalArgumentException("column " + column + ": '" + c.value(column) + "' is not a whole number of 0 or more");
    }

    /** A time or a CPU percentage: a finite number, never negative (a run cannot take -1 s). */
    private static double amount(Column c, String column) {
        try {
            double d = Double.parseDouble(c.value(column));
            if (Double.isFinite(d) && d >= 0) {
                return d;
            }
        } catch (NumberFormatException e) {
            // named below
        }
        throw new IllegalArgumentException("column " + column + ": '" + c.value(column) + "' is not a number of 0 or more");
    }

    private static <E extends Enum<E> & Keyword> E keyword(Class<E> type, String word) {
        return Keyword.parse(type, word).orElseThrow(
                () -> new IllegalArgumentException("'" + word + "' is not one of: " + Keyword.allowed(type)));
    }
}
