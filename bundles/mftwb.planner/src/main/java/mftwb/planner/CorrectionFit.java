package mftwb.planner;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.function.UnaryOperator;

import org.hipparchus.exception.MathIllegalArgumentException;
import org.hipparchus.exception.MathIllegalStateException;
import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.ArrayRealVector;
import org.hipparchus.linear.LUDecomposition;
import org.hipparchus.optim.InitialGuess;
import org.hipparchus.optim.MaxEval;
import org.hipparchus.optim.SimpleBounds;
import org.hipparchus.optim.nonlinear.scalar.GoalType;
import org.hipparchus.optim.nonlinear.scalar.ObjectiveFunction;
import org.hipparchus.optim.nonlinear.scalar.noderiv.BOBYQAOptimizer;

/**
 * Fits the kriging hyperparameters shared by every environment: those that best predict each table
 * from the others (the held-out log probability of every table's log residuals, summed over tables
 * and environments; with one table, over rows), times weak log-normal priors that keep the length
 * scales near one normalised step where the data cannot tell (a factor the rows never vary). Scoring
 * held-out tables rather than the marginal likelihood sizes the correction for what the planner is
 * asked to do, predict runs unlike those measured. Bounded by BOBYQA, a derivative-free trust-region
 * method.
 */
final class CorrectionFit {
    /**
     * Smallest prior standard deviation of the correction, in log time. The calibration's own
     * residuals understate how far the physics misses on runs it was not fitted to (it was fitted to
     * those very rows), so the prior amplitude is never taken below this: about the held-out miss of
     * the physics alone on the reports (see releng/bench/planner-accuracy).
     */
    static final double MIN_AMPLITUDE = 0.1;
    static final double MAX_AMPLITUDE = 2;
    /**
     * Smallest run-to-run noise, in log time: how much a run repeated on the same set-up scatters. The
     * reports' 24 pairs of LAN runs that differ only in a chunk size that does not matter there (64K vs
     * 256K, the pairs differ both ways, by 0.4% on average) scatter by 2.3% per run (root mean square),
     * and the noise is never taken below that. Held-out tables cannot tell noise from a rougher
     * correction, and a calibration without repeated runs holds nothing to tell it by, so the fit left
     * free takes the noise to nothing and an interval around a measured run then claims the next run
     * will repeat it to the percent.
     */
    static final double MIN_NOISE = 0.023;
    static final double MAX_NOISE = 1;
    /**
     * What a run across a WAN scatters by, in log time (see {@link Kriging#wanVariance}). The reports ran
     * nothing twice across their WAN, so the fit cannot see it (it takes it for what the physics misses),
     * and claimed a run of the cross-geo report at another chunk size within 5% (those tables held 25% of
     * their runs in the 80% interval); the reports' near-repeats there show it
     * ({@link Accuracy.NearRepeats#acrossWan}): the same twelve transfers across the same 150 ms WAN, once
     * to a protocol bridge agent and once to a standard agent, differ by 17% root mean square, 12% per run.
     */
    static final double WAN_SCATTER = 0.12;
    static final double MIN_CONSTANT = 0.01;
    static final double MAX_CONSTANT = 2;
    static final double MIN_LENGTH = 0.1;
    static final double MAX_LENGTH = 30;
    /** Standard deviation of the log-normal prior on each length scale around one normalised step. */
    private static final double LENGTH_PRIOR_SD = 1;
    private static final int MAX_EVALUATIONS = 1500;
    /**
     * Smallest amplitude of what the physics misses about a flow-control setting ({@link Factor#local()}),
     * in log time: as for the environment level, the rows may show none (the reports' LAN pairs at 64K and
     * 256K chunks put it at about 2%).
     */
    static final double MIN_LOCAL = 0.01;
    /** Where the lengths start in the hyperparameter vector. */
    private static final int LENGTHS = 4;
    /** Rows the hyperparameter fit looks at, at most (its cost grows with their cube). */
    static final int MAX_ROWS = 150;
    private static final double INITIAL_RADIUS = 1;
    private static final double STOPPING_RADIUS = 1e-3;

