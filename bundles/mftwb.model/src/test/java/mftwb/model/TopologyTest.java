package mftwb.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

class TopologyTest {

    static Host host(String name) {
        return new Host(name, name + ".example.com", CpuArchitecture.X86_64, OperatingSystem.LINUX, 4, 2, 16384,
                DiskKind.LOCAL, JvmKind.HOTSPOT);
    }

    static QueueManager qm(String name, String hostName, QueueManagerRole... roles) {
        return new QueueManager(name, hostName, 1414, Set.of(roles), "", QueueManagerTuning.DEFAULTS);
    }

    static Agent bindingsAgent(String name, String qmName, String hostName) {
        return new Agent(name, AgentKind.STANDARD, qmName, hostName, new AgentConnection.Bindings(),
                AgentProperties.DEFAULTS);
    }

    /** Two hosts, QM1 (coordination) with AGENT1 on hostA, QM2 with AGENT2 on hostB, a channel each way. */
    static Topology twoHosts() {
        return new Topology(Topology.SCHEMA_VERSION, "two", "", List.of(host("hostA"), host("hostB")),
                List.of(qm("QM1", "hostA", QueueManagerRole.COORDINATION, QueueManagerRole.AGENT),
                        qm("QM2", "hostB", QueueManagerRole.AGENT)),
                List.of(bindingsAgent("AGENT1", "QM1", "hostA"), bindingsAgent("AGENT2", "QM2", "hostB")),
                List.of(), List.of(new Link("hostA", "hostB", 0.2, 1000, 0, "LAN")),
                List.of(new Channel("QM1.QM2", ChannelKind.SENDER_RECEIVER, "QM1", "QM2", 1),
                        new Channel("QM2.QM1", ChannelKind.SENDER_RECEIVER, "QM2", "QM1", 1)),
                Workload.DEFAULT, Map.of("hostA", new Position(10, 20)));
    }

    @Test
    void anAgentSwitchedToClientGetsADedicatedSvrconnChannelOnItsQueueManager() {
        Topology client = twoHosts().withAgentAsClient("AGENT2");
        assertEquals(new AgentConnection.Client("MFT.SVRCONN", 1414), client.agentNamed("AGENT2").orElseThrow().connection());
        assertEquals(new Channel("MFT.SVRCONN", ChannelKind.SVRCONN, "", "QM2", 1), client.channelWithId("MFT.SVRCONN@QM2").orElseThrow());
        assertEquals(3, client.channels().size(), "one channel added");
        assertEquals(List.of(), TopologyValidator.validate(client).stream().filter(p -> p.element().equals("AGENT2")).toList(),
                "no warning about the client channel");
        assertEquals(client, client.withAgentAsClient("AGENT2"), "switching again adds nothing");
    }

    @Test
    void aClientAgentUsesTheSvrconnChannelItsQueueManagerAlreadyHasButNotASystemOne() {
        Channel system = new Channel("SYSTEM.DEF.SVRCONN", ChannelKind.SVRCONN, "", "QM2", 1);
        Channel own = new Channel("APP.MFT", ChannelKind.SVRCONN, "", "QM2", 1);
        Topology drawn = twoHosts().withChannel(system.id(), system).withChannel(own.id(), own);
        Topology client = drawn.withAgentAsClient("AGENT2");
        assertEquals("APP.MFT", ((AgentConnection.Client) client.agentNamed("AGENT2").orElseThrow().connection()).channelName());
        assertEquals(drawn.channels(), client.channels());

        Topology onlySystem = twoHosts().withChannel(system.id(), system).withAgentAsClient("AGENT2");
        assertEquals("MFT.SVRCONN", ((AgentConnection.Client) onlySystem.agentNamed("AGENT2").orElseThrow().connection()).channelName());
        assertTrue(onlySystem.channelWithId("MFT.SVRCONN@QM2").isPresent());
    }

