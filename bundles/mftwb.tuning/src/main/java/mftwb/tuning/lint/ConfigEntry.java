package mftwb.tuning.lint;

/** A key=value read from a config file, with the qm.ini stanza it sits in (empty for .properties). */
public record ConfigEntry(String stanza, String key, String value, int line) {
}
