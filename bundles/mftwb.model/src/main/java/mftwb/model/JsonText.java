package mftwb.model;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Renders ordered maps, lists, strings, numbers and booleans as pretty JSON for files people diff:
 * two-space indent, one field per line, and small flat values (a position, a list of roles, a
 * connection) on one line. The output depends only on the value, so round trips are byte-identical.
 */
final class JsonText {
    /** Flat objects and arrays up to this many entries stay on one line. */
    private static final int INLINE_ENTRIES = 4;

    private final StringBuilder out = new StringBuilder();

    private JsonText() {
    }

    /** The document for {@code value}, ending with a newline. */
    static String render(Object value) {
        JsonText text = new JsonText();
        text.value(value, 0);
        return text.out.append('\n').toString();
    }

    private void value(Object value, int depth) {
        switch (value) {
            case Map<?, ?> map -> object(map, depth);
            case List<?> list -> array(list, depth);
            case String s -> string(s);
            case Double d -> out.append(BigDecimal.valueOf(d).stripTrailingZeros().toPlainString());
            case Number n -> out.append(n);
            case Boolean b -> out.append(b);
            default -> throw new IllegalArgumentException("not a JSON value: " + value.getClass());
        }
    }

    private void object(Map<?, ?> map, int depth) {
        if (map.isEmpty()) {
            out.append("{}");
            return;
        }
        boolean inline = isFlat(map.values());
        out.append('{');
        boolean first = true;
        for (var entry : map.entrySet()) {
            out.append(first ? "" : ",");
            separator(inline, depth + 1, first);
            first = false;
            string((String) entry.getKey());
            out.append(": ");
            value(entry.getValue(), depth + 1);
        }
        close(inline, depth, '}');
    }

    private void array(List<?> list, int depth) {
        if (list.isEmpty()) {
            out.append("[]");
            return;
        }
        boolean inline = isFlat(list);
        out.append('[');
        for (int i = 0; i < list.size(); i++) {
            out.append(i == 0 ? "" : ",");
            separator(inline, depth + 1, i == 0);
            value(list.get(i), depth + 1);
        }
        close(inline, depth, ']');
    }

    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    private void separator(boolean inline, int depth, boolean first) {
        if (inline) {
            out.append(first ? "" : " ");
        } else {
            out.append('\n').append("  ".repeat(depth));
        }
    }

    private void close(boolean inline, int depth, char bracket) {
        if (!inline) {
            out.append('\n').append("  ".repeat(depth));
        }
        out.append(bracket);
    }

    private static boolean isFlat(Collection<?> values) {
        return values.size() <= INLINE_ENTRIES && values.stream().noneMatch(v -> v instanceof Map || v instanceof List);
    }
}
