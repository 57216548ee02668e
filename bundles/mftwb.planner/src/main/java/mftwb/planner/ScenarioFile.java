package mftwb.planner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

import mftwb.model.Keyword;
import mftwb.model.Link;
import mftwb.model.OperatingSystem;

/**
 * A CSV with the columns of the reports' calibration data. Columns are found by header name, in
 * any order; columns the planner does not use are kept (for echoing) but not interpreted. Optional
 * columns: {@code tcp_buffer_bytes} (the slowest-buffered end of the WAN hop; absent, empty or 0: MQ's
 * defaults), {@code os} (linux, aix, windows or zos: the operating system of the queue manager that
 * receives across the WAN, which sizes a channel buffer MQ leaves at 0 between queue managers; absent
 * or empty: linux), {@code frame} (agentFrameSize, absent: 5), {@code channels} (absent: 1).
 *
 * @param file   where it was read from, for messages
 * @param header the column names in file order
 * @param rows   the data lines
 */
public record ScenarioFile(Path file, List<String> header, List<ScenarioRow> rows) {

    static final List<String> REQUIRED = List.of("topology", "rtt_ms", "link_mbps", "file_size_bytes", "file_count",
            "transfers", "chunk_bytes", "window", "checksum", "mode");

    /** Prefix of the per-host CPU columns (cpu_coord, cpu_agent1, ...). */
    public static final String CPU_PREFIX = "cpu_";

    /** Optional column: the operating system of the queue manager receiving across the WAN. */
    public static final String OS = "os";

    /** Optional column naming the environment (hardware, OS) a row was measured in. */
    public static final String ENVIRONMENT = "environment";

    public ScenarioFile {
        header = List.copyOf(header);
        rows = List.copyOf(rows);
    }

    public static ScenarioFile read(Path file) throws IOException, CsvFormatException {
        return parse(Files.readAllLines(file, StandardCharsets.UTF_8), file);
    }

