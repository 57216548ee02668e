package mftwb.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import mftwb.model.Templates;
import mftwb.model.Templates.Template;

/**
 * The MQSC runs against queue managers whose objects usually exist already: DEFINE ... REPLACE would
 * reset every attribute it does not list (SSLCIPH, SSLPEER, MCAUSER, HBINT...) to its default. So each
 * object is defined without REPLACE (created when missing) and the attributes the workbench tunes are
 * set again by an ALTER of the same object, which leaves every other attribute as it was.
 */
class MqscDefineThenAlterTest {
    /** An object and what follows it: CHANNEL(TO.QM1) CHLTYPE(CLUSRCVR) ... */
    private static final Pattern COMMAND = Pattern.compile("^(DEFINE|ALTER) ([A-Z]+\\((?:'(?:[^']|'')*'|[^)]*)\\))(.*)$");
    private static final Pattern TUNED = Pattern.compile("\\b(BATCHSZ|NPMSPEED|MAXMSGL|PORT|CONTROL)\\([^)]*\\)");

    static Stream<Template> templates() {
        return Templates.all().stream();
    }

    private static List<GeneratedFile> mqscFiles(Template template) {
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(template.load());
        List<GeneratedFile> files = bundle.hosts().stream().flatMap(h -> h.files().stream()).filter(f -> f.path().endsWith(".mqsc")).toList();
        assertFalse(files.isEmpty(), template.fileName());
        return files;
    }

    @ParameterizedTest
    @MethodSource("templates")
    void noDefineReplacesAnObject(Template template) {
        for (GeneratedFile file : mqscFiles(template)) {
            for (GeneratedLine line : file.lines()) {
                Matcher command = COMMAND.matcher(line.text());
                assertFalse(command.matches() && command.group(3).replaceAll("'(?:[^']|'')*'|\\([^)]*\\)", "").matches(".*\\bREPLACE\\b.*"),
                        file.path() + ": " + line.text());
            }
        }
    }

    @ParameterizedTest
    @MethodSource("templates")
    void everyTunedAttributeOfADefineIsSetAgainByTheAlterAfterIt(Template template) {
        int defines = 0;
        for (GeneratedFile file : mqscFiles(template)) {
            List<String> commands = new ArrayList<>(file.lines().stream().map(GeneratedLine::text).filter(t -> !t.startsWith("*")).toList());
            for (int i = 0; i < commands.size(); i++) {
                Matcher define = COMMAND.matcher(commands.get(i));
                if (!define.matches() || !define.group(1).equals("DEFINE")) {
                    continue;
                }
                defines++;
                List<String> tuned = TUNED.matcher(define.group(3)).results().map(MatchResult::group).toList();
                if (tuned.isEmpty()) {
                    continue;
                }
                Matcher alter = COMMAND.matcher(i + 1 < commands.size() ? commands.get(i + 1) : "");
                assertTrue(alter.matches() && alter.group(1).equals("ALTER") && alter.group(2).equals(define.group(2)),
                        file.path() + ": no ALTER of " + define.group(2) + " after " + commands.get(i));
                assertEquals(tuned, TUNED.matcher(alter.group(3)).results().map(MatchResult::group).toList(), file.path() + ": " + alter.group());
                // ALTER CHANNEL needs the channel's CHLTYPE, ALTER LISTENER its TRPTYPE.
                String type = define.group(2).startsWith("CHANNEL") ? "CHLTYPE" : define.group(2).startsWith("LISTENER") ? "TRPTYPE" : "";
                Matcher given = Pattern.compile("\\b" + type + "\\([^)]*\\)").matcher(define.group(3));
                assertTrue(type.isEmpty() || given.find() && alter.group(3).contains(given.group()), file.path() + ": " + alter.group());
            }
        }
        assertTrue(defines > 0, template.fileName());
    }
}
