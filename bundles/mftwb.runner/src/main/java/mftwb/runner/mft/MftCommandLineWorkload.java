package mftwb.runner.mft;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import mftwb.remote.SshConnection;
import mftwb.runner.MftAgents;
import mftwb.runner.Progress;
import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;

/**
 * Runs each transfer with {@code fteCreateTransfer -w} over SSH on the source agent's host; N
 * concurrent transfers are N commands at once, each with its share of the files. The test files
 * are generated on that host from /dev/urandom. The agents' agentChunkSize and agentWindowSize are
 * agent properties (set before the agent starts), so the matrix's chunk and window are recorded as
 * the values the user configured, not applied per run. Cancel is checked between runs only: an
 * MFT transfer in flight is canceled with {@code fteCancelTransfer} on the agent.
 */
public final class MftCommandLineWorkload extends MftBackend {
    private static final Duration TRANSFER_TIMEOUT = Duration.ofHours(6);

    private final MftAgents agents;

    public MftCommandLineWorkload(SampledHost sourceHost, MftAgents agents, boolean keep) {
        super(sourceHost, agents.sourceDir(), keep);
        this.agents = agents;
    }

    @Override
    public void run(String label, RunSpec spec, Progress progress) throws IOException {
        progress.checkCanceled();
        int n = spec.activeTransfers();
        String destination = agents.destinationDir() + "/" + label;
        try (SshConnection ssh = SshConnection.open(sourceHost.settings())) {
            progress.start();
            List<FteResult> results = java.util.Collections.synchronizedList(new ArrayList<>());
            List<Transfer> transfers = new ArrayList<>();
            for (int t = 0; t < n; t++) {
                FteCreateTransfer command = new FteCreateTransfer(agents.sourceAgent(), agents.sourceQueueManager(),
                        agents.destinationAgent(), agents.destinationQueueManager(), spec.mode(), spec.checksum(),
                        destination, files.share(spec.fileCount(), t, n));
                transfers.add(() -> {
                    SshConnection.ExecResult r = ssh.run(command.toRemoteCommand(), TRANSFER_TIMEOUT);
                    FteResult result = FteResult.parse(r.exitStatus(), r.stdout(), r.stderr());
                    results.add(result);
                    if (result.outcome() == FteResult.Outcome.SUCCESS) {
                        progress.addBytes(spec.fileSizeBytes() * command.sourceFiles().size());
                        command.sourceFiles().forEach(f -> progress.fileDone());
                    }
                });
            }
            runSideBySide(transfers, ssh.target().toString());
            for (FteResult result : results) {
                if (result.outcome() != FteResult.Outcome.SUCCESS) {
                    throw new IOException(result.reason());
                }
            }
        }
    }

    /** One fteCreateTransfer command of a run. */
    interface Transfer {
        void run() throws IOException;
    }

    /**
     * Runs every transfer on its own thread and waits for all of them. Any exception, checked or not,
     * fails the run: a transfer thread that died must not leave a run counted good with fewer bytes.
     */
    static void runSideBySide(List<Transfer> transfers, String target) throws IOException {
        List<IOException> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < transfers.size(); t++) {
            Transfer transfer = transfers.get(t);
            threads.add(Thread.ofPlatform().name("mftwb-fte-" + t).start(() -> {
                try {
                    transfer.run();
                } catch (IOException e) {
                    failures.add(e);
                } catch (RuntimeException | Error e) {
                    failures.add(new IOException("a transfer on " + target + " failed: " + e, e));
                }
            }));
        }
        for (Thread thread : threads) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while transfers were running on " + target);
            }
        }
        if (!failures.isEmpty()) {
            throw failures.get(0);
        }
    }
}
