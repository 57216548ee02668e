package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A concurrency no run of the topology was measured at: what the physics cannot know there widens the interval. */
class ConcurrencyExtrapolationTest {
    @TempDir
    Path folder;

    @Test
    void onlyAConcurrencyBeyondTheMeasuredOnesStrays() {
        List<Measurement> measured = CalibrationData.measurements(folder).stream()
                .filter(m -> m.scenario().topology() == TopologyKind.BINDINGS).toList();
        ConcurrencyExtrapolation beyond = new ConcurrencyExtrapolation(MeasuredRange.of(measured), 0.2);
        double slope = ConcurrencyExtrapolation.SLOPE_PER_SPREAD * 0.2;
        Scenario measuredRun = measured.get(0).scenario();
        assertArrayEquals(new double[] { 0, 0 }, beyond.features(measuredRun));
        assertArrayEquals(new double[] { 0, 0 }, beyond.features(measuredRun.withTuning(measuredRun.chunkBytes(), measuredRun.window(), 5)),
                "5 transfers lie between the measured 1 and 10");
        // 100 transfers: one tenfold step beyond the measured 10.
        assertArrayEquals(new double[] { 0, slope }, beyond.features(measuredRun.withTuning(measuredRun.chunkBytes(), measuredRun.window(), 100)), 1e-12);
        List<Measurement> concurrentOnly = measured.stream().filter(m -> m.scenario().transfers() == 10).toList();
        ConcurrencyExtrapolation fewer = new ConcurrencyExtrapolation(MeasuredRange.of(concurrentOnly), 0.2);
        assertArrayEquals(new double[] { slope, 0 }, fewer.features(measuredRun.withTuning(measuredRun.chunkBytes(), measuredRun.window(), 1)), 1e-12);
    }

    /**
     * Single transfers predicted from ten-transfer runs alone: the physics keeps the prior for what one
     * transfer does on its own, and the interval held 47 of the 60 runs (78%); 53 with the slope.
     */
    @Test
    void singleTransfersPredictedFromConcurrentRunsFallInsideTheirInterval() {
        List<Measurement> measured = CalibrationData.measurements(folder);
        CalibratedModel model = Planner.calibrate(measured.stream().filter(m -> m.scenario().transfers() == 10).toList());
        List<Measurement> single = measured.stream().filter(m -> m.scenario().transfers() == 1).toList();
        long inside = single.stream().filter(m -> {
            Prediction p = model.predict(m.scenario());
            return p.low() <= m.seconds() && m.seconds() <= p.high();
        }).count();
        assertTrue(inside >= 0.85 * single.size(), inside + " of " + single.size() + " inside their 80% interval");
    }
}