    private CorrectionFit() {
    }

    /**
     * One environment's rows: points (see {@link CalibratedModel#point}), log residuals (log measured -
     * log physics), the same residuals as a physics fitted without each row's table would leave them,
     * and the rows of each table, held out together when the fit scores a setting.
     */
    record Sample(double[][] x, double[] residuals, double[] heldOutResiduals, int[][] groups) {
        /**
         * The sample of rows at points {@code x}, with each group's held-out residuals to first order:
         * (I - H_GG)⁻¹ r_G, the standard leave-group-out identity of least squares, where the physics
         * fit's hat matrix H is gᵢᵀ(JᵀJ)⁻¹gⱼ, the dot product of the rows' {@code leverage} features
         * (physics-uncertainty features under the fit's own covariance, {@code rowVariance} (JᵀJ)⁻¹). A
         * group the physics alone pins down (H_GG singular) keeps its own.
         */
        static Sample of(double[][] x, double[][] leverage, double[] residuals, int[][] groups, double rowVariance) {
            double[] heldOut = residuals.clone();
            for (int[] group : groups) {
                int m = group.length;
                double[][] a = new double[m][m];
                double[] r = new double[m];
                for (int i = 0; i < m; i++) {
                    r[i] = residuals[group[i]];
                    for (int j = 0; j < m; j++) {
                        double hat = 0;
                        for (int k = 0; k < leverage[group[i]].length; k++) {
                            hat += leverage[group[i]][k] * leverage[group[j]][k];
                        }
                        a[i][j] = (i == j ? 1 : 0) - hat / rowVariance;
                    }
                }
                try {
                    double[] solved = new LUDecomposition(new Array2DRowRealMatrix(a, false)).getSolver()
                            .solve(new ArrayRealVector(r, false)).toArray();
                    for (int i = 0; i < m; i++) {
                        heldOut[group[i]] = solved[i];
                    }
                } catch (MathIllegalArgumentException singular) {
                    // kept as they are
                }
            }
            return new Sample(x, residuals, heldOut, groups);
        }

        /**
         * About {@code keep} of the rows, every table thinned alike (every 2nd, 3rd... row of each),
         * so the hyperparameters of a large calibration are fitted in bounded time; the correction
         * itself is then conditioned on every row.
         */
        Sample thinned(int keep) {
            if (keep >= x.length) {
                return this;
            }
            int step = (x.length + Math.max(1, keep) - 1) / Math.max(1, keep);
            List<double[]> points = new ArrayList<>();
            List<Double> kept = new ArrayList<>();
            List<Double> heldOutKept = new ArrayList<>();
            List<int[]> groupsKept = new ArrayList<>();
            for (int[] group : groups) {
                List<Integer> members = new ArrayList<>();
                for (int i = 0; i < group.length; i += step) {
                    members.add(points.size());
                    points.add(x[group[i]]);
                    kept.add(residuals[group[i]]);
                    heldOutKept.add(heldOutResiduals[group[i]]);
                }
                groupsKept.add(members.stream().mapToInt(Integer::intValue).toArray());
            }
            return new Sample(points.toArray(double[][]::new), kept.stream().mapToDouble(Double::doubleValue).toArray(),
                    heldOutKept.stream().mapToDouble(Double::doubleValue).toArray(), groupsKept.toArray(int[][]::new));
        }
    }

