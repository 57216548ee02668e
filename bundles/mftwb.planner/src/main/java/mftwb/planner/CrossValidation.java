package mftwb.planner;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Held-out checks of the planner: calibrate without some rows, predict them, and set the prediction
 * beside the nearest measured run among the rows it was calibrated on.
 */
public final class CrossValidation {
    /** Counts a differing factor ahead of any distance within the reports' ranges. */
    private static final double DIFFERING_FACTOR = 1000;

    private CrossValidation() {
    }

    /**
     * @param measured   the run
     * @param predicted  the grey-box prediction (time and 80% interval), calibrated without the run
     * @param physics    what the physics alone predicted, calibrated the same way
     * @param baseline   the nearest measured run's time, scaled to the held-out run's bytes; empty when
     *                   nothing was left to calibrate on
     * @param baselineCpu the nearest measured runs' % CPU per host ({@link #nearestCpu})
     * @param beyondMeasured whether the run lies beyond the runs the model was calibrated on
     *                   ({@link CalibratedModel#beyondMeasured})
     */
    public record HeldOut(Measurement measured, Prediction predicted, double physics, OptionalDouble baseline,
            Map<String, Double> baselineCpu, boolean beyondMeasured) {
        public HeldOut(Measurement measured, Prediction predicted, double physics, OptionalDouble baseline) {
            this(measured, predicted, physics, baseline, Map.of(), false);
        }

        /**
         * For each host whose CPU was measured, predicted and has a baseline: the prediction's and the
         * baseline's distance from the measured % CPU, in points of the host.
         */
        public List<double[]> cpuMisses() {
            List<double[]> misses = new ArrayList<>();
            new TreeMap<>(measured.cpuPercent()).forEach((host, percent) -> {
                Double model = predicted.cpuPercent().get(host);
                Double nearest = baselineCpu.get(host);
                if (model != null && nearest != null) {
                    misses.add(new double[] { Math.abs(model - percent), Math.abs(nearest - percent) });
                }
            });
            return misses;
        }

        public double modelError() {
            return error(predicted.seconds());
        }

        public double physicsError() {
            return error(physics);
        }

        public OptionalDouble baselineError() {
            return baseline.isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(error(baseline.getAsDouble()));
        }

        public boolean covered() {
            return predicted.covers(measured.seconds());
        }

        private double error(double seconds) {
            return Math.abs(seconds - measured.seconds()) / measured.seconds();
        }
    }

    public static List<HeldOut> leaveOneTableOut(List<Measurement> measurements) {
        return leaveOneOut(measurements, Measurement::table);
    }

    /** Holds out every level of one factor in turn: all rows of one chunk size, then the next, ... */
    public static List<HeldOut> leaveOneLevelOut(List<Measurement> measurements, Factor factor) {
        return leaveOneOut(measurements, m -> factor.of(m.scenario()));
    }

    /**
     * A factor's levels in ascending order, every other one held out together and predicted from the rest,
     * then the other way round: with chunk sizes of 64K, 128K, 256K and 512K, calibrated on 64K and 256K
     * it predicts 128K and 512K, a what-if between and beyond the measured settings. Empty when the rows
     * hold fewer than three levels (two levels are the leave-one-level-out group already).
     */
    public static List<HeldOut> alternateLevelsOut(List<Measurement> measurements, Factor factor) {
        List<Double> levels = measurements.stream().map(m -> factor.of(m.scenario())).distinct().sorted().toList();
        if (levels.size() < 3) {
            return List.of();
        }
        return leaveOneOut(measurements, m -> levels.indexOf(factor.of(m.scenario())) % 2);
    }

    /**
     * Each table on its own, as a user with a few runs of their own would calibrate: on every other
     * row of the table alone (no other table), predicting the rows in between.
     */
    public static List<HeldOut> tableAloneEveryOtherRow(List<Measurement> measurements) {
        Map<String, List<Measurement>> byTable = new LinkedHashMap<>();
        measurements.forEach(m -> byTable.computeIfAbsent(m.table(), t -> new ArrayList<>()).add(m));
        List<HeldOut> result = new ArrayList<>();
        byTable.values().stream().filter(rows -> rows.size() >= 4).forEach(rows -> {
            List<Measurement> training = new ArrayList<>();
            for (int i = 0; i < rows.size(); i += 2) {
                training.add(rows.get(i));
            }
            CalibratedModel model = Planner.calibrate(training);
            for (int i = 1; i < rows.size(); i += 2) {
                result.add(heldOut(model, rows.get(i), training));
            }
        });
        return result;
    }

    /**
     * Rows no calibration saw, from another file (another report of the same family, bigger files, other
     * hardware), predicted by a model calibrated on {@code training} alone.
     */
    public static List<HeldOut> predictedFrom(List<Measurement> training, List<Measurement> rows) {
        CalibratedModel model = Planner.calibrate(training);
        return rows.stream().map(m -> heldOut(model, m, training)).toList();
    }

