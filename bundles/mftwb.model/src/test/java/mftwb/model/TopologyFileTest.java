package mftwb.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TopologyFileTest {
    private static final String PB = Templates.named("pb-sftp-crossgeo.json").orElseThrow().text();

    /** Loads {@code json}, which must fail, and returns the error. */
    private static TopologyFileException error(String json) {
        return assertThrows(TopologyFileException.class, () -> TopologyFile.read(json, "t.json"));
    }

    /** 1-based line of the first occurrence of {@code fragment} in {@code text}. */
    private static int lineOf(String text, String fragment) {
        int at = text.indexOf(fragment);
        assertTrue(at >= 0, fragment);
        return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    private static String replaceOnce(String text, String from, String to) {
        assertTrue(text.contains(from), from);
        return text.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to));
    }

    @Test
    void unknownEnumWordNamesPathLineAndAllowedWords() {
        String json = replaceOnce(PB, "\"kind\": \"protocol-bridge\"", "\"kind\": \"bridge\"");
        TopologyFileException e = error(json);
        assertEquals("$.agents[1].kind", e.jsonPath());
        assertEquals(lineOf(json, "\"kind\": \"bridge\""), e.line());
        assertEquals(15, e.column(), "column of the value");
        assertTrue(e.problem().contains("unknown agent kind 'bridge' (allowed: standard, protocol-bridge)"), e.problem());
        assertTrue(e.getMessage().startsWith("t.json:" + e.line() + ":15: $.agents[1].kind: "), e.getMessage());
    }

    @Test
    void malformedJsonGivesLineAndPath() {
        String json = replaceOnce(PB, "\"port\": 22,", "\"port\": 22,,");
        TopologyFileException e = error(json);
        assertEquals(lineOf(json, ",,"), e.line());
        assertTrue(e.jsonPath().startsWith("$.fileServers[0]"), e.jsonPath());
        assertTrue(e.problem().startsWith("malformed JSON"), e.problem());
    }

    /** A file cut short named the parser's internals: "[Source: REDACTED (`StreamReadFeature...` disabled); line: 6...]". */
    @Test
    void aTruncatedFileSaysWhereTheOpenObjectStartedInPlainWords() {
        String json = PB.substring(0, PB.indexOf(",", PB.indexOf("\"memoryMegabytes\"")));
        TopologyFileException e = error(json);
        assertEquals("malformed JSON: Unexpected end-of-input: expected close marker for Object (start marker at line "
                + (lineOf(json, "\"bangalore\"") - 1) + ", column 5)", e.problem());
    }

    @Test
    void unknownSchemaVersionIsRefusedBeforeAnythingElse() {
        TopologyFileException e = error(replaceOnce(PB, "\"schemaVersion\": 1", "\"schemaVersion\": 7"));
        assertEquals("$.schemaVersion", e.jsonPath());
        assertEquals(2, e.line());
        assertTrue(e.problem().contains("unknown schemaVersion 7"), e.problem());
    }

    @Test
    void missingSchemaVersionSaysThisIsNotATopology() {
        TopologyFileException e = error("{\"name\": \"x\"}");
        assertTrue(e.problem().contains("missing schemaVersion"), e.problem());
    }

    @Test
    void wrongTypeNamesExpectedAndFound() {
        String json = replaceOnce(PB, "\"cores\": 4", "\"cores\": \"four\"");
        TopologyFileException e = error(json);
        assertEquals("$.hosts[1].cores", e.jsonPath());
        assertEquals(lineOf(json, "\"four\""), e.line());
        assertTrue(e.problem().contains("expected a whole number, found the string \"four\""), e.problem());
    }

    @Test
    void missingRequiredFieldIsNamed() {
        TopologyFileException e = error(replaceOnce(PB, "      \"port\": 22,\n", ""));
        assertEquals("$.fileServers[0].port", e.jsonPath());
        assertTrue(e.problem().contains("missing required field 'port'"), e.problem());
    }

    @Test
    void unknownFieldIsNamedWithTheAllowedOnes() {
        String json = replaceOnce(PB, "\"port\": 22,", "\"port\": 22, \"prot\": 23,");
        TopologyFileException e = error(json);
        assertEquals("$.fileServers[0].prot", e.jsonPath());
        assertEquals(lineOf(json, "\"prot\""), e.line());
        assertTrue(e.problem().contains("unknown field 'prot' (allowed: name, protocol, host, port, bridgeAgent)"), e.problem());
    }

    @Test
    void danglingQueueManagerReferenceNamesTheMissingOne() {
        String json = replaceOnce(PB, "\"queueManager\": \"QM1\",\n      \"host\": \"hursley\"", "\"queueManager\": \"QM9\",\n      \"host\": \"hursley\"");
        TopologyFileException e = error(json);
        assertEquals("$.agents[1].queueManager", e.jsonPath());
        assertEquals(lineOf(json, "QM9"), e.line());
        assertTrue(e.problem().contains("agent 'PBAGENT' refers to queue manager 'QM9', which this topology does not define (defined: QM1)"),
                e.problem());
    }

    @Test
    void danglingDiagramPositionIsAnError() {
        TopologyFileException e = error(replaceOnce(PB, "\"SFTP1\": {", "\"SFTP2\": {"));
        assertEquals("$.diagram.SFTP2", e.jsonPath());
    }

    @Test
    void duplicateFieldIsAnError() {
        TopologyFileException e = error(replaceOnce(PB, "\"port\": 22,", "\"port\": 22, \"port\": 23,"));
        assertTrue(e.problem().contains("field 'port' appears twice"), e.problem());
    }

    @Test
    void textAfterTheDocumentIsAnError() {
        assertTrue(error(PB + "{}").problem().contains("after the end"));
    }

    @Test
    void invalidUtf8IsReportedAtItsLine(@TempDir Path dir) throws Exception {
        byte[] bytes = PB.getBytes(StandardCharsets.UTF_8);
        int at = PB.indexOf("hursley.example.com");
        bytes[at] = (byte) 0xC3;
        bytes[at + 1] = (byte) 0x28;
        Path file = dir.resolve("bad.json");
        Files.write(file, bytes);
        TopologyFileException e = assertThrows(TopologyFileException.class, () -> TopologyFile.read(file));
        assertEquals(file.toString(), e.source());
        assertEquals(lineOf(PB, "hursley.example.com"), e.line());
        assertTrue(e.problem().contains("not UTF-8"), e.problem());
    }

    @Test
    void byteOrderMarkIsIgnored() throws Exception {
        byte[] text = PB.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[text.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(text, 0, withBom, 3, text.length);
        assertEquals(TopologyFile.read(PB, "pb"), TopologyFile.read(withBom, "bom"));
    }

    @Test
    void deeplyNestedInputIsAnErrorNotAStackOverflow() {
        assertPositioned(error("{\"schemaVersion\": 1, \"hosts\": " + "[".repeat(100_000)));
    }

    @Test
    void hugeNumbersAreOutOfRange() {
        assertTrue(error(replaceOnce(PB, "\"rttMillis\": 150", "\"rttMillis\": 1e999")).problem().contains("out of range"));
        assertTrue(error(replaceOnce(PB, "\"cores\": 4", "\"cores\": 99999999999999999999")).problem().contains("out of range"));
    }

    @Test
    void unreadableFileIsATopologyFileException(@TempDir Path dir) {
        TopologyFileException e = assertThrows(TopologyFileException.class, () -> TopologyFile.read(dir.resolve("absent.json")));
        assertTrue(e.problem().startsWith("cannot read"), e.problem());
    }

    @Test
    void absentPropertiesAndTuningMeanMqDefaults() throws Exception {
        Topology t = TopologyFile.read(PB, "pb");
        assertEquals(AgentProperties.DEFAULTS, t.agentNamed("PBAGENT").orElseThrow().properties());
        assertEquals(QueueManagerTuning.DEFAULTS, t.queueManagerNamed("QM1").orElseThrow().tuning());
    }

    @Test
    void changedPropertiesTuningAndOddStringsRoundTrip() throws Exception {
        Topology t = TopologyFile.read(PB, "pb");
        Agent pb = t.agentNamed("PBAGENT").orElseThrow();
        QueueManager qm = t.queueManagerNamed("QM1").orElseThrow();
        Topology changed = t.withElement(pb.withProperties(new AgentProperties(1048576, 20, 4, 2, 10, 30, 500, true, "-Xmx2048M -Xms2048M")))
                .withElement(qm.withTuning(new QueueManagerTuning(16, 2, 16384, MqiBindType.FASTPATH, 1048576, 1048576, 262144, 2048, 2048, 262144, 2097152, 1048576)))
                .withDescription("quote \" backslash \\ tab \t newline \n control \u0001 unicode é")
                .withWorkload(new Workload(1024, java.util.List.of(new SizeBucket(1024, 50), new SizeBucket(104857600, 1)), 51, 10,
                        TransferMode.TEXT, Checksum.MD5));
        String text = TopologyFile.write(changed);
        assertEquals(changed, TopologyFile.read(text, "changed"));
        assertEquals(text, TopologyFile.write(TopologyFile.read(text, "changed")));
        assertTrue(text.contains("\"agentChunkSize\": 1048576"), text);
        assertTrue(text.contains("\"mqiBindType\": \"fastpath\""), text);
        assertTrue(text.contains("\"svrSndBuffSize\": 2097152"), text);
    }

    @Test
    void clientBuffersRoundTripAndAbsentOnesAreMqClientDefaults() throws Exception {
        Topology t = TopologyFile.read(PB, "pb");
        Agent pb = t.agentNamed("PBAGENT").orElseThrow();
        assertEquals(new AgentConnection.Client("MFT.SVRCONN", 1414, 32768, 32768), pb.connection());
        assertFalse(PB.contains("clntRcvBuffSize"), "a default buffer is not written");
        Topology tuned = t.withElement(new Agent(pb.name(), pb.kind(), pb.queueManagerName(), pb.hostName(),
                ((AgentConnection.Client) pb.connection()).withBuffers(262144, 2097152), pb.properties()));
        String text = TopologyFile.write(tuned);
        assertTrue(text.contains("\"clntSndBuffSize\": 262144"), text);
        assertTrue(text.contains("\"clntRcvBuffSize\": 2097152"), text);
        assertEquals(tuned, TopologyFile.read(text, "tuned"));
        assertEquals(text, TopologyFile.write(TopologyFile.read(text, "tuned")));
    }

    @Test
    void aNegativeBufferIsAPositionedErrorNamingTheField() {
        String negative = PB.replace("\"port\": 1414}", "\"port\": 1414, \"clntRcvBuffSize\": -1}");
        assertNotEquals(PB, negative);
        TopologyFileException e = assertThrows(TopologyFileException.class, () -> TopologyFile.read(negative, "neg"));
        assertTrue(e.jsonPath().endsWith(".connection.clntRcvBuffSize"), e.getMessage());
        assertTrue(e.problem().contains("must be 0"), e.getMessage());
        assertPositioned(e);
    }

    @Test
    void writtenFileStartsWithSchemaVersionAndEndsWithNewline() {
        assertTrue(PB.startsWith("{\n  \"schemaVersion\": 1,\n"));
        assertTrue(PB.endsWith("}\n"));
    }

    @Test
    void everyTruncationOfATemplateIsAPositionedError() {
        for (int length = 0; length < PB.length() - 1; length++) {
            String cut = PB.substring(0, length);
            try {
                TopologyFile.read(cut, "cut");
                fail("a truncated file loaded: " + length);
            } catch (TopologyFileException e) {
                assertPositioned(e);
            }
        }
    }

    @Test
    void randomByteFlipsGiveAPositionedErrorOrAValidLoad() {
        byte[] original = PB.getBytes(StandardCharsets.UTF_8);
        Random random = new Random(20261122);
        for (int round = 0; round < 3000; round++) {
            byte[] bytes = original.clone();
            for (int flips = 1 + random.nextInt(3); flips > 0; flips--) {
                bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
            }
            try {
                TopologyFile.read(bytes, "flipped");
            } catch (TopologyFileException e) {
                assertPositioned(e);
            } catch (RuntimeException e) {
                throw new AssertionError("round " + round + " escaped with " + e, e);
            }
        }
    }

    private static void assertPositioned(TopologyFileException e) {
        assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
        assertTrue(e.jsonPath().startsWith("$"), e.getMessage());
    }
}
