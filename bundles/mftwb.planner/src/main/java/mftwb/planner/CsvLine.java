package mftwb.planner;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import mftwb.model.CsvFields;

/** The fields of one line of a CSV file the user brings, strictly: an unterminated quote is an error. */
final class CsvLine {
    private CsvLine() {
    }

    static List<String> split(String line, Path file, int lineNumber) throws CsvFormatException {
        CsvFields split = CsvFields.split(line);
        if (split.unterminated()) {
            throw new CsvFormatException(file, lineNumber, null, "unterminated quoted field");
        }
        List<String> fields = new ArrayList<>(split.fields());
        // A CR left at the line's end by a reader that splits on LF only.
        fields.set(fields.size() - 1, fields.getLast().replace("\r", ""));
        return fields;
    }
}
