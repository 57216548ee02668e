package mftwb.planner;

import java.util.List;

/** Predictions along one tuning knob, for the what-if charts (time vs chunk size, vs concurrency). */
public final class Sweep {
    private Sweep() {
    }

    /**
     * @param value      the knob's value at this point
     * @param prediction the model's prediction there
     */
    public record Point(int value, Prediction prediction) {
    }

    public static List<Point> chunkBytes(CalibratedModel model, Scenario base, List<Integer> chunkSizes) {
        return chunkSizes.stream()
                .map(c -> new Point(c, model.predict(base.withTuning(c, base.window(), base.transfers())))).toList();
    }

    public static List<Point> transfers(CalibratedModel model, Scenario base, int maxTransfers) {
        return java.util.stream.IntStream.rangeClosed(1, maxTransfers)
                .mapToObj(t -> new Point(t, model.predict(base.withTuning(base.chunkBytes(), base.window(), t))))
                .toList();
    }
}
