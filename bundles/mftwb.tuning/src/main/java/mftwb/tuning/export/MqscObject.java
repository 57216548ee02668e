package mftwb.tuning.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import mftwb.tuning.GeneratedLine;

/**
 * An object a generated MQSC script defines or alters, read from the script itself (like the merged
 * keys, so a command the tuning engine starts generating later needs no change here): site.yml saves
 * its definition with {@code dmpmqcfg -t dumpType -n name} before runmqsc runs, rollback.yml feeds
 * that back. Channel authentication records (SET CHLAUTH) are no objects: dmpmqcfg -x object does
 * not dump them and rollback leaves them.
 *
 * @param dumpType dmpmqcfg's -t word: channel, queue, listener or qmgr
 * @param name the object's name as MQ holds it (empty for the queue manager itself)
 * @param mqsc how MQSC names it, e.g. {@code CHANNEL('MFT.SVRCONN')}
 */
record MqscObject(String dumpType, String name, String mqsc) {
    /** DEFINE or ALTER of a named object: a bare name MQSC reads unchanged, or a quoted one with '' for a quote. */
    private static final Pattern NAMED = Pattern.compile("^\\s*(?:DEFINE|DEF|ALTER|ALT)\\s+([A-Z]+)\\s*\\(\\s*([A-Z0-9._/%]+|'(?:[^']|'')*')\\s*\\).*$");
    private static final Pattern QMGR = Pattern.compile("^\\s*(?:ALTER|ALT)\\s+QMGR\\b.*$");
    private static final Map<String, String> DUMP_TYPES = Map.of("CHANNEL", "channel", "CHL", "channel", "LISTENER", "listener", "LSTR", "listener", "QLOCAL", "queue",
            "QL", "queue", "QREMOTE", "queue", "QR", "queue", "QALIAS", "queue", "QA", "queue");

    /** The objects of a script in first-seen order, each once. */
    static List<MqscObject> of(List<GeneratedLine> script) {
        Map<String, MqscObject> objects = new LinkedHashMap<>();
        for (GeneratedLine line : script) {
            Matcher named = NAMED.matcher(line.text());
            if (QMGR.matcher(line.text()).matches()) {
                objects.putIfAbsent("qmgr", new MqscObject("qmgr", "", "QMGR"));
            } else if (named.matches() && DUMP_TYPES.containsKey(named.group(1))) {
                String quoted = named.group(2);
                String name = quoted.startsWith("'") ? quoted.substring(1, quoted.length() - 1).replace("''", "'") : quoted;
                String type = DUMP_TYPES.get(named.group(1));
                objects.putIfAbsent(type + "\n" + name, new MqscObject(type, name, named.group(1) + "(" + quote(name) + ")"));
            }
        }
        return new ArrayList<>(objects.values());
    }

    /**
     * The MQSC that deletes the object, for the person who decides it must go (rollback never deletes:
     * a queue may hold messages); empty for the queue manager, which nothing here deletes.
     */
    String delete() {
        return switch (dumpType) {
            case "qmgr" -> "";
            case "listener" -> "STOP " + mqsc + " then DELETE " + mqsc;
            default -> "DELETE " + mqsc;
        };
    }

    private static String quote(String name) {
        return "'" + name.replace("'", "''") + "'";
    }
}
