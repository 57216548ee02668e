package mftwb.tuning.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import mftwb.model.Templates;
import mftwb.tuning.ConfigurationGenerator;

class LinterTest {
    static final Path LINT = Path.of(System.getProperty("mftwb.tuning.basedir", "."), "src/test/resources/lint");
    /** What the Federal Reserve link (40 ms, 1 Gbit/s, 10 KB messages) needs on FEDB. */
    private final Linter withTopology = new Linter(List.of(new LinkExpectation("FEDB", 524288, 0, "link dcA-dcB (RTT 40 ms)")));

    static ConfigFile file(String relative) throws IOException {
        Path path = LINT.resolve(relative);
        return new ConfigFile(path.toString(), Files.readAllLines(path), ConfigFile.kindOf(relative));
    }

    private static Finding at(List<Finding> findings, String fileEnd, int line, Severity severity, String text) {
        return findings.stream().filter(f -> f.file().endsWith(fileEnd) && f.line() == line && f.severity() == severity && f.message().contains(text))
                .findFirst().orElseThrow(() -> new AssertionError("no " + severity + " at " + fileEnd + ":" + line + " containing '" + text + "' in\n"
                        + String.join("\n", findings.stream().map(Finding::toString).toList())));
    }

    @Test
    void tcpBufferBelowTheLinkBdpIsAnErrorAtItsLine() throws IOException {
        List<Finding> findings = withTopology.lint(List.of(file("qmgrs/FEDB/qm.ini")));
        at(findings, "qm.ini", 33, Severity.error, "SndBuffSize = 32768 is smaller than the suggested buffer 524288 (512 KiB) for link dcA-dcB (RTT 40 ms)");
        // RcvRcvBuffSize is not set at all: MQ's 32 KiB default applies, reported for the file and stanza, without a line
        at(findings, "qm.ini", 0, Severity.error, "RcvRcvBuffSize is not set in the TCP stanza, so MQ's default 32768 applies: smaller than the suggested buffer 524288");
    }

    /** The buffer lint suggests is not the data in flight: "smaller than the 16777216 bytes in flight ... in flight ... = 5.1 MiB". */
    @Test
    void aBufferFindingCallsTheSuggestedBufferABufferNotDataInFlight() throws IOException {
        Linter crossing = new Linter(List.of(new LinkExpectation("FEDB", 16777216, 0,
                "channel TO.QM2 to/from QM2 over a-b, RTT 150 ms, 1000 Mbit/s, 256 KiB messages, in flight min(BDP, one batch) = 5.1 MiB, x2 headroom")));
        List<Finding> findings = crossing.lint(List.of(file("qmgrs/FEDB/qm.ini")));
        Finding snd = at(findings, "qm.ini", 33, Severity.error, "SndBuffSize = 32768 is smaller than the suggested buffer 16777216 (16 MiB) for channel TO.QM2");
        assertTrue(snd.message().endsWith("set SndBuffSize=16777216"), snd.message());
        assertTrue(findings.stream().noneMatch(f -> f.message().contains("bytes in flight")), findings.toString());
    }

    /** A key the file lacks has no line: it printed as qm.ini:0:, a line no editor can go to. */
    @Test
    void aFindingAboutAnAbsentKeyPrintsTheFileWithoutALine() {
        assertEquals("qm.ini: error: x", new Finding("qm.ini", Finding.NO_LINE, Severity.error, "x").toString());
    }

    @Test
    void withoutTopologyBuffersAreNotJudged() throws IOException {
        List<Finding> findings = new Linter(List.of()).lint(List.of(file("qmgrs/FEDB/qm.ini")));
        assertTrue(findings.stream().noneMatch(f -> f.message().contains("SndBuffSize")), findings.toString());
    }

