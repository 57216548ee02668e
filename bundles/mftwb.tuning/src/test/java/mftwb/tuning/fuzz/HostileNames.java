package mftwb.tuning.fuzz;

import java.util.List;
import java.util.Random;

/** Random and hostile names: the syntax of every generated language, control characters, unicode, 10 KB strings. */
final class HostileNames {
    private static final List<String> FRAGMENTS = List.of("'", "''", "\"", "(", ")", "')", "') MCAUSER('mqm') DESCR('", "-->", "--", "---", "-",
            "]]>", "<![CDATA[", "<!--", "<", ">", "&", "&amp;", "&#0;", "\\", "\\\\", "\\u0041", "\n", "\r", "\r\n", "\t", "\u0000", "\u0085",
            "\u2028", "$(id)", "`id`", "${HOME}", ";", "|", "#", "!", "=", ":", " ", "*", "+", "%", "%s", "/", "..", "../", "QM1", "a", "Z9",
            "\u00e9", "\u00df", "\u4e2d\u6587", "\ud83d\ude00", "\ud800", "\udc00", "\ufffe", "\uffff", "\u202e", "\ufeff", "\"/><x a=\"", "+\n",
            "DESCR(x)", "REPLACE", "* ", "key=value");

    private final Random random;

    HostileNames(long seed) {
        this.random = new Random(seed);
    }

    String next() {
        int kind = random.nextInt(20);
        if (kind == 0) {
            return huge();
        }
        StringBuilder name = new StringBuilder();
        int parts = 1 + random.nextInt(8);
        for (int i = 0; i < parts; i++) {
            name.append(random.nextInt(4) == 0 ? randomCharacters(1 + random.nextInt(6)) : FRAGMENTS.get(random.nextInt(FRAGMENTS.size())));
        }
        return name.toString();
    }

    /** About 10 KB: what an endless field in a passed-around topology file looks like. */
    private String huge() {
        StringBuilder name = new StringBuilder();
        while (name.length() < 10_240) {
            name.append(FRAGMENTS.get(random.nextInt(FRAGMENTS.size())));
        }
        return name.toString();
    }

    /** Any UTF-16 unit, surrogates and controls included. */
    private String randomCharacters(int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append(random.nextInt(3) == 0 ? (char) random.nextInt(0x80) : (char) random.nextInt(0x10000));
        }
        return text.toString();
    }
}
