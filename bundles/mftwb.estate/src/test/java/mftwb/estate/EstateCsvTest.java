package mftwb.estate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.AgentConnection;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.Problem;
import mftwb.model.QueueManagerRole;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyValidator;

class EstateCsvTest {
    static final String HEADER = "host,address,os,architecture,queue_manager,listener_port,agent,agent_kind,connection\n";

    /** The repository's samples folder, found from the bundle's working directory. */
    static Path samples() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("samples/estate"))) {
            dir = dir.getParent();
        }
        return dir.resolve("samples/estate");
    }

    private static List<String> errors(String csv) {
        InventoryException e = assertThrows(InventoryException.class, () -> EstateCsv.parse(csv, "inv.csv", "inv"));
        return e.errors().stream().map(InventoryError::toString).toList();
    }

    @Test
    void theSampleEstateImportsValidatesCleanAndRoundTrips() throws Exception {
        Topology estate = EstateCsv.read(samples().resolve("estate-300-agents.csv"));
        assertEquals(101, estate.hosts().size());
        assertEquals(101, estate.queueManagers().size());
        assertEquals(300, estate.agents().size());
        List<Problem> problems = TopologyValidator.validate(estate);
        assertEquals(List.of(), problems, "validates clean");
        assertEquals("QMCOORD", estate.coordinationQueueManager().orElseThrow().name());
        assertTrue(estate.queueManagerNamed("QM017").orElseThrow().has(QueueManagerRole.AGENT));
        assertTrue(estate.nodes().allMatch(n -> estate.positionOf(n.name()).isPresent()), "laid out");
        assertEquals(estate, TopologyFile.read(TopologyFile.write(estate), "estate.json"), "round-trips through the file format");
        assertEquals(TopologyFile.write(estate), Files.readString(samples().resolve("estate-300-agents.json")),
                "the sample topology is what import-estate writes for the sample CSV");
    }

    @Test
    void aHostAndQueueManagerRepeatOnePerAgentAndClientsReachOtherHosts() throws Exception {
        Topology t = EstateCsv.parse(HEADER
                + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n"
                + "# a comment, then a blank line\n\n"
                + "a,a.example.com,aix,ppc64-aix,QMA,1420,A1,standard,bindings\n"
                + "a,a.example.com,aix,ppc64-aix,QMA,1420,A2,bridge,client\n"
                + "b,b.example.com,Linux,X86_64,QMA,1420,B1,,client:MFT.SVRCONN\n"
                + "c,c.example.com,windows,x86_64,,,,,\n", "inv.csv", "inv");
        assertEquals(List.of("hub", "a", "b", "c"), t.hosts().stream().map(h -> h.name()).toList());
        assertEquals("a", t.queueManagerNamed("QMA").orElseThrow().hostName());
        assertEquals(1420, t.queueManagerNamed("QMA").orElseThrow().listenerPort());
        assertEquals(new AgentConnection.Client("MFT.SVRCONN", 1420), t.agentNamed("B1").orElseThrow().connection());
        assertEquals("b", t.agentNamed("B1").orElseThrow().hostName());
        assertTrue(t.agentNamed("A2").orElseThrow().isBridge());
        assertEquals("A2", t.fileServerNamed("A2.SERVER").orElseThrow().bridgeAgentName());
        assertEquals(List.of(), TopologyValidator.validate(t).stream().filter(p -> p.severity() == Problem.Severity.ERROR).toList());
        assertEquals(4, t.hostNamed("a").orElseThrow().smtThreadsPerCore());
    }

    /** Every such import used to end with "WARNING ... is not a SVRCONN channel", and the export defined only one of them. */
    @Test
    void aClientChannelNamedInTheInventoryBecomesASvrconnChannelOfItsQueueManager() throws Exception {
        Topology t = EstateCsv.parse(HEADER
                + "h1,h1.example.com,linux,x86_64,QM1,1414,,,\n"
                + "h2,h2.example.com,linux,x86_64,QM1,,AGA,standard,client:A.CHL\n"
                + "h3,h3.example.com,linux,x86_64,QM1,,AGB,standard,client:B.CHL\n"
                + "h4,h4.example.com,linux,x86_64,QM1,,AGC,standard,client\n", "inv.csv", "inv");
        assertEquals(List.of(new Channel("A.CHL", ChannelKind.SVRCONN, "", "QM1", 1), new Channel("B.CHL", ChannelKind.SVRCONN, "", "QM1", 1),
                new Channel("MFT.SVRCONN", ChannelKind.SVRCONN, "", "QM1", 1)), t.channels());
        assertEquals(List.of(), TopologyValidator.validate(t));
    }

    /** Estates reuse MFT.SVRCONN on every QM: only QMS1 kept it and QMS3's agent was warned; adding it gave "Two channels are named". */
    @Test
    void theSameClientChannelOnTwoQueueManagersIsAChannelOfEach() throws Exception {
        Topology t = EstateCsv.parse(TWO_QUEUE_MANAGERS, "est2.csv", "est2");
        assertEquals(List.of("MFT.SVRCONN@QMS1", "MFT.SVRCONN@QMS3"), t.channels().stream().map(Channel::id).toList());
        assertEquals(List.of(), TopologyValidator.validate(t), "validates clean");
    }

    /** Two QMs on their own hosts, each with a client agent on another host through its own MFT.SVRCONN. */
    static final String TWO_QUEUE_MANAGERS = HEADER
            + "s1,s1.example.com,linux,x86_64,QMS1,1414,,,\n"
            + "s3,s3.example.com,linux,x86_64,QMS3,1414,,,\n"
            + "c1,c1.example.com,linux,x86_64,QMS1,,AGC1,standard,client:MFT.SVRCONN\n"
            + "c3,c3.example.com,linux,x86_64,QMS3,,AGC3,standard,client:MFT.SVRCONN\n";

    /** A plain "client" row meant SYSTEM.DEF.SVRCONN: validate said nothing and the export redefined MQ's default SVRCONN. */
    @Test
    void aPlainClientRowConnectsThroughMftSvrconnOfItsQueueManager() throws Exception {
        Topology t = EstateCsv.parse(HEADER
                + "h1,h1.example.com,linux,x86_64,QM1,1414,,,\n"
                + "h2,h2.example.com,linux,x86_64,QM1,,AGA,standard,client\n", "inv.csv", "inv");
        assertEquals(new AgentConnection.Client("MFT.SVRCONN", 1414), t.agentNamed("AGA").orElseThrow().connection());
        assertEquals(List.of(new Channel("MFT.SVRCONN", ChannelKind.SVRCONN, "", "QM1", 1)), t.channels());
        assertEquals(List.of(), TopologyValidator.validate(t));
    }

    @Test
    void everyBadFieldIsReportedWithItsLineAndColumn() {
        List<String> errors = errors(HEADER
                + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n"
                + "a,a.example.com,solaris,sparc,QMA,99999,A1,standard,bindings\n"
                + "b,b.example.com,linux,x86_64,QMB,1414,A1,standard,telepathy\n"
                + "b,other.example.com,linux,x86_64,QMB,1415,B2,standard,bindings\n"
                + "c,c.example.com,linux,x86_64,QMHUB,1414,C1,standard,bindings\n"
                + "d,d.example.com,linux,x86_64\n"
                + "b,b.example.com,linux,x86_64,QMB,1414,B2,standard,bindings\n");
        assertEquals(List.of(
                "inv.csv:3:3: os: 'solaris' is not one of linux, aix, windows, zos",
                "inv.csv:3:4: architecture: 'sparc' is not one of x86_64, ppc64le, ppc64-aix, s390x",
                "inv.csv:4:9: connection: 'telepathy' is not bindings, client or client:CHANNEL",
                "inv.csv:5:2: address: 'other.example.com' differs from 'b.example.com' on line 4 for the same host",
                "inv.csv:5:6: listener_port: '1415' differs from '1414' on line 4 for the same queue manager",
                "inv.csv:6:9: connection: bindings mode needs agent C1 on QMHUB's host hub (line 2); use client, or move the agent",
                "inv.csv:7:5: 4 fields, but the header has 9",
                "inv.csv:8:7: agent: agent B2 is already on line 5; agent names are unique").stream().sorted().toList(), errors.stream().sorted().toList());
    }

    @Test
    void theValidatorsErrorsPointAtTheRowAndColumn() {
        List<String> errors = errors(HEADER
                + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n"
                + "a,a.example.com,linux,x86_64,QM-A!,1414,A1,standard,bindings\n");
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("inv.csv:3:5: queue_manager: The queue manager name 'QM-A!'"), errors.get(0));
    }

    @Test
    void aHeaderWithMissingOrUnknownColumnsIsRefused() {
        List<String> errors = errors("host,address,os,architecture,queue_manager,listener_port,agent,kind\n");
        assertTrue(errors.contains("inv.csv:1:8: kind: unknown column; the columns are " + String.join(",", InventoryRow.COLUMNS)), errors.toString());
        assertTrue(errors.stream().anyMatch(e -> e.startsWith("inv.csv:1: agent_kind: missing column")), errors.toString());
        assertEquals(List.of("inv.csv:1: is empty: expected the header " + String.join(",", InventoryRow.COLUMNS)).size(),
                errors("\n\n").size());
    }

    /** Excel's "CSV UTF-8" was refused with "bomcrlf.csv:1:1: \\ufeffhost: unknown column". */
    @Test
    void aByteOrderMarkAndCrLfLineEndsAreAccepted(@TempDir Path folder) throws Exception {
        Path csv = folder.resolve("bomcrlf.csv");
        Files.write(csv, ("\uFEFF" + HEADER + "hub,hub.example.com,linux,x86_64,QMHUB,1414,H1,standard,bindings\n").replace("\n", "\r\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(List.of("H1"), EstateCsv.read(csv).agents().stream().map(a -> a.name()).toList());
    }

    /** A header-only file said "inventory:1: no hosts", naming no file. */
    @Test
    void aHeaderWithoutRowsIsReportedInTheFile() {
        assertEquals(List.of("inv.csv:2: no hosts: the inventory has a header but no rows"), errors("# exported from the CMDB\n" + HEADER));
    }

    /** The user fixes the CSV: the fix must not send them to the Properties view or the topology file. */
    @Test
    void aBadNameIsToBeCorrectedInTheInventory() {
        List<String> errors = errors(HEADER + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n"
                + "a,a.example.com,linux,x86_64,QM-A!,1414,A1,standard,bindings\n");
        assertTrue(errors.get(0).contains("Correct the name in inv.csv;"), errors.get(0));
    }
}
