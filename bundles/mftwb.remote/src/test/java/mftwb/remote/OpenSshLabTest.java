package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;

import org.apache.sshd.common.config.keys.KeyUtils;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.remote.lab.LocalLab;
import mftwb.remote.sampling.HostMonitor;
import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.HostStatus;
import mftwb.remote.sampling.HostStatus.State;
import mftwb.remote.sampling.LinuxProcSampler;
import mftwb.remote.sampling.SampleListener;
import mftwb.remote.sampling.SampleParser;
import mftwb.remote.sampling.Sampler;

/**
 * Against Debian's OpenSSH sshd (ECDSA keys) in a network namespace built by releng/lab/sshhost.sh.
 * Needs root, iproute2 and openssh-server; otherwise every test is reported as skipped.
 */
class OpenSshLabTest {
    @TempDir
    static Path state;
    static LabHost host;
    static String address;
    static String user;

    @BeforeAll
    static void createHost() throws Exception {
        host = LabHost.up(state, "ecdsa");
        address = host.address;
        user = host.user;
    }

    @AfterAll
    static void removeHost() throws Exception {
        if (host != null) {
            host.close();
        }
    }

    private static ConnectionSettings settings(Path knownHosts, HostKeyDecision decision) {
        return host.settings(knownHosts, decision);
    }

    private static ConnectionSettings trusted() {
        return host.trusted();
    }

    @Test
    void unknownHostKeyIsRefusedByDefaultAndRememberedWhenAccepted() throws Exception {
        Path knownHosts = state.resolve("fresh_known_hosts");
        HostKeyException refused = assertThrows(HostKeyException.class,
                () -> SshConnection.open(settings(knownHosts, HostKeyDecision.REFUSE)).close());
        String fingerprint = Files.readString(state.resolve("hostkey.pub")).split(" ")[1];
        assertTrue(refused.getMessage().contains("SHA256:"), refused.getMessage());
        try (SshConnection ssh = SshConnection.open(settings(knownHosts, HostKeyDecision.ACCEPT_AND_REMEMBER))) {
            assertEquals(user, ssh.run(RemoteCommand.of("id", "-un"), Duration.ofSeconds(10)).stdout().strip());
        }
        assertTrue(Files.readString(knownHosts).contains(fingerprint), "the accepted key is written to known_hosts");
        try (SshConnection again = SshConnection.open(settings(knownHosts, HostKeyDecision.REFUSE))) {
            assertTrue(again.isOpen());
        }
    }

    @Test
    void changedHostKeyIsRefusedEvenWithAcceptNew() throws Exception {
        Path knownHosts = state.resolve("stale_known_hosts");
        try (LocalLab other = LocalLab.start(state.resolve("other-key"))) {
            Files.writeString(knownHosts, address + " " + org.apache.sshd.common.config.keys.PublicKeyEntry.toString(other.hostKey()) + "\n");
            HostKeyException e = assertThrows(HostKeyException.class,
                    () -> SshConnection.open(settings(knownHosts, HostKeyDecision.ACCEPT_AND_REMEMBER)).close());
            assertTrue(e.getMessage().contains("CHANGED") && e.getMessage().contains(KeyUtils.getFingerPrint(other.hostKey())),
                    e.getMessage());
        }
    }

    @Test
    void passwordLoginWorksAndAWrongPasswordIsAnAuthenticationError() throws Exception {
        String password = Files.readString(state.resolve("password")).strip();
        ConnectionSettings byPassword = trusted().withIdentityFiles(List.of()).withPassword(() -> password);
        try (SshConnection ssh = SshConnection.open(byPassword)) {
            assertEquals("ok", ssh.run(RemoteCommand.of("echo", "ok"), Duration.ofSeconds(10)).stdout().strip());
        }
        ConnectionSettings wrong = trusted().withIdentityFiles(List.of()).withPassword(() -> password + "x");
        AuthenticationException e = assertThrows(AuthenticationException.class, () -> SshConnection.open(wrong).close());
        assertTrue(e.getMessage().contains("password"), e.getMessage());
    }

