package mftwb.cli;

import java.io.PrintStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import mftwb.model.FileErrors;
import mftwb.planner.CalibratedModel;
import mftwb.planner.CsvFormatException;
import mftwb.planner.Planner;
import mftwb.planner.PredictionCsv;
import mftwb.planner.ScenarioFile;

/** {@code mftwb predict}: calibrate on measured runs, predict every scenario row, write them back. */
final class PredictCommand implements Subcommand {

    @Override
    public String name() {
        return "predict";
    }

    @Override
    public String usage() {
        return "--calibration CAL.csv [--calibration MORE.csv ...] --scenarios SCEN.csv --out OUT.csv [--force]   "
                + "predict seconds with an 80% interval (predicted_low, predicted_high), MB/s (10^6 B), bottleneck"
                + ", % CPU per calibrated host and where it lies beyond the measured runs (beyond_measured) per scenario; a file without an environment column is one"
                + " environment, predictions are for the first file's unless a scenario names one";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("calibration", "scenarios", "out");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        List<String> calibration = CalibrationFiles.required(args);
        Path scenarios = Path.of(args.required("scenarios"));
        Path output = Path.of(args.required("out")).toAbsolutePath();
        if (OutFile.refused(name(), output, args, err)) {
            return CommandLine.USAGE;
        }
        ScenarioFile scenarioFile;
        CalibrationFiles measured;
        CalibratedModel model;
        try {
            measured = CalibrationFiles.read(calibration);
            scenarioFile = ScenarioFile.read(scenarios);
            Coverage.warn(name(), measured.measurements(), scenarioFile, err);
            model = Planner.calibrate(measured.measurements());
            Coverage.warnUnsized(name(), model, measured.measurements().size(), err);
        } catch (CsvFormatException e) {
            err.println("mftwb predict: " + e.getMessage());
            return CommandLine.USAGE;
        } catch (NoSuchFileException e) {
            err.println("mftwb predict: " + FileErrors.cannotRead(Path.of(e.getFile()), e));
            return CommandLine.USAGE;
        }
        PredictionCsv.write(scenarioFile, model, measured.cpuColumns(), output);
        out.println("predicted " + scenarioFile.rows().size() + " scenarios into " + output);
        return CommandLine.OK;
    }
}
