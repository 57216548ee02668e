package mftwb.planner;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Entry point of releng/bench/planner-accuracy and planner-speed, run on the built classes without
 * OSGi: {@code accuracy CAL.csv} prints the cross-validated errors, {@code speed CAL.csv} times
 * 10,000 predictions.
 */
public final class PlannerBenchmark {
    private static final int PREDICTIONS = 10_000;
    private static final int RUNS = 7;

    private PlannerBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2 || !(args[0].equals("accuracy") || args[0].equals("speed"))) {
            System.err.println("usage: PlannerBenchmark accuracy|speed CALIBRATION.csv");
            System.exit(2);
        }
        List<Measurement> measurements;
        try {
            measurements = ScenarioFile.read(Path.of(args[1])).measurements();
        } catch (CsvFormatException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        if (args[0].equals("accuracy")) {
            Accuracy.print(measurements, System.out);
        } else {
            speed(Planner.calibrate(measurements));
        }
    }

    private static void speed(CalibratedModel model) {
        List<Scenario> scenarios = randomScenarios(new Random(42));
        double[] millis = new double[RUNS];
        double checksum = 0;
        for (int run = 0; run < RUNS; run++) {
            long start = System.nanoTime();
            for (Scenario s : scenarios) {
                checksum += model.predict(s).seconds();
            }
            millis[run] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        System.out.printf(Locale.ROOT, "%d predictions (with breakdown and bottleneck): median %.1f ms over %d runs"
                + " (min %.1f, max %.1f); target < 1000 ms: %s%n", PREDICTIONS, millis[RUNS / 2], RUNS, millis[0],
                millis[RUNS - 1], millis[RUNS / 2] < 1000 ? "met" : "MISSED");
        System.out.printf(Locale.ROOT, "(sum of predicted seconds %.0f, printed so the work is not optimised away)%n",
                checksum);
    }

    /** Scenarios spread over every topology and knob, so no branch of the model is skipped. */
    private static List<Scenario> randomScenarios(Random random) {
        TopologyKind[] kinds = TopologyKind.values();
        List<Scenario> scenarios = new ArrayList<>(PREDICTIONS);
        for (int i = 0; i < PREDICTIONS; i++) {
            scenarios.add(new Scenario(kinds[random.nextInt(kinds.length)], 0.1 + random.nextDouble() * 300,
                    10 + random.nextInt(10_000), 1L << (10 + random.nextInt(20)), 1 + random.nextInt(2000),
                    1 + random.nextInt(25), Recommender.CHUNK_SIZES.get(random.nextInt(Recommender.CHUNK_SIZES.size())),
                    Recommender.WINDOWS.get(random.nextInt(Recommender.WINDOWS.size())), random.nextBoolean(),
                    random.nextBoolean()));
        }
        return scenarios;
    }
}
