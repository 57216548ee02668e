package mftwb.tuning.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.BiFunction;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.Host;
import mftwb.model.QueueManager;
import mftwb.model.Templates;
import mftwb.model.Topology;
import mftwb.tuning.ConfigurationBundle;
import mftwb.tuning.ConfigurationGenerator;
import mftwb.tuning.GeneratedFile;
import mftwb.tuning.GeneratedLine;

/**
 * Random and hostile names through every name field of every template, straight into the generators
 * (past the validator, which refuses them): each generated file must still parse with a strict reader
 * of its language and differ from the same topology with a plain name only where that name is data.
 * Seeded ({@code -Dmftwb.fuzz.seed}) and bounded in time ({@code -Dmftwb.fuzz.seconds}, default 30).
 */
class GeneratedLanguagesFuzzTest {
    private static final long SEED = Long.getLong("mftwb.fuzz.seed", 17L);
    private static final long BUDGET_MILLIS = Long.getLong("mftwb.fuzz.seconds", 30L) * 1000;
    private static final int MAX_CASES = Integer.getInteger("mftwb.fuzz.cases", 5000);
    /** Below this many cases the run proves too little: fail rather than pass quietly. */
    private static final int MIN_CASES = 1000;
    private static final String TOKEN = "ZZFUZZTOKEN";

    @TempDir
    Path temp;

    private long generatingNanos;
    private long shellNanos;
    private final ConfigurationGenerator generator = new ConfigurationGenerator();
    private final Set<String> checked = new HashSet<>();
    private final List<String> scripts = new ArrayList<>();
    private final Map<String, Integer> filesPerLanguage = new LinkedHashMap<>();
    private final Map<NameField, ConfigurationBundle> plainBundles = new java.util.IdentityHashMap<>();

    /** One name field of one element: sets it to the given text, keeping every reference to it. */
    record NameField(String label, Topology template, BiFunction<Topology, String, Topology> set) {
    }

    @Test
    void everyGeneratedLanguageKeepsHostileNamesAsData() throws Exception {
        List<NameField> fields = fields();
        HostileNames names = new HostileNames(SEED);
        long start = System.currentTimeMillis();
        int cases = 0;
        int refused = 0;
        while (cases < MAX_CASES && System.currentTimeMillis() - start < BUDGET_MILLIS) {
            NameField field = fields.get(cases % fields.size());
            String hostile = names.next();
            cases++;
            if (field.template().elementWithId(hostile).isPresent()) {
                refused++;
                continue;
            }
            ConfigurationBundle plain = plainBundles.computeIfAbsent(field, f -> generator.generate(f.set().apply(f.template(), TOKEN)));
            long before = System.nanoTime();
            ConfigurationBundle evil = generator.generate(field.set().apply(field.template(), hostile));
            generatingNanos += System.nanoTime() - before;
            compare(plain, evil, hostile, "case " + cases + " (seed " + SEED + ") " + field.label() + " = " + shown(hostile));
            if (scripts.size() >= 300) {
                syntaxCheckScripts();
            }
        }
        syntaxCheckScripts();
        long millis = System.currentTimeMillis() - start;
        System.out.println("fuzz time: generating " + generatingNanos / 1_000_000 + " ms, sh -n " + shellNanos / 1_000_000 + " ms");
        System.out.println("GeneratedLanguagesFuzzTest: " + cases + " cases over " + fields.size() + " name fields in " + millis + " ms (seed " + SEED
                + "); distinct files checked per language: " + filesPerLanguage);
        assertTrue(cases - refused >= MIN_CASES, "only " + cases + " cases in " + millis + " ms");
    }

