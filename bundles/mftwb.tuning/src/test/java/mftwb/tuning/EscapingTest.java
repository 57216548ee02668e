package mftwb.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.util.Properties;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;

import mftwb.model.FileServer;
import mftwb.model.Host;
import mftwb.model.Templates;
import mftwb.model.Topology;

/**
 * The second line of defence: a topology the validator would refuse still generates files in which
 * every name is data (issue 17's injections, each through the generator directly).
 */
class EscapingTest {
    private static final Topology BINDINGS = Templates.named("bindings-cluster.json").orElseThrow().load();
    private static final Topology PB_LOCAL = Templates.named("pb-sftp-local.json").orElseThrow().load();
    private static final Topology CLIENT = Templates.named("client-mode.json").orElseThrow().load();

    private static Host withAddress(Host h, String address) {
        return new Host(h.name(), address, h.architecture(), h.operatingSystem(), h.cores(), h.smtThreadsPerCore(), h.memoryMegabytes(),
                h.disk(), h.jvm());
    }

    private static GeneratedFile file(ConfigurationBundle bundle, String suffix) {
        return bundle.hosts().stream().flatMap(h -> h.files().stream()).filter(f -> f.path().endsWith(suffix)).findFirst()
                .orElseThrow(() -> new AssertionError(suffix + " not generated"));
    }

    @Test
    void quoteInAHostAddressIsDoubledInMqsc() {
        String evil = "10.0.0.5(1414)') MCAUSER('mqm') DESCR('x";
        Topology t = BINDINGS;
        for (Host h : BINDINGS.hosts()) {
            t = t.withElement(withAddress(h, evil));
        }
        String mqsc = file(new ConfigurationGenerator().generate(t), ".mqsc").text();
        assertTrue(mqsc.contains("CONNAME('10.0.0.5(1414)'') MCAUSER(''mqm'') DESCR(''x(1414)')"), mqsc);
    }

    @Test
    void clientAddressInChlauthIsOneQuotedString() {
        Host agentHost = CLIENT.hostNamed(CLIENT.agents().get(0).hostName()).orElseThrow();
        String mqsc = file(new ConfigurationGenerator().generate(CLIENT.withElement(withAddress(agentHost, "h') ACTION(REMOVE"))), ".mqsc").text();
        assertTrue(mqsc.contains("ADDRESS('h'') ACTION(REMOVE')"), mqsc);
    }

    @Test
    void queueManagerNameWithParenthesesIsQuotedInMqsc() {
        Topology t = BINDINGS.renamed("QM1", "QM1) DESCR(x");
        String mqsc = new ConfigurationGenerator().generate(t).hosts().stream().flatMap(h -> h.files().stream())
                .filter(f -> f.path().endsWith(".mqsc")).map(GeneratedFile::text).reduce("", String::concat);
        var commands = mqsc.lines().filter(l -> !l.startsWith("*")).toList();
        assertTrue(commands.stream().anyMatch(l -> l.contains("('TO.QM1) DESCR(x')")), mqsc);
        assertFalse(commands.stream().anyMatch(l -> l.contains("(QM1) DESCR(x)")), mqsc);
    }

    /** A queue manager name with characters no file name may hold: the header named QM.A/1%b.mqsc, the file written is QM.A_1%b.mqsc. */
    @Test
    void mqscHeaderNamesTheFileWritten() {
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(BINDINGS.renamed("QM1", "QM.A/1%b"));
        GeneratedFile mqsc = file(bundle, ".mqsc");
        assertEquals("QM.A_1%b/QM.A_1%b.mqsc", mqsc.path());
        String header = mqsc.text().lines().findFirst().orElseThrow();
        assertTrue(header.contains("runmqsc QM.A/1%b < QM.A_1%b.mqsc "), header);
        assertTrue(file(bundle, "apply.sh").text().contains("/'QM.A_1%b.mqsc'"), "apply.sh runs the same file");
    }

    @Test
    void fileServerNameCannotCloseTheXmlComment() throws Exception {
        FileServer server = PB_LOCAL.fileServers().get(0);
        String evil = "SFTP1---><tns:sftpServer name=\"evil\" host=\"attacker.example\"/><!--";
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(PB_LOCAL.renamed(server.name(), evil));
        for (String suffix : new String[] { "ProtocolBridgeProperties.xml", "ProtocolBridgeCredentials.xml.template" }) {
            String xml = file(bundle, suffix).text();
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document doc = factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
            assertTrue(doc.getElementsByTagName("tns:sftpServer").getLength() <= 1, xml);
            var all = doc.getElementsByTagName("*");
            for (int i = 0; i < all.getLength(); i++) {
                assertFalse("attacker.example".equals(((org.w3c.dom.Element) all.item(i)).getAttribute("host")), xml);
            }
        }
    }

    @Test
    void propertiesValuesKeepBackslashesAndLeadingBlanks() throws Exception {
        Host qmHost = CLIENT.hostNamed(CLIENT.queueManagers().get(0).hostName()).orElseThrow();
        String evil = " a\\b\\";
        String text = file(new ConfigurationGenerator().generate(CLIENT.withElement(withAddress(qmHost, evil))), "agent.properties").text();
        Properties p = new Properties();
        p.load(new ByteArrayInputStream(text.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1)));
        assertEquals(evil, p.getProperty("agentQMgrHost"), text);
        assertTrue(p.containsKey("agentQMgrPort"), text);
    }

    @Test
    void lineBreakInANameStaysInsideItsLine() {
        Topology t = BINDINGS.withName("x\nDEFINE QLOCAL(EVIL)");
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(t);
        String all = bundle.hosts().stream().flatMap(h -> h.files().stream()).map(GeneratedFile::text).reduce("", String::concat);
        assertFalse(all.lines().anyMatch(l -> l.startsWith("DEFINE QLOCAL(EVIL)")), all);
    }
}
