package mftwb.planner;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * Calibrates the physics model on measured runs: least squares on log time (a 10% miss counts the
 * same on a 2 s run and a 600 s run), with every parameter fitted as its logarithm so it stays
 * positive, plus a weak pull towards the nominal values for what the data cannot separate.
 */
public final class Planner {
    /** Weight of the prior per parameter, in squared log units: about one row's 14% miss per factor e. */
    static final double PRIOR_WEIGHT = 0.02;
    private static final int EVALUATIONS_PER_ROUND = 6000;
    private static final int ROUNDS = 3;
    private static final int STARTS = 3;
    private static final double OUT_OF_BOUNDS_WEIGHT = 100;
    private static final String REPORTS = "/mftwb/planner/reports-calibration.csv";

    private Planner() {
    }

    /**
     * The measured rows of IBM's LAN and protocol bridge reports, shipped with the planner (the
     * same data as the workbench's calibration.csv), for commands that take no calibration file.
     */
    public static List<Measurement> reportMeasurements() {
        try (InputStream in = Planner.class.getResourceAsStream(REPORTS)) {
            if (in == null) {
                throw new IllegalStateException(REPORTS + " is missing from the planner bundle");
            }
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            return ScenarioFile.parse(lines, Path.of(REPORTS)).measurements();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (CsvFormatException e) {
            throw new IllegalStateException("the bundled report data is malformed: " + e.getMessage(), e);
        }
    }

    public static CalibratedModel calibrate(List<Measurement> measurements) {
        if (measurements.isEmpty()) {
            throw new IllegalArgumentException("calibration needs at least one measured run");
        }
        Parameter[] parameters = Parameter.values();
        double[] prior = new double[parameters.length];
        for (Parameter p : parameters) {
            prior[p.ordinal()] = Math.log(p.nominal());
        }
        NelderMead optimiser = new NelderMead(x -> objective(x, prior, measurements), EVALUATIONS_PER_ROUND);
        // Several starts (the prior and points scattered around it, the same every time so that a
        // calibration is reproducible) guard against the local minima the kinks of max() and ceil() make.
        Random scatter = new Random(STARTS);
        double[] best = null;
        double bestValue = Double.MAX_VALUE;
        for (int start = 0; start < STARTS; start++) {
            double[] point = prior.clone();
            if (start > 0) {
                for (int i = 0; i < point.length; i++) {
                    point[i] = clamp(point[i] + scatter.nextGaussian(), parameters[i]);
                }
            }
            // Restarting from the best point with a fresh simplex escapes the collapsed simplices that
            // Nelder-Mead is prone to in this many dimensions.
            for (int round = 0; round < ROUNDS; round++) {
                point = optimiser.minimise(point, round == 0 ? 1.0 : 0.3);
            }
            double value = objective(point, prior, measurements);
            if (value < bestValue) {
                bestValue = value;
                best = point;
            }
        }
        double[] theta = new double[best.length];
        for (int i = 0; i < best.length; i++) {
            theta[i] = Math.exp(clamp(best[i], parameters[i]));
        }
        return new CalibratedModel(theta, CpuModel.fit(measurements));
    }

    /**
     * Squared log misses plus the pull towards the prior; a point outside a parameter's bounds is
     * evaluated at the bound and pays a steep penalty, so the simplex comes back inside.
     */
    static double objective(double[] logTheta, double[] prior, List<Measurement> measurements) {
        Parameter[] parameters = Parameter.values();
        double[] theta = new double[logTheta.length];
        double sum = 0;
        for (int i = 0; i < logTheta.length; i++) {
            double inside = clamp(logTheta[i], parameters[i]);
            sum += OUT_OF_BOUNDS_WEIGHT * (logTheta[i] - inside) * (logTheta[i] - inside);
            theta[i] = Math.exp(inside);
            double pull = inside - prior[i];
            sum += PRIOR_WEIGHT * pull * pull;
        }
        for (Measurement m : measurements) {
            double miss = Math.log(PhysicsModel.seconds(m.scenario(), theta) / m.seconds());
            sum += miss * miss;
        }
        return Double.isFinite(sum) ? sum : Double.MAX_VALUE;
    }

    private static double clamp(double logValue, Parameter p) {
        return Math.max(Math.log(p.lowest()), Math.min(Math.log(p.highest()), logValue));
    }
}