    /** Parses CSV lines; {@code file} only names them in error messages. */
    public static ScenarioFile parse(List<String> lines, Path file) throws CsvFormatException {
        if (lines.isEmpty() || lines.get(0).isBlank()) {
            throw new CsvFormatException(file, 1, null, "empty file, expected a header line");
        }
        List<String> header = CsvLine.split(stripBom(lines.get(0)), file, 1).stream().map(String::strip).toList();
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < header.size(); i++) {
            if (index.putIfAbsent(header.get(i), i) != null) {
                throw new CsvFormatException(file, 1, header.get(i), "column appears twice");
            }
        }
        for (String name : REQUIRED) {
            if (!index.containsKey(name)) {
                throw new CsvFormatException(file, 1, name, "missing column (required: " + String.join(",", REQUIRED) + ")");
            }
        }
        List<ScenarioRow> rows = new ArrayList<>();
        for (int n = 1; n < lines.size(); n++) {
            if (lines.get(n).isBlank()) {
                continue;
            }
            List<String> values = CsvLine.split(lines.get(n), file, n + 1);
            if (values.size() != header.size()) {
                throw new CsvFormatException(file, n + 1, null,
                        "has " + values.size() + " fields, the header has " + header.size());
            }
            rows.add(new RowParser(file, n + 1, index, values).parse());
        }
        return new ScenarioFile(file, header, rows);
    }

    /**
     * The rows as measurements; every row must carry a measured time. Rows with no environment cell
     * are the environment named after the file ({@code lab-a.csv}: {@code lab-a}).
     */
    public List<Measurement> measurements() throws CsvFormatException {
        return measurements(defaultEnvironment());
    }

    /** The environment of rows that name none: the file name without its extension. */
    public String defaultEnvironment() {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        name = dot > 0 ? name.substring(0, dot) : name;
        return name.isBlank() ? Measurement.DEFAULT_ENVIRONMENT : name;
    }

    /**
     * The rows as measurements, those with no environment cell in {@code environment}. A file with
     * no rows, or the same run twice in one table and environment with different times, is refused.
     */
    public List<Measurement> measurements(String environment) throws CsvFormatException {
        if (rows.isEmpty()) {
            throw new CsvFormatException(file, 2, null, "no measured rows: calibration needs at least one");
        }
        List<Measurement> result = new ArrayList<>();
        Map<List<Object>, ScenarioRow> seen = new HashMap<>();
        for (ScenarioRow row : rows) {
            if (row.seconds().isEmpty()) {
                throw new CsvFormatException(file, row.line(), "seconds", "a calibration row needs a measured time");
            }
            String name = row.environment().isEmpty() ? environment : row.environment();
            ScenarioRow same = seen.putIfAbsent(List.of(name, row.table(), row.scenario()), row);
            if (same != null && same.seconds().getAsDouble() != row.seconds().getAsDouble()) {
                throw new CsvFormatException(file, row.line(), "seconds", "the same run as line " + same.line()
                        + " (same table and environment) with a different time: " + same.seconds().getAsDouble()
                        + " s there, " + row.seconds().getAsDouble() + " s here; give repeated runs their own table");
            }
            result.add(new Measurement(row.table(), row.scenario(), row.seconds().getAsDouble(), row.cpuPercent(), name));
        }
        return result;
    }

    /** The per-host CPU columns of the header, in file order. */
    public List<String> cpuColumns() {
        return header.stream().filter(c -> c.startsWith(CPU_PREFIX)).toList();
    }

    private static String stripBom(String line) {
        return line.startsWith("\uFEFF") ? line.substring(1) : line;
    }

    /** Parses the cells of one line, naming the column of the first bad value. */
    private record RowParser(Path file, int line, Map<String, Integer> index, List<String> values) {

        ScenarioRow parse() throws CsvFormatException {
            String topologyText = cell("topology");
            TopologyKind topology = TopologyKind.fromLabel(topologyText).orElseThrow(() -> new CsvFormatException(
                    file, line, "topology", "unknown topology '" + topologyText + "' (expected " + TopologyKind.labels() + ")"));
            Scenario scenario;
            try {
                scenario = new Scenario(topology, rtt(), bandwidth(),
                        (long) whole("file_size_bytes", Long.MAX_VALUE), (int) whole("file_count", Integer.MAX_VALUE),
                        (int) whole("transfers", Integer.MAX_VALUE), (int) whole("chunk_bytes", Integer.MAX_VALUE),
                        (int) whole("window", Integer.MAX_VALUE), choice("checksum", "md5", "none"),
                        choice("mode", "text", "binary"), (int) tcpBufferBytes(topology),
                        (int) optionalWhole("frame", Scenario.FRAME), (int) optionalWhole("channels", 1));
            } catch (IllegalArgumentException e) {
                throw new CsvFormatException(file, line, null, e.getMessage());
            }
            String environment = index.containsKey(ENVIRONMENT) ? cell(ENVIRONMENT) : "";
            return new ScenarioRow(line, values, table(), scenario, seconds(), cpuPercent(), environment);
        }

        private String cell(String column) {
            return values.get(index.get(column)).strip();
        }

        private double number(String column) throws CsvFormatException {
            String text = cell(column);
            try {
                return Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw new CsvFormatException(file, line, column, "'" + text + "' is not a number");
            }
        }

        private double positive(String column) throws CsvFormatException {
            String text = cell(column);
            double value = number(column);
            if (!(value > 0) || Double.isInfinite(value)) {
                throw new CsvFormatException(file, line, column, "'" + text + "' must be a positive number");
            }
            return value;
        }

        private double rtt() throws CsvFormatException {
            double value = positive("rtt_ms");
            if (value > Link.MAX_RTT_MILLIS) {
                throw new CsvFormatException(file, line, "rtt_ms",
                        "'" + cell("rtt_ms") + "' is more than " + (long) Link.MAX_RTT_MILLIS + " ms (a minute): is it in milliseconds?");
            }
            return value;
        }

        private double bandwidth() throws CsvFormatException {
            double value = positive("link_mbps");
            if (value < Link.MIN_BANDWIDTH_MBPS) {
                throw new CsvFormatException(file, line, "link_mbps",
                        "'" + cell("link_mbps") + "' is less than " + Link.MIN_BANDWIDTH_MBPS + " Mbit/s (1 kbit/s): is it in Mbit/s?");
            }
            return value;
        }

        private double whole(String column, double max) throws CsvFormatException {
            double value = positive(column);
            if (value != Math.rint(value) || value > max) {
                throw new CsvFormatException(file, line, column,
                        "'" + cell(column) + "' must be a whole number up to " + (long) max);
            }
            return value;
        }

        /**
         * Absent, empty or 0 is MQ's defaults, as in the Planner view's buffer field; else a whole number of
         * bytes. Between queue managers MQ's default leaves the buffer to the receiving host's OS.
         */
        private double tcpBufferBytes(TopologyKind topology) throws CsvFormatException {
            double given = index.containsKey("tcp_buffer_bytes") && cell("tcp_buffer_bytes").equals("0") ? 0
                    : optionalWhole("tcp_buffer_bytes", 0);
            if (given > 0 || topology.clientConnection() || !index.containsKey(OS) || cell(OS).isEmpty()) {
                return given;
            }
            OperatingSystem os = Keyword.parse(OperatingSystem.class, cell(OS).toLowerCase(Locale.ROOT))
                    .orElseThrow(() -> new CsvFormatException(file, line, OS, "unknown operating system '" + cell(OS)
                            + "' (expected " + Keyword.allowed(OperatingSystem.class) + ")"));
            return Scenario.unsetBufferBytes(os, true);
        }

        /** An optional column: absent or empty means {@code absent} (MQ's default). */
        private double optionalWhole(String column, double absent) throws CsvFormatException {
            return index.containsKey(column) && !cell(column).isEmpty() ? whole(column, Integer.MAX_VALUE) : absent;
        }

        private boolean choice(String column, String yes, String no) throws CsvFormatException {
            String text = cell(column).toLowerCase(Locale.ROOT);
            if (text.equals(yes) || text.equals(no)) {
                return text.equals(yes);
            }
            throw new CsvFormatException(file, line, column, "'" + cell(column) + "' is not " + yes + " or " + no);
        }

        private OptionalDouble seconds() throws CsvFormatException {
            if (!index.containsKey("seconds") || cell("seconds").isEmpty()) {
                return OptionalDouble.empty();
            }
            return OptionalDouble.of(positive("seconds"));
        }

        /** Columns named cpu_* hold % CPU of one host; empty cells mean the report did not say. */
        private Map<String, Double> cpuPercent() throws CsvFormatException {
            Map<String, Double> cpu = new HashMap<>();
            for (Map.Entry<String, Integer> column : index.entrySet()) {
                String name = column.getKey();
                if (name.startsWith(CPU_PREFIX) && !cell(name).isEmpty()) {
                    double percent = number(name);
                    if (!(percent >= 0) || Double.isInfinite(percent)) {
                        throw new CsvFormatException(file, line, name, "'" + cell(name) + "' must be a percentage of zero or more");
                    }
                    cpu.put(name, percent);
                }
            }
            return cpu;
        }

        private String table() {
            String table = index.containsKey("table") ? cell("table") : "";
            return index.containsKey("seed") && !cell("seed").isEmpty() ? cell("seed") + "/" + table : table;
        }
    }
}
