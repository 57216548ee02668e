package mftwb.tuning.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a POSIX shell script into its skeleton (the text outside quotes, comments dropped, each run of
 * quoted or escaped text replaced by one placeholder) and the literal strings those runs stand for.
 * Two scripts with the same skeleton run the same commands; a name that is only data changes a literal.
 */
final class ShellWords {
    record Split(String skeleton, List<String> literals) {
    }

    private ShellWords() {
    }

    static Split split(String script) {
        StringBuilder skeleton = new StringBuilder();
        List<String> literals = new ArrayList<>();
        StringBuilder literal = null;
        int i = 0;
        boolean wordStart = true;
        while (i < script.length()) {
            char c = script.charAt(i);
            if (c == '\'' || c == '\\') {
                if (literal == null) {
                    literal = new StringBuilder();
                    skeleton.append('\u0001');
                }
                if (c == '\\') {
                    if (i + 1 >= script.length()) {
                        throw new IllegalArgumentException("backslash at the end");
                    }
                    literal.append(script.charAt(i + 1));
                    i += 2;
                } else {
                    int close = script.indexOf('\'', i + 1);
                    if (close < 0) {
                        throw new IllegalArgumentException("unclosed single quote at " + i);
                    }
                    literal.append(script, i + 1, close);
                    i = close + 1;
                }
                wordStart = false;
                continue;
            }
            if (literal != null) {
                literals.add(literal.toString());
                literal = null;
            }
            if (c == '#' && wordStart) {
                int end = script.indexOf('\n', i);
                i = end < 0 ? script.length() : end;
                continue;
            }
            skeleton.append(c);
            wordStart = c == ' ' || c == '\n' || c == '\t' || c == ';' || c == '(' || c == '|' || c == '&';
            i++;
        }
        if (literal != null) {
            literals.add(literal.toString());
        }
        return new Split(skeleton.toString(), literals);
    }
}
