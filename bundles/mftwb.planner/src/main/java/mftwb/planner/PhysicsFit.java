package mftwb.planner;

import java.util.List;
import java.util.Random;

import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.RealMatrix;
import org.hipparchus.linear.RealVector;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LeastSquaresBuilder;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LeastSquaresOptimizer;
import org.hipparchus.optim.nonlinear.vector.leastsquares.LevenbergMarquardtOptimizer;
import org.hipparchus.util.Pair;

/**
 * Fits the physics parameters: Levenberg-Marquardt least squares on log time (a 10% miss counts the
 * same on a 2 s run and a 600 s run), every parameter fitted as its logarithm and held within its
 * physical bounds, plus a weak pull towards the nominal values for what the data cannot separate
 * (stronger for a cost that varies less between hardware: {@link Parameter#pull()}).
 */
final class PhysicsFit {
    /** Weight of the prior per parameter, in squared log units: about one row's 14% miss per factor e. */
    static final double PRIOR_WEIGHT = 0.02;
    /**
     * Smallest standard deviation of a row's log miss assumed for the parameter covariance: the scale
     * {@link #PRIOR_WEIGHT} already equates with one e-fold change of a parameter (so a parameter no
     * row pins down keeps about that spread).
     */
    static final double MIN_ROW_MISS = 0.14;
    private static final int STARTS = 3;
    private static final int MAX_EVALUATIONS = 400;
    private static final double STEP = 1e-6;
    private static final Parameter[] PARAMETERS = Parameter.values();

    private PhysicsFit() {
    }

    /**
     * The fitted parameters and how sure the fit is of them.
     *
     * @param theta         parameter values in natural units, by {@link Parameter} ordinal
     * @param logCovariance covariance of their logarithms as the least squares weighed them: the rows'
     *                      mean squared log miss times the inverse of J'J (rows and prior pulls); what
     *                      leaving a table out would change the fit by (the hat matrix)
     * @param rowVariance   that mean squared log miss (never below {@link #MIN_ROW_MISS}²)
     * @param priorSpread   how far from nominal a parameter may lie ({@link PriorSpread})
     * @param parameterCovariance covariance of the log parameters under that spread: what the
     *                      prediction interval carries
     */
    record Fit(double[] theta, double[][] logCovariance, double rowVariance, double priorSpread,
            double[][] parameterCovariance) {
    }

    static Fit fit(List<Measurement> measurements) {
        return fit(measurements, Parameter.nominals());
    }

    /** As {@link #fit(List)}, pulled towards {@code centre} (natural units, by ordinal) instead of the nominal values. */
    static Fit fit(List<Measurement> measurements, double[] centre) {
        return fit(measurements, centre, centre);
    }

    /**
     * As {@link #fit(List, double[])}, with the prior spread measured from {@code spreadFrom} (natural
     * units, by ordinal): how far these rows' parameters lie from a fit that did not see them.
     */
    static Fit fit(List<Measurement> measurements, double[] centre, double[] spreadFrom) {
        double[] prior = new double[PARAMETERS.length];
        for (Parameter p : PARAMETERS) {
            prior[p.ordinal()] = Math.log(centre[p.ordinal()]);
        }
        double[] target = new double[measurements.size() + prior.length];
        LeastSquaresBuilder problem = new LeastSquaresBuilder().model(x -> residualsAndJacobian(x, prior, measurements))
                .target(target).parameterValidator(PhysicsFit::withinBounds).maxEvaluations(MAX_EVALUATIONS)
                .maxIterations(MAX_EVALUATIONS).lazyEvaluation(false);
        // Several starts (the prior and points scattered around it, the same every time so that a
        // calibration is reproducible) guard against the local minima the kinks of max() and ceil() make.
        Random scatter = new Random(STARTS);
        LeastSquaresOptimizer.Optimum best = null;
        for (int start = 0; start < STARTS; start++) {
            double[] point = prior.clone();
            if (start > 0) {
                for (int i = 0; i < point.length; i++) {
                    point[i] = point[i] + scatter.nextGaussian();
                }
            }
            LeastSquaresOptimizer.Optimum optimum;
            try {
                optimum = new LevenbergMarquardtOptimizer()
                        .optimize(problem.start(withinBounds(new ArrayRealVector(point))).build());
            } catch (org.hipparchus.exception.MathIllegalStateException tooManyEvaluations) {
                continue;
            }
            if (best == null || optimum.getCost() < best.getCost()) {
                best = optimum;
            }
        }
        double[] point = best == null ? prior : best.getPoint().toArray();
        double[] theta = new double[point.length];
        for (int i = 0; i < point.length; i++) {
            theta[i] = Math.exp(clamp(point[i], PARAMETERS[i]));
        }
        if (best == null) {
            double[][] none = new double[point.length][point.length];
            return new Fit(theta, none, MIN_ROW_MISS * MIN_ROW_MISS, PriorSpread.CENTRE, none);
        }
        double variance = rowVariance(best, measurements.size());
        RealMatrix rows = best.getJacobian().getSubMatrix(0, measurements.size() - 1, 0, point.length - 1);
        double[] misses = java.util.Arrays.copyOf(residuals(point, prior, measurements), measurements.size());
        double[] shift = new double[point.length];
        for (int i = 0; i < point.length; i++) {
            shift[i] = point[i] - Math.log(spreadFrom[i]);
        }
        double spread = PriorSpread.estimate(rows, misses, shift, variance);
        return new Fit(theta, best.getCovariances(1e-12).scalarMultiply(variance).getData(), variance, spread,
                PriorSpread.covariance(rows, spread, variance));
    }