    private static List<NameField> fields() {
        List<NameField> fields = new ArrayList<>();
        for (Templates.Template template : Templates.all()) {
            Topology t = template.load();
            String in = template.fileName() + ": ";
            fields.add(new NameField(in + "topology name", t, Topology::withName));
            for (Host h : t.hosts()) {
                fields.add(new NameField(in + "host name " + h.name(), t, (topology, v) -> topology.renamed(h.name(), v)));
                fields.add(new NameField(in + "address of " + h.name(), t, (topology, v) -> topology.withElement(new Host(h.name(), v, h.architecture(),
                        h.operatingSystem(), h.cores(), h.smtThreadsPerCore(), h.memoryMegabytes(), h.disk(), h.jvm()))));
            }
            for (QueueManager q : t.queueManagers()) {
                fields.add(new NameField(in + "queue manager " + q.name(), t, (topology, v) -> topology.renamed(q.name(), v)));
            }
            t.queueManagers().stream().map(QueueManager::cluster).filter(c -> !c.isEmpty()).distinct().forEach(cluster ->
                    fields.add(new NameField(in + "cluster " + cluster, t, (topology, v) -> {
                        Topology changed = topology;
                        for (QueueManager q : topology.queueManagers()) {
                            if (q.cluster().equals(cluster)) {
                                changed = changed.withElement(new QueueManager(q.name(), q.hostName(), q.listenerPort(), q.roles(), v, q.tuning()));
                            }
                        }
                        return changed;
                    })));
            for (Agent a : t.agents()) {
                fields.add(new NameField(in + "agent " + a.name(), t, (topology, v) -> topology.renamed(a.name(), v)));
                if (a.connection() instanceof AgentConnection.Client client) {
                    fields.add(new NameField(in + "client channel of " + a.name(), t, (topology, v) -> topology.withElement(new Agent(a.name(), a.kind(),
                            a.queueManagerName(), a.hostName(), new AgentConnection.Client(v, client.port()), a.properties()))));
                }
            }
            t.channels().forEach(c -> fields.add(new NameField(in + "channel " + c.name(), t, (topology, v) -> topology.renamed(c.name(), v))));
            t.fileServers().forEach(s -> fields.add(new NameField(in + "file server " + s.name(), t, (topology, v) -> topology.renamed(s.name(), v))));
        }
        return fields;
    }

    private void compare(ConfigurationBundle plain, ConfigurationBundle evil, String hostile, String what) throws Exception {
        String expected = GeneratedLine.printable(hostile);
        assertEquals(plain.hosts().size(), evil.hosts().size(), what);
        for (int h = 0; h < plain.hosts().size(); h++) {
            List<GeneratedFile> a = plain.hosts().get(h).files();
            List<GeneratedFile> b = evil.hosts().get(h).files();
            assertEquals(a.size(), b.size(), what);
            for (int f = 0; f < a.size(); f++) {
                GeneratedFile evilFile = b.get(f);
                if (!checked.add(evilFile.path() + "\u0000" + evilFile.text())) {
                    continue;
                }
                try {
                    compareFile(a.get(f), evilFile, expected, hostile);
                } catch (AssertionError | RuntimeException e) {
                    fail(what + ": " + evilFile.path() + ": " + e.getMessage() + "\n--- generated:\n" + evilFile.text(), e);
                }
            }
        }
    }

    private void compareFile(GeneratedFile plain, GeneratedFile evil, String expected, String hostile) throws Exception {
        assertEquals(plain.lines().size(), evil.lines().size(), "a name added or removed lines");
        String path = evil.path();
        String language = path.endsWith(".mqsc") ? "mqsc" : path.endsWith(".xml") || path.endsWith(".xml.template") ? "xml"
                : path.endsWith(".properties") ? "properties" : path.endsWith(".sh") || path.endsWith(".env") ? "sh" : "text";
        filesPerLanguage.merge(language, 1, Integer::sum);
        switch (language) {
            case "mqsc" -> mqsc(plain.text(), evil.text(), expected);
            case "xml" -> xml(plain.text(), evil.text(), expected);
            case "properties" -> properties(plain.bytes(), evil.bytes(), expected);
            case "sh" -> shell(plain.text(), evil.text(), expected, hostile);
            default -> assertEquals(uncommented(plain.text()), uncommented(evil.text()), "a name reached a value line");
        }
    }

    private static void mqsc(String plain, String evil, String expected) {
        List<List<MqscReader.Attribute>> a = MqscReader.commands(plain);
        List<List<MqscReader.Attribute>> b = MqscReader.commands(evil);
        assertEquals(a.size(), b.size(), "MQSC command count");
        for (int i = 0; i < a.size(); i++) {
            assertEquals(a.get(i).size(), b.get(i).size(), "attributes of command " + (i + 1));
            for (int j = 0; j < a.get(i).size(); j++) {
                MqscReader.Attribute x = a.get(i).get(j);
                MqscReader.Attribute y = b.get(i).get(j);
                assertEquals(x.keyword(), y.keyword(), "keyword " + (j + 1) + " of command " + (i + 1));
                assertEquals(x.value() == null ? null : x.value().replace(TOKEN, expected), y.value(), "value of " + x.keyword());
            }
        }
    }

    private static void xml(String plain, String evil, String expected) throws Exception {
        Node a = parseXml(plain);
        Node b = parseXml(evil);
        sameTree(a, b, expected);
    }

