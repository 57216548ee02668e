package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.monitor.MonitorSession;
import mftwb.remote.ConnectionSettings;
import mftwb.remote.HostKeyDecision;
import mftwb.remote.SshTarget;

/**
 * The SFTP workload against Debian's OpenSSH (sftp-server, md5sum run through the user's shell) in
 * a namespace host built by releng/lab/sshhost.sh, with ed25519 host and user keys. Needs root,
 * iproute2 and openssh-server; otherwise reported as skipped.
 */
class OpenSshCampaignTest {
    private static final Path SCRIPT = repoRoot().resolve("releng/lab/sshhost.sh");

    @TempDir
    static Path state;
    @TempDir
    Path dir;
    static String name;
    static String address;
    static boolean up;

    private static Path repoRoot() {
        String basedir = System.getProperty("basedir");
        return (basedir != null ? Path.of(basedir) : Path.of("").toAbsolutePath()).resolve("../..").normalize();
    }

    @BeforeAll
    static void createHost() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "needs root to create network namespaces");
        assumeTrue(Files.isExecutable(Path.of("/usr/sbin/sshd")), "needs openssh-server (/usr/sbin/sshd)");
        assumeTrue(Files.isExecutable(SCRIPT), "missing " + SCRIPT);
        name = "mwn" + ProcessHandle.current().pid() % 10000;
        up = true;
        // ed25519 keys, as Debian's OpenSSH makes by default; 'auto' takes a subnet not routed yet.
        script("up", name, "auto", state.toString(), "ed25519");
        address = Files.readString(state.resolve("address")).strip();
    }

    @AfterAll
    static void removeHost() throws Exception {
        if (up) {
            script("down", name, state.toString());
        }
    }

    /** sshhost.sh makes one test user per host and writes its name beside the keys. */
    private static String labUser() throws IOException {
        return java.nio.file.Files.readString(state.resolve("user")).strip();
    }

    private static void script(String... words) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("/bin/bash", SCRIPT.toString()));
        command.addAll(List.of(words));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException("sshhost.sh " + words[0] + " failed: " + output);
        }
    }

    @Test
    void uploadsVerifiesWithRemoteMd5sumAndConvertsText() throws Exception {
        ConnectionSettings settings = ConnectionSettings.defaults(new SshTarget(labUser(), address, 22))
                .withAgent(Optional.empty()).withKnownHosts(state.resolve("known_hosts"), HostKeyDecision.REFUSE)
                .withIdentityFiles(List.of(state.resolve("client_key")));
        Matrix matrix = LabCampaign.matrix(200_001, 5, List.of(1, 2), List.of(32 * 1024), 8, List.of(Checksum.MD5),
                List.of(TransferMode.BINARY, TransferMode.TEXT));
        Campaign campaign = LabCampaign.campaign(matrix, 0, OnFailure.STOP, false);
        SampledHost host = new SampledHost(address, settings);
        CampaignOutcome outcome;
        MonitorSession session = new MonitorSession();
        try (Workload workload = Workloads.create(campaign, host, dir.resolve("scratch"), "mftwb-campaign-test",
                LabCampaign.NO_MQ, line -> { });
                ResultsStore store = ResultsStore.open(dir.resolve("store.csv"), List.of(address))) {
            outcome = new CampaignRunner(campaign, workload, session, store, new RunListener() {
            }).run(new NullProgressMonitor());
        }
        assertEquals(4, outcome.results().size());
        assertTrue(session.series(address, mftwb.monitor.Metric.CPU_TOTAL).isPresent(), "CPU sampled on the OpenSSH host");
        for (RunResult r : outcome.results()) {
            assertTrue(r.succeeded(), () -> r.error().orElse(""));
            assertEquals(5, r.files());
            // A run shorter than two CPU samples has no figure of its own.
            assertTrue(r.seconds() < 2 || r.cpuPercent().containsKey(address), "CPU sampled on the OpenSSH host");
        }
    }
}
