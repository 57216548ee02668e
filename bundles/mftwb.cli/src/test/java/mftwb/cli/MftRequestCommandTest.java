package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

import mftwb.mq.CancelRequest;
import mftwb.mq.ChannelStatus;
import mftwb.mq.ConnectionSpec;
import mftwb.mq.EventStream;
import mftwb.mq.MqConnector;
import mftwb.mq.MqFailure;
import mftwb.mq.MqGateway;
import mftwb.mq.QmResourceSample;
import mftwb.mq.ReasonCodes;
import mftwb.mq.TransferRequest;
import mftwb.mq.fte.FteEvent;

class MftRequestCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final List<ConnectionSpec> connections = new ArrayList<>();
    private final List<TransferRequest> puts = new ArrayList<>();
    private int failWith;

    /** Records what a real gateway would be asked to do; MQ itself is covered by the live suite in mftwb.mq. */
    private final MqConnector recording = spec -> {
        connections.add(spec);
        if (failWith != 0) {
            throw ReasonCodes.failure("connect to " + spec, failWith, null, null);
        }
        return new MqGateway() {
            public String queueManager() { return spec.queueManager(); }
            public String putTransferRequest(TransferRequest request) {
                puts.add(request);
                return "414d5120514d31202020202020202020";
            }
            public String putCancelRequest(CancelRequest request) { throw new UnsupportedOperationException(); }
            public EventStream<FteEvent> subscribeFte(String topicPattern) { throw new UnsupportedOperationException(); }
            public List<ChannelStatus> channelStatus(String channelPattern) { throw new UnsupportedOperationException(); }
            public EventStream<QmResourceSample> subscribeResourceStatistics(String c, String t) {
                throw new UnsupportedOperationException();
            }
            public void close() throws MqFailure { }
        };
    };

    private int run(Map<String, String> env, String... args) {
        MftRequestCommand command = new MftRequestCommand(recording, env::get, "lab.example.com", "tester");
        return new CommandLine("1.0", List.of(command)).run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private int run(String... args) {
        return run(Map.of(), args);
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private static Element parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml))).getDocumentElement();
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getLocalName().equals(name)) {
                found.add(e);
            }
        }
        return found;
    }

    private static Element only(Element parent, String name) {
        List<Element> found = children(parent, name);
        assertEquals(1, found.size(), "<" + name + "> under <" + parent.getLocalName() + ">");
        return found.get(0);
    }

    @Test
    void printsTheTransferRequestWithEveryElementAndAttribute() throws Exception {
        assertEquals(0, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "A2@QM2",
                "--file", "/in/one.dat", "--dest", "/out/one.dat", "--file", "/in/two & three.dat", "--dest",
                "/out/two.dat", "--mode", "text", "--checksum", "MD5"), stderr());
        assertEquals("", stderr());

        Element root = parse(stdout());
        assertEquals("request", root.getLocalName());
        assertEquals("4.00", root.getAttribute("version"));
        assertEquals("FileTransfer.xsd",
                root.getAttributeNS("http://www.w3.org/2001/XMLSchema-instance", "noNamespaceSchemaLocation"));
        Element managed = only(root, "managedTransfer");
        Element originator = only(managed, "originator");
        assertEquals("lab.example.com", only(originator, "hostName").getTextContent());
        assertEquals("tester", only(originator, "userID").getTextContent());
        assertEquals("A1", only(managed, "sourceAgent").getAttribute("agent"));
        assertEquals("QM1", only(managed, "sourceAgent").getAttribute("QMgr"));
        assertEquals("A2", only(managed, "destinationAgent").getAttribute("agent"));
        assertEquals("QM2", only(managed, "destinationAgent").getAttribute("QMgr"));
        Element set = only(managed, "transferSet");
        assertEquals("0", set.getAttribute("priority"));
        List<Element> items = children(set, "item");
        assertEquals(2, items.size());
        String[][] expected = {{"/in/one.dat", "/out/one.dat"}, {"/in/two & three.dat", "/out/two.dat"}};
        for (int i = 0; i < 2; i++) {
            Element item = items.get(i);
            assertEquals("text", item.getAttribute("mode"));
            assertEquals("MD5", item.getAttribute("checksumMethod"));
            Element source = only(item, "source");
            assertEquals("leave", source.getAttribute("disposition"));
            assertEquals("false", source.getAttribute("recursive"));
            assertEquals(expected[i][0], only(source, "file").getTextContent());
            Element destination = only(item, "destination");
            assertEquals("file", destination.getAttribute("type"));
            assertEquals("error", destination.getAttribute("exist"));
            assertEquals(expected[i][1], only(destination, "file").getTextContent());
        }
        assertTrue(connections.isEmpty(), "printing needs no MQ connection");
    }

    @Test
    void binaryWithoutChecksumIsWrittenAsSuch() throws Exception {
        assertEquals(0, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "A2@QM2", "--file", "/a",
                "--dest", "/b", "--mode", "binary", "--checksum", "none", "--priority", "7"));
        Element set = only(only(parse(stdout()), "managedTransfer"), "transferSet");
        assertEquals("7", set.getAttribute("priority"));
        Element item = only(set, "item");
        assertEquals("binary", item.getAttribute("mode"));
        assertEquals("none", item.getAttribute("checksumMethod"));
    }

    @Test
    void moreFilesThanDestinationsIsAUsageError() {
        assertEquals(2, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "A2@QM2", "--file", "/a",
                "--file", "/b", "--dest", "/c"));
        assertTrue(stderr().contains("2 --file but 1 --dest"), stderr());
        assertTrue(stderr().contains("usage: mftwb mft-request"), stderr());
        assertEquals("", stdout(), "no half request on stdout");
    }

    @Test
    void agentWithoutQueueManagerIsAUsageError() {
        assertEquals(2, run("mft-request", "--source-agent", "A1", "--dest-agent", "A2@QM2", "--file", "/a",
                "--dest", "/b"));
        assertTrue(stderr().contains("--source-agent: 'A1' is not AGENT@QUEUEMANAGER"), stderr());
    }

    @Test
    void agentNameLongerThan28IsAUsageError() {
        assertEquals(2, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "B".repeat(29) + "@QM2",
                "--file", "/a", "--dest", "/b"));
        assertTrue(stderr().contains("is 29 characters; MQ allows 28"), stderr());
    }

    @Test
    void controlCharacterInAFileNameIsAUsageError() {
        assertEquals(2, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "A2@QM2", "--file",
                "/in/a\u0007b", "--dest", "/out/b"));
        assertTrue(stderr().contains("control character U+0007 at position 6"), stderr());
        assertEquals("", stdout());
    }

    @Test
    void unknownModeIsAUsageError() {
        assertEquals(2, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "A2@QM2", "--file", "/a",
                "--dest", "/b", "--mode", "ascii"));
        assertTrue(stderr().contains("mode 'ascii' is not text or binary"), stderr());
    }

    @Test
    void putSendsTheRequestThroughTheGatewayWithUserAndPasswordFromTheEnvironment() {
        assertEquals(0, run(Map.of("MFTWB_MQ_PASSWORD", "passw0rd"), "mft-request", "--source-agent", "A1@QM1",
                "--dest-agent", "A2@QM2", "--file", "/a", "--dest", "/b", "--put", "mqhost:1414/DEV.APP.SVRCONN/QM1",
                "--user", "app"), stderr());
        assertEquals(1, connections.size());
        ConnectionSpec spec = connections.get(0);
        assertEquals("mqhost", spec.host());
        assertEquals(1414, spec.port());
        assertEquals("DEV.APP.SVRCONN", spec.channel());
        assertEquals("QM1", spec.queueManager());
        assertEquals("app", spec.user().orElseThrow());
        assertEquals("passw0rd", spec.password().orElseThrow());
        assertEquals(1, puts.size());
        assertEquals("A1", puts.get(0).sourceAgent().agent());
        assertEquals("/a", puts.get(0).items().get(0).source());
        assertTrue(stdout().contains("SYSTEM.FTE.COMMAND.A1 at QM1"), stdout());
        assertTrue(stdout().contains("414d5120514d31202020202020202020"), stdout());
        assertTrue(!stdout().contains("passw0rd") && !stderr().contains("passw0rd"), "password never printed");
    }

    @Test
    void putFailureExitsOneWithTheReasonAndTheFix() {
        failWith = 2538;
        assertEquals(1, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "A2@QM2", "--file", "/a",
                "--dest", "/b", "--put", "nohost:1414/DEV.APP.SVRCONN/QM1"));
        assertTrue(stderr().contains("2538 MQRC_HOST_NOT_AVAILABLE"), stderr());
        assertTrue(stderr().contains("Fix: check the host name and port"), stderr());
        assertTrue(puts.isEmpty());
    }

    @Test
    void badPutAddressIsAUsageError() {
        assertEquals(2, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "A2@QM2", "--file", "/a",
                "--dest", "/b", "--put", "mqhost/CH/QM1"));
        assertTrue(stderr().contains("--put: 'mqhost' in 'mqhost/CH/QM1' is not host:port"), stderr());
        assertTrue(connections.isEmpty());
    }

    /** MQ-FACTS: item > source > file ; destination@type(file|directory)@exist > file. No request could say directory. */
    @Test
    void destDirPutsEveryFileIntoADirectoryDestination() throws Exception {
        assertEquals(0, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "A2@QM2", "--file", "/in/a",
                "--file", "/in/b", "--dest-dir", "/out/"), stderr());
        List<Element> items = children(only(only(parse(stdout()), "managedTransfer"), "transferSet"), "item");
        assertEquals(2, items.size());
        String[] sources = { "/in/a", "/in/b" };
        for (int i = 0; i < 2; i++) {
            assertEquals(sources[i], only(only(items.get(i), "source"), "file").getTextContent());
            Element destination = only(items.get(i), "destination");
            assertEquals("directory", destination.getAttribute("type"));
            assertEquals("error", destination.getAttribute("exist"));
            assertEquals("/out/", only(destination, "file").getTextContent());
        }
    }

    /** --dest /out/ wrote a request for a file named "/out/". */
    @Test
    void aDestEndingInASlashOrMixedWithDestDirIsAUsageError() {
        assertEquals(2, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "A2@QM2", "--file", "/in/a",
                "--dest", "/out/"));
        assertTrue(stderr().contains("--dest /out/ names a directory, not a file: use --dest-dir /out/"), stderr());
        assertEquals(2, run("mft-request", "--source-agent", "A1@QM1", "--dest-agent", "A2@QM2", "--file", "/in/a",
                "--dest", "/out/a", "--dest-dir", "/out"));
        assertTrue(stderr().contains("give --dest after each --file, or one --dest-dir for them all, not both"), stderr());
        assertEquals("", stdout());
    }
}
