package mftwb.remote;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a host is, for the topology's host fields: operating system, architecture, logical CPUs,
 * memory, AIX LPAR entitlement and SMT, IBM MQ version, MFT agents and the Java that runs them.
 *
 * @param logicalCpus        hardware threads online (on POWER with SMT4 a core counts 4)
 * @param threadsPerCore     Linux: hardware threads per core (lscpu)
 * @param entitledCapacity   AIX shared LPAR: processing units entitled (lparstat -i)
 * @param virtualProcessors  AIX: online virtual processors; logicalCpus / virtualProcessors = SMT threads
 */
public record HostProbe(String hostName, String operatingSystem, String architecture, String kernelRelease,
        int logicalCpus, OptionalInt threadsPerCore, long memoryBytes, OptionalDouble entitledCapacity,
        OptionalInt virtualProcessors, Optional<String> mqVersion, List<Agent> agents, Optional<String> javaVersion) {

    /** One line of {@code fteListAgents}. */
    public record Agent(String name, String queueManager, String status) {
    }

    public HostProbe {
        agents = List.copyOf(agents);
    }

    /** SMT threads per core: per virtual processor on AIX, from lscpu on Linux; empty when unknown. */
    public OptionalInt smtThreads() {
        if (virtualProcessors.isEmpty() || virtualProcessors.getAsInt() == 0) {
            return threadsPerCore;
        }
        return OptionalInt.of(logicalCpus / virtualProcessors.getAsInt());
    }

    // Every output line is tagged with its source so one exec answers everything. MQ's own Java
    // (/opt/mqm/java, /usr/mqm/java on AIX) is asked first because the agents run on it.
    private static final String SCRIPT = "PATH=$PATH:/opt/mqm/bin:/usr/mqm/bin; "
            + RemoteCommand.TAG_FUNCTION
            + "printf '@uname %s %s %s %s\\n' \"$(uname -s)\" \"$(uname -m)\" \"$(uname -r)\" \"$(uname -n)\"; "
            + "n=$(getconf _NPROCESSORS_ONLN 2>/dev/null || nproc 2>/dev/null); printf '@cpus %s\\n' \"$n\"; "
            + "if [ -r /proc/meminfo ]; then grep '^MemTotal:' /proc/meminfo | tag @meminfo; fi; "
            + "if command -v lscpu >/dev/null 2>&1; then LC_ALL=C lscpu 2>/dev/null | grep '^Thread(s) per core:' | tag @lscpu; fi; "
            + "if command -v lparstat >/dev/null 2>&1; then lparstat -i 2>/dev/null | tag @lparstat; fi; "
            + "if command -v dspmqver >/dev/null 2>&1; then dspmqver -f 2 2>&1 | tag @dspmqver; fi; "
            + "if command -v fteListAgents >/dev/null 2>&1; then fteListAgents 2>&1 | tag @fteListAgents; fi; "
            + "j=java; for c in /opt/mqm/java/jre64/jre/bin/java /usr/mqm/java/jre64/jre/bin/java; do "
            + "if [ -x \"$c\" ]; then j=$c; break; fi; done; "
            + "if command -v \"$j\" >/dev/null 2>&1; then \"$j\" -version 2>&1 | tag @java; fi; true";

    private static final Pattern QUOTED_VERSION = Pattern.compile("version \"([^\"]+)\"");
    private static final Pattern KB = Pattern.compile("(\\d+)\\s*kB");
    private static final Pattern LPAR_FIELD = Pattern.compile("([^:]+?)\\s*:\\s*(.*)");

    /** Runs the probe script on the host (one exec, a few seconds at most). */
    public static HostProbe run(SshConnection connection) throws IOException {
        SshConnection.ExecResult result = connection.run(RemoteCommand.of("sh", "-c", SCRIPT), Duration.ofSeconds(60));
        if (result.exitStatus() != 0) {
            throw new IOException(connection.target() + ": host probe failed (exit " + result.exitStatus() + "): "
                    + result.stderr().strip());
        }
        return parse(result.stdout());
    }

    /** Reads the probe script's tagged output. */
    static HostProbe parse(String output) throws IOException {
        String[] uname = null;
        int cpus = 0;
        OptionalInt threads = OptionalInt.empty();
        long memory = 0;
        OptionalDouble entitled = OptionalDouble.empty();
        OptionalInt virtual = OptionalInt.empty();
        Optional<String> mq = Optional.empty();
        Optional<String> java = Optional.empty();
        List<Agent> agents = new ArrayList<>();
        boolean agentTable = false;
        for (String line : output.split("\n")) {
            int space = line.indexOf(' ');
            if (space < 0) {
                continue;
            }
            String tag = line.substring(0, space);
            String text = line.substring(space + 1).strip();
            switch (tag) {
                case "@uname" -> uname = text.split("\\s+");
                case "@cpus" -> cpus = integer(text).orElse(0);
                case "@lscpu" -> threads = integer(text.substring(text.indexOf(':') + 1).strip());
                case "@meminfo" -> {
                    Matcher m = KB.matcher(text);
                    if (m.find()) {
                        memory = kilobytes(m.group(1));
                    }
                }
                case "@lparstat" -> {
                    Matcher m = LPAR_FIELD.matcher(text);
                    if (m.matches()) {
                        String value = m.group(2).strip();
                        switch (m.group(1)) {
                            case "Entitled Capacity" -> entitled = decimal(value);
                            case "Online Virtual CPUs" -> virtual = integer(value);
                            case "Online Memory" -> memory = megabytes(value);
                            default -> {
                                // lparstat -i lists ~40 fields; these are the ones a capacity plan needs.
                            }
                        }
                    }
                }
                case "@dspmqver" -> {
                    if (text.startsWith("Version:")) {
                        mq = Optional.of(text.substring("Version:".length()).strip());
                    }
                }
                case "@fteListAgents" -> {
                    if (text.startsWith("Agent Name:")) {
                        agentTable = true;
                    } else if (agentTable && !text.isEmpty()) {
                        String[] f = text.split("\\s+");
                        if (f.length >= 2) {
                            agents.add(new Agent(f[0], f[1], f.length > 2 ? f[2] : ""));
                        }
                    }
                }
                case "@java" -> {
                    Matcher m = QUOTED_VERSION.matcher(text);
                    if (java.isEmpty() && m.find()) {
                        java = Optional.of(m.group(1));
                    } else if (java.isPresent() && (text.contains("OpenJ9") || text.contains("J9"))
                            && !java.get().endsWith("(OpenJ9)")) {
                        java = Optional.of(java.get() + " (OpenJ9)");
                    }
                }
                default -> {
                    // Untagged noise (login banners, shell profile output) is ignored.
                }
            }
        }
        if (uname == null || uname.length < 4) {
            throw new IOException("host probe output has no '@uname OS ARCH RELEASE HOST' line");
        }
        return new HostProbe(uname[3], uname[0], uname[1], uname[2], cpus, threads, memory, entitled, virtual, mq, agents,
                java);
    }

    private static long megabytes(String value) {
        Matcher m = Pattern.compile("(\\d+)\\s*MB").matcher(value);
        return m.find() ? scaled(m.group(1), 1024 * 1024) : 0;
    }

    private static long kilobytes(String digits) {
        return scaled(digits, 1024);
    }

    /** Host output is not ours: "n/a", "-" or an absurd figure means unknown (0), never an exception. */
    private static long scaled(String digits, long unit) {
        try {
            return Math.multiplyExact(Long.parseLong(digits), unit);
        } catch (NumberFormatException | ArithmeticException e) {
            return 0;
        }
    }

    private static OptionalInt integer(String text) {
        try {
            return OptionalInt.of(Integer.parseInt(text));
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
    }

    private static OptionalDouble decimal(String text) {
        try {
            double value = Double.parseDouble(text);
            return Double.isFinite(value) ? OptionalDouble.of(value) : OptionalDouble.empty();
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }
}
