package mftwb.planner;

import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.CholeskyDecomposition;
import org.hipparchus.linear.MatrixUtils;
import org.hipparchus.linear.QRDecomposition;
import org.hipparchus.linear.RealMatrix;
import org.hipparchus.linear.RealVector;
import org.hipparchus.optim.MaxEval;
import org.hipparchus.optim.nonlinear.scalar.GoalType;
import org.hipparchus.optim.univariate.BrentOptimizer;
import org.hipparchus.optim.univariate.SearchInterval;
import org.hipparchus.optim.univariate.UnivariateObjectiveFunction;

/**
 * How far the physics parameters of this calibration may lie from their nominal values: the standard
 * deviation τ, in log units and alike for every parameter, of the prior the interval assumes. It is
 * estimated from the rows (type-II maximum likelihood, also called empirical Bayes): linearised at
 * the fit, the rows' log times around the nominal physics are {@code y = J(θ - nominal) + ε}, so under
 * that prior {@code y ~ N(0, τ² J Jᵀ + σ² I)}, and τ is where that density peaks. The parameters the
 * rows pin down tell how far from nominal such constants land on this hardware; a parameter no row
 * pins down (text conversion when every row is binary) then keeps that spread, not an arbitrary one.
 *
 * <p>Why: with the fit's own weak pull (about one e-fold, {@link PhysicsFit#PRIOR_WEIGHT}) every
 * unpinned parameter claimed a factor of e either way, and a whole factor level held out (all MD5
 * rows, all text rows, all concurrent rows) fell inside its 80% interval every time, intervals
 * well over 100% wide; releng/bench/planner-accuracy shows the groups before and after. A weak
 * log-normal hyperprior centred on that e-fold keeps τ near it when the rows say little (a handful
 * of rows, which maximum likelihood would take to τ = 0).
 */
final class PriorSpread {
    /** The hyperprior's centre, in log units: the fit's own pull (one e-fold). */
    static final double CENTRE = 1;
    /** The hyperprior's standard deviation of log τ. */
    private static final double HYPERPRIOR_SD = 1;
    private static final double LOWEST = 0.01;
    private static final double HIGHEST = 10;

    private PriorSpread() {
    }

    /**
     * The most probable τ.
     *
     * @param jacobian    d(log time)/d(log parameter) of each row at the fit (rows x parameters)
     * @param misses      each row's log miss at the fit, log(physics / measured)
     * @param shift       fitted minus nominal log parameters
     * @param rowVariance σ², the rows' miss variance the fit assumes
     */
    static double estimate(RealMatrix jacobian, double[] misses, double[] shift, double rowVariance) {
        RealVector y = jacobian.operate(new ArrayRealVector(shift, false))
                .subtract(new ArrayRealVector(misses, false));
        RealMatrix information = jacobian.transpose().multiply(jacobian);
        RealVector projected = jacobian.transpose().operate(y);
        double squares = y.dotProduct(y);
        int p = shift.length;
        // -log density in p dimensions, by the matrix determinant lemma and Woodbury's identity:
        // log det(I + s JᵀJ) + (yᵀy - s bᵀ(I + s JᵀJ)⁻¹b) / σ², with s = τ²/σ² and b = Jᵀy.
        UnivariateObjectiveFunction minusLogPosterior = new UnivariateObjectiveFunction(logTau -> {
            double s = Math.exp(2 * logTau) / rowVariance;
            RealMatrix a = information.scalarMultiply(s).add(MatrixUtils.createRealIdentityMatrix(p));
            CholeskyDecomposition cholesky = new CholeskyDecomposition(a,
                    CholeskyDecomposition.DEFAULT_RELATIVE_SYMMETRY_THRESHOLD, 0);
            RealMatrix lower = cholesky.getL();
            double logDeterminant = 0;
            for (int k = 0; k < p; k++) {
                logDeterminant += 2 * Math.log(lower.getEntry(k, k));
            }
            double quadratic = (squares - s * projected.dotProduct(cholesky.getSolver().solve(projected))) / rowVariance;
            double hyper = (logTau - Math.log(CENTRE)) / HYPERPRIOR_SD;
            return 0.5 * (logDeterminant + quadratic + hyper * hyper);
        });
        return Math.exp(new BrentOptimizer(1e-6, 1e-9).optimize(new MaxEval(200), minusLogPosterior,
                GoalType.MINIMIZE, new SearchInterval(Math.log(LOWEST), Math.log(HIGHEST))).getPoint());
    }

    /**
     * Covariance of the log parameters under that prior: σ²(JᵀJ + σ²/τ² I)⁻¹, so a parameter the rows
     * pin down keeps what they say and one they do not keeps τ².
     */
    static double[][] covariance(RealMatrix jacobian, double tau, double rowVariance) {
        RealMatrix information = jacobian.transpose().multiply(jacobian);
        for (int k = 0; k < information.getRowDimension(); k++) {
            information.addToEntry(k, k, rowVariance / (tau * tau));
        }
        return new QRDecomposition(information).getSolver().getInverse().scalarMultiply(rowVariance).getData();
    }

    /**
     * A covariance of the log parameters with every parameter {@code spread} (log units) more uncertain
     * than {@code covariance} says, as a new array.
     */
    static double[][] widened(double[][] covariance, double spread) {
        double[][] wider = new double[covariance.length][];
        for (int k = 0; k < covariance.length; k++) {
            wider[k] = covariance[k].clone();
            wider[k][k] += spread * spread;
        }
        return wider;
    }
}