    static Kriging.Hyperparameters fit(Collection<Sample> environments) {
        int factors = Factor.values().length;
        double[] start = new double[LENGTHS + factors];
        double[] lower = new double[start.length];
        double[] upper = new double[start.length];
        double spread = rms(environments);
        set(start, lower, upper, 0, MIN_CONSTANT, MAX_CONSTANT, 0.05);
        set(start, lower, upper, 1, MIN_AMPLITUDE, MAX_AMPLITUDE, Math.max(MIN_AMPLITUDE * 1.5, spread));
        set(start, lower, upper, 2, MIN_NOISE, MAX_NOISE, Math.max(MIN_NOISE * 2, spread / 3));
        set(start, lower, upper, 3, MIN_LOCAL, MAX_AMPLITUDE, Math.max(MIN_LOCAL * 1.5, spread / 3));
        for (int k = 0; k < factors; k++) {
            set(start, lower, upper, LENGTHS + k, MIN_LENGTH, MAX_LENGTH, 1);
        }
        if (environments.stream().allMatch(e -> e.x().length == 0)) {
            return decode(start);
        }
        // Steps from a tenth to a ten-thousandth of e in the log hyperparameters: finer changes the
        // predictions by far less than the noise.
        BOBYQAOptimizer optimiser = new BOBYQAOptimizer(2 * start.length + 1, INITIAL_RADIUS, STOPPING_RADIUS);
        // With one environment the physics' least squares already brings its residuals' level to zero,
        // and nothing tells how far another environment's level would lie: the level stays at its least
        // (left free, the flat held-out score lets it wander to either bound).
        boolean oneEnvironment = environments.stream().filter(e -> e.x().length > 0).count() < 2;
        UnaryOperator<double[]> levelled = p -> {
            double[] q = p.clone();
            if (oneEnvironment) {
                q[0] = lower[0];
            }
            return q;
        };
        double[][] best = { levelled.apply(start) };
        double[] bestValue = { objective(best[0], environments) };
        ObjectiveFunction tracked = new ObjectiveFunction(p -> {
            double[] q = levelled.apply(p);
            double value = objective(q, environments);
            if (value < bestValue[0]) {
                bestValue[0] = value;
                best[0] = q;
            }
            return value;
        });
        try {
            optimiser.optimize(new MaxEval(MAX_EVALUATIONS), tracked, GoalType.MINIMIZE, new InitialGuess(start),
                    new SimpleBounds(lower, upper));
        } catch (MathIllegalStateException tooManyEvaluations) {
            // the best setting seen so far is kept
        }
        return decode(best[0]);
    }

    static double objective(double[] logHyper, Collection<Sample> environments) {
        Kriging.Hyperparameters h = decode(logHyper);
        double sum = 0;
        for (int k = LENGTHS; k < logHyper.length; k++) {
            sum += 0.5 * logHyper[k] * logHyper[k] / (LENGTH_PRIOR_SD * LENGTH_PRIOR_SD);
        }
        try {
            for (Sample e : environments) {
                sum += Kriging.negativeHeldOutLogProbability(h, e.x(), e.residuals(), e.heldOutResiduals(), e.groups());
            }
        } catch (RuntimeException notPositiveDefinite) {
            return Double.MAX_VALUE;
        }
        return Double.isFinite(sum) ? sum : Double.MAX_VALUE;
    }

    /** The hyperparameters of their logarithms: constant, amplitude, noise, local amplitude, lengths. */
    static Kriging.Hyperparameters decode(double[] logHyper) {
        double[] length = new double[logHyper.length - LENGTHS];
        for (int k = 0; k < length.length; k++) {
            length[k] = Math.exp(logHyper[LENGTHS + k]);
        }
        return new Kriging.Hyperparameters(Math.exp(logHyper[0]), Math.exp(logHyper[1]), Math.exp(logHyper[2]),
                Math.exp(logHyper[3]), length);
    }

    private static void set(double[] start, double[] lower, double[] upper, int i, double low, double high,
            double initial) {
        lower[i] = Math.log(low);
        upper[i] = Math.log(high);
        start[i] = Math.log(Math.min(high * 0.9, Math.max(low * 1.1, initial)));
    }

    private static double rms(Collection<Sample> environments) {
        double sum = 0;
        int n = 0;
        for (Sample e : environments) {
            for (double r : e.residuals()) {
                sum += r * r;
                n++;
            }
        }
        return n == 0 ? 0 : Math.sqrt(sum / n);
    }
}
