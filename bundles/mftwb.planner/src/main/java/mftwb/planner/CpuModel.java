package mftwb.planner;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * % CPU per host, as the integration-bus report reads it: CPU work per unit (byte, MD5 byte, file,
 * chunk message) times the units, divided by the run time. The work per unit is fitted per topology
 * and host by non-negative least squares on percent-seconds (CPU% x measured seconds), so a host
 * with no measured CPU for a topology gets no prediction instead of a guess.
 */
final class CpuModel {
    private static final int FEATURES = 4;

    /** Work per unit in percent-seconds, per topology, per host column. */
    private final Map<TopologyKind, Map<String, double[]>> workPerUnit;

    private CpuModel(Map<TopologyKind, Map<String, double[]>> workPerUnit) {
        this.workPerUnit = workPerUnit;
    }

    static CpuModel fit(List<Measurement> measurements) {
        Map<TopologyKind, Map<String, List<Measurement>>> byHost = new EnumMap<>(TopologyKind.class);
        for (Measurement m : measurements) {
            for (String host : m.cpuPercent().keySet()) {
                byHost.computeIfAbsent(m.scenario().topology(), k -> new TreeMap<>())
                        .computeIfAbsent(host, h -> new ArrayList<>()).add(m);
            }
        }
        Map<TopologyKind, Map<String, double[]>> work = new EnumMap<>(TopologyKind.class);
        byHost.forEach((kind, hosts) -> {
            Map<String, double[]> perHost = new TreeMap<>();
            hosts.forEach((host, rows) -> perHost.put(host, nonNegativeLeastSquares(rows, host)));
            work.put(kind, Collections.unmodifiableMap(perHost));
        });
        return new CpuModel(work);
    }

    /** Predicted % CPU per host for a run lasting {@code seconds}; capped at 100% of the host. */
    Map<String, Double> percent(Scenario s, double seconds) {
        Map<String, double[]> hosts = workPerUnit.getOrDefault(s.topology(), Map.of());
        Map<String, Double> percent = new HashMap<>();
        double[] units = units(s);
        hosts.forEach((host, work) -> {
            double percentSeconds = 0;
            for (int i = 0; i < FEATURES; i++) {
                percentSeconds += work[i] * units[i];
            }
            percent.put(host, Math.min(100, percentSeconds / seconds));
        });
        return percent;
    }

    /** GB moved, GB checksummed, thousands of files, ten thousands of chunk messages. */
    private static double[] units(Scenario s) {
        double gigabytes = s.totalBytes() / 1e9;
        double chunks = s.fileCount() * Math.ceil((double) s.fileSizeBytes() / s.chunkBytes());
        return new double[] { gigabytes, s.md5() ? gigabytes : 0, s.fileCount() / 1e3, chunks / 1e4 };
    }

    /** Tries every subset of features and keeps the best solution with no negative work. */
    private static double[] nonNegativeLeastSquares(List<Measurement> rows, String host) {
        double[] best = new double[FEATURES];
        double bestError = error(rows, host, best);
        for (int subset = 1; subset < 1 << FEATURES; subset++) {
            double[] candidate = solve(rows, host, subset);
            if (candidate != null) {
                double e = error(rows, host, candidate);
                if (e < bestError) {
                    bestError = e;
                    best = candidate;
                }
            }
        }
        return best;
    }

    /** Least squares on the features in {@code subset}; null when singular or any work is negative. */
    private static double[] solve(List<Measurement> rows, String host, int subset) {
        int[] used = java.util.stream.IntStream.range(0, FEATURES).filter(i -> (subset & 1 << i) != 0).toArray();
        int n = used.length;
        double[][] a = new double[n][n + 1];
        for (Measurement m : rows) {
            double[] x = units(m.scenario());
            double y = m.cpuPercent().get(host) * m.seconds();
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    a[i][j] += x[used[i]] * x[used[j]];
                }
                a[i][n] += x[used[i]] * y;
            }
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) {
                    pivot = r;
                }
            }
            if (Math.abs(a[pivot][col]) < 1e-12) {
                return null;
            }
            double[] swap = a[col];
            a[col] = a[pivot];
            a[pivot] = swap;
            for (int r = 0; r < n; r++) {
                if (r != col) {
                    double factor = a[r][col] / a[col][col];
                    for (int c = col; c <= n; c++) {
                        a[r][c] -= factor * a[col][c];
                    }
                }
            }
        }
        double[] work = new double[FEATURES];
        for (int i = 0; i < n; i++) {
            work[used[i]] = a[i][n] / a[i][i];
            if (work[used[i]] < 0) {
                return null;
            }
        }
        return work;
    }

    private static double error(List<Measurement> rows, String host, double[] work) {
        double sum = 0;
        for (Measurement m : rows) {
            double[] x = units(m.scenario());
            double predicted = 0;
            for (int i = 0; i < FEATURES; i++) {
                predicted += work[i] * x[i];
            }
            double miss = predicted - m.cpuPercent().get(host) * m.seconds();
            sum += miss * miss;
        }
        return sum;
    }
}
