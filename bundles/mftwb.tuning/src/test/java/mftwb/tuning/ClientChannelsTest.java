package mftwb.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.AgentProperties;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.JvmKind;
import mftwb.model.OperatingSystem;
import mftwb.model.Problem;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Topology;
import mftwb.model.TopologyValidator;
import mftwb.model.Workload;

/** Each client agent is told a channel its queue manager defines and admits it on; nothing else is. */
class ClientChannelsTest {

    /** QM1 on h1; AGA a client on h2, AGB a client on h3, each with its own channel (or none: SYSTEM.DEF.SVRCONN). */
    private static Topology twoClients(String channelA, String channelB, List<Channel> channels) {
        return new Topology(Topology.SCHEMA_VERSION, "clients", "", List.of(TopologyFixtures.host("h1", OperatingSystem.LINUX, JvmKind.HOTSPOT),
                TopologyFixtures.host("h2", OperatingSystem.LINUX, JvmKind.HOTSPOT), TopologyFixtures.host("h3", OperatingSystem.LINUX, JvmKind.HOTSPOT)),
                List.of(new QueueManager("QM1", "h1", 1414, Set.of(QueueManagerRole.COORDINATION, QueueManagerRole.AGENT, QueueManagerRole.COMMAND), "",
                        QueueManagerTuning.DEFAULTS)),
                List.of(new Agent("AGA", AgentKind.STANDARD, "QM1", "h2", new AgentConnection.Client(channelA, 1414), AgentProperties.DEFAULTS),
                        new Agent("AGB", AgentKind.STANDARD, "QM1", "h3", new AgentConnection.Client(channelB, 1414), AgentProperties.DEFAULTS)),
                List.of(), List.of(), channels, Workload.DEFAULT, Map.of());
    }

    private static String file(ConfigurationBundle bundle, String folder, String path) {
        return bundle.hosts().stream().filter(h -> h.folder().equals(folder)).flatMap(h -> h.files().stream())
                .filter(f -> f.path().equals(path)).findFirst().orElseThrow(() -> new AssertionError(folder + "/" + path + " not generated")).text();
    }

