package mftwb.tuning.lint;

import java.util.List;
import java.util.Optional;

/** What a parser understood of a file, and every line it did not understand (as findings, never dropped). */
public record ParsedConfig(String file, List<ConfigEntry> entries, List<Finding> problems) {

    public ParsedConfig {
        entries = List.copyOf(entries);
        problems = List.copyOf(problems);
    }

    /** The last occurrence wins, as in MQ and java.util.Properties. */
    public Optional<ConfigEntry> find(String stanza, String key) {
        ConfigEntry found = null;
        for (ConfigEntry entry : entries) {
            if (entry.stanza().equalsIgnoreCase(stanza) && entry.key().equalsIgnoreCase(key)) {
                found = entry;
            }
        }
        return Optional.ofNullable(found);
    }

    public boolean hasStanza(String stanza) {
        return entries.stream().anyMatch(e -> e.stanza().equalsIgnoreCase(stanza));
    }
}
