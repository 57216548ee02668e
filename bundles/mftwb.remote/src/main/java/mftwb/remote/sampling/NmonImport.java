package mftwb.remote.sampling;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Imports an nmon recording (AIX topas_nmon or Linux nmon {@code -f}) made outside the workbench
 * into the same samples the live samplers produce. nmon files are comma-separated: {@code AAA}
 * lines describe the run (host), {@code ZZZZ,Tnnnn,time,date} opens each snapshot, section lines
 * follow with the snapshot tag in the second field. Each section's first line names its columns,
 * so columns are found by name: {@code CPU_ALL} (User%, Sys%, Wait%, Steal% on Linux, PhysicalCPUs
 * on AIX) and {@code TOP} (+PID, %CPU of one CPU, Command). nmon times are the host's local time.
 */
public final class NmonImport {
    private static final DateTimeFormatter DATE = new DateTimeFormatterBuilder().parseCaseInsensitive()
            .appendPattern("dd-MMM-yyyy").toFormatter(Locale.ENGLISH);

    private final ZoneId hostZone;

    public NmonImport(ZoneId hostZone) {
        this.hostZone = hostZone;
    }

    /** Thrown for a file that is not a readable nmon recording; names the file and line. */
    public static final class NmonFormatException extends IOException {
        private static final long serialVersionUID = 1L;

        NmonFormatException(Path file, int line, String message) {
            super(file + ":" + line + ": " + message);
        }
    }

    /** One ZZZZ snapshot; its CPU_ALL line may come before or after its TOP lines. */
    private static final class Snapshot {
        final LocalDateTime time;
        final List<ProcessSample> top = new ArrayList<>();
        HostSample cpu;

        Snapshot(LocalDateTime time) {
            this.time = time;
        }
    }

    public List<HostSample> read(Path file) throws IOException {
        String host = file.getFileName().toString();
        Map<String, Integer> cpuColumns = null;
        Map<String, Integer> topColumns = null;
        Map<String, Snapshot> snapshots = new LinkedHashMap<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            int number = 0;
            for (String line; (line = in.readLine()) != null;) {
                number++;
                String[] f = line.split(",", -1);
                switch (f[0]) {
                    case "AAA" -> {
                        if (f.length > 2 && f[1].equals("host")) {
                            host = f[2];
                        }
                    }
                    case "ZZZZ" -> {
                        if (f.length < 4) {
                            throw new NmonFormatException(file, number, "ZZZZ needs tag, time and date");
                        }
                        snapshots.put(f[1], new Snapshot(timestamp(f[2], f[3], file, number)));
                    }
                    case "CPU_ALL" -> {
                        if (f.length < 2) {
                            throw new NmonFormatException(file, number, "CPU_ALL line without a snapshot tag or columns");
                        }
                        if (!f[1].startsWith("T")) {
                            cpuColumns = columns(f);
                        } else {
                            Snapshot s = snapshot(snapshots, f[1], file, number);
                            if (cpuColumns == null) {
                                throw new NmonFormatException(file, number, "CPU_ALL data before its header line");
                            }
                            s.cpu = cpuAll(host, s.time, f, cpuColumns, file, number);
                        }
                    }
                    case "TOP" -> {
                        if (f.length > 1 && f[1].equals("+PID")) {
                            topColumns = columns(f);
                        } else if (f.length > 2 && f[2].startsWith("T") && topColumns != null) {
                            snapshot(snapshots, f[2], file, number).top.add(process(f, topColumns, file, number));
                        }
                    }
                    default -> {
                        // Other sections (MEM, NET, DISK...) are not part of CPU samples.
                    }
                }
            }
        }
        List<HostSample> samples = new ArrayList<>();
        for (Snapshot s : snapshots.values()) {
            if (s.cpu != null) {
                samples.add(new HostSample(s.cpu.time(), host, s.cpu.userPercent(), s.cpu.systemPercent(),
                        s.cpu.iowaitPercent(), s.cpu.stealPercent(), s.cpu.totalPercent(), s.cpu.physicalProcessors(),
                        OptionalDouble.empty(), s.top));
            }
        }
        return samples;
    }

    private static Map<String, Integer> columns(String[] header) {
        Map<String, Integer> byName = new HashMap<>();
        for (int i = 0; i < header.length; i++) {
            byName.put(header[i].trim(), i);
        }
        return byName;
    }

    private static Snapshot snapshot(Map<String, Snapshot> snapshots, String tag, Path file, int line)
            throws NmonFormatException {
        Snapshot s = snapshots.get(tag);
        if (s == null) {
            throw new NmonFormatException(file, line, "snapshot " + tag + " has no ZZZZ line before it");
        }
        return s;
    }

    private LocalDateTime timestamp(String time, String date, Path file, int line) throws NmonFormatException {
        try {
            return LocalDateTime.of(LocalDate.parse(date.trim(), DATE), LocalTime.parse(time.trim()));
        } catch (RuntimeException e) {
            throw new NmonFormatException(file, line, "'" + time + "," + date + "' is not HH:MM:SS,DD-MON-YYYY");
        }
    }

    private static ProcessSample process(String[] f, Map<String, Integer> columns, Path file, int line)
            throws NmonFormatException {
        Integer pid = columns.get("+PID");
        Integer cpu = columns.get("%CPU");
        Integer command = columns.get("Command");
        if (pid == null || cpu == null || command == null) {
            throw new NmonFormatException(file, line, "TOP header lacks +PID, %CPU or Command");
        }
        if (Math.max(pid, Math.max(cpu, command)) >= f.length) {
            throw new NmonFormatException(file, line, "TOP line has " + f.length + " fields, fewer than its header");
        }
        try {
            return new ProcessSample(Integer.parseInt(f[pid].trim()), f[command].trim(), Double.parseDouble(f[cpu].trim()));
        } catch (NumberFormatException e) {
            throw new NmonFormatException(file, line, "TOP pid or %CPU is not a number");
        }
    }

    private HostSample cpuAll(String host, LocalDateTime time, String[] f, Map<String, Integer> columns, Path file,
            int line) throws NmonFormatException {
        double user = number(f, columns, "User%", file, line);
        double system = number(f, columns, "Sys%", file, line);
        double wait = number(f, columns, "Wait%", file, line);
        double steal = columns.containsKey("Steal%") ? number(f, columns, "Steal%", file, line) : 0;
        OptionalDouble physical = columns.containsKey("PhysicalCPUs")
                ? OptionalDouble.of(number(f, columns, "PhysicalCPUs", file, line)) : OptionalDouble.empty();
        return new HostSample(time.atZone(hostZone).toInstant(), host, user, system, wait, steal, user + system, physical,
                OptionalDouble.empty(), List.of());
    }

    private static double number(String[] f, Map<String, Integer> columns, String column, Path file, int line)
            throws NmonFormatException {
        Integer index = columns.get(column);
        if (index == null) {
            throw new NmonFormatException(file, line, "CPU_ALL header has no " + column + " column");
        }
        String text = index < f.length ? f[index].trim() : "";
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new NmonFormatException(file, line, "CPU_ALL " + column + " is '" + text + "', not a number");
        }
    }
}
