package mftwb.planner;

import java.util.List;

import org.hipparchus.linear.Array2DRowRealMatrix;
import org.hipparchus.linear.CholeskyDecomposition;
import org.hipparchus.linear.MatrixUtils;
import org.hipparchus.linear.RealMatrix;

/**
 * Gaussian-process (kriging) regression of the physics model's log residual over the normalised
 * {@link Factor}s, conditioned on one environment's measured rows. The covariance of two runs is
 * {@code constant² + amplitude² · exp(-½ Σ (Δfactor / length)²)} over the factors that are not
 * {@linkplain Factor#local() local}, plus {@code local² · exp(-½ Σ (Δlocal factor / length)²)} when the
 * two runs are alike in every other factor, plus {@code noise²} for a run with itself: the constant is
 * the environment's level (its hardware is faster or slower than the physics says everywhere), the
 * first squared-exponential part a correction that holds near measured runs and fades with distance
 * from them, the second what the physics misses about a flow-control setting (chunk size, window,
 * frame) at one configuration, the noise what a run strays from that smooth correction. Of the noise,
 * the repeated runs' scatter belongs to the run and the rest to its scenario (the nugget's micro-scale
 * part, shared by runs of the very same scenario): a measured scenario asked again is predicted at its
 * measurement, give or take what another run of it would scatter by, while every other scenario sees
 * the whole noise, as if it were all the runs'. Immutable.
 */
final class Kriging {
    private static final double LOG_2_PI = Math.log(2 * Math.PI);

    private static final Factor[] FACTORS = Factor.values();

    private final Hyperparameters h;
    private final double[][] x;
    private final double[] alpha;
    /**
     * Lower Cholesky factor of the rows' covariance, row after row in one array (row i starts at
     * i(i+1)/2): a variance costs one triangular solve through memory read in order.
     */
    private final double[] lower;
    /** What the rows measured, per topology (see {@link #measured}). */
    private final MeasuredRange measuredRange;

    private Kriging(Hyperparameters h, double[][] x, double[] alpha, double[][] lower) {
        this.h = h;
        this.x = x;
        this.alpha = alpha;
        this.measuredRange = MeasuredRange.ofPoints(List.of(x));
        this.lower = new double[x.length * (x.length + 1) / 2];
        for (int i = 0, at = 0; i < x.length; i++) {
            System.arraycopy(lower[i], 0, this.lower, at, i + 1);
            at += i + 1;
        }
    }

