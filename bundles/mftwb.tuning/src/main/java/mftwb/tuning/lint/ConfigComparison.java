package mftwb.tuning.lint;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import mftwb.tuning.GeneratedFile;
import mftwb.tuning.GeneratedLine;

/**
 * Compares a generated qm.ini or .properties file with the one on a host, key by key. Keys the
 * generator does not set are left out: a current file holds many settings the workbench has no
 * opinion on (Service, ExitPath, ...), and listing them would hide the differences that matter.
 */
public final class ConfigComparison {

    private ConfigComparison() {
    }

    public static List<Difference> compare(GeneratedFile generated, ParsedConfig current, ConfigFile.Kind kind) {
        List<String> texts = generated.lines().stream().map(GeneratedLine::text).toList();
        ParsedConfig ours = kind.stanzas() ? QmIniParser.parse(generated.path(), texts) : PropertiesParser.parse(generated.path(), texts);
        List<Difference> differences = new ArrayList<>();
        for (ConfigEntry entry : ours.entries()) {
            String reason = generated.lines().get(entry.line() - 1).reason();
            Optional<ConfigEntry> theirs = current.find(entry.stanza(), entry.key());
            if (theirs.isEmpty()) {
                differences.add(new Difference(entry.stanza(), entry.key(), entry.value(), "", 0, reason));
            } else if (!theirs.get().value().equals(entry.value())) {
                differences.add(new Difference(entry.stanza(), entry.key(), entry.value(), theirs.get().value(), theirs.get().line(), reason));
            }
        }
        return differences;
    }
}
