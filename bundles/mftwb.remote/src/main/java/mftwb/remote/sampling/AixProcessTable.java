package mftwb.remote.sampling;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-process CPU on AIX from successive {@code ps -o pid=,time=,comm=} listings: the {@code time}
 * column is cumulative CPU as {@code [[dd-]hh:]mm:ss}, so CPU % of one core = delta CPU seconds /
 * delta wall seconds x 100.
 */
final class AixProcessTable {
    private record Cpu(String name, long cpuSeconds) {
    }

    private final Clock clock;
    private Map<Integer, Cpu> building;
    private Map<Integer, Cpu> previous;
    private Instant previousTime;
    private List<ProcessSample> latest = List.of();

    AixProcessTable(Clock clock) {
        this.clock = clock;
    }

    void parse(String line) throws MalformedLineException {
        switch (line) {
            case "PS" -> building = new HashMap<>();
            case "PE" -> finish(line);
            default -> process(line);
        }
    }

    /** The figures of the last complete interval, handed out once. */
    List<ProcessSample> takeLatest() {
        List<ProcessSample> out = latest;
        latest = List.of();
        return out;
    }

    private void process(String line) throws MalformedLineException {
        String[] f = line.split("\\s+", 4);
        if (building == null || f.length != 4 || !f[0].equals("P")) {
            throw new MalformedLineException("expected 'P pid time command' inside a ps block", line);
        }
        if (building.size() >= LinuxProcStatParser.MAX_PROCESSES_PER_BLOCK) {
            // Same bound as on Linux; the block's other figures stay good.
            return;
        }
        try {
            building.put(Integer.parseInt(f[1]), new Cpu(f[3], seconds(f[2])));
        } catch (NumberFormatException e) {
            throw new MalformedLineException("ps pid or time is not a number", line);
        }
    }

    private void finish(String line) throws MalformedLineException {
        if (building == null) {
            throw new MalformedLineException("ps block end without a start", line);
        }
        Instant now = clock.instant();
        if (previous != null) {
            double wallSeconds = Duration.between(previousTime, now).toMillis() / 1000.0;
            List<ProcessSample> samples = new ArrayList<>();
            building.forEach((pid, cpu) -> {
                Cpu before = previous.get(pid);
                if (before != null && before.name().equals(cpu.name()) && wallSeconds > 0) {
                    samples.add(new ProcessSample(pid, cpu.name(),
                            Math.max(0, cpu.cpuSeconds() - before.cpuSeconds()) * 100.0 / wallSeconds));
                }
            });
            samples.sort((a, b) -> Integer.compare(a.pid(), b.pid()));
            latest = List.copyOf(samples);
        }
        previous = building;
        previousTime = now;
        building = null;
    }

    /** {@code [[dd-]hh:]mm:ss} to seconds. */
    static long seconds(String time) {
        long days = 0;
        int dash = time.indexOf('-');
        if (dash >= 0) {
            days = Long.parseLong(time.substring(0, dash));
            time = time.substring(dash + 1);
        }
        long total = 0;
        for (String part : time.split(":")) {
            total = total * 60 + Long.parseLong(part);
        }
        return days * 86400 + total;
    }
}
