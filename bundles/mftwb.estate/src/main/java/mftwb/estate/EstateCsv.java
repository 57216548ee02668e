package mftwb.estate;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import mftwb.model.CsvFields;
import mftwb.model.Topology;

/**
 * An estate inventory CSV: a header naming the columns {@code host,address,os,architecture,
 * queue_manager,listener_port,agent,agent_kind,connection} (in any order) and one row per agent;
 * a host or queue manager may repeat (a repeated queue manager may leave listener_port empty), a
 * row without an agent declares a queue manager (or, without
 * a queue manager, a host) alone. Blank lines and lines starting with {@code #} are skipped.
 */
public final class EstateCsv {
    private EstateCsv() {
    }

    /** The topology of the inventory file, named after it and laid out. */
    public static Topology read(Path file) throws IOException, InventoryException {
        String source = file.getFileName().toString();
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            throw new InventoryException(List.of(new InventoryError(source, 1, 0, "", "is not UTF-8 text")));
        }
        String name = source.endsWith(".csv") ? source.substring(0, source.length() - 4) : source;
        return parse(text, source, name);
    }

    /** The topology of inventory {@code text}; {@code source} names it in errors. */
    public static Topology parse(String text, String source, String topologyName) throws InventoryException {
        // Excel's "CSV UTF-8" starts the file with a byte order mark.
        String[] lines = (text.startsWith("\uFEFF") ? text.substring(1) : text).split("\r?\n", -1);
        List<String> header = null;
        int headerLine = 0;
        List<InventoryRow> rows = new ArrayList<>();
        List<InventoryError> errors = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int number = i + 1;
            if (line.isBlank() || line.stripLeading().startsWith("#")) {
                continue;
            }
            CsvFields fields = CsvFields.split(line);
            if (fields.unterminated()) {
                errors.add(new InventoryError(source, number, line.lastIndexOf('"') + 1, "", "a quoted field is not closed"));
                continue;
            }
            if (header == null) {
                header = header(fields.fields(), source, number, errors);
                headerLine = number;
                if (header == null) {
                    break;
                }
                continue;
            }
            if (fields.fields().size() != header.size()) {
                errors.add(new InventoryError(source, number, Math.min(fields.fields().size(), header.size()) + 1, "",
                        fields.fields().size() + " fields, but the header has " + header.size()));
                continue;
            }
            rows.add(row(header, fields.fields(), source, number));
        }
        if (header == null && errors.isEmpty()) {
            errors.add(new InventoryError(source, 1, 0, "", "is empty: expected the header " + String.join(",", InventoryRow.COLUMNS)));
        }
        if (header == null) {
            throw new InventoryException(errors);
        }
        if (rows.isEmpty() && errors.isEmpty()) {
            throw new InventoryException(List.of(new InventoryError(source, headerLine, 0, "", "no hosts: the inventory has a header but no rows")));
        }
        return EstateBuilder.build(topologyName, header, rows, Map.of(), errors);
    }

    private static List<String> header(List<String> fields, String source, int line, List<InventoryError> errors) {
        List<String> names = fields.stream().map(String::strip).toList();
        Set<String> seen = new HashSet<>();
        int before = errors.size();
        for (int c = 0; c < names.size(); c++) {
            if (!InventoryRow.COLUMNS.contains(names.get(c))) {
                errors.add(new InventoryError(source, line, c + 1, names.get(c), "unknown column; the columns are "
                        + String.join(",", InventoryRow.COLUMNS)));
            } else if (!seen.add(names.get(c))) {
                errors.add(new InventoryError(source, line, c + 1, names.get(c), "column given twice"));
            }
        }
        for (String column : InventoryRow.COLUMNS) {
            if (!names.contains(column)) {
                errors.add(new InventoryError(source, line, 0, column, "missing column; the header needs "
                        + String.join(",", InventoryRow.COLUMNS)));
            }
        }
        return errors.size() == before ? names : null;
    }

    private static InventoryRow row(List<String> header, List<String> fields, String source, int line) {
        String[] v = new String[InventoryRow.COLUMNS.size()];
        for (int c = 0; c < header.size(); c++) {
            v[InventoryRow.COLUMNS.indexOf(header.get(c))] = fields.get(c);
        }
        return new InventoryRow(source, line, v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
    }
}
