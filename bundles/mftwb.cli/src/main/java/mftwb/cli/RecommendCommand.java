package mftwb.cli;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

import mftwb.planner.CsvFormatException;
import mftwb.planner.Planner;
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
        return "--calibration CAL.csv --scenarios SCEN.csv   best chunk size, window and concurrency per scenario";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("calibration", "scenarios");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        Path calibration = Path.of(args.required("calibration"));
        Path scenarios = Path.of(args.required("scenarios"));
        Recommender recommender;
        ScenarioFile scenarioFile;
        try {
            recommender = new Recommender(Planner.calibrate(ScenarioFile.read(calibration).measurements()));
            scenarioFile = ScenarioFile.read(scenarios);
        } catch (CsvFormatException e) {
            err.println("mftwb recommend: " + e.getMessage());
            return CommandLine.USAGE;
        } catch (NoSuchFileException e) {
            err.println("mftwb recommend: no such file: " + e.getFile());
            return CommandLine.USAGE;
        }
        for (ScenarioRow row : scenarioFile.rows()) {
            Recommendation r = recommender.recommend(row.scenario());
            Scenario s = r.given();
            out.printf(Locale.ROOT, "line %d: %s, %d x %d bytes, rtt %s ms, %s%s%n", row.line(), s.topology().label(),
                    s.fileCount(), s.fileSizeBytes(), new BigDecimal(Double.toString(s.rttMillis())).stripTrailingZeros().toPlainString(),
                    s.md5() ? "md5 " : "", s.text() ? "text" : "binary");
            out.printf(Locale.ROOT, "  as given:    chunk_bytes=%d window=%d transfers=%d  %.2f s (%s)%n", s.chunkBytes(),
                    s.window(), s.transfers(), r.asGiven().seconds(), r.asGiven().bottleneck().id());
            Scenario b = r.best();
            out.printf(Locale.ROOT, "  recommended: chunk_bytes=%d window=%d transfers=%d  %.2f s (%s)  gain %.1f%%%n",
                    b.chunkBytes(), b.window(), b.transfers(), r.bestPrediction().seconds(),
                    r.bestPrediction().bottleneck().id(), r.gainPercent());
        }
        return CommandLine.OK;
    }
}