    /** FASTPTH, LogBufferPages=8192 and ClntSndBuffSize in qm.ini all passed lint without a word. */
    @Test
    void qmIniValuesTheQueueManagerDoesNotAcceptAreErrorsWithTheAllowedValues() throws IOException {
        List<Finding> findings = new Linter(List.of()).lint(List.of(file("qmgrs/QMBAD/qm.ini")));
        at(findings, "qm.ini", 9, Severity.error, "MQIBindType=FASTPTH is not one of STANDARD, FASTPATH");
        at(findings, "qm.ini", 6, Severity.error, "LogBufferPages=8192 is outside 0 (MQ's default, 512 pages) or 18..4096");
        at(findings, "qm.ini", 12, Severity.warning, "ClntSndBuffSize is an mqclient.ini key");
        at(findings, "qm.ini", 13, Severity.warning, "ClntRcvBuffSize is an mqclient.ini key");
        assertEquals(4, findings.size(), findings.toString());
    }

    @Test
    void fastpathWithApiExitsAndMqscChannelExitsIsWarned() throws IOException {
        List<Finding> findings = withTopology.lint(List.of(file("qmgrs/FEDB/qm.ini"), file("exits.mqsc")));
        at(findings, "qm.ini", 28, Severity.warning, "FASTPATH with ApiExitLocal");
        at(findings, "qm.ini", 28, Severity.warning, "exits.mqsc:2 defines a channel exit (MSGEXIT(/var/mqm/exits64/msgexit(MsgExit)))");
    }

    /** An older export (or a hand-written script) that redefines SYSTEM.DEF.SVRCONN changes the default every later SVRCONN inherits. */
    @Test
    void mqscThatRedefinesASystemChannelIsWarnedWithWhatToDo() {
        List<Finding> findings = new Linter(List.of()).lint(List.of(inline("QM1.mqsc", "* MQSC for QM1",
                "DEFINE CHANNEL(MFT.SVRCONN) CHLTYPE(SVRCONN) TRPTYPE(TCP) REPLACE",
                "DEFINE CHANNEL(SYSTEM.DEF.SVRCONN) CHLTYPE(SVRCONN) +", "  TRPTYPE(TCP) MAXMSGL(104857600) REPLACE",
                "def chl(system.def.sender) chltype(sdr) replace", "DEFINE CHANNEL('system.mine') CHLTYPE(RCVR) REPLACE")));
        at(findings, "QM1.mqsc", 3, Severity.warning, "DEFINE CHANNEL(SYSTEM.DEF.SVRCONN) redefines one of MQ's own SYSTEM.* channels, "
                + "the default every channel of its type defined later inherits");
        at(findings, "QM1.mqsc", 3, Severity.warning, "define a channel of MFT's own (e.g. MFT.SVRCONN)");
        at(findings, "QM1.mqsc", 5, Severity.warning, "DEFINE CHANNEL(SYSTEM.DEF.SENDER) redefines");
        assertEquals(2, findings.stream().filter(f -> f.message().contains("SYSTEM.* channels")).count(),
                "MFT.SVRCONN and a quoted lower-case name are channels of the user's own: " + findings);
    }

    /** An agent pointed at SYSTEM.DEF.SVRCONN: blocked by the default CHLAUTH rule, and not a channel to tune. */
    @Test
    void anAgentOnASystemChannelIsWarnedWithWhatToDo() {
        List<Finding> findings = new Linter(List.of()).lint(List.of(inline("agents/A1/agent.properties", "agentQMgr=QM1",
                "agentQMgrHost=qm1.example.com", "agentQMgrChannel=SYSTEM.DEF.SVRCONN"),
                inline("agents/A2/agent.properties", "agentQMgr=QM1", "agentQMgrHost=qm1.example.com", "agentQMgrChannel=MFT.SVRCONN")));
        at(findings, "A1/agent.properties", 3, Severity.warning, "agentQMgrChannel=SYSTEM.DEF.SVRCONN is one of MQ's own SYSTEM.* channels");
        at(findings, "A1/agent.properties", 3, Severity.warning, "e.g. MFT.SVRCONN");
        assertTrue(findings.stream().noneMatch(f -> f.file().contains("A2")), findings.toString());
    }

