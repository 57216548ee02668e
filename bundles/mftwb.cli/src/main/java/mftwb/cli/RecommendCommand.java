package mftwb.cli;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.List;
import java.util.Set;

import mftwb.planner.Advice;
import mftwb.planner.CalibratedModel;
import mftwb.planner.CsvFormatException;
import mftwb.planner.Extrapolation;
import mftwb.planner.Measurement;
import mftwb.planner.Planner;
import mftwb.planner.Prediction;
import mftwb.planner.Recommendation;
import mftwb.planner.Recommender;
import mftwb.planner.Scenario;
import mftwb.planner.ScenarioFile;
import mftwb.planner.ScenarioRow;

/** {@code mftwb recommend}: the chunk size, window and concurrency with the lowest predicted time. */
final class RecommendCommand implements Subcommand {

    @Override
    public String name() {
        return "recommend";
    }

    @Override
    public String usage() {
        return "--calibration CAL.csv [--calibration MORE.csv ...] --scenarios SCEN.csv   best chunk size, window and"
                + " concurrency per scenario, recommended only when the 80% interval of the saving is above zero";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("calibration", "scenarios");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        List<String> calibration = CalibrationFiles.required(args);
        Path scenarios = Path.of(args.required("scenarios"));
        CalibratedModel model;
        ScenarioFile scenarioFile;
        try {
            List<Measurement> measured = CalibrationFiles.read(calibration).measurements();
            scenarioFile = ScenarioFile.read(scenarios);
            Coverage.warn(name(), measured, scenarioFile, err);
            model = Planner.calibrate(measured);
            Coverage.warnUnsized(name(), model, measured.size(), err);
        } catch (CsvFormatException e) {
            err.println("mftwb recommend: " + e.getMessage());
            return CommandLine.USAGE;
        } catch (NoSuchFileException e) {
            err.println("mftwb recommend: no such file: " + e.getFile());
            return CommandLine.USAGE;
        }
        for (ScenarioRow row : scenarioFile.rows()) {
            CalibratedModel own = row.environment().isEmpty() ? model : model.forEnvironment(row.environment());
            Recommendation r = new Recommender(own).recommend(row.scenario());
            Scenario s = r.given();
            String rtt = BigDecimal.valueOf(s.rttMillis()).stripTrailingZeros().toPlainString();
            out.printf(Locale.ROOT, "line %d: %s, %d x %d bytes, rtt %s ms, %s%s%n", row.line(), s.topology().label(),
                    s.fileCount(), s.fileSizeBytes(), rtt, s.md5() ? "md5 " : "", s.text() ? "text" : "binary");
            out.printf(Locale.ROOT, "  as given:    %s%n", tuning(s, r.asGiven()));
            if (r.better()) {
                out.printf(Locale.ROOT, "  recommended: %s  gain %.1f%% (80%%: %.1f to %.1f%%)%n",
                        tuning(r.best(), r.bestPrediction()), r.gainPercent(), r.gainLowPercent(), r.gainHighPercent());
            } else if (!r.candidate().equals(s)) {
                Scenario c = r.candidate();
                out.printf(Locale.ROOT, "  recommended: keep as given; chunk_bytes=%d window=%d transfers=%d may save"
                        + " %.1f to %.1f%% (80%%), not surely better%n", c.chunkBytes(), c.window(), c.transfers(),
                        r.gainLowPercent(), r.gainHighPercent());
            } else {
                out.println("  recommended: keep as given (nothing predicted faster)");
            }
            List<Extrapolation> untried = own.beyondMeasured(s, r.candidate());
            if (!untried.isEmpty()) {
                out.println("  beyond the measured runs: " + Extrapolation.inWords(untried));
            }
            if (r.best().tcpBufferBytes() != s.tcpBufferBytes()) {
                out.println("  fix: " + Advice.bufferFix(s, r.best().tcpBufferBytes(), List.of()));
            }
            Advice.forBottleneck(r.best(), r.bestPrediction()).ifPresent(advice -> out.println("  advice: " + advice));
            if (r.best().transfers() == Recommender.MAX_TRANSFERS) {
                out.println("  note: 25 is the agents' default maxSourceTransfers/maxDestinationTransfers;"
                        + " more concurrency needs a bigger agent heap (BFG_JVM_PROPERTIES -Xmx)");
            }
        }
        return CommandLine.OK;
    }

    private static String tuning(Scenario s, Prediction p) {
        return String.format(Locale.ROOT, "chunk_bytes=%d window=%d transfers=%d%s  %.2f s (80%%: %.2f-%.2f) (%s)",
                s.chunkBytes(), s.window(), s.transfers(), s.tcpBufferBytes() > 0 ? " tcp_buffer_bytes=" + s.tcpBufferBytes() : "",
                p.seconds(), p.low(), p.high(), p.bottleneck().id());
    }
}
