package mftwb.planner;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Files of mixed sizes, priced as one MFT transfer sends them: it sets up once, then walks its files
 * one after another, so each size class costs what its files cost at their own size. Pricing a mix as
 * files of its mean size misjudges it both ways: 20,000 files of 2 KB and 20 of 500 MB stream and
 * wait per file quite unlike 20,020 files of 500 KB.
 */
final class FileMix {
    /**
     * Files of about one size.
     *
     * @param files how many
     * @param bytes their total size
     */
    record Part(int files, long bytes) {
    }

    private FileMix() {
    }

    /** The non-empty size classes of {@code sizes} as parts. */
    static List<Part> bySizeClass(List<Long> sizes) {
        List<Part> parts = new ArrayList<>();
        for (SizeBin bin : SizeBin.histogram(sizes)) {
            if (bin.files() > 0) {
                parts.add(new Part(bin.files(), bin.bytes()));
            }
        }
        return parts;
    }

    /**
     * Each part predicted as its own run of equal files on {@code template}'s topology and tuning, the
     * runs added up and every set-up but one taken off (set-up is per transfer, see {@link PhysicsModel}).
     */
    static Prediction predict(CalibratedModel model, Scenario template, List<Part> parts) {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("no files to price");
        }
        List<Prediction> runs = parts.stream().map(p -> model.predict(uniform(template, p.files(), p.bytes()))).toList();
        if (runs.size() == 1) {
            return runs.get(0);
        }
        // The set-up kept is the one of the run that takes longest: its correction is the one that
        // governs most of the time.
        int kept = 0;
        for (int i = 1; i < runs.size(); i++) {
            if (runs.get(i).seconds() > runs.get(kept).seconds()) {
                kept = i;
            }
        }
        double seconds = 0, low = 0, high = 0, bytes = 0;
        double[] contributions = new double[runs.size()];
        Map<Mechanism, Double> breakdown = new EnumMap<>(Mechanism.class);
        for (int i = 0; i < runs.size(); i++) {
            Prediction run = runs.get(i);
            double setup = run.breakdown().getOrDefault(Mechanism.SETUP, 0.0);
            double dropped = i == kept ? 0 : setup;
            double share = (run.seconds() - dropped) / run.seconds();
            contributions[i] = run.seconds() - dropped;
            seconds += contributions[i];
            // One model of one environment prices every part, so their errors go together (a slower
            // environment than calibrated is slower for every size): the ends of the sum's interval are
            // the sums of the parts' ends, not a root-sum-square that would let the parts' errors cancel.
            // A part's dropped set-up leaves its interval at the same share as its time.
            low += run.low() * share;
            high += run.high() * share;
            bytes += (double) parts.get(i).bytes();
            run.breakdown().forEach((m, s) -> breakdown.merge(m, s, Double::sum));
            breakdown.merge(Mechanism.SETUP, -dropped, Double::sum);
        }
        Mechanism bottleneck = Mechanism.SETUP;
        for (Map.Entry<Mechanism, Double> e : breakdown.entrySet()) {
            if (e.getValue() > breakdown.getOrDefault(bottleneck, 0.0)) {
                bottleneck = e.getKey();
            }
        }
        // A host's % CPU is its CPU work over the time: each run's figure weighted by its share of the time.
        Map<String, Double> cpu = new HashMap<>();
        for (int i = 0; i < runs.size(); i++) {
            double weight = contributions[i] / seconds;
            runs.get(i).cpuPercent().forEach((host, percent) -> cpu.merge(host, percent * weight, Double::sum));
        }
        return new Prediction(seconds, bytes / seconds / 1e6, bottleneck, breakdown, cpu, low, high);
    }

    /** {@code count} files of equal size adding up to {@code totalBytes}, on the template's topology and tuning. */
    static Scenario uniform(Scenario template, int count, long totalBytes) {
        long size = Math.max(1, Math.round((double) totalBytes / count));
        return template.withFiles(size, count).withTuning(template.chunkBytes(), template.window(),
                Math.min(template.transfers(), count));
    }
}
