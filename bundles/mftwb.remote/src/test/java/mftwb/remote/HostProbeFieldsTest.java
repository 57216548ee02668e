package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.AgentProperties;
import mftwb.model.CpuArchitecture;
import mftwb.model.DiskKind;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.OperatingSystem;
import mftwb.model.Topology;

/** How a host probe fills the topology's host fields, and what it shows only for comparison. */
class HostProbeFieldsTest {
    private static final Host PLACEHOLDER = new Host("aixqm", "aixqm01.example.com", CpuArchitecture.X86_64,
            OperatingSystem.LINUX, 8, 1, 4096, DiskKind.SAN, JvmKind.HOTSPOT);

    private static Topology topologyWith(Host host) {
        return Topology.empty("probe").withElement(host).withElement(new Agent("AGENT.AIX1", AgentKind.STANDARD, "QMAIX1",
                host.name(), new AgentConnection.Bindings(), AgentProperties.DEFAULTS));
    }

    private static HostProbe aixProbe() throws Exception {
        String base = System.getProperty("basedir", ".");
        return HostProbe.parse(Files.readString(Path.of(base, "src/test/resources/samplers/aix-probe-output.txt")));
    }

    private static HostProbe linux(String lines) throws Exception {
        return HostProbe.parse("@uname Linux x86_64 6.1.0-28-amd64 mqhost1\n" + lines);
    }

    @Test
    void anAixLparBecomesPowerWithItsEntitlementAsCoresSmtFromLparstatAndOpenJ9() throws Exception {
        HostProbeFields fields = HostProbeFields.of(topologyWith(PLACEHOLDER), "aixqm", aixProbe());
        assertEquals(new Host("aixqm", "aixqm01.example.com", CpuArchitecture.PPC64_AIX, OperatingSystem.AIX, 1, 4, 16384,
                DiskKind.SAN, JvmKind.OPENJ9), fields.probedHost(), "name, address and disk are the user's, not probed");
        assertTrue(fields.changesHost());
        HostProbeFields.Row cores = row(fields, "Cores");
        assertEquals("8", cores.current());
        assertTrue(cores.probed().startsWith("1 (entitled 1.00"), cores.probed());
        assertTrue(cores.hostField() && cores.changes());
    }

    @Test
    void mqVersionAgentsAndJavaAreShownForComparisonButNotApplied() throws Exception {
        HostProbeFields fields = HostProbeFields.of(topologyWith(PLACEHOLDER), "aixqm", aixProbe());
        HostProbeFields.Row mq = row(fields, "MQ version");
        assertEquals("9.3.0.17", mq.probed());
        assertFalse(mq.hostField() || mq.changes());
        HostProbeFields.Row agents = row(fields, "MFT agents");
        assertEquals("AGENT.AIX1", agents.current(), "the topology's agents on this host");
        assertEquals("AGENT.AIX1 (QMAIX1, READY), PBA.SFTP (QMAIX1, STOPPED)", agents.probed());
        assertEquals("1.8.0_421 (OpenJ9)", row(fields, "Java").probed());
        assertEquals("aixqm01 (AIX 3)", row(fields, "Host name").probed());
    }

    @Test
    void aLinuxHostsCoresAreItsLogicalCpusOverLscpusThreadsPerCore() throws Exception {
        HostProbe probe = linux("@cpus 16\n@lscpu Thread(s) per core:                      2\n"
                + "@meminfo MemTotal:       65536000 kB\n@java openjdk version \"17.0.12\" 2024-07-16\n"
                + "@java OpenJDK 64-Bit Server VM (build 17.0.12+7-Debian-2deb12u1, mixed mode, sharing)\n");
        Host probed = HostProbeFields.of(topologyWith(PLACEHOLDER), "aixqm", probe).probedHost();
        assertEquals(8, probed.cores());
        assertEquals(2, probed.smtThreadsPerCore());
        assertEquals(64000, probed.memoryMegabytes(), "kB from /proc/meminfo, in MiB");
        assertEquals(JvmKind.HOTSPOT, probed.jvm());
        assertEquals(OperatingSystem.LINUX, probed.operatingSystem());
        assertEquals(CpuArchitecture.X86_64, probed.architecture());
    }

    @Test
    void whatTheModelHasNoWordForIsKeptAndSaidSo() throws Exception {
        HostProbe probe = HostProbe.parse("@uname Linux aarch64 6.1.0 armhost\n@cpus 4\n");
        HostProbeFields fields = HostProbeFields.of(topologyWith(PLACEHOLDER), "aixqm", probe);
        assertEquals(CpuArchitecture.X86_64, fields.probedHost().architecture());
        HostProbeFields.Row architecture = row(fields, "Architecture");
        assertTrue(architecture.probed().startsWith("aarch64 (kept x86_64"), architecture.probed());
        assertFalse(architecture.changes());
        assertEquals(1, fields.probedHost().smtThreadsPerCore(), "no lscpu: the topology's SMT stays");
        assertEquals(4, fields.probedHost().cores());
        assertEquals(4096, fields.probedHost().memoryMegabytes(), "no /proc/meminfo: memory stays");
        assertEquals(JvmKind.HOTSPOT, fields.probedHost().jvm(), "no java: the JVM stays");
        assertEquals("not found", row(fields, "Java").probed());
        assertEquals("not installed", row(fields, "MQ version").probed());
    }

    @Test
    void aHostThatAlreadyMatchesIsNotChanged() throws Exception {
        Host matching = new Host("mq1", "10.0.0.5", CpuArchitecture.X86_64, OperatingSystem.LINUX, 8, 2, 64000, DiskKind.LOCAL,
                JvmKind.HOTSPOT);
        HostProbe probe = linux("@cpus 16\n@lscpu Thread(s) per core: 2\n@meminfo MemTotal: 65536000 kB\n");
        HostProbeFields fields = HostProbeFields.of(Topology.empty("t").withElement(matching), "mq1", probe);
        assertFalse(fields.changesHost());
        assertTrue(fields.rows().stream().noneMatch(HostProbeFields.Row::changes), fields.rows().toString());
    }

    @Test
    void unameNamesMapToTheTopologysOperatingSystems() {
        assertEquals(OperatingSystem.ZOS, HostProbeFields.operatingSystem("OS/390").orElseThrow());
        assertEquals(OperatingSystem.WINDOWS, HostProbeFields.operatingSystem("CYGWIN_NT-10.0-19045").orElseThrow());
        assertEquals(OperatingSystem.AIX, HostProbeFields.operatingSystem("AIX").orElseThrow());
        assertTrue(HostProbeFields.operatingSystem("Darwin").isEmpty());
        assertEquals(CpuArchitecture.S390X, HostProbeFields.architecture(OperatingSystem.ZOS, "8561").orElseThrow());
        assertEquals(CpuArchitecture.PPC64LE, HostProbeFields.architecture(OperatingSystem.LINUX, "ppc64le").orElseThrow());
    }

    @Test
    void beforeAProbeTheSameHostFieldsShowTheTopologysValues() throws Exception {
        HostProbeFields probed = HostProbeFields.of(topologyWith(PLACEHOLDER), "aixqm", aixProbe());
        assertEquals(probed.rows().stream().filter(HostProbeFields.Row::hostField).map(r -> r.field() + "=" + r.current()).toList(),
                HostProbeFields.unprobed(PLACEHOLDER).stream().map(r -> r.field() + "=" + r.current()).toList());
    }

    private static HostProbeFields.Row row(HostProbeFields fields, String name) {
        return fields.rows().stream().filter(r -> r.field().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + name + " in " + fields.rows()));
    }
}
