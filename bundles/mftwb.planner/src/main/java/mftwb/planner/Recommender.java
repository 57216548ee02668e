package mftwb.planner;

import java.util.List;
import java.util.stream.IntStream;

import mftwb.tuning.BandwidthDelay;

/**
 * Searches chunk size, window, concurrency and, where the socket buffer bounds the path, the TCP
 * buffer that covers the bandwidth-delay product, for the lowest predicted time. Concurrency stops at
 * 25, the default maxSourceTransfers/maxDestinationTransfers (beyond it the agent heap must grow).
 * Among settings within 1% of the fastest, the gentlest wins: fewer transfers, then a smaller window
 * (less to resend after a failure), then the chunk size nearest the 256K default. A change is only
 * recommended when the 80% interval of its saving lies above zero (see
 * {@link CalibratedModel#ratioInterval}), and among those the surest saving wins; otherwise the given
 * tuning is kept and the fastest candidate reported.
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
        List<Scenario> candidates = gentlestFirst(given);
        double fastest = Double.MAX_VALUE;
        for (Scenario c : candidates) {
            fastest = Math.min(fastest, model.seconds(c));
        }
        double limit = fastest * (1 + NOISE);
        Scenario quickest = candidates.stream().filter(c -> model.seconds(c) <= limit).findFirst().orElseThrow();
        Prediction asGiven = model.predict(given);
        if (quickest.equals(given) || model.seconds(quickest) >= asGiven.seconds()) {
            return new Recommendation(given, asGiven, given, asGiven, given, 0, 0);
        }
        // The recommendation is the surest saving, not the largest expected one: the tuning whose 80%
        // interval of time relative to the given tuning has the lowest upper end (again the gentlest
        // within 1%). A tuning far from every measured run may promise more and be sure of nothing.
        double[] upper = candidates.stream().mapToDouble(c -> model.ratioInterval(given, c)[1]).toArray();
        double surest = java.util.Arrays.stream(upper).min().orElse(1);
        if (surest < 1) {
            for (int i = 0; i < candidates.size(); i++) {
                // Within 1% of the surest ratio, not 0.01 of it: a saving of 200x has ratios near 0.005.
                if (upper[i] <= surest * (1 + NOISE)) {
                    Scenario best = candidates.get(i);
                    double[] ratio = model.ratioInterval(given, best);
                    return new Recommendation(given, asGiven, best, model.predict(best), best, 100 * (1 - ratio[1]),
                            100 * (1 - ratio[0]));
                }
            }
        }
        double[] ratio = model.ratioInterval(given, quickest);
        return new Recommendation(given, asGiven, given, asGiven, quickest, 100 * (1 - ratio[1]), 100 * (1 - ratio[0]));
    }

    /**
     * Every tuning searched, gentlest first: fewer transfers, a smaller window, the chunk nearest 256K,
     * and among equals the given TCP buffer before the one that covers the path (a configuration change
     * only where it pays).
     */
    private static List<Scenario> gentlestFirst(Scenario given) {
        int maxTransfers = Math.min(MAX_TRANSFERS, given.fileCount());
        List<Scenario> buffers = buffers(given);
        return IntStream.rangeClosed(1, maxTransfers).boxed()
                .flatMap(t -> WINDOWS.stream().flatMap(w -> CHUNK_SIZES.stream()
                        .sorted((a, b) -> Double.compare(chunkDistance(a), chunkDistance(b)))
                        .flatMap(c -> buffers.stream().map(b -> b.withTuning(c, w, t)))))
                .toList();
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
