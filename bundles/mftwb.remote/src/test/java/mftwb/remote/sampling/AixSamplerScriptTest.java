package mftwb.remote.sampling;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.remote.Backoff;
import mftwb.remote.RemoteCommand;
import mftwb.remote.SshConnection;
import mftwb.remote.lab.LocalLab;

/**
 * The AIX sampler's shell script run for real in /bin/sh over SSH, with stand-ins for AIX vmstat
 * (the documented -w layout, one line a second) and ps (a java process gaining 1 s of CPU per call).
 */
class AixSamplerScriptTest {
    @TempDir
    Path dir;

    private Path script(String name, String body) throws Exception {
        Path file = dir.resolve("bin").resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/sh\n" + body);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    /**
     * The stand-in scripts and the sampler loop that calls them run under the lab's shell and end a
     * moment after the connection closes; until then ps may still write its counter into the
     * temporary folder JUnit is about to delete.
     */
    private void awaitStandInsGone() throws Exception {
        long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (standInsRunning() && System.nanoTime() < end) {
            Thread.sleep(100);
        }
    }

    private boolean standInsRunning() throws java.io.IOException {
        try (java.util.stream.Stream<Path> processes = Files.list(Path.of("/proc"))) {
            return processes.filter(p -> p.getFileName().toString().matches("\\d+")).anyMatch(p -> {
                try {
                    // The sampler's own loop shows the folder only in its PATH, which every child inherits.
                    return new String(Files.readAllBytes(p.resolve("cmdline"))).contains(dir.toString())
                            || new String(Files.readAllBytes(p.resolve("environ"))).contains(dir.toString());
                } catch (java.io.IOException e) {
                    return false; // the process ended while we looked
                }
            });
        }
    }

    @Test
    void vmstatAndPsStreamsBecomeSamplesWithProcessCpu() throws Exception {
        script("vmstat", """
                echo 'System configuration: lcpu=8 mem=16384MB ent=1.00'
                echo '  r   b        avm        fre    re    pi    po    fr     sr    cy    in     sy    cs us sy id wa    pc    ec'
                while :; do
                  echo '  2   0    1216661    2373883     0     0     0     0      0     0    52  30512  1420 41  9 49  1  0.53  52.7'
                  sleep 1
                done
                """);
        Path counter = dir.resolve("cpu-seconds");
        script("ps", "n=$(cat '" + counter + "' 2>/dev/null || echo 100); echo $((n + 1)) > '" + counter + "'\n"
                + "echo \"  4242 00:$((n / 60)):$((n % 60)) java\"\necho '    1 00:00:01 init'\n");
        AixVmstatSampler aix = new AixVmstatSampler(List.of("java"), Clock.systemUTC(), 1);
        Sampler withFakes = new Sampler() {
            public RemoteCommand command() {
                List<String> words = new ArrayList<>(List.of("env", "PATH=" + dir.resolve("bin") + ":/usr/bin:/bin"));
                words.addAll(aix.command().arguments());
                return new RemoteCommand(words);
            }

            public SampleParser newParser(String host) {
                return aix.newParser(host);
            }
        };
        List<HostSample> samples = new CopyOnWriteArrayList<>();
        SampleListener listener = new SampleListener() {
            public void sample(HostSample s) {
                samples.add(s);
            }

            public void status(HostStatus s) {
            }
        };
        try (LocalLab lab = LocalLab.start(dir.resolve("lab"));
                HostMonitor monitor = new HostMonitor("aixqm01", () -> SshConnection.open(lab.connectionSettings()),
                        c -> withFakes, listener, Duration.ofSeconds(5), new Backoff(Duration.ofSeconds(1), Duration.ofSeconds(1)),
                        Clock.systemUTC())) {
            monitor.start();
            long end = System.nanoTime() + Duration.ofSeconds(15).toNanos();
            while (samples.stream().noneMatch(s -> !s.processes().isEmpty()) && System.nanoTime() < end) {
                Thread.sleep(100);
            }
            assertTrue(monitor.malformedLines() == 0, "malformed lines: " + monitor.malformedLines());
        }
        awaitStandInsGone();
        HostSample withProcesses = samples.stream().filter(s -> !s.processes().isEmpty()).findFirst()
                .orElseThrow(() -> new AssertionError("no process figures in " + samples));
        assertTrue(withProcesses.physicalProcessors().getAsDouble() == 0.53);
        ProcessSample java = withProcesses.processes().get(0);
        // One CPU second per ps call, ps about every 1 s (plus the script's own time): roughly one core.
        assertTrue(java.pid() == 4242 && java.cpuPercentOfCore() > 40 && java.cpuPercentOfCore() <= 105, java.toString());
    }
}
