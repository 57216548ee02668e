package mftwb.tuning.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * A strict reader of the MQSC runmqsc accepts from a script: comment lines start with '*', a command is
 * words and KEYWORD(value) attributes, a value is bare (no blank, quote or parenthesis) or a quoted
 * string with quotes doubled, a trailing + or - continues the command. Anything else is an error.
 */
final class MqscReader {
    /** One attribute; {@code value} is null for a bare word such as DEFINE or REPLACE. */
    record Attribute(String keyword, String value) {
    }

    private MqscReader() {
    }

    static List<List<Attribute>> commands(String script) {
        List<List<Attribute>> commands = new ArrayList<>();
        StringBuilder pending = new StringBuilder();
        for (String line : script.split("\n", -1)) {
            if (pending.isEmpty() && (line.startsWith("*") || line.isBlank())) {
                continue;
            }
            String trimmed = line.stripTrailing();
            if (trimmed.endsWith("+") || trimmed.endsWith("-")) {
                pending.append(trimmed, 0, trimmed.length() - 1);
                continue;
            }
            pending.append(trimmed);
            commands.add(command(pending.toString()));
            pending.setLength(0);
        }
        if (!pending.isEmpty()) {
            throw new IllegalArgumentException("continuation at the end of the script");
        }
        return commands;
    }

    private static List<Attribute> command(String text) {
        List<Attribute> attributes = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == ' ') {
                i++;
                continue;
            }
            int start = i;
            while (i < text.length() && isWordChar(text.charAt(i))) {
                i++;
            }
            if (i == start) {
                throw new IllegalArgumentException("unexpected '" + c + "' at " + i + " in: " + text);
            }
            String keyword = text.substring(start, i);
            if (i < text.length() && text.charAt(i) == '(') {
                i++;
                StringBuilder value = new StringBuilder();
                if (i < text.length() && text.charAt(i) == '\'') {
                    i++;
                    while (true) {
                        if (i >= text.length()) {
                            throw new IllegalArgumentException("unclosed quote in: " + text);
                        }
                        char q = text.charAt(i++);
                        if (q == '\'') {
                            if (i < text.length() && text.charAt(i) == '\'') {
                                value.append('\'');
                                i++;
                            } else {
                                break;
                            }
                        } else {
                            value.append(q);
                        }
                    }
                } else {
                    while (i < text.length() && text.charAt(i) != ')') {
                        char b = text.charAt(i++);
                        if (b == '(' || b == '\'' || b == ' ') {
                            throw new IllegalArgumentException("'" + b + "' in a bare value in: " + text);
                        }
                        value.append(b);
                    }
                }
                if (i >= text.length() || text.charAt(i) != ')') {
                    throw new IllegalArgumentException("unclosed parenthesis in: " + text);
                }
                i++;
                if (i < text.length() && text.charAt(i) != ' ') {
                    throw new IllegalArgumentException("no blank after ')' at " + i + " in: " + text);
                }
                attributes.add(new Attribute(keyword, value.toString()));
            } else {
                attributes.add(new Attribute(keyword, null));
            }
        }
        return attributes;
    }

    private static boolean isWordChar(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '/' || c == '%';
    }
}
