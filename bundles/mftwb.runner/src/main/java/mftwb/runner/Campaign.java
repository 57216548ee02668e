package mftwb.runner;

import java.nio.charset.Charset;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A test campaign: where to send files, with which backend, and the matrix of runs, measured the
 * way the reports measure them (warm-up runs first, because JIT warm-up makes early runs slow and
 * noisy).
 *
 * @param topology     the topology file the campaign belongs to, for the Results view's labels
 * @param warmupRuns   unrecorded runs of the first matrix cell before the measured runs
 * @param repetitions  measured runs per matrix cell
 * @param textEncoding code page text-mode runs convert to (the source is read as ISO-8859-1)
 * @param streamsPerFile SSH connections the SFTP workload splits each binary file over (1 = as an
 *                     agent sends it; more fills a long fat link that one SSH channel cannot)
 * @param keep         leave the generated and transferred files in place afterwards
 * @param mft          agents for the {@code mft-cli} and {@code mft-mq} backends
 * @param mq           queue managers for the {@code mft-mq} backend
 * @param stallLimit   a run that moves no byte for this long is marked disturbed
 */
public record Campaign(String name, Optional<Path> topology, Target target, Backend backend, Matrix matrix,
        int warmupRuns, int repetitions, OnFailure onFailure, Charset textEncoding, int streamsPerFile, boolean keep,
        Optional<MftAgents> mft, Optional<MqSettings> mq, Duration stallLimit) {

    public static final Duration DEFAULT_STALL_LIMIT = Duration.ofSeconds(3);

    /** A campaign with the default stall limit. */
    public Campaign(String name, Optional<Path> topology, Target target, Backend backend, Matrix matrix, int warmupRuns,
            int repetitions, OnFailure onFailure, Charset textEncoding, int streamsPerFile, boolean keep,
            Optional<MftAgents> mft, Optional<MqSettings> mq) {
        this(name, topology, target, backend, matrix, warmupRuns, repetitions, onFailure, textEncoding, streamsPerFile,
                keep, mft, mq, DEFAULT_STALL_LIMIT);
    }

    public Campaign {
        if (stallLimit.isNegative() || stallLimit.isZero()) {
            throw new IllegalArgumentException("stallLimit must be positive");
        }
        if (warmupRuns < 0 || repetitions < 1) {
            throw new IllegalArgumentException("warmupRuns must be 0 or more and repetitions at least 1");
        }
        if (streamsPerFile < 1) {
            throw new IllegalArgumentException("streamsPerFile must be at least 1");
        }
        if ((backend == Backend.MFT_CLI || backend == Backend.MFT_MQ) && mft.isEmpty()) {
            throw new IllegalArgumentException("backend " + backend.word() + " needs the 'mft' agents section");
        }
        if (backend == Backend.MFT_MQ && mq.isEmpty()) {
            throw new IllegalArgumentException("backend mft-mq needs the 'mq' queue managers section");
        }
    }

    /** The measured runs in order: each matrix cell {@code repetitions} times in a row. */
    public List<RunSpec> measuredRuns() {
        return matrix.cells().stream().flatMap(c -> java.util.Collections.nCopies(repetitions, c).stream()).toList();
    }
}