    /**
     * The rows' miss variance times (J'J)⁻¹. The miss is taken from the rows, but never below
     * {@link #MIN_ROW_MISS}: with few rows the 21 parameters fit them almost exactly, and their tiny
     * residuals would claim a certainty the data cannot give.
     */
    private static double rowVariance(LeastSquaresOptimizer.Optimum optimum, int rows) {
        double squares = 0;
        for (int i = 0; i < rows; i++) {
            squares += optimum.getResiduals().getEntry(i) * optimum.getResiduals().getEntry(i);
        }
        return Math.max(squares / rows, MIN_ROW_MISS * MIN_ROW_MISS);
    }

    /** Log misses of every row, then the pulls towards the prior, with a forward-difference Jacobian. */
    private static Pair<RealVector, RealMatrix> residualsAndJacobian(RealVector x,
            double[] prior, List<Measurement> measurements) {
        double[] point = x.toArray();
        double[] value = residuals(point, prior, measurements);
        double[][] jacobian = new double[value.length][point.length];
        for (int j = 0; j < point.length; j++) {
            double[] moved = point.clone();
            moved[j] += STEP;
            double[] shifted = residuals(moved, prior, measurements);
            for (int i = 0; i < value.length; i++) {
                jacobian[i][j] = (shifted[i] - value[i]) / STEP;
            }
        }
        return new Pair<>(new ArrayRealVector(value, false), new Array2DRowRealMatrix(jacobian, false));
    }

    static double[] residuals(double[] logTheta, double[] prior, List<Measurement> measurements) {
        double[] theta = new double[logTheta.length];
        for (int i = 0; i < logTheta.length; i++) {
            theta[i] = Math.exp(logTheta[i]);
        }
        double[] r = new double[measurements.size() + logTheta.length];
        for (int i = 0; i < measurements.size(); i++) {
            Measurement m = measurements.get(i);
            r[i] = Math.log(PhysicsModel.seconds(m.scenario(), theta) / m.seconds());
        }
        double pull = Math.sqrt(PRIOR_WEIGHT);
        for (int j = 0; j < logTheta.length; j++) {
            r[measurements.size() + j] = pull * PARAMETERS[j].pull() * (logTheta[j] - prior[j]);
        }
        return r;
    }

    private static RealVector withinBounds(RealVector x) {
        double[] inside = new double[x.getDimension()];
        for (int i = 0; i < inside.length; i++) {
            inside[i] = clamp(x.getEntry(i), PARAMETERS[i]);
        }
        return new ArrayRealVector(inside, false);
    }

    private static double clamp(double logValue, Parameter p) {
        return Math.max(Math.log(p.lowest()), Math.min(Math.log(p.highest()), logValue));
    }
}