    @Test
    void renamingAQueueManagerUpdatesAgentsChannelsAndKeepsOrder() {
        Topology renamed = twoHosts().renamed("QM2", "QMB");
        assertEquals(List.of("QM1", "QMB"), renamed.queueManagers().stream().map(QueueManager::name).toList());
        assertEquals("QMB", renamed.agentNamed("AGENT2").orElseThrow().queueManagerName());
        assertEquals("QMB", renamed.channelWithId("QM1.QM2@QMB").orElseThrow().toQueueManager());
        assertEquals("QMB", renamed.channelWithId("QM2.QM1@QM1").orElseThrow().fromQueueManager());
    }

    @Test
    void renamingAHostMovesItsPositionLinksAndResidents() {
        Topology renamed = twoHosts().renamed("hostA", "hursley");
        assertEquals(new Position(10, 20), renamed.positionOf("hursley").orElseThrow());
        assertTrue(renamed.positionOf("hostA").isEmpty());
        assertTrue(renamed.linkBetween("hostB", "hursley").isPresent());
        assertEquals("hursley", renamed.queueManagerNamed("QM1").orElseThrow().hostName());
        assertEquals("hursley", renamed.agentNamed("AGENT1").orElseThrow().hostName());
    }

    @Test
    void removingAHostRemovesWhatRunsOnItAndItsLinks() {
        Topology smaller = twoHosts().withoutElement("hostA");
        assertEquals(List.of("QM2"), smaller.queueManagers().stream().map(QueueManager::name).toList());
        assertEquals(List.of("AGENT2"), smaller.agents().stream().map(Agent::name).toList());
        assertTrue(smaller.links().isEmpty());
        assertTrue(smaller.channels().isEmpty(), "both channels touched QM1");
        assertTrue(smaller.diagram().isEmpty());
    }

    @Test
    void removingABridgeAgentLeavesItsFileServerWithoutBridge() {
        Agent bridge = new Agent("PB1", AgentKind.PROTOCOL_BRIDGE, "QM1", "hostB", new AgentConnection.Client("SYSTEM.DEF.SVRCONN", 1414),
                AgentProperties.DEFAULTS);
        Topology t = twoHosts().withElement(bridge)
                .withElement(new FileServer("SFTP1", FileServerProtocol.SFTP, "hostB", 22, "PB1"));
        Topology smaller = t.withoutElement("PB1");
        assertEquals("", smaller.fileServerNamed("SFTP1").orElseThrow().bridgeAgentName());
    }

    @Test
    void withElementReplacesByNameInPlace() {
        Topology t = twoHosts().withElement(qm("QM1", "hostB", QueueManagerRole.COORDINATION));
        assertEquals("hostB", t.queueManagers().get(0).hostName());
        assertEquals(2, t.queueManagers().size());
    }

    @Test
    void linkBetweenIgnoresDirection() {
        assertEquals(0.2, twoHosts().linkBetween("hostB", "hostA").orElseThrow().rttMillis());
    }

    @Test
    void coordinationQueueManagerIsTheOneWithTheRole() {
        assertEquals("QM1", twoHosts().coordinationQueueManager().orElseThrow().name());
    }

    @Test
    void defaultAgentPropertiesCheckpointEvery12AndAHalfMegabytes() {
        assertEquals(262144L * 10 * 5, AgentProperties.DEFAULTS.checkpointBytes());
    }

    @Test
    void automaticLayoutPlacesEveryNodeAndKeepsExistingPositions() {
        Topology laidOut = AutomaticLayout.apply(twoHosts());
        assertEquals(new Position(10, 20), laidOut.positionOf("hostA").orElseThrow());
        assertEquals(6, laidOut.diagram().size());
        assertEquals(laidOut, AutomaticLayout.apply(twoHosts()), "deterministic");
        assertEquals(laidOut.positionOf("hostB").orElseThrow().x(), laidOut.positionOf("AGENT2").orElseThrow().x(),
                "an agent sits in its host's column");
    }

