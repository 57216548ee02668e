package mftwb.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The fields of one CSV line as RFC 4180 has them: commas separate, a double quote at a field's
 * start encloses it, {@code ""} inside is a literal quote. The workbench's one splitter and quoter
 * of CSV, for the files users bring (manifests, scenarios) and the ones it writes (results,
 * calibration).
 *
 * @param fields       the fields in order; a quoted field still open at the line's end runs to it
 * @param unterminated a quoted field was still open at the line's end: a broken line, or one cut
 *                     off mid-write; readers decide whether that is an error
 */
public record CsvFields(List<String> fields, boolean unterminated) {

    public CsvFields {
        fields = List.copyOf(fields);
    }

    public static CsvFields split(String line) {
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
        fields.add(field.toString());
        return new CsvFields(fields, quoted);
    }

    /** Quotes a value when it holds a comma, a quote or a line break, for free text such as error reasons. */
    public static String quote(String value) {
        if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
            return value;
        }
        return '"' + value.replace("\"", "\"\"") + '"';
    }
}
