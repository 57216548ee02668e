package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Set;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.AgentProperties;
import mftwb.model.Checksum;
import mftwb.model.CpuArchitecture;
import mftwb.model.DiskKind;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.Link;
import mftwb.model.OperatingSystem;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Topology;
import mftwb.model.TransferMode;
import mftwb.model.Workload;

import org.junit.jupiter.api.Test;

class TopologyScenarioTest {
    private static final AgentConnection CLIENT = new AgentConnection.Client("SYSTEM.DEF.SVRCONN", 1414);
    private static final AgentConnection BINDINGS = new AgentConnection.Bindings();
    private static final Workload TEN_CONCURRENT_MD5_TEXT = new Workload(10485760, List.of(), 102, 10, TransferMode.TEXT,
            Checksum.MD5);

    private static Host host(String name) {
        return new Host(name, name, CpuArchitecture.X86_64, OperatingSystem.LINUX, 4, 2, 16384, DiskKind.LOCAL,
                JvmKind.HOTSPOT);
    }

    private static QueueManager qm(String name, String hostName) {
        return new QueueManager(name, hostName, 1414, Set.of(QueueManagerRole.AGENT), "", QueueManagerTuning.DEFAULTS);
    }

    private static Agent agent(String name, AgentKind kind, String qm, String hostName, AgentConnection connection) {
        return new Agent(name, kind, qm, hostName, connection, AgentProperties.DEFAULTS.withChunkBytes(524288));
    }

    private static Topology topology(List<Host> hosts, List<QueueManager> qms, List<Agent> agents, List<Link> links) {
        return new Topology(Topology.SCHEMA_VERSION, "t", "", hosts, qms, agents, List.of(), links, List.of(),
                TEN_CONCURRENT_MD5_TEXT, Map.of());
    }

    @Test
    void bindingsAgentsOnTwoQueueManagersAcrossALan() {
        Scenario s = TopologyScenario.of(topology(List.of(host("a"), host("b")), List.of(qm("QMA", "a"), qm("QMB", "b")),
                List.of(agent("A1", AgentKind.STANDARD, "QMA", "a", BINDINGS),
                        agent("A2", AgentKind.STANDARD, "QMB", "b", BINDINGS)),
                List.of(new Link("a", "b", 0.3, 10000, 0, "LAN"))));
        assertEquals(new Scenario(TopologyKind.BINDINGS, 0.3, 10000, 10485760, 1020, 10, 524288, 10, true, true), s);
    }

    @Test
    void twoClientAgentsOfOneRemoteQueueManagerAreClientMode() {
        Scenario s = TopologyScenario.of(topology(List.of(host("a"), host("b"), host("q")), List.of(qm("QM", "q")),
                List.of(agent("A1", AgentKind.STANDARD, "QM", "a", CLIENT), agent("A2", AgentKind.STANDARD, "QM", "b", CLIENT)),
                List.of()));
        assertEquals(TopologyKind.CLIENT, s.topology());
        assertEquals(TopologyScenario.LAN_RTT_MILLIS, s.rttMillis());
        assertEquals(TopologyScenario.LAN_MBPS, s.linkMbps());
    }

    @Test
    void bridgeAcrossTheWanTakesTheSlowestLinkOfThePath() {
        Scenario s = TopologyScenario.of(topology(List.of(host("hursley"), host("bangalore")),
                List.of(qm("QM", "hursley")),
                List.of(agent("SRC", AgentKind.STANDARD, "QM", "hursley", BINDINGS),
                        agent("PB", AgentKind.PROTOCOL_BRIDGE, "QM", "bangalore", CLIENT)),
                List.of(new Link("bangalore", "hursley", 150, 100, 0, "~5000 miles"))));
        assertEquals(TopologyKind.PB_SFTP_CROSSGEO, s.topology());
        assertEquals(150, s.rttMillis());
        assertEquals(100, s.linkMbps());
    }

    @Test
    void aTopologyWithOneAgentCannotBePlanned() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TopologyScenario.of(topology(List.of(host("a")), List.of(qm("QM", "a")),
                        List.of(agent("A1", AgentKind.STANDARD, "QM", "a", BINDINGS)), List.of())));
        assertEquals("topology t needs a second agent to receive files", e.getMessage());
    }
}