    @Test
    void withPositionMovesOneNode() {
        Topology moved = twoHosts().withPosition("QM2", new Position(300, 400));
        assertEquals(new Position(300, 400), moved.positionOf("QM2").orElseThrow());
        assertEquals(new Position(10, 20), moved.positionOf("hostA").orElseThrow());
    }

    @Test
    void elementWithIdFindsEveryKind() {
        assertTrue(twoHosts().elementWithId("hostB").orElseThrow() instanceof Host);
        assertTrue(twoHosts().elementWithId("QM1.QM2@QM2").orElseThrow() instanceof Channel);
        assertTrue(twoHosts().elementWithId("QM1.QM2").isEmpty(), "a channel name alone does not say which queue manager's");
        assertTrue(twoHosts().elementWithId("nothing").isEmpty());
    }

    /** MFT.SVRCONN on QM1 and on QM2 are two channels: adding the second kept only one. */
    @Test
    void aChannelIsIdentifiedByItsNameAndQueueManager() {
        Topology both = twoHosts().withElement(svrconn("QM1")).withElement(svrconn("QM2"));
        assertEquals(List.of("MFT.SVRCONN@QM1", "MFT.SVRCONN@QM2"),
                both.channels().stream().map(Channel::id).filter(id -> id.startsWith("MFT.")).toList());
        assertEquals("QM2", both.channelOn("QM2", "MFT.SVRCONN").orElseThrow().toQueueManager());
        assertEquals("QM1", both.channelOn("QM1", "QM1.QM2").orElseThrow().fromQueueManager(), "the sending end defines it too");
        assertTrue(both.channelOn("QM1", "QM9.SVRCONN").isEmpty());
    }

    @Test
    void renamingOrRemovingAChannelLeavesItsNamesakeOnAnotherQueueManager() {
        Topology both = twoHosts().withElement(svrconn("QM1")).withElement(svrconn("QM2"));
        Topology renamed = both.renamed("MFT.SVRCONN@QM2", "MFT.QM2.SVRCONN");
        assertTrue(renamed.channelWithId("MFT.SVRCONN@QM1").isPresent());
        assertTrue(renamed.channelWithId("MFT.QM2.SVRCONN@QM2").isPresent());
        Topology removed = both.withoutElement("MFT.SVRCONN@QM1");
        assertTrue(removed.channelWithId("MFT.SVRCONN@QM1").isEmpty());
        assertTrue(removed.channelWithId("MFT.SVRCONN@QM2").isPresent());
    }

    /** Changing a channel's queue manager changes its id: it stays where it was in the list, as one channel. */
    @Test
    void withChannelReplacesTheChannelOfThatIdInPlace() {
        Topology moved = twoHosts().withChannel("QM1.QM2@QM2", new Channel("QM1.QM2", ChannelKind.SENDER_RECEIVER, "QM2", "QM1", 1));
        assertEquals(List.of("QM1.QM2@QM1", "QM2.QM1@QM1"), moved.channels().stream().map(Channel::id).toList());
    }

    private static Channel svrconn(String qmName) {
        return new Channel("MFT.SVRCONN", ChannelKind.SVRCONN, "", qmName, 1);
    }

    @Test
    void crossGeoLinkNeedsAboutTwoMegabytesInFlight() {
        // 100 Mbit/s x 150 ms: 1.875 MB must be in flight to fill the link.
        Link wan = new Link("bangalore", "hursley", 150, 100, 0, "~5000 miles");
        assertEquals(1_875_000, wan.bandwidthDelayProductBytes(), 1e-6);
        assertTrue(wan.isWan());
        assertEquals(262144L * 10 * 5, AgentProperties.DEFAULTS.inFlightBytes());
    }

    @Test
    void hardwareThreadsCountSmt() {
        assertEquals(8, host("h").hardwareThreads());
    }
}
