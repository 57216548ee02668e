package mftwb.remote.sampling;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads {@link LinuxProcSampler} output. /proc/stat counts clock ticks since boot, so each sample
 * is the difference to the previous block; the first block only sets the baseline.
 */
final class LinuxProcStatParser implements SampleParser {
    /** Processes kept per block: a host with more (or a stream gone wrong) must not grow the heap. */
    static final int MAX_PROCESSES_PER_BLOCK = 2000;
    /** /proc/stat cpu columns: user nice system idle iowait irq softirq steal (guest is inside user). */
    private static final int CPU_FIELDS = 8;

    private final String host;
    private long ticksPerSecond;
    private long bootEpochSeconds = -1;
    /** Epoch seconds at uptime 0: btime, refined by the Z line when the host's date has sub-second output. */
    private double uptimeOriginEpochSeconds;

    private Block current;
    private Block previous;

    LinuxProcStatParser(String host) {
        this.host = host;
    }

    /** One second's figures as read; deltas are taken between two blocks. */
    private static final class Block {
        double uptimeSeconds;
        long[] cpu;
        final Map<Integer, ProcessTicks> processes = new HashMap<>();
        boolean overflowReported;
    }

    private record ProcessTicks(String name, long startTicks, long cpuTicks) {
    }

    @Override
    public Optional<HostSample> parse(String line) throws MalformedLineException {
        if (line.startsWith("H ")) {
            String[] f = line.split(" ");
            if (f.length != 3) {
                throw new MalformedLineException("header needs clock ticks and boot time", line);
            }
            ticksPerSecond = parseLong(f[1], line);
            bootEpochSeconds = parseLong(f[2], line);
            if (ticksPerSecond <= 0) {
                throw new MalformedLineException("clock ticks per second must be positive", line);
            }
            uptimeOriginEpochSeconds = bootEpochSeconds;
            return Optional.empty();
        }
        if (line.startsWith("Z ")) {
            String[] f = line.split(" ");
            // "Z 1795382512.123456789 4077.42"; a date without %N prints "Z 1795382512.N 4077.42".
            if (f.length == 3 && f[1].matches("\\d+\\.\\d{3,}")) {
                uptimeOriginEpochSeconds = Double.parseDouble(f[1]) - parseDouble(f[2], line);
            }
            return Optional.empty();
        }
        if (bootEpochSeconds < 0) {
            throw new MalformedLineException("data before the sampler header", line);
        }
        if (line.startsWith("T ")) {
            current = new Block();
            current.uptimeSeconds = parseDouble(line.substring(2).strip(), line);
            return Optional.empty();
        }
        if (current == null) {
            throw new MalformedLineException("line outside a sample block", line);
        }
        if (line.startsWith("cpu ")) {
            current.cpu = parseCpu(line);
            return Optional.empty();
        }
        if (line.startsWith("P ")) {
            parseProcess(line);
            return Optional.empty();
        }
        if (line.equals("E")) {
            return finishBlock(line);
        }
        Block broken = current;
        current = null;
        throw new MalformedLineException("unexpected line in the block at uptime " + broken.uptimeSeconds, line);
    }

    private long[] parseCpu(String line) throws MalformedLineException {
        String[] f = line.trim().split("\\s+");
        if (f.length < 1 + CPU_FIELDS) {
            throw new MalformedLineException("cpu line needs " + CPU_FIELDS + " counters", line);
        }
        long[] ticks = new long[CPU_FIELDS];
        for (int i = 0; i < CPU_FIELDS; i++) {
            ticks[i] = parseLong(f[i + 1], line);
        }
        return ticks;
    }

    /** /proc/PID/stat: the name is in parentheses and may hold blanks, so fields count from the last ')'. */
    private void parseProcess(String line) throws MalformedLineException {
        int open = line.indexOf('(');
        int close = line.lastIndexOf(')');
        if (open < 0 || close < open) {
            throw new MalformedLineException("process line without (name)", line);
        }
        String[] after = line.substring(close + 1).trim().split("\\s+");
        // after[0] is field 3 (state): utime is field 14, stime 15, starttime 22.
        if (after.length < 20) {
            throw new MalformedLineException("process line too short", line);
        }
        int pid = (int) parseLong(line.substring(2, open).trim(), line);
        if (current.processes.size() >= MAX_PROCESSES_PER_BLOCK && !current.processes.containsKey(pid)) {
            if (current.overflowReported) {
                return;
            }
            current.overflowReported = true;
            throw new MalformedLineException("more than " + MAX_PROCESSES_PER_BLOCK + " processes in one block; the rest are not kept", line);
        }
        long cpuTicks = parseLong(after[11], line) + parseLong(after[12], line);
        current.processes.put(pid, new ProcessTicks(line.substring(open + 1, close), parseLong(after[19], line), cpuTicks));
    }

    private Optional<HostSample> finishBlock(String line) throws MalformedLineException {
        Block done = current;
        current = null;
        if (done.cpu == null) {
            throw new MalformedLineException("block without a cpu line", line);
        }
        Block before = previous;
        previous = done;
        if (before == null || done.uptimeSeconds <= before.uptimeSeconds) {
            return Optional.empty();
        }
        long[] d = new long[CPU_FIELDS];
        long total = 0;
        for (int i = 0; i < CPU_FIELDS; i++) {
            d[i] = Math.max(0, done.cpu[i] - before.cpu[i]);
            total += d[i];
        }
        if (total == 0) {
            return Optional.empty();
        }
        double scale = 100.0 / total;
        double user = (d[0] + d[1]) * scale;
        double system = (d[2] + d[5] + d[6]) * scale;
        double seconds = done.uptimeSeconds - before.uptimeSeconds;
        List<ProcessSample> processes = new ArrayList<>();
        done.processes.forEach((pid, now) -> {
            ProcessTicks then = before.processes.get(pid);
            // Same pid with another start time is a new process: no baseline yet.
            if (then != null && then.startTicks() == now.startTicks()) {
                double percent = (now.cpuTicks() - then.cpuTicks()) * 100.0 / ticksPerSecond / seconds;
                processes.add(new ProcessSample(pid, now.name(), percent));
            }
        });
        processes.sort((a, b) -> Integer.compare(a.pid(), b.pid()));
        Instant time = Instant.ofEpochMilli(Math.round((uptimeOriginEpochSeconds + done.uptimeSeconds) * 1000));
        return Optional.of(HostSample.of(time, host, user, system, d[4] * scale, d[7] * scale, processes));
    }

    private static long parseLong(String text, String line) throws MalformedLineException {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new MalformedLineException("'" + text + "' is not a whole number", line);
        }
    }

    private static double parseDouble(String text, String line) throws MalformedLineException {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new MalformedLineException("'" + text + "' is not a number", line);
        }
    }
}
