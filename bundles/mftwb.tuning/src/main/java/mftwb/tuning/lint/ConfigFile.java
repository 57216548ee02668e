package mftwb.tuning.lint;

import java.util.List;
import java.util.Locale;

/** A file handed to lint: its name as the user gave it, its lines, and which syntax it uses. */
public record ConfigFile(String name, List<String> lines, Kind kind) {

    public enum Kind {
        QM_INI, MQCLIENT_INI, AGENT_PROPERTIES, MQSC;

        /** qm.ini and mqclient.ini share the stanza syntax. */
        public boolean stanzas() {
            return this == QM_INI || this == MQCLIENT_INI;
        }
    }

    public ConfigFile {
        lines = List.copyOf(lines);
    }

    /** By file name: mqclient.ini is a client configuration, other *.ini qm.ini, *.properties agent.properties, *.mqsc/*.in MQSC; else null. */
    public static Kind kindOf(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith("mqclient.ini")) {
            return Kind.MQCLIENT_INI;
        }
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
