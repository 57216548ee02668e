package mftwb.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The words after the subcommand: {@code --name value} options (repeatable, order kept),
 * {@code --flag} switches and positional words. Each subcommand declares which option names take a
 * value and which are switches, so a typo is an error instead of being silently ignored.
 */
public final class Arguments {
    private final Map<String, List<String>> options = new LinkedHashMap<>();
    private final List<String> positional = new ArrayList<>();

    private Arguments() {
    }

    public static Arguments parse(List<String> words, Set<String> valued, Set<String> switches)
            throws UsageException {
        Arguments parsed = new Arguments();
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if (!word.startsWith("--") || word.equals("--")) {
                parsed.positional.add(word);
                continue;
            }
            String name = word.substring(2);
            String inlineValue = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                inlineValue = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            if (switches.contains(name) && inlineValue == null) {
                parsed.options.computeIfAbsent(name, k -> new ArrayList<>()).add("true");
            } else if (valued.contains(name)) {
                String value = inlineValue;
                if (value == null) {
                    if (i + 1 >= words.size()) {
                        throw new UsageException("--" + name + " needs a value");
                    }
                    value = words.get(++i);
                }
                parsed.options.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
            } else {
                throw new UsageException("unknown option --" + name);
            }
        }
        return parsed;
    }

    public Optional<String> value(String name) {
        List<String> values = options.get(name);
        return values == null ? Optional.empty() : Optional.of(values.get(values.size() - 1));
    }

    public String required(String name) throws UsageException {
        return value(name).orElseThrow(() -> new UsageException("--" + name + " is required"));
    }

    public List<String> values(String name) {
        return options.getOrDefault(name, List.of());
    }

    public boolean has(String name) {
        return options.containsKey(name);
    }

    public List<String> positional() {
        return List.copyOf(positional);
    }
}