    @Test
    void sshdKilledMidStreamMarksHostDownAndSamplingRecoversWhenItReturns() throws Exception {
        List<HostSample> samples = new CopyOnWriteArrayList<>();
        List<HostStatus> statuses = new CopyOnWriteArrayList<>();
        SampleListener listener = new SampleListener() {
            public void sample(HostSample s) {
                samples.add(s);
            }

            public void status(HostStatus s) {
                statuses.add(s);
            }
        };
        try (HostMonitor monitor = new HostMonitor(host.name, () -> SshConnection.open(trusted()),
                c -> new LinuxProcSampler(List.of("sshd")), listener, Duration.ofSeconds(4),
                new Backoff(Duration.ofMillis(250), Duration.ofSeconds(1)), Clock.systemUTC())) {
            monitor.start();
            await(Duration.ofSeconds(15), () -> samples.size() >= 2, statuses);
            host.run("stop-sshd");
            await(Duration.ofSeconds(15), () -> statuses.stream().anyMatch(s -> s.state() == State.DOWN), statuses);
            int before = samples.size();
            host.run("start-sshd");
            await(Duration.ofSeconds(20), () -> samples.size() >= before + 2, statuses);
        }
        assertTrue(statuses.stream().filter(s -> s.state() == State.UP).count() >= 2, statuses.toString());
    }

    @Test
    void aHungHostIsSeenAsStalledThenDownAndSamplingResumesWhenItWakes() throws Exception {
        List<HostSample> samples = new CopyOnWriteArrayList<>();
        List<HostStatus> statuses = new CopyOnWriteArrayList<>();
        SampleListener listener = new SampleListener() {
            public void sample(HostSample s) {
                samples.add(s);
            }

            public void status(HostStatus s) {
                statuses.add(s);
            }
        };
        try (HostMonitor monitor = new HostMonitor(host.name, () -> SshConnection.open(trusted()),
                c -> new LinuxProcSampler(List.of()), listener, Duration.ofSeconds(3),
                new Backoff(Duration.ofMillis(250), Duration.ofSeconds(1)), Clock.systemUTC())) {
            monitor.start();
            await(Duration.ofSeconds(15), () -> samples.size() >= 2, statuses);
            try {
                host.run("freeze");
                await(Duration.ofSeconds(30), () -> statuses.stream().anyMatch(s -> s.state() == State.STALLED)
                        && statuses.stream().anyMatch(s -> s.state() == State.DOWN), statuses);
            } finally {
                host.run("thaw");
            }
            int before = samples.size();
            await(Duration.ofSeconds(30), () -> samples.size() >= before + 2, statuses);
        }
    }

    @Test
    void malformedSamplerOutputFromARealHostIsCountedNotFatal() throws Exception {
        LinuxProcSampler real = new LinuxProcSampler(List.of());
        Sampler noisy = new Sampler() {
            public RemoteCommand command() {
                List<String> words = new ArrayList<>(List.of("sh", "-c", "echo 'cpu  x y z'; exec \"$@\"", "x"));
                words.addAll(real.command().arguments());
                return new RemoteCommand(words);
            }

            public SampleParser newParser(String host) {
                return real.newParser(host);
            }
        };
        List<HostSample> samples = new CopyOnWriteArrayList<>();
        List<HostStatus> statuses = new CopyOnWriteArrayList<>();
        SampleListener listener = new SampleListener() {
            public void sample(HostSample s) {
                samples.add(s);
            }

            public void status(HostStatus s) {
                statuses.add(s);
            }
        };
        try (HostMonitor monitor = new HostMonitor(host.name, () -> SshConnection.open(trusted()), c -> noisy, listener,
                Duration.ofSeconds(4), new Backoff(Duration.ofMillis(250), Duration.ofSeconds(1)), Clock.systemUTC())) {
            monitor.start();
            await(Duration.ofSeconds(15), () -> samples.size() >= 2, statuses);
            assertEquals(1, monitor.malformedLines());
        }
    }

    private static void await(Duration limit, BooleanSupplier condition, List<HostStatus> statuses)
            throws InterruptedException, IOException {
        long end = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("condition not met within " + limit.toSeconds() + " s; " + statuses
                        + "\nsshd.log:\n" + host.sshdLog());
            }
            Thread.sleep(100);
        }
    }
}
