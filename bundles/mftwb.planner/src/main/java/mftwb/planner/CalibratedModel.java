package mftwb.planner;

import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.hipparchus.distribution.continuous.NormalDistribution;

/**
 * The grey-box model: the physics with calibrated parameters, times each environment's kriging
 * correction of the log residual, and % CPU per host. Predictions are for one environment, the
 * default one unless named (see {@link #forEnvironment}). Immutable and safe to share between threads.
 */
public final class CalibratedModel {
    /** Standard normal quantile of the interval's upper end (0.9 for an 80% interval). */
    static final double Z = new NormalDistribution().inverseCumulativeProbability(0.5 + Prediction.INTERVAL / 2);

    private final double unmeasuredSpread;
    private final double priorSpread;
    private final Kriging.Hyperparameters hyperparameters;
    private final Map<String, Environment> environments;
    private final String environment;
    private final Environment none;

    /**
     * One environment's physics parameters (its own rows' fit, pulled towards the fit of every row) and
     * their uncertainty, its correction and CPU model, and for each link rate its runs were measured on, the
     * most of that rate they were measured to move (at least 1): no prediction is faster than that; and
     * the range its runs were measured over.
     */
    record Environment(double[] theta, PhysicsUncertainty uncertainty, Kriging correction, CpuModel cpu,
            Map<Double, Double> lineRateShares, MeasuredRange measured) {
        Environment {
            theta = theta.clone();
            lineRateShares = Map.copyOf(lineRateShares);
        }

        /**
         * For each link rate, the share of it the environment's fastest run on it moved, at least 1. (The
         * reports' LAN runs moved 1.06 times 1 Gbit/s, as their byte counts read; a link nobody measured
         * keeps its line rate, so a WAN link is never predicted faster than its wire.)
         */
        static Map<Double, Double> lineRateShares(List<Measurement> rows) {
            Map<Double, Double> shares = new HashMap<>();
            for (Measurement m : rows) {
                shares.merge(m.scenario().linkMbps(), Math.max(1, PhysicsModel.wireSeconds(m.scenario()) / m.seconds()), Math::max);
            }
            return shares;
        }

        double lineRateShare(Scenario scenario) {
            return lineRateShares.getOrDefault(scenario.linkMbps(), 1.0);
        }
    }

    CalibratedModel(double[] theta, PhysicsUncertainty unmeasured, double priorSpread, double unmeasuredSpread,
            Kriging.Hyperparameters hyperparameters, Map<String, Environment> environments, String environment,
            CpuModel sharedCpu) {
        if (theta.length != Parameter.values().length) {
            throw new IllegalArgumentException("expected " + Parameter.values().length + " parameters");
        }
        this.unmeasuredSpread = unmeasuredSpread;
        this.priorSpread = priorSpread;
        this.hyperparameters = hyperparameters;
        this.environments = Collections.unmodifiableMap(new LinkedHashMap<>(environments));
        this.environment = environment;
        // An environment with no measured rows gets the physics of every row alone, as uncertain as
        // hardware nobody measured is, the CPU work per unit of every environment together, and no
        // floor above the most any environment moved over its line rate.
        Map<Double, Double> fastest = new HashMap<>();
        environments.values().forEach(e -> e.lineRateShares().forEach((rate, share) -> fastest.merge(rate, share, Math::max)));
        this.none = new Environment(theta, unmeasured, Kriging.empty(hyperparameters), sharedCpu, fastest, MeasuredRange.NONE);
    }

    /** The same calibration predicting for another environment: nothing is refitted or rebuilt. */
    private CalibratedModel(CalibratedModel model, String environment) {
        this.unmeasuredSpread = model.unmeasuredSpread;
        this.priorSpread = model.priorSpread;
        this.hyperparameters = model.hyperparameters;
        this.environments = model.environments;
        this.environment = environment;
        this.none = model.none;
    }

    /**
     * A model at the nominal (prior) parameter values, before any calibration (no CPU figures): every
     * parameter as uncertain as the prior says, one e-fold.
     */
    public static CalibratedModel nominal() {
        double[] theta = Parameter.nominals();
        Kriging.Hyperparameters h = CorrectionFit.fit(List.of());
        double[][] prior = PriorSpread.widened(new double[theta.length][theta.length], PriorSpread.CENTRE);
        return new CalibratedModel(theta, new PhysicsUncertainty(theta, prior), PriorSpread.CENTRE, PriorSpread.CENTRE, h,
                Map.of(), Measurement.DEFAULT_ENVIRONMENT, CpuModel.fit(List.of()));
    }

