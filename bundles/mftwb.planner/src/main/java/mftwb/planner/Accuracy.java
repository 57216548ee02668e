package mftwb.planner;

import java.io.PrintStream;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The accuracy report: leave-one-table-out MAPE of the model for the LAN report (bindings, client)
 * and the bridge report (pb-*, standard-*), next to the nearest-chunk-size baseline.
 */
public final class Accuracy {
    private Accuracy() {
    }

    public static boolean isLanReport(TopologyKind kind) {
        return kind == TopologyKind.BINDINGS || kind == TopologyKind.CLIENT;
    }

    public static void print(List<Measurement> measurements, PrintStream out) {
        List<CrossValidation.HeldOut> heldOut = CrossValidation.leaveOneTableOut(measurements);
        out.println("Leave-one-table-out cross-validation: " + measurements.size() + " rows, each predicted by a model"
                + " calibrated without its table");
        out.println("MAPE = mean of |predicted - measured| / measured; a table is seed/table, as the table numbers");
        out.println("restart in each report (000 = LAN report, 001 = protocol bridge report)");
        out.println();
        out.printf(Locale.ROOT, "%-8s %5s %12s %15s %15s %14s%n", "report", "rows", "model MAPE", "baseline rows",
                "model on them", "baseline MAPE");
        section(out, "LAN", heldOut, h -> isLanReport(h.measured().scenario().topology()));
        section(out, "bridge", heldOut, h -> !isLanReport(h.measured().scenario().topology()));
        section(out, "all", heldOut, h -> true);
        out.println();
        out.println("Per held-out table:");
        out.printf(Locale.ROOT, "%-8s %-18s %5s %11s %14s%n", "table", "topology", "rows", "model MAPE", "baseline MAPE");
        new LinkedHashSet<>(heldOut.stream().map(h -> h.measured().table()).toList())
                .forEach(table -> table(out, heldOut.stream().filter(h -> h.measured().table().equals(table)).toList()));
        out.println();
        CalibratedModel model = Planner.calibrate(measurements);
        fitted(out, model, measurements);
        out.println();
        findings(out, model);
        out.println();
        out.println("Baseline: the measured time of the same case (topology, rtt, file size, file count, transfers,");
        out.println("checksum, mode) at the nearest chunk size in another table. Rows whose case no other table");
        out.println("measured have no baseline: they count in 'model MAPE' but not in the baseline columns.");
    }

    private static void section(PrintStream out, String name, List<CrossValidation.HeldOut> all,
            Predicate<CrossValidation.HeldOut> filter) {
        List<CrossValidation.HeldOut> rows = all.stream().filter(filter).toList();
        List<CrossValidation.HeldOut> covered = rows.stream().filter(h -> h.baseline().isPresent()).toList();
        double model = rows.stream().mapToDouble(CrossValidation.HeldOut::modelError).average().orElse(Double.NaN);
        double modelCovered = covered.stream().mapToDouble(CrossValidation.HeldOut::modelError).average()
                .orElse(Double.NaN);
        double baseline = covered.stream().mapToDouble(h -> h.baselineError().getAsDouble()).average()
                .orElse(Double.NaN);
        out.printf(Locale.ROOT, "%-8s %5d %11s %15d %15s %14s%n", name, rows.size(), percent(model), covered.size(),
                percent(modelCovered), percent(baseline));
    }

    /** In-sample error, for contrast: how much of the held-out error is noise the model cannot follow. */
    private static void fitted(PrintStream out, CalibratedModel model, List<Measurement> measurements) {
        double lan = inSample(model, measurements, true);
        double bridge = inSample(model, measurements, false);
        out.printf(Locale.ROOT, "In-sample (calibrated on every table): LAN %s, bridge %s%n", percent(lan), percent(bridge));
        out.println("Calibrated parameters:");
        model.parameters().forEach((p, v) -> out.printf(Locale.ROOT, "  %-30s %12.4g  %s%n", p.title(), v, p.unit()));
    }

    /**
     * What the LAN report found for chunk sizes the calibration rows lack (1 GiB of 100 MB files, text):
     * 512K much worse than smaller chunks for ten client-mode transfers, bigger chunks faster for one.
     */
    private static void findings(PrintStream out, CalibratedModel model) {
        out.println("LAN report findings beyond the calibration rows (predicted s for 10 x 100 MB, text, 64K/128K/256K/512K):");
        for (TopologyKind kind : List.of(TopologyKind.BINDINGS, TopologyKind.CLIENT)) {
            for (int transfers : new int[] { 1, 10 }) {
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  %-8s %2d transfer(s):", kind.label(),
                        transfers));
                for (int chunk : new int[] { 65536, 131072, 262144, 524288 }) {
                    Prediction p = model.predict(new Scenario(kind, 0.2, 1000, 104857600, 10, transfers, chunk, 10,
                            false, true));
                    line.append(String.format(Locale.ROOT, " %6.2f (%s)", p.seconds(), p.bottleneck().id()));
                }
                out.println(line);
            }
        }
    }

    private static double inSample(CalibratedModel model, List<Measurement> measurements, boolean lan) {
        return measurements.stream().filter(m -> isLanReport(m.scenario().topology()) == lan)
                .mapToDouble(m -> Math.abs(model.seconds(m.scenario()) - m.seconds()) / m.seconds()).average()
                .orElse(Double.NaN);
    }

    private static void table(PrintStream out, List<CrossValidation.HeldOut> rows) {
        Measurement first = rows.get(0).measured();
        double model = rows.stream().mapToDouble(CrossValidation.HeldOut::modelError).average().orElse(Double.NaN);
        double baseline = rows.stream().filter(h -> h.baseline().isPresent())
                .mapToDouble(h -> h.baselineError().getAsDouble()).average().orElse(Double.NaN);
        out.printf(Locale.ROOT, "%-8s %-18s %5d %11s %14s%n", first.table(), first.scenario().topology().label(),
                rows.size(), percent(model), percent(baseline));
    }

    private static String percent(double fraction) {
        return Double.isNaN(fraction) ? "n/a" : String.format(Locale.ROOT, "%.1f%%", 100 * fraction);
    }
}
