package mftwb.runner;

import java.nio.charset.Charset;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;

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
 * @param orderSeed    the seed that shuffles each round of the run order (see {@link #runOrder()}); empty: each
 *                     round in matrix order
 */
public record Campaign(String name, Optional<Path> topology, Target target, Backend backend, Matrix matrix,
        int warmupRuns, int repetitions, OnFailure onFailure, Charset textEncoding, int streamsPerFile, boolean keep,
        Optional<MftAgents> mft, Optional<MqSettings> mq, Duration stallLimit, OptionalLong orderSeed) {

    public static final Duration DEFAULT_STALL_LIMIT = Duration.ofSeconds(3);

    /** A campaign whose rounds run in matrix order unless {@link #withOrderSeed(long)} shuffles them. */
    public Campaign(String name, Optional<Path> topology, Target target, Backend backend, Matrix matrix, int warmupRuns,
            int repetitions, OnFailure onFailure, Charset textEncoding, int streamsPerFile, boolean keep,
            Optional<MftAgents> mft, Optional<MqSettings> mq, Duration stallLimit) {
        this(name, topology, target, backend, matrix, warmupRuns, repetitions, onFailure, textEncoding, streamsPerFile,
                keep, mft, mq, stallLimit, OptionalLong.empty());
    }

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

    /** Every measured run, cell by cell in matrix order: each cell {@code repetitions} times (see {@link #runOrder()}). */
    public List<RunSpec> measuredRuns() {
        return matrix.cells().stream().flatMap(c -> Collections.nCopies(repetitions, c).stream()).toList();
    }

    /** The same campaign with its rounds shuffled by {@code seed}. */
    public Campaign withOrderSeed(long seed) {
        return new Campaign(name, topology, target, backend, matrix, warmupRuns, repetitions, onFailure, textEncoding,
                streamsPerFile, keep, mft, mq, stallLimit, OptionalLong.of(seed));
    }

    /**
     * The measured runs in the order they run: {@code repetitions} rounds of every cell once, each round's
     * cells shuffled by the order seed. Run back to back, a cell's repetitions all met the same burst of
     * background load, and the rank test of a comparison, which takes the runs as independent, called two
     * runs of one campaign "slower" by +195% (the tester's 1T/256K cell); in rounds, drift spreads over
     * every cell, and the shuffle keeps a slow phase of each round off the same cell.
     */
    public List<RunSpec> runOrder() {
        Random random = orderSeed.isPresent() ? new Random(orderSeed.getAsLong()) : null;
        List<RunSpec> order = new ArrayList<>();
        for (int round = 0; round < repetitions; round++) {
            List<RunSpec> cells = new ArrayList<>(matrix.cells());
            if (random != null) {
                Collections.shuffle(cells, random);
            }
            order.addAll(cells);
        }
        return List.copyOf(order);
    }
}