    /** The environments whose rows calibrated this model, in the order they were given. */
    public List<String> environments() {
        return List.copyOf(environments.keySet());
    }

    /** The environment predictions are for. */
    public String environment() {
        return environment;
    }

    /**
     * The same model predicting for another environment; one no row was measured in gets the
     * physics of every row alone, as uncertain as hardware nobody measured is.
     */
    public CalibratedModel forEnvironment(String name) {
        return name.equals(environment) ? this : new CalibratedModel(this, name);
    }

    public Prediction predict(Scenario scenario) {
        Environment e = current();
        Prediction physics = PhysicsModel.predict(scenario, e.theta());
        double[] x = point(scenario, e.uncertainty());
        double[] corrected = e.correction().meanAndVariance(x);
        double sd = Math.sqrt(corrected[1] + e.correction().noiseVariance(x));
        double wire = wireFloor(scenario, e);
        double seconds = Math.max(wire, physics.seconds() * Math.exp(corrected[0]));
        double factor = seconds / physics.seconds();
        Map<Mechanism, Double> breakdown = new EnumMap<>(Mechanism.class);
        physics.breakdown().forEach((m, s) -> breakdown.put(m, s * factor));
        Map<String, Double> cpu = cpuPercent(scenario, seconds, x, e.cpu());
        if (cpu.isEmpty()) {
            cpu = cpuPercent(scenario, seconds, x, none.cpu());
        }
        return new Prediction(seconds, scenario.totalBytes() / seconds / 1e6,
                seconds <= wire ? Mechanism.LINK : physics.bottleneck(), breakdown, cpu,
                Math.max(wire, seconds * Math.exp(-Z * sd)), seconds * Math.exp(Z * sd));
    }

    /**
     * % CPU per host of {@code scenario}, lasting {@code seconds}, by {@code cpu} (the environment's, or every
     * row's where the environment measured no CPU): of the run its CPU rows stand for
     * ({@link CpuModel#measuredLike}), where that run has another chunk size its CPU work spread over this
     * run's time instead, for chunks only cut the same bytes (a WAN run that bigger chunks speed up does the
     * same work in less time).
     */
    private Map<String, Double> cpuPercent(Scenario scenario, double seconds, double[] x, CpuModel cpu) {
        Scenario cpuRun = cpu.measuredLike(scenario);
        if (cpuRun == scenario) {
            return cpu.percent(scenario, seconds, x);
        }
        double runSeconds = seconds(cpuRun);
        Map<String, Double> asMeasured = cpu.percent(cpuRun, runSeconds, point(cpuRun, current().uncertainty()));
        if (cpuRun.chunkBytes() == scenario.chunkBytes()) {
            return asMeasured;
        }
        // where only the chunk size was moved, the run at its own chunk size is this one, already predicted
        Scenario atOwnChunks = cpuRun.withTuning(scenario.chunkBytes(), cpuRun.window(), cpuRun.transfers());
        double spread = runSeconds / (atOwnChunks.equals(scenario) ? seconds : seconds(atOwnChunks));
        Map<String, Double> spreadOver = new HashMap<>();
        asMeasured.forEach((host, percent) -> spreadOver.put(host, Math.min(100, percent * spread)));
        return spreadOver;
    }

    /**
     * Where {@code scenario} goes beyond the runs its environment was calibrated on (its topology's ranges
     * of each quantity, its checksums and modes), in {@link Factor} order; empty within them. There the
     * prediction is the physics' extrapolation and its interval cannot know whether the physics has the
     * mechanism right (see {@link MeasuredRange}).
     */
    public List<Extrapolation> beyondMeasured(Scenario scenario) {
        return current().measured().beyond(scenario);
    }

    /**
     * The lowest and highest value of a quantity ({@link Factor#CHUNK}, {@link Factor#RTT}...) the
     * environment's runs of {@code topology} were measured at, as the CSV columns hold it (bytes, ms);
     * empty when no run of the topology was measured, or for a choice (checksum, mode, topology).
     */
    public Optional<double[]> measuredRange(TopologyKind topology, Factor factor) {
        return current().measured().range(topology, factor);
    }

    /**
     * Where {@code changed} goes beyond the measured runs and {@code given} does not (the same
     * {@link Extrapolation#code}): what a recommended change adds to the extrapolation of the scenario as given.
     */
    public List<Extrapolation> beyondMeasured(Scenario given, Scenario changed) {
        List<String> already = beyondMeasured(given).stream().map(Extrapolation::code).toList();
        return beyondMeasured(changed).stream().filter(e -> !already.contains(e.code())).toList();
    }

