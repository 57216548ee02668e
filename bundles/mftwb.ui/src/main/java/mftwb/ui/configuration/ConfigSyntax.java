package mftwb.ui.configuration;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Display;

/**
 * Colours one line of a generated file the way an engineer reads it: comments grey, qm.ini
 * stanzas and MQSC verbs in blue, keys and attribute names in purple. The file's name decides
 * the language (qm.ini, *.mqsc, *.properties, *.sh, *.xml).
 */
final class ConfigSyntax {
    private static final Pattern MQSC_VERB = Pattern.compile("^\\s*(DEFINE|ALTER|SET|DELETE|START|STOP|REFRESH|DISPLAY)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern MQSC_ATTRIBUTE = Pattern.compile("\\b([A-Z][A-Z0-9]*)\\(");
    private static final Pattern KEY_VALUE = Pattern.compile("^\\s*([A-Za-z0-9_.\\-]+)\\s*[=:]");
    private static final Pattern XML_TAG = Pattern.compile("</?[A-Za-z][\\w:.-]*|/?>");

    private final Color comment;
    private final Color keyword;
    private final Color key;

    ConfigSyntax(Display display) {
        comment = display.getSystemColor(SWT.COLOR_DARK_GRAY);
        keyword = display.getSystemColor(SWT.COLOR_DARK_BLUE);
        key = display.getSystemColor(SWT.COLOR_DARK_MAGENTA);
    }

    /** Style ranges of {@code line}, which starts at {@code offset} in the text. */
    List<StyleRange> style(String fileName, String line, int offset) {
        String name = fileName.toLowerCase(Locale.ROOT);
        List<StyleRange> ranges = new ArrayList<>();
        String trimmed = line.strip();
        if (name.endsWith(".xml")) {
            if (trimmed.startsWith("<!--")) {
                ranges.add(range(offset, line.length(), comment, SWT.ITALIC));
            } else {
                all(XML_TAG.matcher(line), 0, offset, keyword, SWT.NONE, ranges);
            }
            return ranges;
        }
        boolean mqsc = name.endsWith(".mqsc");
        if (trimmed.startsWith("#") || (mqsc && trimmed.startsWith("*")) || (name.endsWith(".ini") && trimmed.startsWith(";"))) {
            ranges.add(range(offset, line.length(), comment, SWT.ITALIC));
            return ranges;
        }
        if (mqsc) {
            all(MQSC_VERB.matcher(line), 1, offset, keyword, SWT.BOLD, ranges);
            all(MQSC_ATTRIBUTE.matcher(line), 1, offset, key, SWT.NONE, ranges);
        } else if (name.endsWith(".ini") && trimmed.endsWith(":") && !line.startsWith(" ") && !line.startsWith("\t")) {
            ranges.add(range(offset, line.length(), keyword, SWT.BOLD));
        } else if (!name.endsWith(".sh")) {
            all(KEY_VALUE.matcher(line), 1, offset, key, SWT.NONE, ranges);
        }
        return ranges;
    }

    private static void all(Matcher m, int group, int offset, Color colour, int fontStyle, List<StyleRange> out) {
        while (m.find()) {
            out.add(range(offset + m.start(group), m.end(group) - m.start(group), colour, fontStyle));
        }
    }

    private static StyleRange range(int start, int length, Color colour, int fontStyle) {
        StyleRange range = new StyleRange(start, length, colour, null);
        range.fontStyle = fontStyle;
        return range;
    }
}
