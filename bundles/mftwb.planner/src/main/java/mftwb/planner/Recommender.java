package mftwb.planner;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import mftwb.tuning.BandwidthDelay;

/**
 * Searches chunk size, window, concurrency and, where the socket buffer bounds the path, the TCP
 * buffer that covers the bandwidth-delay product, for the lowest predicted time. Concurrency stops at
 * 25, the default maxSourceTransfers/maxDestinationTransfers (beyond it the agent heap must grow).
 * Settings that differ by less than one run's scatter (the calibration's run-to-run noise, about 3% on
 * the reports' rows) are a tie, which measuring could not settle: among them the one that changes the
 * fewest of the given knobs wins (a knob that saves nothing stays as the user set it, and within the
 * runs the model was calibrated on), then the gentlest: fewer transfers, then a smaller window (less to
 * resend after a failure), then the chunk size nearest the 256K default. A change is only recommended
 * when the 80% interval of its saving lies above zero (see {@link CalibratedModel#ratioInterval}), and
 * among those the surest saving wins; otherwise the given tuning is kept and the fastest candidate
 * reported. With a 1% tie ten files of 100 MB with MD5 in one transfer (the reports' LAN) were told to
 * split over ten transfers and also to lower the window to 5, below every measured run, for a 0.1% surer
 * saving.
 */
public final class Recommender {
    public static final List<Integer> CHUNK_SIZES = List.of(65536, 131072, 262144, 524288, 1048576, 2097152, 4194304);
    public static final List<Integer> WINDOWS = List.of(5, 10, 15, 20, 25, 30, 40, 50);
    public static final int MAX_TRANSFERS = 25;
    private static final int DEFAULT_CHUNK = 262144;

    private final CalibratedModel model;

    public Recommender(CalibratedModel model) {
        this.model = model;
    }

    public Recommendation recommend(Scenario given) {
        List<Scenario> candidates = fewestChangesFirst(given);
        double tie = Math.expm1(model.runToRunNoise());
        double fastest = Double.MAX_VALUE;
        for (Scenario c : candidates) {
            fastest = Math.min(fastest, model.seconds(c));
        }
        double limit = fastest * (1 + tie);
        Scenario quickest = candidates.stream().filter(c -> model.seconds(c) <= limit).findFirst().orElseThrow();
        Prediction asGiven = model.predict(given);
        if (quickest.equals(given) || model.seconds(quickest) >= asGiven.seconds()) {
            return new Recommendation(given, asGiven, given, asGiven, given, 0, 0);
        }
        // The recommendation is the surest saving, not the largest expected one: the tuning whose 80%
        // interval of time relative to the given tuning has the lowest upper end (again the fewest changes,
        // then the gentlest, within a tie). A tuning far from every measured run may promise more and be
        // sure of nothing.
        double[] upper = candidates.stream().mapToDouble(c -> model.ratioInterval(given, c)[1]).toArray();
        double surest = Arrays.stream(upper).min().orElse(1);
        if (surest < 1) {
            for (int i = 0; i < candidates.size(); i++) {
                // Relative to the surest ratio, not an absolute margin: a saving of 200x has ratios near 0.005.
                if (upper[i] <= surest * (1 + tie)) {
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
     * Every tuning searched, those changing fewer of the given knobs (chunk size, window, transfers, TCP
     * buffer) first, and among as many changes the gentlest first: fewer transfers, a smaller window, the
     * chunk nearest 256K, and among equals the given TCP buffer before the one that covers the path (a
     * configuration change only where it pays). The given chunk size and window are searched too, even
     * where they are off the grid.
     */
    private static List<Scenario> fewestChangesFirst(Scenario given) {
        int maxTransfers = Math.min(MAX_TRANSFERS, given.fileCount());
        List<Scenario> buffers = buffers(given);
        List<Integer> windows = withGiven(WINDOWS, given.window());
        List<Integer> chunks = withGiven(CHUNK_SIZES, given.chunkBytes()).stream()
                .sorted((a, b) -> Double.compare(chunkDistance(a), chunkDistance(b))).toList();
        return IntStream.rangeClosed(1, maxTransfers).boxed()
                .flatMap(t -> windows.stream().flatMap(w -> chunks.stream()
                        .flatMap(c -> buffers.stream().map(b -> b.withTuning(c, w, t)))))
                .sorted(Comparator.comparingInt(c -> changes(given, c)))
                .toList();
    }

    private static List<Integer> withGiven(List<Integer> grid, int given) {
        return grid.contains(given) ? grid : Stream.concat(grid.stream(), Stream.of(given))
                .sorted().toList();
    }

    /** How many of the knobs the recommender turns differ between the two tunings. */
    private static int changes(Scenario given, Scenario candidate) {
        return (candidate.chunkBytes() != given.chunkBytes() ? 1 : 0) + (candidate.window() != given.window() ? 1 : 0)
                + (candidate.transfers() != given.transfers() ? 1 : 0)
                + (candidate.tcpBufferBytes() != given.tcpBufferBytes() ? 1 : 0);
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