    /** Predicted seconds only (the correction's mean, no interval): the cheap path for sweeps and searches. */
    public double seconds(Scenario scenario) {
        Environment e = current();
        return Math.max(wireFloor(scenario, e),
                PhysicsModel.seconds(scenario, e.theta()) * Math.exp(e.correction().mean(point(scenario, e.uncertainty()))));
    }

    /**
     * The least time the link allows: every byte over it (twice in client mode) at the line rate, or
     * at the higher share of it the environment's runs were measured to move on a link of that rate (the calibration's
     * correction would otherwise carry a fit above the line rate, or a faster table's level, to links
     * where nothing measured it).
     */
    private static double wireFloor(Scenario scenario, Environment e) {
        return PhysicsModel.wireSeconds(scenario) / e.lineRateShare(scenario);
    }

    /** What the physics alone predicts, before the environment's correction (never faster than the link). */
    public double physicsSeconds(Scenario scenario) {
        return Math.max(wireFloor(scenario, current()), PhysicsModel.seconds(scenario, current().theta()));
    }

    /**
     * The 80% interval of {@code changed}'s expected time as a fraction of {@code given}'s
     * ({@code [0.8, 0.9]} = 10 to 20% faster). Both share most of their uncertainty (the same
     * environment, nearby factors), so the ratio is much surer than the two intervals side by side.
     */
    public double[] ratioInterval(Scenario given, Scenario changed) {
        Kriging k = current().correction();
        double[] a = point(given, current().uncertainty());
        double[] b = point(changed, current().uncertainty());
        double variance = k.differenceVariance(a, b);
        double ratio = seconds(changed) / seconds(given);
        double sd = Math.sqrt(variance);
        return new double[] { ratio * Math.exp(-Z * sd), ratio * Math.exp(Z * sd) };
    }

    /** How far one run strays from another of the same scenario, in log units (0.03 = about 3%). */
    public double runToRunNoise() {
        return hyperparameters.noise();
    }

    public Map<Parameter, Double> parameters() {
        Map<Parameter, Double> values = new EnumMap<>(Parameter.class);
        for (Parameter p : Parameter.values()) {
            values.put(p, current().theta()[p.ordinal()]);
        }
        return Collections.unmodifiableMap(values);
    }

    /**
     * The fitted spreads, in log units: how far the physics parameters may lie from nominal and, on
     * hardware no row was measured on, from the fit of every row, the
     * correction's environment level, prior amplitude and run-to-run noise (0.05 = about 5%), and
     * its length scales (none for a factor the physics alone varies, see {@link Factor}).
     */
    public Map<String, Double> uncertainty() {
        Map<String, Double> values = new LinkedHashMap<>();
        values.put("physics prior spread", priorSpread);
        values.put("unmeasured environment spread", unmeasuredSpread);
        values.put("environment level", hyperparameters.constant());
        values.put("correction amplitude", hyperparameters.amplitude());
        values.put("run-to-run noise", hyperparameters.noise());
        values.put("flow-control amplitude", hyperparameters.local());
        for (Factor f : Factor.values()) {
            values.put("length " + f.column(), hyperparameters.length()[f.ordinal()]);
        }
        return Collections.unmodifiableMap(values);
    }

    /**
     * Whether the rows could not size the correction's spread: its fit went to the largest allowed
     * ({@link CorrectionFit#MAX_AMPLITUDE}), as a handful of runs in one environment takes it (nothing in four
     * rows tells a rough correction from a smooth one), so an interval away from the rows is that wide.
     * Beside other environments' rows, the spread is sized on theirs too.
     */
    public boolean correctionSpreadUnsized() {
        return hyperparameters.amplitude() >= CorrectionFit.MAX_AMPLITUDE * (1 - 1e-9);
    }

    /** A scenario as the correction sees it: its normalised factors, then its physics-uncertainty features. */
    static double[] point(Scenario s, PhysicsUncertainty uncertainty) {
        Factor[] factors = Factor.values();
        double[] x = new double[factors.length + uncertainty.size()];
        for (Factor f : factors) {
            x[f.ordinal()] = f.of(s);
        }
        System.arraycopy(uncertainty.features(s), 0, x, factors.length, uncertainty.size());
        return x;
    }

    private Environment current() {
        return environments.getOrDefault(environment, none);
    }
}
