package mftwb.tuning.lint;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads qm.ini stanza syntax: a stanza header {@code Name:} alone on a line, then indented
 * {@code Key=Value} lines; whole-line comments start with {@code #} or {@code ;}. A stanza header
 * may repeat (ApiExitLocal, ServiceComponent), so entries keep their order and line numbers.
 */
public final class QmIniParser {
    private static final Pattern STANZA = Pattern.compile("^([A-Za-z][A-Za-z0-9]*)\\s*:\\s*$");
    private static final Pattern ENTRY = Pattern.compile("^\\s*([A-Za-z][A-Za-z0-9_.]*)\\s*=\\s*(.*?)\\s*$");
    private static final Pattern TRAILING_COMMENT = Pattern.compile("\\s[#;]");

    private QmIniParser() {
    }

    public static ParsedConfig parse(String file, List<String> lines) {
        List<ConfigEntry> entries = new ArrayList<>();
        List<Finding> problems = new ArrayList<>();
        String stanza = null;
        for (int i = 0; i < lines.size(); i++) {
            int number = i + 1;
            String line = lines.get(i);
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith(";")) {
                continue;
            }
            Matcher header = STANZA.matcher(trimmed);
            if (header.matches()) {
                stanza = header.group(1);
                continue;
            }
            Matcher entry = ENTRY.matcher(line);
            if (!entry.matches()) {
                problems.add(new Finding(file, number, Severity.error, "line not understood (expected 'Stanza:' or 'Key=Value'): " + trimmed));
                continue;
            }
            if (stanza == null) {
                problems.add(new Finding(file, number, Severity.error, entry.group(1) + " is outside any stanza"));
                continue;
            }
            String value = entry.group(2);
            Matcher comment = TRAILING_COMMENT.matcher(value);
            if (comment.find()) {
                problems.add(new Finding(file, number, Severity.warning,
                        "comment after the value of " + entry.group(1) + ": put comments on their own line starting with # or ; (a trailing comment may be read as part of the value)"));
                value = value.substring(0, comment.start()).strip();
            }
            entries.add(new ConfigEntry(stanza, entry.group(1), value, number));
        }
        return new ParsedConfig(file, entries, problems);
    }
}
