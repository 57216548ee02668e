package mftwb.planner;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import mftwb.model.Topology;
import mftwb.tuning.AppliedBundle;
import mftwb.tuning.ConfigurationGenerator;

/**
 * The price of a tuned bundle: the topology's workload predicted as drawn and with the bundle
 * applied, each with what bounds it, and what the bundle changes that the model cannot price.
 */
public record BundleEffect(Prediction asDrawn, Prediction withBundle, List<String> notModelled) {

    public BundleEffect {
        notModelled = List.copyOf(notModelled);
    }

    /** Prices the bundle of {@code topology}; fails when the topology has no transfer path to price. */
    public static BundleEffect of(CalibratedModel model, Topology topology) {
        AppliedBundle applied = new ConfigurationGenerator().applied(topology);
        return new BundleEffect(model.predict(TopologyScenario.of(topology)), model.predict(TopologyScenario.of(applied.topology())),
                applied.notModelled());
    }

    /** What a bundle states about its effect: one line for a terminal or view, and its README lines. */
    public record Summary(String line, List<String> readme) {
        public Summary {
            readme = List.copyOf(readme);
        }
    }

    /** The bundle's price as the user reads it, or why the topology cannot be priced (no transfer path). */
    public static Summary summary(CalibratedModel model, Topology topology) {
        try {
            BundleEffect effect = of(model, topology);
            return new Summary(effect.line() + "; not priced: " + String.join("; ", effect.notModelled()), effect.readme());
        } catch (IllegalArgumentException unpriceable) {
            return new Summary("predicted effect: not priced (" + unpriceable.getMessage() + ")",
                    List.of("- Not priced: " + unpriceable.getMessage() + "."));
        }
    }

    /** "predicted 656 s as drawn (bound by TCP buffer per RTT), 28 s with the bundle (bound by SFTP write pipeline)" */
    public String line() {
        return String.format(Locale.ROOT, "predicted %s as drawn (bound by %s), %s with the bundle (bound by %s)",
                seconds(asDrawn), asDrawn.bottleneck().label(), seconds(withBundle), withBundle.bottleneck().label());
    }

    /** The bundle README's section: both predictions with their intervals, and what is not priced. */
    public List<String> readme() {
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "- As drawn: %s (80%% interval %s to %s), bound by %s.", seconds(asDrawn),
                seconds(asDrawn.low()), seconds(asDrawn.high()), asDrawn.bottleneck().label()));
        lines.add(String.format(Locale.ROOT, "- With this bundle applied: %s (80%% interval %s to %s), bound by %s.",
                seconds(withBundle), seconds(withBundle.low()), seconds(withBundle.high()), withBundle.bottleneck().label()));
        lines.add("- Not priced (the model has no term for them): " + String.join("; ", notModelled) + ".");
        return lines;
    }

    private static String seconds(Prediction p) {
        return seconds(p.seconds());
    }

    private static String seconds(double s) {
        return s >= 10 ? String.format(Locale.ROOT, "%.0f s", s) : String.format(Locale.ROOT, "%.1f s", s);
    }
}