    private static Node parseXml(String text) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setExpandEntityReferences(false);
        DocumentBuilder builder = factory.newDocumentBuilder();
        builder.setErrorHandler(new DefaultHandler() {
            @Override
            public void error(org.xml.sax.SAXParseException e) throws org.xml.sax.SAXException {
                throw e;
            }
        });
        return builder.parse(new InputSource(new StringReader(text)));
    }

    private static void sameTree(Node a, Node b, String expected) {
        assertEquals(a.getNodeType(), b.getNodeType(), "node type");
        assertEquals(a.getNodeName(), b.getNodeName(), "element");
        if (a.getAttributes() != null) {
            assertEquals(a.getAttributes().getLength(), b.getAttributes().getLength(), "attributes of " + a.getNodeName());
            for (int i = 0; i < a.getAttributes().getLength(); i++) {
                Node x = a.getAttributes().item(i);
                Node y = b.getAttributes().getNamedItem(x.getNodeName());
                assertTrue(y != null, "attribute " + x.getNodeName());
                assertEquals(x.getNodeValue().replace(TOKEN, expected), y.getNodeValue(), "attribute " + x.getNodeName());
            }
        }
        assertEquals(a.getChildNodes().getLength(), b.getChildNodes().getLength(), "children of " + a.getNodeName());
        for (int i = 0; i < a.getChildNodes().getLength(); i++) {
            sameTree(a.getChildNodes().item(i), b.getChildNodes().item(i), expected);
        }
    }

    private static void properties(byte[] plain, byte[] evil, String expected) throws IOException {
        Properties a = new Properties();
        a.load(new ByteArrayInputStream(plain));
        Properties b = new Properties();
        b.load(new ByteArrayInputStream(evil));
        assertEquals(a.keySet(), b.keySet(), "property keys");
        a.forEach((key, value) -> assertEquals(value.toString().replace(TOKEN, expected), b.getProperty(key.toString()), "value of " + key));
    }

    private void shell(String plain, String evil, String expected, String hostile) {
        ShellWords.Split a = ShellWords.split(plain);
        ShellWords.Split b = ShellWords.split(evil);
        assertEquals(a.skeleton(), b.skeleton(), "shell text outside quotes");
        assertEquals(a.literals().size(), b.literals().size(), "quoted words");
        for (int i = 0; i < a.literals().size(); i++) {
            String plainWord = a.literals().get(i);
            String word = b.literals().get(i);
            // A name is either the value itself or, in a path, the export's safe folder name for it.
            boolean asData = word.equals(plainWord.replace(TOKEN, expected)) || word.equals(plainWord.replace(TOKEN, GeneratedFile.segment(hostile)))
                    || word.equals(GeneratedFile.segment(plainWord.replace(TOKEN, hostile)));
            assertTrue(asData, "quoted word " + (i + 1) + ": '" + word + "' for '" + plainWord + "'");
        }
        scripts.add(evil);
    }

    /** `sh -n` over the scripts gathered so far, many per process; a failing batch is checked one by one to name the script. */
    private void syntaxCheckScripts() throws Exception {
        if (scripts.isEmpty()) {
            return;
        }
        long before = System.nanoTime();
        StringBuilder batch = new StringBuilder();
        for (int i = 0; i < scripts.size(); i++) {
            batch.append("script_").append(i).append("() {\n").append(scripts.get(i)).append("\n:\n}\n");
        }
        if (!shSyntaxOk(batch.toString())) {
            for (String script : scripts) {
                assertTrue(shSyntaxOk(script), "sh -n rejects:\n" + script);
            }
        }
        scripts.clear();
        shellNanos += System.nanoTime() - before;
    }

    private boolean shSyntaxOk(String script) throws Exception {
        Path file = Files.createTempFile(temp, "script", ".sh");
        Files.writeString(file, script, StandardCharsets.UTF_8);
        Process sh = new ProcessBuilder("sh", "-n", file.toString()).redirectErrorStream(true).start();
        sh.getInputStream().readAllBytes();
        boolean ok = sh.waitFor() == 0;
        Files.delete(file);
        return ok;
    }

    private static String uncommented(String text) {
        return String.join("\n", text.lines().filter(l -> !l.startsWith("#") && !l.startsWith("*") && !l.startsWith("<!--")
                && !l.startsWith("|") && !l.startsWith("- ")).toList());
    }

    private static String shown(String text) {
        String escaped = text.codePoints().limit(120).collect(StringBuilder::new, (s, c) -> {
            if (c < 0x20 || c == 0x7f) {
                s.append(String.format("\\x%02x", c));
            } else {
                s.appendCodePoint(c);
            }
        }, StringBuilder::append).toString();
        return "\"" + escaped + (text.length() > 120 ? "...\" (" + text.length() + " chars)" : "\"");
    }
}