    /**
     * A user's few runs beside a calibration: for each count in {@code runs}, that many of the other file's
     * rows, drawn at random ({@code draws} times, seeded alike for every count), join the calibration and the
     * model predicts the other file's remaining rows. Two baselines: the nearest of those few runs (a row of
     * their environment), scaled by bytes; and the calibration alone asked for that hardware (no row of it
     * measured), scaled by the few runs' geometric mean ratio to it (hardware that is only faster or slower
     * everywhere), calibrated once for every count.
     */
    public static Map<Integer, FewRuns> fewRunsBeside(List<Measurement> calibration, List<Measurement> other,
            List<Integer> runs, int draws, long seed) {
        CalibratedModel alone = Planner.calibrate(calibration);
        Map<Integer, FewRuns> result = new LinkedHashMap<>();
        for (int count : runs) {
            Random random = new Random(seed);
            List<HeldOut> nearest = new ArrayList<>();
            List<HeldOut> scaled = new ArrayList<>();
            for (int draw = 0; draw < draws; draw++) {
                List<Measurement> shuffled = new ArrayList<>(other);
                Collections.shuffle(shuffled, random);
                List<Measurement> few = shuffled.subList(0, count);
                List<Measurement> training = new ArrayList<>(calibration);
                training.addAll(few);
                double logRatio = few.stream()
                        .mapToDouble(m -> Math.log(m.seconds() / alone.forEnvironment(m.environment()).seconds(m.scenario())))
                        .average().orElse(0);
                for (HeldOut h : predictedFrom(training, shuffled.subList(count, shuffled.size()))) {
                    nearest.add(h);
                    Measurement m = h.measured();
                    scaled.add(new HeldOut(m, h.predicted(), h.physics(), OptionalDouble
                            .of(alone.forEnvironment(m.environment()).seconds(m.scenario()) * Math.exp(logRatio)), Map.of(),
                            h.beyondMeasured()));
                }
            }
            result.put(count, new FewRuns(nearest, scaled));
        }
        return result;
    }

    /**
     * The same predictions of {@link #fewRunsBeside}, beside each of its baselines.
     *
     * @param nearestOfFew      beside the nearest of the few runs, scaled by bytes
     * @param calibrationScaled beside the calibration alone scaled by the few runs' mean ratio to it
     */
    public record FewRuns(List<HeldOut> nearestOfFew, List<HeldOut> calibrationScaled) {
    }

    /** Calibrated on every row, predicting those same rows: how closely the model honours its data. */
    public static List<HeldOut> inSample(List<Measurement> measurements) {
        CalibratedModel model = Planner.calibrate(measurements);
        return measurements.stream().map(m -> heldOut(model, m, measurements)).toList();
    }

    /** Every group of rows sharing a key is predicted by a model calibrated on the other groups. */
    static List<HeldOut> leaveOneOut(List<Measurement> measurements, Function<Measurement, Object> key) {
        Set<Object> groups = new LinkedHashSet<>();
        measurements.forEach(m -> groups.add(key.apply(m)));
        if (groups.size() < 2) {
            throw new IllegalArgumentException("cross-validation needs at least two groups of rows");
        }
        List<HeldOut> result = new ArrayList<>();
        for (Object group : groups) {
            List<Measurement> training = measurements.stream().filter(m -> !Objects.equals(key.apply(m), group))
                    .toList();
            CalibratedModel model = Planner.calibrate(training);
            measurements.stream().filter(m -> Objects.equals(key.apply(m), group))
                    .forEach(m -> result.add(heldOut(model, m, training)));
        }
        return result;
    }

    private static HeldOut heldOut(CalibratedModel model, Measurement m, List<Measurement> training) {
        CalibratedModel own = model.forEnvironment(m.environment());
        return new HeldOut(m, own.predict(m.scenario()), own.physicsSeconds(m.scenario()),
                nearestMeasured(m, training), nearestCpu(m, training), !own.beyondMeasured(m.scenario()).isEmpty());
    }

    /**
     * The baseline a user has without a model: among the measured runs of the same topology and
     * environment, one that differs from the target in the fewest {@link Factor}s and, among those,
     * is nearest over them (equally near runs are averaged), its time scaled by the ratio of bytes
     * moved. Empty when no run of that topology and environment is left.
     */
    static OptionalDouble nearestMeasured(Measurement target, List<Measurement> others) {
        return nearestRuns(target, others).stream()
                .mapToDouble(m -> m.seconds() * target.scenario().totalBytes() / m.scenario().totalBytes()).average();
    }

    /**
     * The same baseline for CPU: the nearest runs' % CPU per host, as measured (a share of the host over
     * the run, so not scaled), averaged over those of them that read the host.
     */
    static Map<String, Double> nearestCpu(Measurement target, List<Measurement> others) {
        Map<String, double[]> sums = new TreeMap<>();
        nearestRuns(target, others).forEach(m -> m.cpuPercent().forEach((host, percent) -> {
            double[] sum = sums.computeIfAbsent(host, h -> new double[2]);
            sum[0] += percent;
            sum[1]++;
        }));
        Map<String, Double> cpu = new TreeMap<>();
        sums.forEach((host, sum) -> cpu.put(host, sum[0] / sum[1]));
        return cpu;
    }

    /** The runs of {@link #nearestMeasured}: fewest differing factors first, then the nearest over them. */
    private static List<Measurement> nearestRuns(Measurement target, List<Measurement> others) {
        double[] t = Factor.values(target.scenario());
        double bestDistance = Double.MAX_VALUE;
        List<Measurement> nearest = new ArrayList<>();
        for (Measurement m : others) {
            if (m.scenario().topology() != target.scenario().topology()
                    || !m.environment().equals(target.environment())) {
                continue;
            }
            double[] o = Factor.values(m.scenario());
            double distance = 0;
            for (Factor f : Factor.values()) {
                double d = f.squaredDistance(t[f.ordinal()], o[f.ordinal()]);
                distance += d + (d > 0 ? DIFFERING_FACTOR : 0);
            }
            if (distance < bestDistance - 1e-9) {
                bestDistance = distance;
                nearest.clear();
                nearest.add(m);
            } else if (Math.abs(distance - bestDistance) <= 1e-9) {
                nearest.add(m);
            }
        }
        return nearest;
    }
}
