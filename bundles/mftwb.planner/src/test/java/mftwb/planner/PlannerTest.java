package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlannerTest {
    @TempDir
    Path folder;

    @Test
    void calibrationRecoversTheTimesOfAKnownModelOnScenariosItNeverSaw() {
        CalibratedModel truth = CalibratedModel.nominal();
        List<Measurement> training = new ArrayList<>();
        for (TopologyKind kind : TopologyKind.values()) {
            for (long size : new long[] { 1024, 1048576, 104857600 }) {
                for (int transfers : new int[] { 1, 10 }) {
                    Scenario s = new Scenario(kind, kind == TopologyKind.CLIENT ? 0.2 : 40, 1000, size, 20, transfers,
                            262144, 10, transfers == 10, kind == TopologyKind.BINDINGS);
                    training.add(new Measurement(kind.label(), s, truth.seconds(s)));
                }
            }
        }
        CalibratedModel fitted = Planner.calibrate(training);
        Scenario unseen = new Scenario(TopologyKind.STANDARD_CROSSGEO, 80, 1000, 5242880, 40, 4, 524288, 10, false,
                false);
        assertEquals(truth.seconds(unseen), fitted.seconds(unseen), 0.1 * truth.seconds(unseen));
    }

    /**
     * Regression guard for the physics: held-out tables of the reports must stay within the errors
     * measured when the model was written (LAN 8.1%, bridge 22.6% mean absolute percentage error).
     */
    @Test
    void leaveOneTableOutErrorStaysWithinTheMeasuredBound() {
        List<CrossValidation.HeldOut> heldOut = CrossValidation.leaveOneTableOut(CalibrationData.measurements(folder));
        assertEquals(84, heldOut.size());
        double lan = mape(heldOut, true);
        double bridge = mape(heldOut, false);
        assertTrue(lan < 0.11, "LAN MAPE " + lan);
        assertTrue(bridge < 0.28, "bridge MAPE " + bridge);
    }

    @Test
    void baselineTakesTheNearestChunkSizeOfTheSameCase() {
        Scenario base = new Scenario(TopologyKind.CLIENT, 0.2, 1000, 1048576, 1024, 10, 65536, 10, false, true);
        List<Measurement> others = List.of(new Measurement("a", base.withTuning(262144, 10, 10), 20),
                new Measurement("b", base.withTuning(1048576, 10, 10), 30),
                new Measurement("c", base.withTuning(262144, 10, 1), 40));
        Measurement target = new Measurement("t", base.withTuning(131072, 10, 10), 25);
        assertEquals(20, CrossValidation.nearestChunkBaseline(target, others).getAsDouble());
        Measurement lonely = new Measurement("t", base.withTuning(131072, 10, 3), 25);
        assertTrue(CrossValidation.nearestChunkBaseline(lonely, others).isEmpty());
    }

    private static double mape(List<CrossValidation.HeldOut> rows, boolean lan) {
        return rows.stream().filter(h -> Accuracy.isLanReport(h.measured().scenario().topology()) == lan)
                .mapToDouble(CrossValidation.HeldOut::modelError).average().orElseThrow();
    }
}
