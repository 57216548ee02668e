package mftwb.estate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.AgentProperties;
import mftwb.model.Channel;
import mftwb.model.DiskKind;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.Position;
import mftwb.model.Problem;
import mftwb.model.QueueManagerRole;
import mftwb.model.Topology;
import mftwb.model.TopologyValidator;

/** An estate added to a topology the user already drew: matched by name, nothing moved or deleted, conflicts reported. */
class EstateMergeTest {
    private static final String LAST_WEEK = EstateCsvTest.HEADER
            + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n"
            + "a,a.example.com,linux,x86_64,QMA,1414,A1,standard,bindings\n"
            + "a,a.example.com,linux,x86_64,QMA,1414,A2,standard,client\n";

    /** What the user has open: last week's import, with host a dragged elsewhere and a host drawn by hand. */
    private static Topology open() throws InventoryException {
        Topology imported = EstateCsv.parse(LAST_WEEK, "last-week.csv", "estate");
        Host lab = new Host("lab", "lab.example.com", mftwb.model.CpuArchitecture.X86_64, mftwb.model.OperatingSystem.LINUX, 8, 1, 16384,
                DiskKind.SAN, JvmKind.HOTSPOT);
        return imported.withPosition("a", new Position(900, 500)).withPosition("QMA", new Position(914, 544))
                .withElement(lab).withPosition("lab", new Position(40, 700));
    }

    private static EstateMerge merge(Topology open, String rows) throws InventoryException {
        return EstateMerge.inventory(open, EstateCsv.parse(EstateCsvTest.HEADER + rows, "today.csv", "today"), "today.csv");
    }

    private static List<Problem> errors(Topology t) {
        return TopologyValidator.validate(t).stream().filter(p -> p.severity() == Problem.Severity.ERROR).toList();
    }

    @Test
    void newHostsQueueManagersAndAgentsAreAddedAndPlacedWithoutMovingWhatTheUserPlaced() throws Exception {
        Topology open = open();
        EstateMerge merge = merge(open, "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n"
                + "a,a.example.com,linux,x86_64,QMA,1414,A3,standard,bindings\n"
                + "b,b.example.com,linux,x86_64,QMB,1414,B1,standard,bindings\n");
        Topology t = merge.topology();
        assertEquals(List.of("host b", "queue manager QMB on b", "agent A3@QMA on a", "agent B1@QMB on b"), merge.added());
        assertEquals(List.of(), merge.conflicts());
        open.diagram().forEach((name, p) -> assertEquals(p, t.positionOf(name).orElseThrow(), name + " stays where the user put it"));
        assertTrue(t.nodes().allMatch(n -> t.positionOf(n.name()).isPresent()), "every new node is placed");
        int drawingRight = open.diagram().values().stream().mapToInt(p -> p.x() + 180).max().orElseThrow();
        assertTrue(t.positionOf("b").orElseThrow().x() > drawingRight, "the new host goes beside the drawing, not on it: " + t.positionOf("b"));
        Position a3 = t.positionOf("A3").orElseThrow();
        assertTrue(a3.x() >= 900 && a3.y() > 544 + 52, "the new agent sits inside host a, below what it held: " + a3);
        Position a1 = t.positionOf("A1").orElseThrow();
        assertFalse(a1.y() <= a3.y() && a3.y() < a1.y() + 52 && Math.abs(a1.x() - a3.x()) < 180, "A3 does not cover A1");
        assertTrue(t.queueManagerNamed("QMB").orElseThrow().has(QueueManagerRole.AGENT));
        assertFalse(t.queueManagerNamed("QMB").orElseThrow().has(QueueManagerRole.COORDINATION), "the topology keeps its one coordination QM");
        assertEquals("FTE", t.queueManagerNamed("QMB").orElseThrow().cluster(), "joins the coordination QM's cluster");
        assertEquals(List.of(), errors(t));
    }

    /** The open topology's MFT.SVRCONN on QMS1 kept the estate's MFT.SVRCONN of QMS3 out: AGC3 was warned, the export defined nothing on QMS3. */
    @Test
    void aChannelNameTheTopologyHasOnAnotherQueueManagerIsAddedOnTheNewOne() throws Exception {
        Topology open = EstateCsv.parse(EstateCsvTest.HEADER + "s1,s1.example.com,linux,x86_64,QMS1,1414,,,\n"
                + "s2,s2.example.com,linux,x86_64,QMS2,1414,AG2,standard,bindings\n"
                + "c1,c1.example.com,linux,x86_64,QMS1,,AGC1,standard,client:MFT.SVRCONN\n", "last-week.csv", "estate");
        EstateMerge merge = EstateMerge.inventory(open, EstateCsv.parse(EstateCsvTest.TWO_QUEUE_MANAGERS, "est2.csv", "est2"), "est2.csv");
        Topology t = merge.topology();
        assertEquals(List.of("MFT.SVRCONN@QMS1", "MFT.SVRCONN@QMS3"), t.channels().stream().map(Channel::id).toList());
        assertTrue(merge.added().contains("channel MFT.SVRCONN on QMS3"), merge.added().toString());
        assertEquals(List.of(), merge.conflicts());
        assertEquals(List.of(), TopologyValidator.validate(t).stream().filter(p -> p.severity() != Problem.Severity.INFO).toList());
    }

