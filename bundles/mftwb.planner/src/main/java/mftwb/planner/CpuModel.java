package mftwb.planner;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.IntStream;

/**
 * % CPU per host, as the integration-bus report reads it: CPU work per unit (byte, MD5 byte, file,
 * chunk message) times the units, divided by the run time. The work per unit is fitted per topology
 * and host by non-negative least squares on percent-seconds (CPU% x measured seconds), so a host
 * with no measured CPU for a topology gets no prediction instead of a guess.
 *
 * <p>As for the time, that line is the mean of a grey-box model: each host's log miss at its measured
 * runs is kriged with the time correction's kernel ({@link #corrected}), so a run next to measured
 * ones reads their CPU and one far from them the line's. Why: four units per host cannot say what the
 * reports' rows show (text conversion, an extra chunk size), and the line alone missed held-out runs
 * by more than their nearest measured run's CPU did (releng/bench/planner-accuracy, CPU section). A
 * run with a checksum or mode no CPU row had, or files or chunks smaller or larger than theirs, reads the
 * CPU of that run as the rows were measured ({@link #measuredLike}).
 */
final class CpuModel {
    private static final int FEATURES = 4;
    /** Indices into {@link #units}. */
    private static final int MD5_BYTES = 1;
    private static final int CHUNKS = 3;

    /**
     * Reports print CPU in whole percent, so a host at 1% reads 0-2%: misses are taken on CPU% plus
     * this, not as the ratio of two near-zero numbers.
     */
    private static final double READING = 1;

    /** Work per unit in percent-seconds, per topology, per host column. */
    private final Map<TopologyKind, Map<String, double[]>> workPerUnit;
    /** Per topology and host, the kriged log miss of the line at the measured runs (none: the line alone). */
    private final Map<TopologyKind, Map<String, Kriging>> corrections;

    /** Per topology, the one checksum and the one mode its CPU rows were measured with (absent: both measured). */
    private final Map<TopologyKind, Boolean> onlyMd5;
    private final Map<TopologyKind, Boolean> onlyText;
    /** What the CPU rows measured. */
    private final MeasuredRange measured;

    private CpuModel(Map<TopologyKind, Map<String, double[]>> workPerUnit,
            Map<TopologyKind, Map<String, Kriging>> corrections, Map<TopologyKind, Boolean> onlyMd5,
            Map<TopologyKind, Boolean> onlyText, MeasuredRange measured) {
        this.workPerUnit = workPerUnit;
        this.corrections = corrections;
        this.onlyMd5 = onlyMd5;
        this.onlyText = onlyText;
        this.measured = measured;
    }

    /**
     * The run whose CPU stands for {@code s}'s: {@code s} itself, or {@code s} with the checksum and mode its
     * topology's CPU rows were all measured with, its files of the nearest size they measured and its chunks
     * too. Files smaller than any measured keep their count: the run is more per-file than any measured one,
     * and its bytes in fewer, larger files would lose that (a thousand 1 KB files read as one 1 MB file per
     * transfer, at 1% CPU). Files larger than any measured keep their bytes, in at least one file per
     * transfer the run has running: one 30 GB file ran as the steady stream of 100 MB files, not as one.
     *
     * <p>The line has no unit for text conversion, nor for MD5 where the rows never varied it: it would divide
     * the same work by the longer MD5 or text run and predict a quieter host, and the run as measured is
     * nearer (MD5 held out of IBM's Windows report: 6.1 points off that way, 2.6 this way; the nearest run,
     * 2.6).
     *
     * <p>Nor can whole-percent readings at a few file sizes pin the work per file beyond them: a host's CPU
     * stays near level across file sizes, for a file's work and its wait grow together, while the line
     * carried its per-file slope, noise of the readings, ten times as many files on. One file size held out
     * of the reports' rows: 1.24 points off that way, 0.73 this way (0.71 with the bytes kept instead of the
     * count), the nearest run 0.68; IBM's huge-file report's 1-10 GB runs from its 15-30 GB ones: 7.9 and 2.8,
     * the nearest 2.8.
     *
     * <p>Rows of one chunk size cannot tell work per chunk from work per byte either (see
     * {@link #nonNegativeLeastSquares}), and the correction read at another chunk size is the smoothed one,
     * not the run's: one chunk size held out of the reports' rows, 0.47 points off that way, 0.34 this way
     * (with the work spread over the run's own time, {@link CalibratedModel}), the nearest run 0.31.
     */
    Scenario measuredLike(Scenario s) {
        boolean md5 = onlyMd5.getOrDefault(s.topology(), s.md5());
        boolean text = onlyText.getOrDefault(s.topology(), s.text());
        Scenario like = md5 == s.md5() && text == s.text() ? s : s.withChecksumAndMode(md5, text);
        long size = (long) nearestMeasured(s.topology(), Factor.FILE_SIZE, s.fileSizeBytes());
        int chunk = (int) nearestMeasured(s.topology(), Factor.CHUNK, s.chunkBytes());
        if (size == s.fileSizeBytes() && chunk == s.chunkBytes()) {
            return like;
        }
        // as many transfers running as in s: one 30 GB file is one transfer, three hundred 100 MB files are not
        int running = s.activeTransfers();
        int files = size > s.fileSizeBytes() ? s.fileCount()
                : (int) Math.max(running, Math.min(Integer.MAX_VALUE, Math.round(s.totalBytes() / size)));
        return like.withFiles(size, files).withTuning(chunk, like.window(), running);
    }

