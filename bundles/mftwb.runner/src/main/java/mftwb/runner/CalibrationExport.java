package mftwb.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import mftwb.model.CsvFields;
import mftwb.model.AtomicFile;
import mftwb.model.Topology;
import mftwb.monitor.HostWatch;
import mftwb.planner.CsvFormatException;
import mftwb.planner.Factor;
import mftwb.planner.Scenario;
import mftwb.planner.ScenarioFile;
import mftwb.planner.TopologyKind;
import mftwb.planner.TopologyScenario;

/**
 * Measured runs as planner calibration rows (the columns of calibration.csv), so a campaign's
 * results feed {@code mftwb.planner.ScenarioFile.read(file).measurements()} directly. Only good
 * runs are exported: a failed run's time is not a measurement.
 */
public final class CalibrationExport {
    /**
     * The embedded lab is this machine over loopback: a round trip of tens of microseconds and no
     * link that limits anything, which a nominal 40 Gb/s (a memory copy's order) stands for.
     */
    static final double LOOPBACK_RTT_MILLIS = 0.05;
    static final double LOOPBACK_MBPS = 40_000;

    private CalibrationExport() {
    }

    /**
     * Where the runs were measured, which the results themselves do not say.
     *
     * @param table      groups the rows for the planner's cross-validation (e.g. the campaign name)
     * @param cpuColumns     result host name to calibration CPU column, e.g. {@code localhost -> cpu_agent2};
     *                       hosts not listed are left out
     * @param tcpBufferBytes the socket buffer that bounds the path's WAN hop, as the planner reads the
     *                       topology (an AIX queue manager's 64 KiB receive space...); 0: MQ's defaults
     */
    public record Conditions(String table, TopologyKind topology, double rttMillis, double linkMbps,
            Map<String, String> cpuColumns, int tcpBufferBytes) {
        public Conditions {
            cpuColumns = new LinkedHashMap<>(cpuColumns);
        }

        /** Conditions with MQ's default buffers. */
        public Conditions(String table, TopologyKind topology, double rttMillis, double linkMbps, Map<String, String> cpuColumns) {
            this(table, topology, rttMillis, linkMbps, cpuColumns, 0);
        }

        /**
         * The best guess from what is known: the campaign's topology when there is one (the kind,
         * round trip and bandwidth of its transfer path); else the embedded lab over loopback when
         * the lab host is the only host; else the reports' LAN. SFTP runs are the protocol bridge's
         * leg to its file server; MFT runs without a topology count as bindings-mode agents. Each
         * host's CPU goes to a column of its own, {@code cpu_<host>}.
         */
        public static Conditions of(String table, Backend backend, List<String> hosts, Optional<Topology> topology) {
            Map<String, String> cpu = new LinkedHashMap<>();
            hosts.forEach(h -> cpu.put(h, ResultColumns.CPU_PREFIX + h));
            if (topology.isPresent()) {
                Scenario path = TopologyScenario.of(topology.get());
                // Written only where it is not what a row without the column means (MQ's defaults).
                int buffer = path.effectiveTcpBufferBytes() == path.withTcpBufferBytes(0).effectiveTcpBufferBytes() ? 0
                        : path.tcpBufferBytes();
                return new Conditions(table, path.topology(), path.rttMillis(), path.linkMbps(), cpu, buffer);
            }
            TopologyKind kind = backend == Backend.SFTP ? TopologyKind.PB_SFTP_LOCAL : TopologyKind.BINDINGS;
            if (hosts.equals(List.of(HostWatch.LOCAL_LAB_HOST))) {
                return new Conditions(table, kind, LOOPBACK_RTT_MILLIS, LOOPBACK_MBPS, cpu);
            }
            return new Conditions(table, kind, TopologyScenario.LAN_RTT_MILLIS, TopologyScenario.LAN_MBPS, cpu);
        }
    }

    public static String format(List<RunResult> results, Conditions c) {
        StringBuilder text = new StringBuilder(String.join(",", header(c))).append('\n');
        rows(results, c).forEach(row -> text.append(String.join(",", row)).append('\n'));
        return text.toString();
    }

    private static List<String> header(Conditions c) {
        List<String> header = new ArrayList<>(List.of("table", "topology", "rtt_ms", "link_mbps", "file_size_bytes",
                "file_count", "transfers", "chunk_bytes", "window", "checksum", "mode", "seconds"));
        if (c.tcpBufferBytes() > 0) {
            header.add(Factor.TCP_BUFFER.column());
        }
        header.addAll(c.cpuColumns().values());
        return header;
    }