    /** A hand-written script that replaces a channel the fleet already has strips its TLS; the exported form is accepted. */
    @Test
    void defineChannelReplaceIsWarnedAndDefineThenAlterIsNot() {
        List<Finding> findings = new Linter(List.of()).lint(List.of(inline("QM1.mqsc", "* MQSC for QM1",
                "DEFINE CHANNEL(MFT.SVRCONN) CHLTYPE(SVRCONN) TRPTYPE(TCP) +", "  MAXMSGL(104857600) REPLACE",
                "DEFINE CHANNEL(APP.SVRCONN) CHLTYPE(SVRCONN) DESCR('never REPLACE') NOREPLACE",
                "DEFINE CHANNEL(TO.QM2) CHLTYPE(RCVR) TRPTYPE(TCP) BATCHSZ(50)", "ALTER CHANNEL(TO.QM2) CHLTYPE(RCVR) BATCHSZ(50)",
                "DEFINE QLOCAL(QM2) USAGE(XMITQ) REPLACE", "SET CHLAUTH('MFT.SVRCONN') TYPE(ADDRESSMAP) ADDRESS('*') USERSRC(NOACCESS) ACTION(REPLACE)")));
        at(findings, "QM1.mqsc", 2, Severity.warning, "DEFINE CHANNEL(MFT.SVRCONN) ... REPLACE resets every attribute it does not list (SSLCIPH, SSLPEER, MCAUSER, HBINT...)");
        assertEquals(1, findings.size(), findings.toString());
    }

    @Test
    void misspelledQueueBufferKeyIsNamed() throws IOException {
        at(withTopology.lint(List.of(file("qmgrs/FEDB/qm.ini"))), "qm.ini", 31, Severity.warning,
                "DefaultQBBufferSize is not a TuningParameters key: did you mean DefaultQBufferSize? The queue manager ignores it");
    }

    @Test
    void inFlightLargerThanTheQueueBufferIsWarned() throws IOException {
        // agent.properties: 512 KiB x 10 x 5 x 30 transfers = 750 MiB against the 128 KiB default buffer
        List<Finding> findings = withTopology.lint(List.of(file("qmgrs/FEDB/qm.ini"), file("agent.properties")));
        at(findings, "qm.ini", 0, Severity.warning, "DefaultPQBufferSize is not set in the TuningParameters stanza, so MQ's default 131072 applies: smaller than the 750 MiB");
    }

    /**
     * With the topology, lint judges the queue buffers by what its bundle was sized for (the workload's
     * concurrent transfers), not by the agents' capacity: export's own qm.ini drew a warning from lint.
     */
    @Test
    void withTheTopologyTheQueueBufferIsJudgedByTheWorkloadAsExportSizedIt() throws IOException {
        Linter sized = new Linter(List.of(new LinkExpectation("FEDB", 0, 12_500_000, "no QM-to-QM channel")));
        List<Finding> findings = sized.lint(List.of(inline("qmgrs/FEDB/qm.ini", "TuningParameters:", "   DefaultPQBufferSize=13631488",
                "   DefaultQBufferSize=13631488"), file("agent.properties")));
        assertTrue(findings.stream().noneMatch(f -> f.message().contains("BufferSize")), findings.toString());
        findings = sized.lint(List.of(inline("qmgrs/FEDB/qm.ini", "TuningParameters:", "   DefaultPQBufferSize=1048576")));
        at(findings, "qm.ini", 2, Severity.warning, "DefaultPQBufferSize = 1048576 is smaller than the 11.9 MiB");
    }

    /** MQ ignores a key it does not know: a slip of the keyboard left the default, or bindings mode, in force silently. */
    @Test
    void aKeyOneSlipFromAKnownOneIsNamedWithTheKeyMeant() {
        List<Finding> findings = new Linter(List.of()).lint(List.of(
                inline("qmgrs/QM1/qm.ini", "Channel:", "   MQIBindType=FASTPATH", "TCP:", "   SndBufSize=262144", "   KeepAlive=YES"),
                inline("agents/A1/agent.properties", "agentQmgrHost=qm1.example.com", "agentChunkSize=262144", "agentSslKeyStore=x")));
        at(findings, "qm.ini", 2, Severity.warning, "Channel: is not a qm.ini stanza: did you mean Channels:?");
        at(findings, "qm.ini", 4, Severity.warning, "SndBufSize is not a TCP key: did you mean SndBuffSize?");
        at(findings, "agent.properties", 1, Severity.warning,
                "agentQmgrHost is not a key the agent reads (keys are case-sensitive): did you mean agentQMgrHost? As written the line is"
                        + " ignored and the agent connects in bindings mode");
        assertEquals(3, findings.stream().filter(f -> f.message().contains("did you mean")).count(),
                "keys it knows, or knows nothing like (agentSslKeyStore), are left alone: " + findings);
    }

