package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Random;

import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.RealMatrix;
import org.junit.jupiter.api.Test;

/** The spread of the physics parameters around nominal, estimated from the rows. */
class PriorSpreadTest {
    private static final int PARAMETERS = 20;
    private static final int ROWS = 400;
    private static final double NOISE = 0.05;

    /**
     * Rows drawn from a linear model whose parameters lie a known spread from nominal: the estimate
     * finds the spread the draw realised (root mean square offset), a small one and a large one alike.
     */
    @Test
    void findsTheSpreadTheParametersWereDrawnWith() {
        for (double spread : new double[] { 0.3, 1.5 }) {
            double[] realisedAndEstimate = realisedAndEstimate(spread, 1);
            assertEquals(realisedAndEstimate[0], realisedAndEstimate[1], 0.1 * realisedAndEstimate[0], "drawn " + spread);
        }
    }

    /** Rows that no parameter moves say nothing: the hyperprior's centre is kept. */
    @Test
    void keepsTheFitsOwnSpreadWhenNoRowDependsOnAParameter() {
        RealMatrix flat = new Array2DRowRealMatrix(ROWS, PARAMETERS);
        double[] misses = new Random(3).doubles(ROWS).map(u -> NOISE * (u - 0.5)).toArray();
        assertEquals(PriorSpread.CENTRE, PriorSpread.estimate(flat, misses, new double[PARAMETERS], NOISE * NOISE), 1e-3);
    }

    /** One parameter, n rows of slope j: the posterior variance of a normal prior and normal rows. */
    @Test
    void covarianceIsThePosteriorUnderThatSpread() {
        double slope = 0.5;
        int rows = 10;
        double[][] j = new double[rows][1];
        for (double[] row : j) {
            row[0] = slope;
        }
        double tau = 0.2;
        double variance = 0.01;
        double expected = 1 / (rows * slope * slope / variance + 1 / (tau * tau));
        assertEquals(expected, PriorSpread.covariance(new Array2DRowRealMatrix(j), tau, variance)[0][0], 1e-12);
    }

    private static double[] realisedAndEstimate(double spread, long seed) {
        Random random = new Random(seed);
        double[][] j = new double[ROWS][PARAMETERS];
        for (double[] row : j) {
            for (int k = 0; k < PARAMETERS; k++) {
                row[k] = random.nextGaussian() * 0.5;
            }
        }
        double[] offset = new double[PARAMETERS];
        for (int k = 0; k < PARAMETERS; k++) {
            offset[k] = spread * random.nextGaussian();
        }
        // Fitted at nominal (no shift): each row misses by what the offset and the noise make.
        double[] misses = new double[ROWS];
        for (int i = 0; i < ROWS; i++) {
            double logTime = NOISE * random.nextGaussian();
            for (int k = 0; k < PARAMETERS; k++) {
                logTime += j[i][k] * offset[k];
            }
            misses[i] = -logTime;
        }
        double realised = Math.sqrt(Arrays.stream(offset).map(o -> o * o).sum() / PARAMETERS);
        return new double[] { realised,
                PriorSpread.estimate(new Array2DRowRealMatrix(j, false), misses, new double[PARAMETERS], NOISE * NOISE) };
    }
}
