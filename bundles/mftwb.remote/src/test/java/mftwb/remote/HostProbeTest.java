package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.remote.lab.LocalLab;

class HostProbeTest {
    @TempDir
    Path dir;

    @Test
    void probesThisMachineThroughTheLocalLab() throws Exception {
        try (LocalLab lab = LocalLab.start(dir); SshConnection ssh = SshConnection.open(lab.connectionSettings())) {
            HostProbe probe = HostProbe.run(ssh);
            assertEquals("Linux", probe.operatingSystem());
            assertEquals(System.getProperty("os.arch").equals("amd64") ? "x86_64" : System.getProperty("os.arch"),
                    probe.architecture());
            assertEquals(Runtime.getRuntime().availableProcessors(), probe.logicalCpus());
            long memTotalKb = Files.readAllLines(Path.of("/proc/meminfo")).stream().filter(l -> l.startsWith("MemTotal:"))
                    .map(l -> Long.parseLong(l.replaceAll("\\D", ""))).findFirst().orElseThrow();
            assertEquals(memTotalKb * 1024, probe.memoryBytes());
            assertTrue(probe.entitledCapacity().isEmpty());
            if (Files.isExecutable(Path.of("/usr/bin/lscpu"))) {
                assertTrue(probe.smtThreads().isPresent(), "threads per core from lscpu");
                assertEquals(0, probe.logicalCpus() % probe.smtThreads().getAsInt());
            }
        }
    }

    @Test
    void readsAixLparMqVersionAgentsAndJ9Java() throws Exception {
        String base = System.getProperty("basedir", ".");
        HostProbe probe = HostProbe.parse(Files.readString(Path.of(base, "src/test/resources/samplers/aix-probe-output.txt")));
        assertEquals("AIX", probe.operatingSystem());
        assertEquals("aixqm01", probe.hostName());
        assertEquals(1.00, probe.entitledCapacity().getAsDouble());
        assertEquals(4, probe.smtThreads().getAsInt());
        assertEquals(16384L * 1024 * 1024, probe.memoryBytes());
        assertEquals("9.3.0.17", probe.mqVersion().orElseThrow());
        assertEquals(List.of(new HostProbe.Agent("AGENT.AIX1", "QMAIX1", "READY"), new HostProbe.Agent("PBA.SFTP", "QMAIX1", "STOPPED")),
                probe.agents());
        assertEquals("1.8.0_421 (OpenJ9)", probe.javaVersion().orElseThrow());
    }

    @Test
    void outputWithoutUnameIsAnError() {
        assertThrows(IOException.class, () -> HostProbe.parse("Welcome to the host\n@cpus 4\n"));
    }

    @Test
    void valuesThatAreNotNumbersAreLeftUnknown() throws Exception {
        HostProbe probe = HostProbe.parse("@uname AIX 00F9 3 aixqm02\n@cpus 99999999999\n@lscpu Thread(s) per core: 99999999999\n"
                + "@lparstat Entitled Capacity                          : n/a\n"
                + "@lparstat Online Virtual CPUs                        : n/a\n"
                + "@lparstat Online Memory                              : 99999999999999999999 MB\n"
                + "@meminfo MemTotal: 99999999999999999999 kB\n");
        assertEquals("aixqm02", probe.hostName());
        assertEquals(0, probe.logicalCpus());
        assertTrue(probe.entitledCapacity().isEmpty());
        assertTrue(probe.virtualProcessors().isEmpty());
        assertEquals(0, probe.memoryBytes());
    }
}
