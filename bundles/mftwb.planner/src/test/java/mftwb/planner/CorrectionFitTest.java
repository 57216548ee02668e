package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The held-out target the correction's hyperparameters are fitted to. */
class CorrectionFitTest {
    @TempDir
    Path folder;

    /**
     * The physics was fitted to the very rows the correction is scored on, so their residuals are
     * smaller than those of a table it has not seen. The first-order estimate of each table's residuals
     * under a physics fitted without it must come closer to what refitting without the table really
     * leaves than the in-sample residuals do.
     */
    @Test
    void heldOutResidualsFollowThePhysicsRefittedWithoutTheTable() {
        List<Measurement> rows = CalibrationData.measurements(folder);
        PhysicsFit.Fit fit = PhysicsFit.fit(rows);
        PhysicsUncertainty uncertainty = new PhysicsUncertainty(fit.theta(), fit.logCovariance());
        double estimateMiss = 0;
        double inSampleMiss = 0;
        double grown = 0;
        double inSample = 0;
        for (String table : new LinkedHashSet<>(rows.stream().map(Measurement::table).toList())) {
            List<Measurement> held = rows.stream().filter(m -> m.table().equals(table)).toList();
            List<Measurement> others = rows.stream().filter(m -> !m.table().equals(table)).toList();
            double[] without = PhysicsFit.fit(others).theta();
            double[][] x = new double[held.size()][];
            double[][] leverage = new double[held.size()][];
            double[] residuals = new double[held.size()];
            int[] group = new int[held.size()];
            for (int i = 0; i < held.size(); i++) {
                x[i] = CalibratedModel.point(held.get(i).scenario(), uncertainty);
                leverage[i] = uncertainty.features(held.get(i).scenario());
                residuals[i] = residual(held.get(i), fit.theta());
                group[i] = i;
            }
            double[] estimate = CorrectionFit.Sample.of(x, leverage, residuals, new int[][] { group }, fit.rowVariance())
                    .heldOutResiduals();
            for (int i = 0; i < held.size(); i++) {
                double actual = residual(held.get(i), without);
                estimateMiss += square(estimate[i] - actual);
                inSampleMiss += square(residuals[i] - actual);
                grown += square(estimate[i]);
                inSample += square(residuals[i]);
            }
        }
        String figures = String.format(Locale.ROOT, "sum of squared misses of the refitted residuals: estimate %.4f,"
                + " in-sample %.4f", estimateMiss, inSampleMiss);
        System.out.println(figures);
        assertTrue(estimateMiss < 0.2 * inSampleMiss, figures);
        assertTrue(grown > inSample, "held-out residuals are larger than in-sample ones");
    }

    private static double residual(Measurement m, double[] theta) {
        return Math.log(m.seconds() / PhysicsModel.seconds(m.scenario(), theta));
    }

    private static double square(double v) {
        return v * v;
    }
}
