package mftwb.planner;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** RFC 4180 fields of one line: commas separate, double quotes enclose, "" is a literal quote. */
final class CsvLine {
    private CsvLine() {
    }

    static List<String> split(String line, Path file, int lineNumber) throws CsvFormatException {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"' && field.isEmpty()) {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        if (quoted) {
            throw new CsvFormatException(file, lineNumber, null, "unterminated quoted field");
        }
        fields.add(field.toString().replace("\r", ""));
        return fields;
    }

    /** Quotes a value when it holds a comma, a quote or a line break. */
    static String quote(String value) {
        if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
            return value;
        }
        return '"' + value.replace("\"", "\"\"") + '"';
    }
}
