package mftwb.tuning;

/** Escaping for values the generators put into XML attributes. */
final class Xml {

    private Xml() {
    }

    static String attribute(String value) {
        return GeneratedLine.printable(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;").replace("'", "&apos;");
    }
}