    @Test
    void realisticAgentPropertiesWarnAboutHeapAndClientChunks() throws IOException {
        List<Finding> findings = new Linter(List.of()).lint(List.of(file("agent.properties")));
        at(findings, "agent.properties", 10, Severity.warning, "maxDestinationTransfers=30 is above 25");
        at(findings, "agent.properties", 7, Severity.warning, "512K chunks much slower");
        assertTrue(findings.stream().noneMatch(f -> f.severity() == Severity.error), "a continued trace= line is valid: " + findings);
    }

    @Test
    void malformedQmIniReportsEveryBadLineWithItsNumber() throws IOException {
        List<Finding> findings = new Linter(List.of()).lint(List.of(file("malformed-qm.ini")));
        at(findings, "malformed-qm.ini", 2, Severity.error, "DefaultPQBufferSize is outside any stanza");
        at(findings, "malformed-qm.ini", 4, Severity.error, "must be a whole number");
        at(findings, "malformed-qm.ini", 5, Severity.error, "line not understood");
        at(findings, "malformed-qm.ini", 6, Severity.warning, "comment after the value of SndBuffSize");
        at(findings, "malformed-qm.ini", 8, Severity.error, "line not understood (expected 'Stanza:' or 'Key=Value'): this line is garbage");
    }

    @Test
    void malformedAgentPropertiesReportsEveryBadLine() throws IOException {
        List<Finding> findings = new Linter(List.of()).lint(List.of(file("malformed-agent.properties")));
        at(findings, "malformed-agent.properties", 2, Severity.error, "agentChunkSize must be a whole number");
        at(findings, "malformed-agent.properties", 3, Severity.error, "agentWindowSize must be a positive whole number");
        at(findings, "malformed-agent.properties", 4, Severity.error, "property without a value: agentFrameSize");
        at(findings, "malformed-agent.properties", 5, Severity.error, "value without a property name");
    }

    @Test
    void chunkSizeRange() {
        assertEquals(Severity.error, Linter.chunkRange("a", 1, 0).get(0).severity());
        assertEquals(Severity.error, Linter.chunkRange("a", 1, 200L * 1024 * 1024).get(0).severity());
        assertEquals(Severity.warning, Linter.chunkRange("a", 1, 4L * 1024 * 1024).get(0).severity(), "4M chunks need MAXMSGL raised");
        assertEquals(Severity.warning, Linter.chunkRange("a", 1, 1024).get(0).severity());
        assertTrue(Linter.chunkRange("a", 1, 262144).isEmpty());
    }

    @Test
    void findingPrintsAsFileLineSeverityMessage() {
        assertEquals("qm.ini:7: error: x", new Finding("qm.ini", 7, Severity.error, "x").toString());
    }

    /** The cross-geo link as QM1 sees it: 2 MiB at both ends of PBAGENT's client channel. */
    private final Linter crossGeo = new Linter(List.of(new LinkExpectation("QM1", 0, 0, "no QM-to-QM channel", 2097152,
            "client agent PBAGENT over bangalore-hursley, RTT 150 ms")));

    private static ConfigFile inline(String name, String... lines) {
        return new ConfigFile(name, List.of(lines), ConfigFile.kindOf(name));
    }

    @Test
    void mqclientIniIsReadAsAClientConfiguration() {
        assertEquals(ConfigFile.Kind.MQCLIENT_INI, ConfigFile.kindOf("/var/mqm/mqclient.ini"));
        assertEquals(ConfigFile.Kind.QM_INI, ConfigFile.kindOf("/var/mqm/qmgrs/QM1/qm.ini"));
    }