    private static void eachAgentUsesItsOwnDefinedChannel(Topology topology, String channelA, String channelB) {
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology);
        String mqsc = file(bundle, "h1", "QM1/QM1.mqsc");
        for (String[] agent : List.of(new String[] {"h2", "AGA", channelA}, new String[] {"h3", "AGB", channelB})) {
            String host = agent[0];
            String channel = agent[2];
            // MQ's own SYSTEM.* channels are admitted on but never redefined.
            assertEquals(!Channel.isSystem(channel), mqsc.contains("DEFINE CHANNEL(" + channel + ") CHLTYPE(SVRCONN)"), channel + " defined:\n" + mqsc);
            assertTrue(mqsc.contains("SET CHLAUTH('" + channel + "') TYPE(ADDRESSMAP) ADDRESS('" + host + ".example.com')"), host + " admitted on " + channel + ":\n" + mqsc);
            String other = channel.equals(channelA) ? channelB : channelA;
            assertFalse(mqsc.contains("SET CHLAUTH('" + other + "') TYPE(ADDRESSMAP) ADDRESS('" + host + ".example.com')"), host + " not admitted on " + other + ":\n" + mqsc);
            assertTrue(file(bundle, host, "mqft/config/QM1/agents/" + agent[1] + "/agent.properties").contains("agentQMgrChannel=" + channel));
            assertTrue(file(bundle, host, "mqft/config/QM1/coordination.properties").contains("coordinationQMgrChannel=" + channel));
            assertTrue(file(bundle, host, "mqft/config/QM1/command.properties").contains("connectionQMgrChannel=" + channel));
        }
    }

    @Test
    void clientAgentsWithTheirOwnChannelsGetEachDefinedAndAdmitted() {
        List<Channel> drawn = List.of(new Channel("A.CHL", ChannelKind.SVRCONN, "", "QM1", 1), new Channel("B.CHL", ChannelKind.SVRCONN, "", "QM1", 1));
        eachAgentUsesItsOwnDefinedChannel(twoClients("A.CHL", "B.CHL", drawn), "A.CHL", "B.CHL");
    }

    @Test
    void everyAdmittingChannelRefusesAllOtherAddresses() {
        List<Channel> drawn = List.of(new Channel("A.CHL", ChannelKind.SVRCONN, "", "QM1", 1), new Channel("B.CHL", ChannelKind.SVRCONN, "", "QM1", 1));
        String mqsc = file(new ConfigurationGenerator().generate(twoClients("A.CHL", "B.CHL", drawn)), "h1", "QM1/QM1.mqsc");
        for (String channel : List.of("A.CHL", "B.CHL")) {
            assertEquals(1, mqsc.lines().filter(l -> l.equals("SET CHLAUTH('" + channel + "') TYPE(ADDRESSMAP) ADDRESS('*') USERSRC(NOACCESS) ACTION(REPLACE)")).count(),
                    "one backstop on " + channel + ":\n" + mqsc);
        }
    }

    @Test
    void aDefaultChannelClientBesideANamedChannelClientStaysOnItsOwn() {
        eachAgentUsesItsOwnDefinedChannel(twoClients(AgentConnection.Client.DEFAULT_CHANNEL, "PB.CHL", List.of()),
                AgentConnection.Client.DEFAULT_CHANNEL, "PB.CHL");
    }

    /**
     * SYSTEM.DEF.SVRCONN is the default every SVRCONN defined later inherits: an ALTER with MFT's
     * MAXMSGL would change them all, so the script leaves it alone and says why and what to use instead.
     */
    @Test
    void aSystemChannelIsNotRedefinedAndTheScriptSaysWhy() {
        Topology topology = twoClients(AgentConnection.Client.DEFAULT_CHANNEL, "PB.CHL", List.of());
        Agent big = topology.agentNamed("AGA").orElseThrow();
        topology = topology.withElement(big.withProperties(new AgentProperties(8 << 20, 10, 5, 1, 25, 25, 1000, false, "")));
        String mqsc = file(new ConfigurationGenerator().generate(topology), "h1", "QM1/QM1.mqsc");
        assertFalse(mqsc.contains("DEFINE CHANNEL(SYSTEM") || mqsc.contains("ALTER CHANNEL(SYSTEM"), mqsc);
        assertTrue(mqsc.contains("* Not defined: SYSTEM.DEF.SVRCONN is one of MQ's own SYSTEM.* channels, the default every channel of its type"
                + " defined later inherits"), mqsc);
        assertTrue(mqsc.contains("Use a channel of MFT's own instead (e.g. MFT.SVRCONN for clients)"), mqsc);
        assertTrue(mqsc.contains("SYSTEM.DEF.SVRCONN keeps MQ's MAXMSGL 4194304, too small for the agents' chunks"), "8 MiB chunks:\n" + mqsc);
    }

    @Test
    void aSenderReceiverPairNamedLikeMqsDefaultsIsNotRedefined() {
        Topology topology = twoClients("A.CHL", "A.CHL", List.of(new Channel("A.CHL", ChannelKind.SVRCONN, "", "QM1", 1)));
        QueueManager qm2 = new QueueManager("QM2", "h2", 1414, Set.of(QueueManagerRole.AGENT), "", QueueManagerTuning.DEFAULTS);
        Channel sender = new Channel("SYSTEM.DEF.SENDER", ChannelKind.SENDER_RECEIVER, "QM1", "QM2", 1);
        topology = topology.withElement(qm2).withChannel(sender.id(), sender);
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology);
        for (String[] qm : List.of(new String[] {"h1", "QM1"}, new String[] {"h2", "QM2"})) {
            String mqsc = file(bundle, qm[0], qm[1] + "/" + qm[1] + ".mqsc");
            assertFalse(mqsc.contains("DEFINE CHANNEL(SYSTEM") || mqsc.contains("ALTER CHANNEL(SYSTEM"), mqsc);
            assertTrue(mqsc.contains("* Not defined: SYSTEM.DEF.SENDER is one of MQ's own SYSTEM.* channels"), mqsc);
        }
    }

    /** MFT.SVRCONN on QM1 and on QM2 is how estates are built: validate refused it ("Two channels are named") so nothing was exported. */
    @Test
    void theSameChannelNameOnTwoQueueManagersIsDefinedOnceOnEach() {
        Set<QueueManagerRole> agentRole = Set.of(QueueManagerRole.AGENT);
        Topology topology = new Topology(Topology.SCHEMA_VERSION, "two", "", List.of(TopologyFixtures.host("h1", OperatingSystem.LINUX, JvmKind.HOTSPOT),
                TopologyFixtures.host("h2", OperatingSystem.LINUX, JvmKind.HOTSPOT), TopologyFixtures.host("h3", OperatingSystem.LINUX, JvmKind.HOTSPOT)),
                List.of(new QueueManager("QM1", "h1", 1414, Set.of(QueueManagerRole.COORDINATION, QueueManagerRole.AGENT, QueueManagerRole.COMMAND), "FTE",
                        QueueManagerTuning.DEFAULTS), new QueueManager("QM2", "h2", 1414, agentRole, "FTE", QueueManagerTuning.DEFAULTS)),
                List.of(new Agent("AGA", AgentKind.STANDARD, "QM1", "h3", new AgentConnection.Client("MFT.SVRCONN", 1414), AgentProperties.DEFAULTS),
                        new Agent("AGB", AgentKind.STANDARD, "QM2", "h3", new AgentConnection.Client("MFT.SVRCONN", 1414), AgentProperties.DEFAULTS)),
                List.of(), List.of(), List.of(new Channel("MFT.SVRCONN", ChannelKind.SVRCONN, "", "QM1", 1),
                        new Channel("MFT.SVRCONN", ChannelKind.SVRCONN, "", "QM2", 1)), Workload.DEFAULT, Map.of());
        assertEquals(List.of(), TopologyValidator.validate(topology).stream().filter(p -> p.severity() == Problem.Severity.ERROR).toList(),
                "export refuses a topology with errors");
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology);
        for (String[] qm : List.of(new String[] {"h1", "QM1"}, new String[] {"h2", "QM2"})) {
            String mqsc = file(bundle, qm[0], qm[1] + "/" + qm[1] + ".mqsc");
            assertEquals(1, mqsc.split("DEFINE CHANNEL\\(MFT\\.SVRCONN\\) CHLTYPE\\(SVRCONN\\)", -1).length - 1, qm[1] + " defines it once:\n" + mqsc);
            assertTrue(mqsc.contains("SET CHLAUTH('MFT.SVRCONN') TYPE(ADDRESSMAP) ADDRESS('h3.example.com')"), "h3 admitted on " + qm[1] + ":\n" + mqsc);
        }
        assertTrue(file(bundle, "h3", "mqft/config/QM1/agents/AGA/agent.properties").contains("agentQMgrChannel=MFT.SVRCONN"));
        assertTrue(file(bundle, "h3", "mqft/config/QM1/agents/AGB/agent.properties").contains("agentQMgrChannel=MFT.SVRCONN"));
    }

    @Test
    void hostsWithoutAClientAgentShareTheQueueManagersChannel() {
        Topology topology = twoClients("A.CHL", "A.CHL", List.of(new Channel("A.CHL", ChannelKind.SVRCONN, "", "QM1", 1)));
        String mqsc = file(new ConfigurationGenerator().generate(topology), "h1", "QM1/QM1.mqsc");
        assertEquals(1, mqsc.lines().filter(l -> l.startsWith("DEFINE CHANNEL(A.CHL) CHLTYPE(SVRCONN)")).count(), "one channel, defined once:\n" + mqsc);
    }
}
