package mftwb.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import mftwb.planner.CsvFormatException;
import mftwb.planner.Measurement;
import mftwb.planner.ScenarioFile;
import mftwb.runner.ResultsStore;

/**
 * The measured rows of every {@code --calibration} file, in the order given. A file without an
 * {@code environment} column is one environment named after the file; predictions are for the first
 * file's (first) environment unless a scenario row names another.
 *
 * @param measurements the rows of all files
 * @param cpuColumns   the cpu_HOST columns of any file, first seen first
 */
record CalibrationFiles(List<Measurement> measurements, List<String> cpuColumns) {

    static CalibrationFiles read(List<String> files) throws IOException, CsvFormatException {
        List<Measurement> measurements = new ArrayList<>();
        Set<String> cpu = new LinkedHashSet<>();
        for (String name : files) {
            ScenarioFile file = scenarioFile(Path.of(name));
            measurements.addAll(file.measurements());
            cpu.addAll(file.cpuColumns());
        }
        return new CalibrationFiles(List.copyOf(measurements), List.copyOf(cpu));
    }

    /** The file's rows; a campaign's results file is refused with the command that converts it. */
    private static ScenarioFile scenarioFile(Path path) throws IOException, CsvFormatException {
        try {
            return ScenarioFile.read(path);
        } catch (CsvFormatException e) {
            if (ResultsStore.holdsRuns(path)) {
                throw new CsvFormatException(path, 1, null, ResultsStore.NOT_CALIBRATION_ROWS
                        + ": convert them with mftwb campaign calibration " + path
                        + " --out CAL.csv [--topology T.json]");
            }
            throw e;
        }
    }

    static List<String> required(Arguments args) throws UsageException {
        List<String> files = args.values("calibration");
        if (files.isEmpty()) {
            throw new UsageException("--calibration is required");
        }
        return files;
    }
}