    private static List<List<String>> rows(List<RunResult> results, Conditions c) {
        List<List<String>> rows = new ArrayList<>();
        for (RunResult r : results) {
            if (!r.succeeded()) {
                continue;
            }
            RunSpec s = r.spec();
            List<String> row = new ArrayList<>(List.of(CsvFields.quote(c.table()), c.topology().label(),
                    number(c.rttMillis()), number(c.linkMbps()), Long.toString(s.fileSizeBytes()),
                    Integer.toString(s.fileCount()), Integer.toString(s.transfers()), Integer.toString(s.chunkBytes()),
                    Integer.toString(s.window()), s.checksum().word(), s.mode().word(),
                    ResultColumns.figure(r.seconds(), 3)));
            if (c.tcpBufferBytes() > 0) {
                row.add(Integer.toString(c.tcpBufferBytes()));
            }
            for (String host : c.cpuColumns().keySet()) {
                Double cpu = r.cpuPercent().get(host);
                row.add(cpu == null ? "" : ResultColumns.figure(cpu, 1));
            }
            rows.add(row);
        }
        return rows;
    }

    private static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    /**
     * A calibration file's rows, for the planner. A campaign's results offered instead (they do not say
     * where the runs ran) are refused with {@code howToConvert}, the way this surface converts them.
     */
    public static ScenarioFile readCalibration(Path file, String howToConvert) throws IOException, CsvFormatException {
        try {
            return ScenarioFile.read(file);
        } catch (CsvFormatException e) {
            if (ResultsStore.holdsRuns(file)) {
                throw new CsvFormatException(file, 1, null, "a campaign's results, not calibration rows (they do not say"
                        + " where the runs ran): " + howToConvert);
            }
            throw e;
        }
    }

    /** Writes the rows atomically (temporary file beside {@code out}, then a move). */
    public static void write(Path out, List<RunResult> results, Conditions c) throws IOException {
        replace(out, format(results, c));
    }

    /**
     * Adds the good runs to a calibration file that gathers the runs of many campaigns (the
     * workbench's planner calibration). Rows of the same table are replaced, so adding a campaign
     * twice counts it once; the CPU columns become those of both. Written atomically.
     *
     * @return the measured rows the file holds now
     * @throws IOException the file cannot be read or written, or a line of it has a field too many
     *                     or too few (named with its line number)
     */
    public static int addTo(Path file, List<RunResult> results, Conditions c) throws IOException {
        List<String> header = new ArrayList<>();
        List<Map<String, String>> kept = new ArrayList<>();
        if (Files.exists(file)) {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            if (!lines.isEmpty()) {
                header.addAll(CsvFields.split(lines.get(0)).fields());
            }
            for (int n = 1; n < lines.size(); n++) {
                if (lines.get(n).isBlank()) {
                    continue;
                }
                List<String> values = CsvFields.split(lines.get(n)).fields();
                if (values.size() != header.size()) {
                    throw new IOException(file + ":" + (n + 1) + ": " + values.size() + " fields, the header has "
                            + header.size());
                }
                Map<String, String> row = new LinkedHashMap<>();
                for (int i = 0; i < header.size(); i++) {
                    row.put(header.get(i), values.get(i));
                }
                if (!c.table().equals(row.get("table"))) {
                    kept.add(row);
                }
            }
        }
        List<String> added = header(c);
        added.stream().filter(column -> !header.contains(column)).forEach(header::add);
        for (List<String> values : rows(results, c)) {
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < added.size(); i++) {
                // Kept rows hold cells as read (unquoted); quoting happens once, on the way out.
                row.put(added.get(i), i == 0 ? c.table() : values.get(i));
            }
            kept.add(row);
        }
        StringBuilder text = new StringBuilder(String.join(",", header)).append('\n');
        for (Map<String, String> row : kept) {
            text.append(String.join(",", header.stream().map(h -> CsvFields.quote(row.getOrDefault(h, ""))).toList()))
                    .append('\n');
        }
        replace(file, text.toString());
        return kept.size();
    }

    private static void replace(Path out, String text) throws IOException {
        AtomicFile.replace(out, text);
    }
}
