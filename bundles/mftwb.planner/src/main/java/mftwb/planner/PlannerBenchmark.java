package mftwb.planner;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Entry point of releng/bench/planner-accuracy and planner-speed, run on the built classes without
 * OSGi: {@code accuracy CAL.csv [HELD_OUT.csv]} prints the held-out errors (and those of another file's rows
 * predicted from CAL.csv alone), {@code speed CAL.csv} times calibrating
 * on 300 rows (the file's, topped up with simulated runs) and 10,000 predictions.
 */
public final class PlannerBenchmark {
    private static final int PREDICTIONS = 10_000;
    private static final int RUNS = 7;
    private static final int CALIBRATION_ROWS = 300;
    private static final int CALIBRATION_RUNS = 3;

    private PlannerBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        boolean accuracy = args.length >= 2 && args[0].equals("accuracy");
        if (!(accuracy && args.length <= 3 || args.length == 2 && args[0].equals("speed"))) {
            System.err.println("usage: PlannerBenchmark accuracy CALIBRATION.csv [HELD_OUT.csv] | speed CALIBRATION.csv");
            System.exit(2);
        }
        List<Measurement> measurements;
        List<Measurement> heldOut;
        try {
            measurements = ScenarioFile.read(Path.of(args[1])).measurements();
            heldOut = args.length == 3 ? heldOutRows(Path.of(args[2]), measurements) : List.of();
        } catch (CsvFormatException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        if (accuracy) {
            Accuracy.print(measurements, System.out);
            if (!heldOut.isEmpty()) {
                Accuracy.printHeldOutFile(measurements, heldOut, Path.of(args[2]).getFileName().toString(), System.out);
            }
        } else {
            speed(measurements);
        }
    }

    /**
     * The rows of the other file. A row naming no environment is the calibration's (first) one, as
     * {@code predict} takes a scenario: cut from the same table family (the rest of a report's chunk sizes,
     * its bigger files) it ran on the same hardware, and read as hardware nobody measured it was predicted by
     * the physics alone, its interval as wide as hardware differs. Naming an environment the calibration
     * lacks asks for exactly that.
     */
    static List<Measurement> heldOutRows(Path file, List<Measurement> calibration) throws IOException,
            CsvFormatException {
        return ScenarioFile.read(file).measurements(calibration.get(0).environment());
    }

    private static void speed(List<Measurement> measurements) {
        List<Measurement> rows = topUp(measurements, new Random(7));
        double[] seconds = new double[CALIBRATION_RUNS];
        CalibratedModel model = null;
        for (int run = 0; run < CALIBRATION_RUNS; run++) {
            long start = System.nanoTime();
            model = Planner.calibrate(rows);
            seconds[run] = (System.nanoTime() - start) / 1e9;
        }
        Arrays.sort(seconds);
        System.out.printf(Locale.ROOT, "calibrate on %d rows (%d measured + %d simulated, %d tables): median %.2f s over"
                + " %d runs (min %.2f, max %.2f) on %d cores; target <= 10 s: %s%n", rows.size(), measurements.size(),
                rows.size() - measurements.size(), rows.stream().map(Measurement::table).distinct().count(),
                seconds[CALIBRATION_RUNS / 2], CALIBRATION_RUNS, seconds[0], seconds[CALIBRATION_RUNS - 1],
                Runtime.getRuntime().availableProcessors(), seconds[CALIBRATION_RUNS / 2] <= 10 ? "met" : "MISSED");
        predictions(model, "calibrated on those " + rows.size() + " rows");
        predictions(Planner.calibrate(measurements), "calibrated on the " + measurements.size() + " measured rows");
    }

    /**
     * The measured rows plus simulated runs up to {@value #CALIBRATION_ROWS}: random scenarios timed by
     * the model calibrated on the measured rows, with 5% log-normal scatter, in tables of 20.
     */
    private static List<Measurement> topUp(List<Measurement> measurements, Random random) {
        CalibratedModel truth = Planner.calibrate(measurements);
        List<Measurement> rows = new ArrayList<>(measurements);
        List<Scenario> extra = randomScenarios(random, CALIBRATION_ROWS - measurements.size());
        for (int i = 0; i < extra.size(); i++) {
            Scenario s = extra.get(i);
            rows.add(new Measurement("simulated/" + i / 20, s, truth.seconds(s) * Math.exp(0.05 * random.nextGaussian()),
                    java.util.Map.of(), measurements.get(0).environment()));
        }
        return rows;
    }

    private static void predictions(CalibratedModel model, String what) {
        List<Scenario> scenarios = randomScenarios(new Random(42), PREDICTIONS);
        double[] millis = new double[RUNS];
        double[] cpuMillis = new double[RUNS];
        var threads = java.lang.management.ManagementFactory.getThreadMXBean();
        double checksum = 0;
        for (int run = 0; run < RUNS; run++) {
            long start = System.nanoTime();
            long cpuStart = threads.getCurrentThreadCpuTime();
            for (Scenario s : scenarios) {
                checksum += model.predict(s).seconds();
            }
            millis[run] = (System.nanoTime() - start) / 1e6;
            cpuMillis[run] = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
        }
        Arrays.sort(millis);
        Arrays.sort(cpuMillis);
        // On a shared machine the wall time includes waiting for a core; the thread's CPU time does not.
        System.out.printf(Locale.ROOT, "%d predictions (interval, breakdown, bottleneck, CPU), %s: median %.1f ms over"
                + " %d runs (min %.1f, max %.1f; CPU time median %.1f ms); target < 1000 ms: %s%n", PREDICTIONS, what,
                millis[RUNS / 2], RUNS, millis[0], millis[RUNS - 1], cpuMillis[RUNS / 2],
                millis[RUNS / 2] < 1000 ? "met" : "MISSED");
        System.out.printf(Locale.ROOT, "(sum of predicted seconds %.0f, printed so the work is not optimised away)%n",
                checksum);
    }

    /** Scenarios spread over every topology and knob, so no branch of the model is skipped. */
    private static List<Scenario> randomScenarios(Random random, int count) {
        TopologyKind[] kinds = TopologyKind.values();
        List<Scenario> scenarios = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            scenarios.add(new Scenario(kinds[random.nextInt(kinds.length)], 0.1 + random.nextDouble() * 300,
                    10 + random.nextInt(10_000), 1L << (10 + random.nextInt(20)), 1 + random.nextInt(2000),
                    1 + random.nextInt(25), Recommender.CHUNK_SIZES.get(random.nextInt(Recommender.CHUNK_SIZES.size())),
                    Recommender.WINDOWS.get(random.nextInt(Recommender.WINDOWS.size())), random.nextBoolean(),
                    random.nextBoolean()));
        }
        return scenarios;
    }
}
