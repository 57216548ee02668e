package mftwb.tuning;

/**
 * Escaping for values in generated .properties files, read by MFT with java.util.Properties:
 * backslashes doubled, a leading blank escaped, everything outside printable ASCII as a backslash-u
 * escape (Properties.load(InputStream) reads ISO-8859-1), so a value is never a second key or line.
 */
final class PropertyValue {

    private PropertyValue() {
    }

    static String escape(String value) {
        String line = GeneratedLine.printable(value);
        StringBuilder out = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\') {
                out.append("\\\\");
            } else if (i == 0 && (c == ' ' || c == '#' || c == '!')) {
                out.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7e) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
