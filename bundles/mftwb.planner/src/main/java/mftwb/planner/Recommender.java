package mftwb.planner;

import java.util.List;
import java.util.stream.IntStream;

import mftwb.tuning.BandwidthDelay;

/**
 * Searches chunk size, window, concurrency and, where the socket buffer bounds the path, the TCP
 * buffer that covers the bandwidth-delay product, for the lowest predicted time. Concurrency stops at
 * 25, the default maxSourceTransfers/maxDestinationTransfers (beyond it the agent heap must grow).
 * Among settings within 1% of the fastest, the gentlest wins: fewer transfers, then a smaller window
 * (less to resend after a failure), then the chunk size nearest the 256K default. The change is only
 * recommended when the 80% interval of its saving lies above zero (see
 * {@link CalibratedModel#ratioInterval}); otherwise the given tuning is kept and the candidate reported.
 */
public final class Recommender {
    public static final List<Integer> CHUNK_SIZES = List.of(65536, 131072, 262144, 524288, 1048576, 2097152, 4194304);
    public static final List<Integer> WINDOWS = List.of(5, 10, 15, 20, 25, 30, 40, 50);
    public static final int MAX_TRANSFERS = 25;
    private static final double NOISE = 0.01;
    private static final int DEFAULT_CHUNK = 262144;

    private final CalibratedModel model;

    public Recommender(CalibratedModel model) {
        this.model = model;
    }

    public Recommendation recommend(Scenario given) {
        int maxTransfers = Math.min(MAX_TRANSFERS, given.fileCount());
        List<Scenario> buffers = buffers(given);
        double fastest = Double.MAX_VALUE;
        for (Scenario buffered : buffers) {
            for (int chunk : CHUNK_SIZES) {
                for (int window : WINDOWS) {
                    for (int transfers = 1; transfers <= maxTransfers; transfers++) {
                        fastest = Math.min(fastest, model.seconds(buffered.withTuning(chunk, window, transfers)));
                    }
                }
            }
        }
        double limit = fastest * (1 + NOISE);
        // The given buffer comes first among equals: a configuration change only where it pays.
        Scenario best = IntStream.rangeClosed(1, maxTransfers).boxed()
                .flatMap(t -> WINDOWS.stream().flatMap(w -> CHUNK_SIZES.stream()
                        .sorted((a, b) -> Double.compare(chunkDistance(a), chunkDistance(b)))
                        .flatMap(c -> buffers.stream().map(b -> b.withTuning(c, w, t)))))
                .filter(s -> model.seconds(s) <= limit)
                .findFirst().orElseThrow();
        Prediction asGiven = model.predict(given);
        if (best.equals(given)) {
            return new Recommendation(given, asGiven, given, asGiven, given, 0, 0);
        }
        double[] ratio = model.ratioInterval(given, best);
        double gainLow = 100 * (1 - ratio[1]);
        double gainHigh = 100 * (1 - ratio[0]);
        if (gainLow > 0) {
            return new Recommendation(given, asGiven, best, model.predict(best), best, gainLow, gainHigh);
        }
        return new Recommendation(given, asGiven, given, asGiven, best, gainLow, gainHigh);
    }

    /**
     * The TCP buffers worth trying: the given one, and where the socket buffer bounds the path (a
     * client channel, or queue manager channels given a buffer) the one that covers the path's
     * bandwidth-delay product with the tuning engine's headroom.
     */
    static List<Scenario> buffers(Scenario given) {
        if (!given.topology().clientConnection() && given.tcpBufferBytes() == 0) {
            return List.of(given);
        }
        int covering = coveringBufferBytes(given);
        return covering > given.effectiveTcpBufferBytes() ? List.of(given, given.withTcpBufferBytes(covering)) : List.of(given);
    }

    /** The buffer the tuning engine sets for this path (see {@link BandwidthDelay#channelBufferBytes}). */
    static int coveringBufferBytes(Scenario s) {
        return (int) BandwidthDelay.channelBufferBytes(s.rttMillis(), s.linkMbps(), s.chunkBytes());
    }

    private static double chunkDistance(int chunkBytes) {
        return Math.abs(Math.log((double) chunkBytes / DEFAULT_CHUNK));
    }
}
