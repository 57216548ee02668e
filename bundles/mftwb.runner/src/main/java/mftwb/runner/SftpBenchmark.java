package mftwb.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.remote.HostKeyDecision;
import mftwb.remote.SshTarget;
import mftwb.runner.sftp.SftpWorkload;

/**
 * One SFTP workload run from the command line, for releng/bench/sftp-wan.sh, which starts it inside
 * a lab network namespace with a plain class path (no OSGi):
 * {@code SftpBenchmark USER@HOST:PORT KEY KNOWN_HOSTS FILE_BYTES FILE_COUNT TRANSFERS CHUNK WINDOW [STREAMS [WARMUPS]]}
 * (STREAMS: connections each file is split over, default 1; WARMUPS: unmeasured runs first, default 0,
 * as campaigns warm the JIT up before measuring).
 * Prints {@code seconds=... mb_per_s=...} (MB = 10^6 bytes); exit 1 when the run fails.
 */
public final class SftpBenchmark {
    private SftpBenchmark() {
    }

    /** The lab's SFTP server from {@code USER@HOST:PORT KEY KNOWN_HOSTS}; an unknown host key is refused. */
    static SampledHost labHost(String[] args) {
        System.getProperties().putIfAbsent("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        SshTarget target = SshTarget.parse(args[0]);
        Target where = new Target(java.util.Optional.of(target), java.util.Optional.of(Path.of(args[1])),
                java.util.Optional.empty(), java.util.Optional.empty());
        return new SampledHost(target.host(),
                where.connectionSettings().withKnownHosts(Path.of(args[2]), HostKeyDecision.REFUSE));
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 8 || args.length > 10) {
            System.err.println("usage: SftpBenchmark USER@HOST:PORT KEY KNOWN_HOSTS FILE_BYTES FILE_COUNT TRANSFERS CHUNK WINDOW"
                    + " [STREAMS [WARMUPS]]");
            System.exit(2);
        }
        SampledHost host = labHost(args);
        RunSpec spec = new RunSpec(Long.parseLong(args[3]), Integer.parseInt(args[4]), Integer.parseInt(args[5]),
                Integer.parseInt(args[6]), Integer.parseInt(args[7]), Checksum.NONE, TransferMode.BINARY);
        int streams = args.length >= 9 ? Integer.parseInt(args[8]) : 1;
        int warmups = args.length == 10 ? Integer.parseInt(args[9]) : 0;
        Path scratch = Files.createTempDirectory("mftwb-bench-");
        try (SftpWorkload workload = new SftpWorkload(host, scratch, "mftwb-bench", StandardCharsets.UTF_8, streams,
                false)) {
            workload.prepare(spec);
            for (int i = 1; i <= warmups; i++) {
                workload.run("warmup-" + i + "-" + ProcessHandle.current().pid(), spec, new Progress(() -> false));
            }
            Progress progress = new Progress(() -> false);
            workload.run("run-" + ProcessHandle.current().pid(), spec, progress);
            double seconds = progress.elapsedSeconds();
            System.out.println(String.format(Locale.ROOT, "seconds=%.3f mb_per_s=%.2f", seconds,
                    progress.bytes() / 1e6 / seconds));
        } catch (IOException e) {
            System.err.println("sftp workload: " + e.getMessage());
            System.exit(1);
        }
    }
}
