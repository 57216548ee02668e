package mftwb.remote;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

import mftwb.model.Agent;
import mftwb.model.CpuArchitecture;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.OperatingSystem;
import mftwb.model.Topology;

/**
 * What a {@link HostProbe} says about one host of a topology, field by field next to the values the
 * topology holds, and the host with the probed fields filled in. A probed value the model has no word
 * for (an aarch64 CPU, an unknown OS) leaves the field as it was and says so. MQ version, agents and
 * Java are shown for comparison only: the topology models agents as their own elements.
 *
 * @param probedHost the host with every field the probe could read filled in; disk and address kept
 */
public record HostProbeFields(Host current, Host probedHost, List<Row> rows) {
    private static final long MIB = 1024 * 1024;
    private static final String OS = "Operating system";
    private static final String ARCHITECTURE = "Architecture";
    private static final String CORES = "Cores";
    private static final String SMT = "SMT threads per core";
    private static final String MEMORY = "Memory (MiB)";
    private static final String JVM = "JVM";

    /**
     * One line of the comparison.
     *
     * @param hostField whether applying the probe writes this field (false: shown for comparison)
     * @param changes   whether applying the probe changes this field's value
     */
    public record Row(String field, String current, String probed, boolean hostField, boolean changes) {
    }

    public HostProbeFields {
        rows = List.copyOf(rows);
    }

    /** True when applying the probe changes the host. */
    public boolean changesHost() {
        return !current.equals(probedHost);
    }

    /** The host's fields before any probe: the topology's values, nothing probed. */
    public static List<Row> unprobed(Host host) {
        return List.of(new Row(OS, host.operatingSystem().word(), "", true, false),
                new Row(ARCHITECTURE, host.architecture().word(), "", true, false),
                new Row(CORES, Integer.toString(host.cores()), "", true, false),
                new Row(SMT, Integer.toString(host.smtThreadsPerCore()), "", true, false),
                new Row(MEMORY, Long.toString(host.memoryMegabytes()), "", true, false),
                new Row(JVM, host.jvm().word(), "", true, false));
    }

    /** Compares the probe with host {@code hostName} of {@code topology}. */
    public static HostProbeFields of(Topology topology, String hostName, HostProbe probe) {
        Host host = topology.hostNamed(hostName)
                .orElseThrow(() -> new IllegalArgumentException("no host " + hostName + " in the topology"));
        Optional<OperatingSystem> os = operatingSystem(probe.operatingSystem());
        OperatingSystem newOs = os.orElse(host.operatingSystem());
        Optional<CpuArchitecture> architecture = architecture(newOs, probe.architecture());
        int smt = probe.smtThreads().orElse(host.smtThreadsPerCore());
        int cores = cores(probe, smt);
        long memory = probe.memoryBytes() > 0 ? probe.memoryBytes() / MIB : host.memoryMegabytes();
        Optional<JvmKind> jvm = probe.javaVersion().map(v -> v.endsWith("(OpenJ9)") ? JvmKind.OPENJ9 : JvmKind.HOTSPOT);
        Host probed = new Host(host.name(), host.address(), architecture.orElse(host.architecture()), newOs, cores, smt,
                memory, host.disk(), jvm.orElse(host.jvm()));

        List<Row> rows = new ArrayList<>();
        rows.add(new Row(OS, host.operatingSystem().word(), os.map(OperatingSystem::word)
                .orElse(kept(probe.operatingSystem(), newOs.word())), true, newOs != host.operatingSystem()));
        rows.add(new Row(ARCHITECTURE, host.architecture().word(), architecture.map(CpuArchitecture::word)
                .orElse(kept(probe.architecture(), probed.architecture().word())), true,
                probed.architecture() != host.architecture()));
        rows.add(new Row(CORES, Integer.toString(host.cores()), cores + coresDetail(probe), true, cores != host.cores()));
        rows.add(new Row(SMT, Integer.toString(host.smtThreadsPerCore()),
                probe.smtThreads().isPresent() ? Integer.toString(smt) : "unknown (kept " + smt + ")", true,
                smt != host.smtThreadsPerCore()));
        rows.add(new Row(MEMORY, Long.toString(host.memoryMegabytes()),
                probe.memoryBytes() > 0 ? Long.toString(memory) : "unknown (kept " + memory + ")", true,
                memory != host.memoryMegabytes()));
        rows.add(new Row(JVM, host.jvm().word(), jvm.map(JvmKind::word).orElse("no java found (kept " + host.jvm().word() + ")"),
                true, probed.jvm() != host.jvm()));
        rows.add(new Row("Java", "", probe.javaVersion().orElse("not found"), false, false));
        rows.add(new Row("MQ version", "", probe.mqVersion().orElse("not installed"), false, false));
        rows.add(new Row("MFT agents", topology.agentsOn(hostName).stream().map(Agent::name).collect(Collectors.joining(", ")),
                agents(probe), false, false));
        rows.add(new Row("Host name", host.address(),
                probe.hostName() + " (" + probe.operatingSystem() + " " + probe.kernelRelease() + ")", false, false));
        return new HostProbeFields(host, probed, rows);
    }

