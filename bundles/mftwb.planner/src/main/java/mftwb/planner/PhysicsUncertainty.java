package mftwb.planner;

import org.hipparchus.linear.EigenDecompositionSymmetric;

/**
 * How far the physics may be off at a scenario because its parameters are uncertain, as features
 * whose dot product is the covariance of two predictions' log time: {@code φ(s) = D^½ Vᵀ g(s)},
 * with {@code g} the sensitivity of log time to each log parameter and {@code V D Vᵀ} the fit's
 * parameter covariance. A scenario that leans on a parameter the calibration rows never pinned down
 * (text conversion when every row is binary, concurrency when every row ran one transfer) gets a wide
 * interval; near measured rows the kriging conditions this term away. An environment's own also carries,
 * after those, what a concurrency or a topology beyond its measured runs may change ({@link ExtrapolationSpread}).
 */
final class PhysicsUncertainty {
    private static final double STEP = 1e-4;

    private final double[] theta;
    /** Rows: eigenvectors scaled by the square root of their eigenvalue. */
    private final double[][] scaledDirections;
    /** Appended after the parameters' features; null where a mechanism change is not allowed for. */
    private final ExtrapolationSpread extrapolation;

    private PhysicsUncertainty(PhysicsUncertainty parameters, ExtrapolationSpread extrapolation) {
        this.theta = parameters.theta;
        this.scaledDirections = parameters.scaledDirections;
        this.extrapolation = extrapolation;
    }

    /** The same, and what a concurrency or topology beyond the environment's measured runs may change ({@link ExtrapolationSpread}). */
    PhysicsUncertainty beyondMeasured(MeasuredRange measured, double priorSpread) {
        return new PhysicsUncertainty(this, new ExtrapolationSpread(measured, priorSpread));
    }

    PhysicsUncertainty(double[] theta, double[][] logCovariance) {
        this.extrapolation = null;
        this.theta = theta.clone();
        int n = logCovariance.length;
        double[][] symmetric = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                symmetric[i][j] = 0.5 * (logCovariance[i][j] + logCovariance[j][i]);
            }
        }
        var eigen = new EigenDecompositionSymmetric(new org.hipparchus.linear.Array2DRowRealMatrix(symmetric, false));
        double[] values = eigen.getEigenvalues();
        double largest = java.util.Arrays.stream(values).max().orElse(0);
        // Directions a million times less uncertain than the most uncertain one add nothing visible.
        scaledDirections = java.util.stream.IntStream.range(0, values.length)
                .filter(k -> values[k] > 1e-6 * largest)
                .mapToObj(k -> eigen.getEigenvector(k).mapMultiply(Math.sqrt(values[k])).toArray())
                .toArray(double[][]::new);
    }

    /** Number of features {@link #features} returns. */
    int size() {
        return scaledDirections.length + (extrapolation == null ? 0 : ExtrapolationSpread.SIZE);
    }

    double[] features(Scenario s) {
        double base = Math.log(PhysicsModel.seconds(s, theta));
        double[] sensitivity = new double[theta.length];
        double[] moved = theta.clone();
        for (int j = 0; j < theta.length; j++) {
            moved[j] = theta[j] * Math.exp(STEP);
            sensitivity[j] = (Math.log(PhysicsModel.seconds(s, moved)) - base) / STEP;
            moved[j] = theta[j];
        }
        double[] phi = new double[size()];
        if (extrapolation != null) {
            System.arraycopy(extrapolation.features(s), 0, phi, scaledDirections.length, ExtrapolationSpread.SIZE);
        }
        for (int k = 0; k < scaledDirections.length; k++) {
            double sum = 0;
            for (int j = 0; j < sensitivity.length; j++) {
                sum += scaledDirections[k][j] * sensitivity[j];
            }
            phi[k] = sum;
        }
        return phi;
    }
}
