package mftwb.planner;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Leave-one-table-out cross-validation: for each report table, calibrate on every other table and
 * predict the held-out rows, next to the baseline "time of the nearest measured chunk size for the
 * same case" taken from the other tables.
 */
public final class CrossValidation {
    private CrossValidation() {
    }

    /**
     * @param measured   the run
     * @param predicted  the model's seconds, calibrated without the run's table
     * @param baseline   the nearest-chunk-size time from another table, empty when no other table
     *                   measured the same case
     */
    public record HeldOut(Measurement measured, double predicted, OptionalDouble baseline) {
        public double modelError() {
            return Math.abs(predicted - measured.seconds()) / measured.seconds();
        }

        public OptionalDouble baselineError() {
            return baseline.isEmpty() ? OptionalDouble.empty()
                    : OptionalDouble.of(Math.abs(baseline.getAsDouble() - measured.seconds()) / measured.seconds());
        }
    }

    public static List<HeldOut> leaveOneTableOut(List<Measurement> measurements) {
        Set<String> tables = new LinkedHashSet<>();
        measurements.forEach(m -> tables.add(m.table()));
        if (tables.size() < 2) {
            throw new IllegalArgumentException("cross-validation needs rows from at least two tables");
        }
        List<HeldOut> result = new ArrayList<>();
        for (String table : tables) {
            List<Measurement> training = measurements.stream().filter(m -> !m.table().equals(table)).toList();
            CalibratedModel model = Planner.calibrate(training);
            for (Measurement m : measurements) {
                if (m.table().equals(table)) {
                    result.add(new HeldOut(m, model.seconds(m.scenario()), nearestChunkBaseline(m, training)));
                }
            }
        }
        return result;
    }

    /**
     * Same topology, RTT, file size, file count, transfers, checksum and mode; the nearest chunk size
     * on a log scale (64K is as far from 128K as 128K from 256K); equally near rows are averaged.
     */
    static OptionalDouble nearestChunkBaseline(Measurement target, List<Measurement> others) {
        Scenario t = target.scenario();
        double bestDistance = Double.MAX_VALUE;
        double sum = 0;
        int count = 0;
        for (Measurement m : others) {
            Scenario o = m.scenario();
            boolean sameCase = o.topology() == t.topology() && o.rttMillis() == t.rttMillis()
                    && o.fileSizeBytes() == t.fileSizeBytes() && o.fileCount() == t.fileCount()
                    && o.transfers() == t.transfers() && o.md5() == t.md5() && o.text() == t.text();
            if (!sameCase) {
                continue;
            }
            double distance = Math.abs(Math.log((double) o.chunkBytes() / t.chunkBytes()));
            if (distance < bestDistance - 1e-12) {
                bestDistance = distance;
                sum = m.seconds();
                count = 1;
            } else if (Math.abs(distance - bestDistance) <= 1e-12) {
                sum += m.seconds();
                count++;
            }
        }
        return count == 0 ? OptionalDouble.empty() : OptionalDouble.of(sum / count);
    }
}
