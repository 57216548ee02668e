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
import mftwb.runner.CalibrationExport;

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
            ScenarioFile file = CalibrationExport.readCalibration(Path.of(name),
                    "convert them with mftwb campaign calibration " + name + " --out CAL.csv [--topology T.json]");
            measurements.addAll(file.measurements());
            cpu.addAll(file.cpuColumns());
        }
        return new CalibrationFiles(List.copyOf(measurements), List.copyOf(cpu));
    }

    static List<String> required(Arguments args) throws UsageException {
        List<String> files = args.values("calibration");
        if (files.isEmpty()) {
            throw new UsageException("--calibration is required");
        }
        return files;
    }
}
