package mftwb.remote.sampling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.remote.Backoff;
import mftwb.remote.ConnectionSettings;
import mftwb.remote.RemoteCommand;
import mftwb.remote.SshConnection;
import mftwb.remote.lab.LocalLab;
import mftwb.remote.sampling.HostStatus.State;

/** The monitor against the embedded SSH server: real shell, real /proc, real connection drops. */
class HostMonitorTest {
    private static final Backoff FAST = new Backoff(Duration.ofMillis(200), Duration.ofSeconds(1));

    @TempDir
    Path dir;

    private final List<HostSample> samples = new CopyOnWriteArrayList<>();
    private final List<Instant> received = new CopyOnWriteArrayList<>();
    private final List<HostStatus> statuses = new CopyOnWriteArrayList<>();
    private final SampleListener recorder = new SampleListener() {
        public void sample(HostSample s) {
            received.add(Instant.now());
            samples.add(s);
        }

        public void status(HostStatus s) {
            statuses.add(s);
        }
    };

    private HostMonitor monitor(ConnectionSettings settings, Sampler sampler, Duration stall) {
        return new HostMonitor("lab", () -> SshConnection.open(settings), c -> sampler, recorder, stall, FAST,
                Clock.systemUTC());
    }

    private static void await(String what, Duration limit, BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out after " + limit.toSeconds() + " s waiting for " + what);
            }
            Thread.sleep(50);
        }
    }

    private long count(State state) {
        return statuses.stream().filter(s -> s.state() == state).count();
    }

    @Test
    void choosesTheLinuxSamplerAndSamplesThisMachineOnceASecondIncludingThisJvm() throws Exception {
        try (LocalLab lab = LocalLab.start(dir);
                HostMonitor m = new HostMonitor("lab", () -> SshConnection.open(lab.connectionSettings()),
                        c -> Samplers.forHost(c, List.of("java"), Clock.systemUTC()), recorder, Duration.ofSeconds(5), FAST,
                        Clock.systemUTC())) {
            m.start();
            await("3 samples", Duration.ofSeconds(10), () -> samples.size() >= 3);
        }
        HostSample last = samples.get(samples.size() - 1);
        assertTrue(last.totalPercent() >= 0 && last.totalPercent() <= 100, last.toString());
        // Stamped from the host clock to the millisecond: at most the pipe's delay behind the wall clock.
        long ageMillis = Duration.between(last.time(), received.get(received.size() - 1)).toMillis();
        assertTrue(ageMillis >= -50 && ageMillis < 500, "sample stamped " + ageMillis + " ms before it arrived");
        long gapMillis = Duration.between(samples.get(1).time(), samples.get(2).time()).toMillis();
        assertTrue(gapMillis > 800 && gapMillis < 1600, "period " + gapMillis + " ms");
        long me = ProcessHandle.current().pid();
        assertTrue(last.processes().stream().anyMatch(p -> p.pid() == me && p.name().equals("java")),
                "the test JVM is watched: " + last.processes());
        assertEquals(State.UP, statuses.stream().filter(s -> s.state() != State.CONNECTING).findFirst().get().state());
    }

    @Test
    void malformedLinesAreCountedAndSamplingGoesOn() throws Exception {
        LinuxProcSampler real = new LinuxProcSampler(List.of());
        Sampler noisy = new Sampler() {
            public RemoteCommand command() {
                List<String> words = new ArrayList<>(List.of("sh", "-c", "echo 'Welcome to host!'; echo '%%%'; exec \"$@\"", "x"));
                words.addAll(real.command().arguments());
                return new RemoteCommand(words);
            }

            public SampleParser newParser(String host) {
                return real.newParser(host);
            }
        };
        try (LocalLab lab = LocalLab.start(dir); HostMonitor m = monitor(lab.connectionSettings(), noisy, Duration.ofSeconds(5))) {
            m.start();
            await("2 samples", Duration.ofSeconds(10), () -> samples.size() >= 2);
            assertEquals(2, m.malformedLines());
        }
        assertTrue(statuses.stream().anyMatch(s -> s.detail().contains("Welcome to host")), statuses.toString());
    }

    @Test
    void aSilentStreamIsDetectedAndRestarted() throws Exception {
        Sampler silent = new Sampler() {
            public RemoteCommand command() {
                return RemoteCommand.of("sh", "-c", "echo 'H 100 0'; sleep 60");
            }

            public SampleParser newParser(String host) {
                return new LinuxProcSampler(List.of()).newParser(host);
            }
        };
        try (LocalLab lab = LocalLab.start(dir); HostMonitor m = monitor(lab.connectionSettings(), silent, Duration.ofSeconds(1))) {
            m.start();
            await("two stall restarts", Duration.ofSeconds(10), () -> count(State.STALLED) >= 2);
        }
        assertEquals(0, count(State.DOWN), "the connection itself stayed up: " + statuses);
    }

    @Test
    void hostGoingAwayIsMarkedDownAndRecoversWhenItReturns() throws Exception {
        LocalLab lab = LocalLab.start(dir);
        int port = lab.port();
        ConnectionSettings settings = lab.connectionSettings();
        try (HostMonitor m = monitor(settings, new LinuxProcSampler(List.of()), Duration.ofSeconds(5))) {
            m.start();
            await("first samples", Duration.ofSeconds(10), () -> samples.size() >= 1);
            lab.close();
            await("host marked down", Duration.ofSeconds(10), () -> count(State.DOWN) >= 1);
            int before = samples.size();
            lab = LocalLab.start(dir, port);
            await("samples after the server returned", Duration.ofSeconds(15), () -> samples.size() > before);
            assertTrue(count(State.UP) >= 2, statuses.toString());
        } finally {
            lab.close();
        }
    }

    @Test
    void credentialsRefusedThreeTimesStopMonitoringInsteadOfRetryingForever() throws Exception {
        try (LocalLab lab = LocalLab.start(dir);
                HostMonitor m = monitor(lab.connectionSettings().withKeyPairs(List.of()), new LinuxProcSampler(List.of()),
                        Duration.ofSeconds(5))) {
            m.start();
            await("refusal", Duration.ofSeconds(10), () -> count(State.REFUSED) == 1);
            Thread.sleep(1500); // several back-off periods: no further attempts may follow
        }
        assertEquals(HostMonitor.AUTHENTICATION_TRIES, count(State.CONNECTING), statuses.toString());
        assertTrue(statuses.get(1).detail().contains("authentication failed"), statuses.toString());
    }
}
