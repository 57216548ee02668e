package mftwb.runner.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.hipparchus.stat.descriptive.DescriptiveStatistics;

import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/**
 * How the repetitions of one matrix cell spread: count, median, mean, standard deviation,
 * coefficient of variation and the 95% bootstrap interval of the median time, over the runs that
 * count (good ones, and disturbed ones only when included).
 *
 * @param n          runs counted
 * @param disturbed  good runs marked disturbed (left out unless included)
 * @param failed     failed runs (never counted)
 * @param cvPercent  standard deviation over mean of the time, in %; NaN below two runs
 * @param medianMbPerSecond the cell's bytes over its median time (see {@link #mbPerSecond})
 * @param medianCpuPercent  per host, the median % CPU of the counted runs that have a figure for it; a host none
 *                          of them has is absent (never 0)
 */
public record CellSpread(RunSpec cell, int n, int disturbed, int failed, double medianSeconds, double meanSeconds,
        double sdSeconds, double cvPercent, Bootstrap.Interval medianInterval, double medianMbPerSecond,
        Map<String, Double> medianCpuPercent) {

    public CellSpread {
        medianCpuPercent = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(medianCpuPercent));
    }

    /** One entry per matrix cell, in the order the cells first ran. */
    public static List<CellSpread> perCell(List<RunResult> results, boolean includeDisturbed) {
        List<CellSpread> cells = new ArrayList<>();
        byCell(results).forEach((cell, runs) -> cells.add(of(cell, runs, includeDisturbed)));
        return cells;
    }

    /** The runs of each cell, cells in the order they first ran. */
    public static Map<RunSpec, List<RunResult>> byCell(List<RunResult> results) {
        Map<RunSpec, List<RunResult>> cells = new LinkedHashMap<>();
        results.forEach(r -> cells.computeIfAbsent(r.spec(), k -> new ArrayList<>()).add(r));
        return cells;
    }

    static CellSpread of(RunSpec cell, List<RunResult> runs, boolean includeDisturbed) {
        List<RunResult> counted = runs.stream().filter(r -> r.counts(includeDisturbed)).toList();
        int disturbed = (int) runs.stream().filter(r -> r.succeeded() && r.isDisturbed()).count();
        int failed = (int) runs.stream().filter(r -> !r.succeeded()).count();
        double[] seconds = counted.stream().mapToDouble(RunResult::seconds).toArray();
        DescriptiveStatistics stats = new DescriptiveStatistics(seconds);
        double sd = seconds.length >= 2 ? stats.getStandardDeviation() : Double.NaN;
        double mean = seconds.length > 0 ? stats.getMean() : Double.NaN;
        double median = Bootstrap.median(seconds);
        return new CellSpread(cell, counted.size(), disturbed, failed, median, mean, sd,
                mean > 0 ? sd / mean * 100 : Double.NaN, Bootstrap.medianInterval(seconds), mbPerSecond(cell, median),
                medianCpuPercent(counted));
    }

    /** Per host, in the runs' host order, the median of the runs' % CPU figures for it. */
    private static Map<String, Double> medianCpuPercent(List<RunResult> counted) {
        Map<String, List<Double>> figures = new LinkedHashMap<>();
        counted.forEach(r -> r.cpuPercent().forEach((host, cpu) -> figures.computeIfAbsent(host, k -> new ArrayList<>())
                .add(cpu)));
        Map<String, Double> medians = new LinkedHashMap<>();
        figures.forEach((host, cpu) -> medians.put(host, Bootstrap.median(cpu.stream().mapToDouble(Double::doubleValue)
                .toArray())));
        return medians;
    }

    /**
     * A cell's MB/s at a time: its bytes over the time. Every good run of a cell moves the same bytes,
     * so the median MB/s is the one at the median time (the median run's own rate when n is odd), in
     * every output; the median of the runs' rates would differ from it when n is even.
     */
    public static double mbPerSecond(RunSpec cell, double seconds) {
        return cell.totalBytes() / 1e6 / seconds;
    }
}