    @Test
    void nothingTheUserDrewIsDeletedAndTheUsersChoicesStay() throws Exception {
        Topology open = open();
        AgentProperties tuned = AgentProperties.DEFAULTS.withChunkBytes(524288);
        Agent a2 = open.agentNamed("A2").orElseThrow();
        AgentConnection.Client buffers = ((AgentConnection.Client) a2.connection()).withBuffers(262144, 262144);
        open = open.withElement(new Agent("A2", a2.kind(), a2.queueManagerName(), a2.hostName(), buffers, tuned));
        EstateMerge merge = merge(open, "a,a.example.com,linux,x86_64,QMA,1414,,,\n" + "a,a.example.com,linux,x86_64,QMA,1414,A2,standard,client\n");
        Topology t = merge.topology();
        assertTrue(t.hostNamed("lab").isPresent() && t.agentNamed("A1").isPresent() && t.queueManagerNamed("QMHUB").isPresent(),
                "what the estate does not list stays");
        assertEquals(open, t, "an estate that says nothing new changes nothing: " + merge.updated());
        assertEquals("adds 0 hosts, 0 queue managers, 0 agents; updates 0", merge.summary());
    }

    @Test
    void aChangedListenerPortAndAgentTypeAreUpdatedAndClientsFollowThePort() throws Exception {
        Topology open = open();
        EstateMerge merge = merge(open, "a,a.example.com,linux,x86_64,QMA,1420,A1,protocol-bridge,bindings\n");
        Topology t = merge.topology();
        assertEquals(1420, t.queueManagerNamed("QMA").orElseThrow().listenerPort());
        assertEquals(AgentKind.PROTOCOL_BRIDGE, t.agentNamed("A1").orElseThrow().kind());
        assertEquals(1420, ((AgentConnection.Client) t.agentNamed("A2").orElseThrow().connection()).port(),
                "the topology's client of QMA follows its new port");
        assertEquals(List.of("queue manager QMA: listener port 1414 -> 1420", "agent A1@QMA: type standard -> protocol-bridge"), merge.updated());
        assertEquals(List.of("file server A1.SERVER for A1"), merge.added(), "the new bridge gets the server it needs");
        assertEquals(List.of(), errors(t));
        assertEquals(open.positionOf("QMA"), t.positionOf("QMA"));
    }

    @Test
    void theSameQueueManagerOnAnotherHostIsAConflictNamedAndNotApplied() throws Exception {
        Topology open = open();
        EstateMerge merge = merge(open, "c,c.example.com,linux,x86_64,QMA,1414,C1,standard,bindings\n");
        assertEquals(List.of("queue manager QMA: on host c in today.csv but on host a in the topology; left on a, and its agents in today.csv not added",
                "agent C1@QMA not added: its queue manager QMA conflicts"), merge.conflicts());
        Topology t = merge.topology();
        assertEquals("a", t.queueManagerNamed("QMA").orElseThrow().hostName());
        assertTrue(t.agentNamed("C1").isEmpty());
        assertEquals(List.of("host c"), merge.added(), "the rest of the estate is still added");
        assertTrue(merge.summary().endsWith("2 conflicts left as they were"), merge.summary());
    }

    @Test
    void anAgentOfAnotherQueueManagerOrANameTakenByAnotherKindIsAConflict() throws Exception {
        Topology open = open();
        EstateMerge merge = merge(open, "hub,hub.example.com,linux,x86_64,QMHUB,1414,A1,standard,bindings\n"
                + "lab,lab.example.com,linux,x86_64,A2,1414,,,\n");
        assertEquals(List.of("queue manager A2: the topology has a agent of that name; not added",
                "agent A1: A1@QMHUB in today.csv but A1@QMA in the topology; left as it is"), merge.conflicts());
        assertEquals("QMA", merge.topology().agentNamed("A1").orElseThrow().queueManagerName());
    }

    @Test
    void aKnownHostTakesTheInventorysAddressButKeepsTheFactsTheUserEntered() throws Exception {
        Topology open = open();
        EstateMerge merge = merge(open, "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n" + "lab,10.0.0.7,aix,ppc64-aix,,,,,\n");
        Host lab = merge.topology().hostNamed("lab").orElseThrow();
        assertEquals("10.0.0.7", lab.address());
        assertEquals(8, lab.cores(), "the inventory has no cores column: the user's value stays");
        assertEquals(DiskKind.SAN, lab.disk());
        assertEquals(List.of("host lab: address lab.example.com -> 10.0.0.7, OS linux -> aix, architecture x86_64 -> ppc64-aix"), merge.updated());
    }

    @Test
    void aDiscoveredHostTakesEveryProbedFactButItsDisk() throws Exception {
        Topology open = open();
        Host probed = new Host("lab", "lab.example.com", mftwb.model.CpuArchitecture.X86_64, mftwb.model.OperatingSystem.LINUX, 32, 2, 65536,
                DiskKind.LOCAL, JvmKind.OPENJ9);
        Topology found = Topology.empty("found").withElement(probed);
        Host lab = EstateMerge.discovery(open, found).topology().hostNamed("lab").orElseThrow();
        assertEquals(List.of(32, 2, 65536L, JvmKind.OPENJ9, DiskKind.SAN), List.of(lab.cores(), lab.smtThreadsPerCore(), lab.memoryMegabytes(), lab.jvm(), lab.disk()));
    }

    @Test
    void aTopologyWithoutPositionsGetsNoneSoTheEditorLaysOutAllOfIt() throws Exception {
        Topology open = open().withDiagram(Map.of());
        Topology t = merge(open, "b,b.example.com,linux,x86_64,QMB,1414,B1,standard,bindings\n").topology();
        assertTrue(t.diagram().isEmpty());
        assertTrue(t.agentNamed("B1").isPresent());
    }
}