    /**
     * The kernel's parameters, as standard deviations in log-time units and length scales in
     * normalised factor units (one per {@link Factor}; a local factor's scales the local part).
     */
    record Hyperparameters(double constant, double amplitude, double noise, double local, double[] length,
            double[] inverseSquares) {
        Hyperparameters {
            length = length.clone();
            inverseSquares = new double[length.length];
            for (int k = 0; k < length.length; k++) {
                inverseSquares[k] = 1 / (length[k] * length[k]);
            }
        }

        Hyperparameters(double constant, double amplitude, double noise, double local, double[] length) {
            this(constant, amplitude, noise, local, length, null);
        }

        /**
         * A point is its normalised factors (one per length scale) followed by its physics-uncertainty
         * features, whose dot product adds what two points share through the physics parameters.
         */
        double covariance(double[] a, double[] b) {
            double sum = 0;
            double localSum = 0;
            boolean alike = true;
            for (int k = 0; k < length.length; k++) {
                double d = FACTORS[k].squaredDistance(a[k], b[k]);
                if (FACTORS[k].local()) {
                    localSum += d * inverseSquares[k];
                } else {
                    sum += d * inverseSquares[k];
                    alike &= d == 0;
                }
            }
            double physics = 0;
            for (int k = length.length; k < a.length; k++) {
                physics += a[k] * b[k];
            }
            // alike in every other factor and no local distance: the very same scenario
            boolean same = alike && localSum == 0;
            return constant * constant + amplitude * amplitude * Math.exp(-0.5 * sum)
                    + (alike ? local * local * Math.exp(-0.5 * localSum) : 0) + (same ? scenarioVariance() : 0) + physics;
        }

        /**
         * The part of the noise that belongs to a scenario, not to one run of it: what the scatter the fit
         * finds exceeds the run-to-run scatter of repeated runs ({@link CorrectionFit#MIN_NOISE}). Runs of
         * other scenarios tell nothing of it, so it acts as noise for them (held-out predictions are as
         * without it); a scenario that was measured keeps it, so asked again it honours its measurement.
         */
        double scenarioVariance() {
            return noise * noise - repeatVariance();
        }

        /** Variance of one run about its scenario's expected time: the repeated runs' scatter, at most the noise. */
        double repeatVariance() {
            double repeat = Math.min(noise, CorrectionFit.MIN_NOISE);
            return repeat * repeat;
        }

        RealMatrix covarianceMatrix(double[][] points) {
            int n = points.length;
            double[][] k = new double[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < i; j++) {
                    k[i][j] = k[j][i] = covariance(points[i], points[j]);
                }
                // the scenario's own part of the noise is in covariance(); the rest is the run's
                k[i][i] = covariance(points[i], points[i]) + repeatVariance();
            }
            return new Array2DRowRealMatrix(k, false);
        }
    }

    /** A correction with no measured rows: zero everywhere, with the whole prior variance. */
    static Kriging empty(Hyperparameters h) {
        return new Kriging(h, new double[0][], new double[0], new double[0][0]);
    }

    static Kriging condition(Hyperparameters h, List<double[]> points, double[] residuals) {
        double[][] x = points.toArray(double[][]::new);
        if (x.length == 0) {
            return empty(h);
        }
        CholeskyDecomposition cholesky = new CholeskyDecomposition(h.covarianceMatrix(x),
                CholeskyDecomposition.DEFAULT_RELATIVE_SYMMETRY_THRESHOLD, 0);
        double[] alpha = cholesky.getSolver().solve(MatrixUtils.createRealVector(residuals)).toArray();
        return new Kriging(h, x, alpha, cholesky.getL().getData());
    }

    /**
     * Minus the log probability of each held-out group's residuals given the other rows, summed over
     * the groups (a group is a table: what the planner is asked to do is predict runs of a table it
     * has not seen from the tables it has). In closed form from the inverse covariance: for a group
     * I, with A = (K⁻¹)_II and α = K⁻¹r, the prediction from the other rows misses r_I by A⁻¹α_I, with
     * covariance A⁻¹. The group's target is {@code heldOutResiduals}: its residuals as a physics fitted
     * without it would leave them (see {@link CorrectionFit.Sample#of}), for the physics was fitted to
     * these very rows and misses a table it has not seen by more.
     */
    static double negativeHeldOutLogProbability(Hyperparameters h, double[][] x, double[] residuals,
            double[] heldOutResiduals, int[][] groups) {
        if (x.length == 0) {
            return 0;
        }
        var solver = new CholeskyDecomposition(h.covarianceMatrix(x),
                CholeskyDecomposition.DEFAULT_RELATIVE_SYMMETRY_THRESHOLD, 0).getSolver();
        RealMatrix inverse = solver.getInverse();
        double[] alpha = inverse.operate(residuals);
        double sum = 0;
        for (int[] group : groups) {
            int m = group.length;
            double[][] a = new double[m][m];
            double[] alphaGroup = new double[m];
            for (int i = 0; i < m; i++) {
                alphaGroup[i] = alpha[group[i]];
                for (int j = 0; j < m; j++) {
                    // averaged: the computed inverse is symmetric only up to rounding
                    a[i][j] = 0.5 * (inverse.getEntry(group[i], group[j]) + inverse.getEntry(group[j], group[i]));
                }
            }
            CholeskyDecomposition block = new CholeskyDecomposition(new Array2DRowRealMatrix(a, false),
                    CholeskyDecomposition.DEFAULT_RELATIVE_SYMMETRY_THRESHOLD, 0);
            double[] miss = block.getSolver().solve(MatrixUtils.createRealVector(alphaGroup)).toArray();
            double[] shift = new double[m];
            for (int i = 0; i < m; i++) {
                shift[i] = heldOutResiduals[group[i]] - residuals[group[i]];
            }
            double[] aShift = new Array2DRowRealMatrix(a, false).operate(shift);
            double fit = 0;
            for (int i = 0; i < m; i++) {
                fit += (alphaGroup[i] + aShift[i]) * (miss[i] + shift[i]);
            }
            RealMatrix l = block.getL();
            double logDeterminant = 0;
            for (int i = 0; i < m; i++) {
                logDeterminant += 2 * Math.log(l.getEntry(i, i));
            }
            sum += 0.5 * fit - 0.5 * logDeterminant + 0.5 * m * LOG_2_PI;
        }
        return sum;
    }

    Hyperparameters hyperparameters() {
        return h;
    }

    /**
     * Where the correction's mean is read for a point: a file bigger than every measured one of its
     * topology at that topology's largest measured size, a smaller one at its smallest, fewer or more files
     * than measured at the fewest or most (every run's, for a topology not measured). A bigger file only
     * adds bytes of the same streaming, its per-file work shrinking to nothing; a smaller one leans more on
     * the per-file work, which the physics carries; how many files a transfer moves is the physics'
     * per-transfer set-up (every report varies the count only with the size, so the rows cannot tell the
     * two apart). So what the physics missed at the edge holds beyond it. A mean free to vary beyond would
     * carry on a slope the measured sizes happened to make: IBM's z/OS report, calibrated up to 100 MB
     * files, was bent 20% below the 100 MB runs' rate at 1 GB, and its 1 GB files moved at that rate (held:
     * 1.1% against 11.4%); IBM's huge-file report calibrated on its 15-30 GB runs, which moved faster per
     * byte than its 5-10 GB ones, was bent 33% above its 1 GB runs (held-out 1-10 GB: 13.3% against the
     * nearest run's 4.6%; held at the edge, 4.7%). Per topology: beside three huge bindings runs, IBM's
     * Windows client runs of huge files, then within every run's sizes, read a mean far from any client run
     * and lost the 12% their 100 MB runs were corrected by. The variance is the kernel's at the real
     * point, growing with the distance from what was measured, and what the other extrapolation would say
     * ({@link #trend}); the physics-uncertainty features keep the real size.
     */
    private double[] measured(double[] point) {
        if (x.length == 0) {
            return point;
        }
        int size = Factor.FILE_SIZE.ordinal(), count = Factor.FILE_COUNT.ordinal();
        TopologyKind topology = MeasuredRange.topology(point);
        double[] sizes = measuredRange.limits(topology, Factor.FILE_SIZE);
        double[] files = measuredRange.limits(topology, Factor.FILE_COUNT);
        if (point[size] >= sizes[0] && point[size] <= sizes[1] && point[count] >= files[0] && point[count] <= files[1]) {
            return point;
        }
        double[] held = point.clone();
        held[size] = Math.max(sizes[0], Math.min(sizes[1], point[size]));
        held[count] = Math.max(files[0], Math.min(files[1], point[count]));
        return held;
    }

    /** Posterior mean and variance (no noise) at a point, sharing one kernel column. */
    double[] meanAndVariance(double[] point) {
        double[] k = kernelColumn(point);
        double[] held = measured(point);
        double mean = weighted(held == point ? k : kernelColumn(held));
        double trend = held == point ? 0 : weighted(k) - mean;
        return new double[] { mean, Math.max(0, posterior(point, k)) + trend * trend };
    }

    /** Posterior mean of the log residual at a point. */
    double mean(double[] point) {
        return weighted(kernelColumn(measured(point)));
    }

    /** The posterior mean from a point's kernel column: αᵀk. */
    private double weighted(double[] k) {
        double sum = 0;
        for (int i = 0; i < k.length; i++) {
            sum += alpha[i] * k[i];
        }
        return sum;
    }

    /**
     * How far the kernel's own mean at a point beyond the measured files lies from the mean held at their
     * edge ({@link #measured}): zero within them. Holding the edge's correction is a choice between two
     * extrapolations, the edge's value and the slope the measured sizes made, and the rows cannot tell
     * which holds, so the variance also carries their distance: IBM's huge-file report calibrated on its
     * 15-30 GB runs held its 1-10 GB runs in their 80% intervals 4 times of 6, 6 of 6 with it; the Windows
     * report beside three of those runs 63.0%, 65.5% with it; no group of the reports' rows moves by more than
     * 0.1%.
     */
    private double trend(double[] point, double[] k) {
        double[] held = measured(point);
        return held == point ? 0 : weighted(k) - weighted(kernelColumn(held));
    }

    /** Posterior variance of the correction at a point (no noise: the expected time, not one run). */
    double variance(double[] point) {
        double[] k = kernelColumn(point);
        double trend = trend(point, k);
        return Math.max(0, posterior(point, k)) + trend * trend;
    }

    /**
     * Posterior variance of the difference of the correction at two points (no noise): the comparison of
     * two tunings shares the part of the uncertainty that moves both alike, the choice of extrapolation
     * beyond the measured files too. Each point's kernel column, triangular solve and trend are computed
     * once: the recommender asks this of every tuning it searches.
     */
    double differenceVariance(double[] a, double[] b) {
        double[] ka = kernelColumn(a), kb = kernelColumn(b);
        double[] va = forwardSolve(ka), vb = forwardSolve(kb);
        double explained = 0;
        for (int i = 0; i < va.length; i++) {
            double d = va[i] - vb[i];
            explained += d * d;
        }
        double trend = trend(a, ka) - trend(b, kb);
        return Math.max(0, h.covariance(a, a) + h.covariance(b, b) - 2 * h.covariance(a, b) - explained) + trend * trend;
    }

    /**
     * Variance of one more run at a point about its scenario's expected time: the repeated runs' scatter,
     * and across a WAN what runs there scatter by. The kernel cannot hold the latter: the reports ran
     * nothing twice across their WAN, so the fit took those runs' scatter for what the physics misses.
     */
    double noiseVariance(double[] point) {
        return h.repeatVariance() + wanVariance(point);
    }

    /**
     * What a run across a WAN scatters by, in log-time variance: {@link CorrectionFit#WAN_SCATTER} squared,
     * times the {@link #wanShare}.
     */
    static double wanVariance(double[] point) {
        return CorrectionFit.WAN_SCATTER * CorrectionFit.WAN_SCATTER * wanShare(point);
    }

    /**
     * How far a point's RTT lies into a WAN: all of it at 100 ms or more, none at 1 ms or less (a LAN, where
     * the repeated runs set the noise), growing with the log RTT between.
     */
    static double wanShare(double[] point) {
        return Math.max(0, Math.min(1, point[Factor.RTT.ordinal()] / 2));
    }

    /** k(x,x) - k_xᵀ K⁻¹ k_x, with K = L Lᵀ: |L⁻¹k_x|², from the point's kernel column {@code k}. */
    private double posterior(double[] point, double[] k) {
        double[] v = forwardSolve(k);
        double explained = 0;
        for (double vi : v) {
            explained += vi * vi;
        }
        return h.covariance(point, point) - explained;
    }

    private double[] forwardSolve(double[] k) {
        double[] v = new double[k.length];
        for (int i = 0, at = 0; i < k.length; i++) {
            double sum = k[i];
            for (int j = 0; j < i; j++) {
                sum -= lower[at + j] * v[j];
            }
            v[i] = sum / lower[at + i];
            at += i + 1;
        }
        return v;
    }

    private double[] kernelColumn(double[] point) {
        double[] k = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            k[i] = h.covariance(point, x[i]);
        }
        return k;
    }
}
