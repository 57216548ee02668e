package mftwb.planner;

import java.util.Collection;

import org.hipparchus.exception.MathIllegalStateException;
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
    static final double MIN_NOISE = 0.005;
    static final double MAX_NOISE = 1;
    static final double MIN_CONSTANT = 0.01;
    static final double MAX_CONSTANT = 2;
    static final double MIN_LENGTH = 0.1;
    static final double MAX_LENGTH = 30;
    /** Standard deviation of the log-normal prior on each length scale around one normalised step. */
    private static final double LENGTH_PRIOR_SD = 1;
    private static final int MAX_EVALUATIONS = 1500;
    private static final double INITIAL_RADIUS = 1;
    private static final double STOPPING_RADIUS = 1e-3;

    private CorrectionFit() {
    }

    /**
     * One environment's rows: points (see {@link CalibratedModel#point}), log residuals (log measured -
     * log physics) and the rows of each table, held out together when the fit scores a setting.
     */
    record Sample(double[][] x, double[] residuals, int[][] groups) {
    }

    static Kriging.Hyperparameters fit(Collection<Sample> environments) {
        int factors = Factor.values().length;
        double[] start = new double[3 + factors];
        double[] lower = new double[start.length];
        double[] upper = new double[start.length];
        double spread = rms(environments);
        set(start, lower, upper, 0, MIN_CONSTANT, MAX_CONSTANT, 0.05);
        set(start, lower, upper, 1, MIN_AMPLITUDE, MAX_AMPLITUDE, Math.max(MIN_AMPLITUDE * 1.5, spread));
        set(start, lower, upper, 2, MIN_NOISE, MAX_NOISE, Math.max(MIN_NOISE * 2, spread / 3));
        for (int k = 0; k < factors; k++) {
            set(start, lower, upper, 3 + k, MIN_LENGTH, MAX_LENGTH, 1);
        }
        if (environments.stream().allMatch(e -> e.x().length == 0)) {
            return decode(start);
        }
        // Steps from a tenth to a ten-thousandth of e in the log hyperparameters: finer changes the
        // predictions by far less than the noise.
        BOBYQAOptimizer optimiser = new BOBYQAOptimizer(2 * start.length + 1, INITIAL_RADIUS, STOPPING_RADIUS);
        double[][] best = { start };
        double[] bestValue = { objective(start, environments) };
        ObjectiveFunction tracked = new ObjectiveFunction(p -> {
            double value = objective(p, environments);
            if (value < bestValue[0]) {
                bestValue[0] = value;
                best[0] = p.clone();
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
        for (int k = 3; k < logHyper.length; k++) {
            sum += 0.5 * logHyper[k] * logHyper[k] / (LENGTH_PRIOR_SD * LENGTH_PRIOR_SD);
        }
        try {
            for (Sample e : environments) {
                sum += Kriging.negativeHeldOutLogProbability(h, e.x(), e.residuals(), e.groups());
            }
        } catch (RuntimeException notPositiveDefinite) {
            return Double.MAX_VALUE;
        }
        return Double.isFinite(sum) ? sum : Double.MAX_VALUE;
    }

    static Kriging.Hyperparameters decode(double[] logHyper) {
        double[] length = new double[logHyper.length - 3];
        for (int k = 0; k < length.length; k++) {
            length[k] = Math.exp(logHyper[3 + k]);
        }
        return new Kriging.Hyperparameters(Math.exp(logHyper[0]), Math.exp(logHyper[1]), Math.exp(logHyper[2]), length);
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