    private static String kept(String probed, String current) {
        return probed + " (kept " + current + ": not a topology choice)";
    }

    private static String agents(HostProbe probe) {
        if (probe.agents().isEmpty()) {
            return "none found";
        }
        return probe.agents().stream()
                .map(a -> a.name() + " (" + a.queueManager() + (a.status().isEmpty() ? "" : ", " + a.status()) + ")")
                .collect(Collectors.joining(", "));
    }

    /** uname -s; z/OS UNIX answers OS/390, Cygwin and MSYS on Windows CYGWIN_NT-..., MSYS_NT-..., MINGW64_NT-... */
    static Optional<OperatingSystem> operatingSystem(String unameS) {
        String s = unameS.toUpperCase(Locale.ROOT);
        if (s.equals("LINUX")) {
            return Optional.of(OperatingSystem.LINUX);
        } else if (s.equals("AIX")) {
            return Optional.of(OperatingSystem.AIX);
        } else if (s.equals("OS/390") || s.equals("Z/OS")) {
            return Optional.of(OperatingSystem.ZOS);
        } else if (s.startsWith("CYGWIN") || s.startsWith("MSYS") || s.startsWith("MINGW") || s.startsWith("WINDOWS")) {
            return Optional.of(OperatingSystem.WINDOWS);
        }
        return Optional.empty();
    }

    /** uname -m; on AIX and z/OS it names the machine, not the instruction set, which the OS implies. */
    static Optional<CpuArchitecture> architecture(OperatingSystem os, String unameM) {
        if (os == OperatingSystem.AIX) {
            return Optional.of(CpuArchitecture.PPC64_AIX);
        } else if (os == OperatingSystem.ZOS) {
            return Optional.of(CpuArchitecture.S390X);
        }
        return switch (unameM) {
            case "x86_64", "amd64", "AMD64" -> Optional.of(CpuArchitecture.X86_64);
            case "ppc64le" -> Optional.of(CpuArchitecture.PPC64LE);
            case "s390x" -> Optional.of(CpuArchitecture.S390X);
            default -> Optional.empty();
        };
    }

    /**
     * Physical cores as the topology counts them: on an AIX LPAR the entitlement rounded up (a
     * dedicated LPAR's entitlement is its processor count); elsewhere logical CPUs over SMT threads.
     */
    private static int cores(HostProbe probe, int smt) {
        if (probe.entitledCapacity().isPresent()) {
            return Math.max(1, (int) Math.ceil(probe.entitledCapacity().getAsDouble()));
        }
        return Math.max(1, probe.logicalCpus() / Math.max(1, smt));
    }

    private static String coresDetail(HostProbe probe) {
        if (probe.entitledCapacity().isPresent()) {
            return String.format(Locale.ROOT, " (entitled %.2f, %d logical CPUs)", probe.entitledCapacity().getAsDouble(),
                    probe.logicalCpus());
        }
        return " (" + probe.logicalCpus() + " logical CPUs)";
    }
}
