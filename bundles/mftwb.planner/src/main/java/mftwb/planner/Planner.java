package mftwb.planner;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * Calibrates the physics model on measured runs: least squares on log time (a 10% miss counts the
 * same on a 2 s run and a 600 s run), with every parameter fitted as its logarithm so it stays
 * positive, plus a weak pull towards the nominal values for what the data cannot separate.
 */
public final class Planner {
    /** Weight of the prior per parameter, in squared log units: about one row's 14% miss per factor e. */
    static final double PRIOR_WEIGHT = 0.02;
    private static final int EVALUATIONS_PER_ROUND = 6000;
    private static final int ROUNDS = 4;
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
        double[] best = prior.clone();
        // Restarting from the best point with a fresh simplex escapes the collapsed simplices that
        // Nelder-Mead is prone to in this many dimensions.
        for (int round = 0; round < ROUNDS; round++) {
            best = optimiser.minimise(best, round == 0 ? 1.0 : 0.3);
        }
        return new CalibratedModel(exp(best), CpuModel.fit(measurements));
    }

    static double objective(double[] logTheta, double[] prior, List<Measurement> measurements) {
        double[] theta = exp(logTheta);
        double sum = 0;
        for (Measurement m : measurements) {
            double miss = Math.log(PhysicsModel.seconds(m.scenario(), theta) / m.seconds());
            sum += miss * miss;
        }
        for (int i = 0; i < prior.length; i++) {
            double pull = logTheta[i] - prior[i];
            sum += PRIOR_WEIGHT * pull * pull;
        }
        return Double.isFinite(sum) ? sum : Double.MAX_VALUE;
    }

    private static double[] exp(double[] logs) {
        double[] values = new double[logs.length];
        for (int i = 0; i < logs.length; i++) {
            values[i] = Math.exp(logs[i]);
        }
        return values;
    }
}
