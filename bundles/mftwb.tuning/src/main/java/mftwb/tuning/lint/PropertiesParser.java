package mftwb.tuning.lint;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads agent.properties (java.util.Properties syntax: {@code key=value}, {@code key: value} or
 * {@code key value}, comments with {@code #} or {@code !}, a trailing backslash continues the line)
 * keeping the line where each key starts, which java.util.Properties does not.
 */
public final class PropertiesParser {

    private PropertiesParser() {
    }

    public static ParsedConfig parse(String file, List<String> lines) {
        List<ConfigEntry> entries = new ArrayList<>();
        List<Finding> problems = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            int first = i + 1;
            String logical = lines.get(i).stripLeading();
            if (logical.isEmpty() || logical.startsWith("#") || logical.startsWith("!")) {
                continue;
            }
            while (endsWithContinuation(logical)) {
                logical = logical.substring(0, logical.length() - 1);
                if (i + 1 >= lines.size()) {
                    problems.add(new Finding(file, first, Severity.error, "line continues (ends with \\) past the end of the file"));
                    break;
                }
                logical += lines.get(++i).stripLeading();
            }
            int separator = separatorIndex(logical);
            if (separator < 0) {
                problems.add(new Finding(file, first, Severity.error, "property without a value: " + logical.strip()));
                continue;
            }
            String key = logical.substring(0, separator).strip();
            String rest = logical.substring(separator).stripLeading();
            if (!rest.isEmpty() && (rest.charAt(0) == '=' || rest.charAt(0) == ':')) {
                rest = rest.substring(1);
            }
            if (key.isEmpty()) {
                problems.add(new Finding(file, first, Severity.error, "value without a property name: " + logical.strip()));
                continue;
            }
            entries.add(new ConfigEntry("", key, rest.strip(), first));
        }
        problems.addAll(overridden(file, entries));
        return new ParsedConfig(file, entries, problems);
    }

    /**
     * Every line whose key a later line sets again: java.util.Properties keeps the last value, so the
     * earlier line is silently ignored (keys are case-sensitive there).
     */
    private static List<Finding> overridden(String file, List<ConfigEntry> entries) {
        Map<String, ConfigEntry> last = new HashMap<>();
        entries.forEach(entry -> last.put(entry.key(), entry));
        List<Finding> findings = new ArrayList<>();
        for (ConfigEntry entry : entries) {
            ConfigEntry winner = last.get(entry.key());
            if (winner != entry) {
                findings.add(new Finding(file, entry.line(), Severity.warning, entry.key() + " is set again on line " + winner.line()
                        + ", which wins (java.util.Properties keeps the last value): " + entry.key() + "=" + winner.value()
                        + " applies and this line's " + entry.value() + " is ignored"));
            }
        }
        return findings;
    }

    private static boolean endsWithContinuation(String line) {
        int backslashes = 0;
        for (int i = line.length() - 1; i >= 0 && line.charAt(i) == '\\'; i--) {
            backslashes++;
        }
        return backslashes % 2 == 1;
    }

    /** First unescaped '=', ':' or whitespace, as java.util.Properties splits key and value. */
    private static int separatorIndex(String line) {
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '=' || c == ':' || Character.isWhitespace(c)) {
                return i;
            }
        }
        return -1;
    }
}