    @Test
    void clientEndBelowTheClientLinkIsAnErrorAndZeroIsWarnedForJavaClients() {
        List<Finding> findings = crossGeo.lint(List.of(inline("mqclient.ini", "TCP:", "   ClntRcvBuffSize=0")));
        at(findings, "mqclient.ini", 0, Severity.error, "ClntSndBuffSize is not set in the TCP stanza, so MQ's default 32768 applies: smaller than the suggested buffer 2097152 (2 MiB) for client agent PBAGENT");
        at(findings, "mqclient.ini", 2, Severity.warning, "ClntRcvBuffSize=0: an MFT agent (IBM MQ classes for Java) before MQ 9.4.0.10 still uses 32 KiB");
    }

    @Test
    void clientEndThatCoversTheLinkIsClean() {
        List<Finding> findings = crossGeo.lint(List.of(inline("mqclient.ini", "TCP:", "   ClntSndBuffSize=2097152", "   ClntRcvBuffSize=4194304")));
        assertEquals(List.of(), findings);
        assertEquals(List.of(), new Linter(List.of()).lint(List.of(inline("mqclient.ini", "TCP:"))), "without a topology the client end is not judged");
    }

    @Test
    void serverEndOfClientChannelsIsCheckedInQmIni() {
        List<Finding> findings = crossGeo.lint(List.of(inline("qmgrs/QM1/qm.ini", "TCP:", "   SvrSndBuffSize=2097152", "   SvrRcvBuffSize=65536")));
        at(findings, "qm.ini", 3, Severity.error, "SvrRcvBuffSize = 65536 is smaller than the suggested buffer 2097152 (2 MiB) for client agent PBAGENT");
        assertTrue(findings.stream().noneMatch(f -> f.line() == 2), findings.toString());
    }

    @Test
    void aKeySetTwiceInAgentPropertiesIsWarnedAtTheIgnoredLineNamingTheOneThatWins() {
        List<Finding> findings = new Linter(List.of()).lint(List.of(inline("agent.properties", "agentChunkSize=65536",
                "agentQMgr=QM1", "agentWindowSize=10", "agentChunkSize=1048576")));
        at(findings, "agent.properties", 1, Severity.warning, "agentChunkSize is set again on line 4, which wins (java.util.Properties"
                + " keeps the last value): agentChunkSize=1048576 applies and this line's 65536 is ignored");
        assertTrue(findings.stream().noneMatch(f -> f.line() == 4 && f.message().contains("set again")), findings.toString());
    }

    /** client-mode.json's LAN (0.2 ms, 1 Gbit/s) keeps 24.4 KiB in flight: MQ's 32 KiB default holds it. */
    @Test
    void mqsDefaultBuffersOnTheClientModeLanAreNoError() {
        Linter clientMode = new Linter(new ConfigurationGenerator().expectations(
                Templates.named("client-mode.json").orElseThrow().load()));
        List<Finding> findings = clientMode.lint(List.of(inline("qmgrs/QM1/qm.ini", "TCP:", "   SndBuffSize=32768",
                "   RcvRcvBuffSize=32768", "   SvrSndBuffSize=32768", "   SvrRcvBuffSize=32768")));
        assertTrue(findings.stream().noneMatch(f -> f.severity() == Severity.error), findings.toString());
        at(findings, "qm.ini", 2, Severity.info, "SndBuffSize = 32768 holds the 24.4 KiB in flight, so it does not cap the channel;"
                + " the suggested buffer 65536 (64 KiB)");
        at(findings, "qm.ini", 4, Severity.info, "SvrSndBuffSize = 32768 holds the 24.4 KiB in flight");
        // below what is in flight it still caps the channel
        List<Finding> smaller = clientMode.lint(List.of(inline("qmgrs/QM1/qm.ini", "TCP:", "   SndBuffSize=16384")));
        at(smaller, "qm.ini", 2, Severity.error, "SndBuffSize = 16384 is smaller than the suggested buffer 65536");
    }
}