    /** {@code value} of {@code factor}, or the nearest end of the range the CPU rows of {@code topology} measured. */
    private double nearestMeasured(TopologyKind topology, Factor factor, double value) {
        return measured.range(topology, factor).map(r -> Math.max(r[0], Math.min(r[1], value))).orElse(value);
    }

    /** Per topology, the one value of {@code setting} its CPU rows share, where they share one. */
    private static Map<TopologyKind, Boolean> only(List<Measurement> rows, Predicate<Scenario> setting) {
        Map<TopologyKind, Set<Boolean>> seen = new EnumMap<>(TopologyKind.class);
        rows.stream().filter(m -> !m.cpuPercent().isEmpty()).forEach(m -> seen
                .computeIfAbsent(m.scenario().topology(), k -> new HashSet<>()).add(setting.test(m.scenario())));
        Map<TopologyKind, Boolean> only = new EnumMap<>(TopologyKind.class);
        seen.forEach((kind, values) -> {
            if (values.size() == 1) {
                only.put(kind, values.iterator().next());
            }
        });
        return only;
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
        return new CpuModel(work, Map.of(), only(measurements, Scenario::md5), only(measurements, Scenario::text),
                MeasuredRange.of(measurements.stream().filter(m -> !m.cpuPercent().isEmpty()).toList()));
    }

    /**
     * This model with each host's miss at {@code rows} (its measured runs) kriged over their {@code points}
     * ({@link CalibratedModel#point}, in the same order) with the time correction's hyperparameters {@code h}.
     */
    CpuModel corrected(List<Measurement> rows, double[][] points, Kriging.Hyperparameters h) {
        Map<TopologyKind, Map<String, Kriging>> kriged = new EnumMap<>(TopologyKind.class);
        workPerUnit.forEach((kind, hosts) -> {
            Map<String, Kriging> perHost = new TreeMap<>();
            hosts.forEach((host, work) -> {
                int[] measured = IntStream.range(0, rows.size()).filter(i -> rows.get(i).scenario().topology() == kind
                        && rows.get(i).cpuPercent().containsKey(host)).toArray();
                double[] misses = Arrays.stream(measured).mapToDouble(i -> {
                    Measurement m = rows.get(i);
                    return Math.log((m.cpuPercent().get(host) + READING)
                            / (percentSeconds(work, m.scenario()) / m.seconds() + READING));
                }).toArray();
                perHost.put(host, Kriging.condition(h, Arrays.stream(measured).mapToObj(i -> points[i]).toList(), misses));
            });
            kriged.put(kind, perHost);
        });
        return new CpuModel(workPerUnit, kriged, onlyMd5, onlyText, measured);
    }

    /**
     * Predicted % CPU per host for a run lasting {@code seconds} at {@code point} (see {@link #corrected});
     * between 0 and 100% of the host.
     */
    Map<String, Double> percent(Scenario s, double seconds, double[] point) {
        Map<String, double[]> hosts = workPerUnit.getOrDefault(s.topology(), Map.of());
        Map<String, Kriging> kriged = corrections.getOrDefault(s.topology(), Map.of());
        Map<String, Double> percent = new HashMap<>();
        hosts.forEach((host, work) -> {
            Kriging correction = kriged.get(host);
            double miss = correction == null ? 0 : correction.mean(point);
            double corrected = (percentSeconds(work, s) / seconds + READING) * Math.exp(miss) - READING;
            percent.put(host, Math.max(0, Math.min(100, corrected)));
        });
        return percent;
    }

    /** The line's CPU work for run {@code s}: work per unit times its units, in percent-seconds. */
    private static double percentSeconds(double[] work, Scenario s) {
        double[] units = units(s);
        double sum = 0;
        for (int i = 0; i < FEATURES; i++) {
            sum += work[i] * units[i];
        }
        return sum;
    }

    /** GB moved, GB checksummed, thousands of files, ten thousands of chunk messages. */
    private static double[] units(Scenario s) {
        double gigabytes = s.totalBytes() / 1e9;
        double chunks = s.fileCount() * Math.ceil((double) s.fileSizeBytes() / s.chunkBytes());
        return new double[] { gigabytes, s.md5() ? gigabytes : 0, s.fileCount() / 1e3, chunks / 1e4 };
    }

    /**
     * Tries every subset of the features the rows can tell apart and keeps the best solution with no
     * negative work. MD5 bytes are told from bytes only by rows with and without MD5, chunk messages from
     * bytes and files only by rows of more than one chunk size: otherwise the work of the one is the work
     * of the other on these rows, and the fit put a whole LAN agent's work on its chunks, which moved it
     * fourfold at the next chunk size (a chunk size held out: 3.3 points of CPU off, the nearest run 0.3).
     */
    private static double[] nonNegativeLeastSquares(List<Measurement> rows, String host) {
        int told = (1 << FEATURES) - 1;
        if (rows.stream().map(m -> m.scenario().md5()).distinct().count() < 2) {
            told &= ~(1 << MD5_BYTES);
        }
        if (rows.stream().map(m -> m.scenario().chunkBytes()).distinct().count() < 2) {
            told &= ~(1 << CHUNKS);
        }
        double[] best = new double[FEATURES];
        double bestError = error(rows, host, best);
        for (int subset = 1; subset < 1 << FEATURES; subset++) {
            if ((subset & ~told) != 0) {
                continue;
            }
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
        int[] used = IntStream.range(0, FEATURES).filter(i -> (subset & 1 << i) != 0).toArray();
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
            double miss = percentSeconds(work, m.scenario()) - m.cpuPercent().get(host) * m.seconds();
            sum += miss * miss;
        }
        return sum;
    }
}
