package mftwb.planner;

import java.util.Arrays;
import java.util.Comparator;
import java.util.function.ToDoubleFunction;

/**
 * Derivative-free minimiser (Nelder and Mead's simplex, standard coefficients). The model has
 * max() kinks and ceil() steps, so gradient methods would stall where Nelder-Mead keeps moving.
 */
final class NelderMead {
    private final ToDoubleFunction<double[]> objective;
    private final int maxEvaluations;

    NelderMead(ToDoubleFunction<double[]> objective, int maxEvaluations) {
        this.objective = objective;
        this.maxEvaluations = maxEvaluations;
    }

    /** Starts a simplex at {@code start} with edges of {@code step} and returns the best point found. */
    double[] minimise(double[] start, double step) {
        int n = start.length;
        double[][] simplex = new double[n + 1][];
        double[] values = new double[n + 1];
        simplex[0] = start.clone();
        for (int i = 0; i < n; i++) {
            simplex[i + 1] = start.clone();
            simplex[i + 1][i] += step;
        }
        for (int i = 0; i <= n; i++) {
            values[i] = objective.applyAsDouble(simplex[i]);
        }
        int evaluations = n + 1;
        Integer[] order = new Integer[n + 1];
        while (evaluations < maxEvaluations) {
            for (int i = 0; i <= n; i++) {
                order[i] = i;
            }
            double[] v = values;
            Arrays.sort(order, Comparator.comparingDouble(i -> v[i]));
            int best = order[0], worst = order[n], secondWorst = order[n - 1];
            if (values[worst] - values[best] < 1e-10 * (1 + Math.abs(values[best]))) {
                break;
            }
            double[] centroid = new double[n];
            for (int i = 0; i <= n; i++) {
                if (i != worst) {
                    for (int j = 0; j < n; j++) {
                        centroid[j] += simplex[i][j] / n;
                    }
                }
            }
            double[] reflected = along(centroid, simplex[worst], -1);
            double reflectedValue = objective.applyAsDouble(reflected);
            evaluations++;
            if (reflectedValue < values[best]) {
                double[] expanded = along(centroid, simplex[worst], -2);
                double expandedValue = objective.applyAsDouble(expanded);
                evaluations++;
                boolean expand = expandedValue < reflectedValue;
                simplex[worst] = expand ? expanded : reflected;
                values[worst] = expand ? expandedValue : reflectedValue;
            } else if (reflectedValue < values[secondWorst]) {
                simplex[worst] = reflected;
                values[worst] = reflectedValue;
            } else {
                double[] contracted = along(centroid, simplex[worst], 0.5);
                double contractedValue = objective.applyAsDouble(contracted);
                evaluations++;
                if (contractedValue < values[worst]) {
                    simplex[worst] = contracted;
                    values[worst] = contractedValue;
                } else {
                    for (int i = 0; i <= n; i++) {
                        if (i != best) {
                            simplex[i] = along(simplex[best], simplex[i], 0.5);
                            values[i] = objective.applyAsDouble(simplex[i]);
                        }
                    }
                    evaluations += n;
                }
            }
        }
        int best = 0;
        for (int i = 1; i <= n; i++) {
            if (values[i] < values[best]) {
                best = i;
            }
        }
        return simplex[best];
    }

    /** The point {@code from + factor * (towards - from)}. */
    private static double[] along(double[] from, double[] towards, double factor) {
        double[] point = new double[from.length];
        for (int i = 0; i < from.length; i++) {
            point[i] = from[i] + factor * (towards[i] - from[i]);
        }
        return point;
    }
}
