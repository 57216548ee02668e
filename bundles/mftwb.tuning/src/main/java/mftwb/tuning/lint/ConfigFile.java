package mftwb.tuning.lint;

import java.util.List;
import java.util.Locale;

/** A file handed to lint: its name as the user gave it, its lines, and which syntax it uses. */
public record ConfigFile(String name, List<String> lines, Kind kind) {

    public enum Kind {
        QM_INI, AGENT_PROPERTIES, MQSC
    }

    public ConfigFile {
        lines = List.copyOf(lines);
    }

    /** By file name: *.ini is qm.ini syntax, *.properties agent.properties, *.mqsc/*.in MQSC; else null. */
    public static Kind kindOf(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".ini")) {
            return Kind.QM_INI;
        }
        if (lower.endsWith(".properties")) {
            return Kind.AGENT_PROPERTIES;
        }
        if (lower.endsWith(".mqsc") || lower.endsWith(".in")) {
            return Kind.MQSC;
        }
        return null;
    }
}
