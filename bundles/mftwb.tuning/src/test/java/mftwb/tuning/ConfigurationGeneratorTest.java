package mftwb.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import mftwb.model.Agent;
import mftwb.model.AgentProperties;
import mftwb.model.MqiBindType;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Templates;
import mftwb.model.Topology;
import mftwb.model.Workload;

class ConfigurationGeneratorTest {
    private final ConfigurationBundle fed = new ConfigurationGenerator().generate(TopologyFixtures.twoDataCentres(40, 1000, 10 * 1024));

    private String file(String folder, String path) {
        return file(fed, folder, path);
    }

    @Test
    void valuesTheTopologySetsLargerAreKeptWithTheirReason() {
        Topology drawn = TopologyFixtures.twoDataCentres(40, 1000, 10 * 1024);
        QueueManager feda = drawn.queueManagerNamed("FEDA").orElseThrow();
        drawn = drawn.withElement(feda.withTuning(new QueueManagerTuning(40, 2, 65535, MqiBindType.STANDARD, 52428800, 1048576,
                0, 0, 0, 0, 0, 0)));
        Agent agentA = drawn.agents().get(0);
        AgentProperties p = agentA.properties();
        drawn = drawn.withElement(agentA.withProperties(new AgentProperties(p.chunkBytes(), p.windowSize(), p.frameSize(),
                p.checkpointInterval(), p.maxSourceTransfers(), p.maxDestinationTransfers(), p.maxQueuedTransfers(),
                p.multipleChannelsEnabled(), "-Xms1g -Xmx6g -Dcom.ibm.example=1")));
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(drawn);
        String crtmqm = file(bundle, "dcA", "FEDA/crtmqm.sh");
        assertTrue(crtmqm.contains("-lp 40 -lf 65535 "), crtmqm);
        assertTrue(crtmqm.contains("LogPrimaryFiles of FEDA (40) is larger and kept"), crtmqm);
        String ini = file(bundle, "dcA", "FEDA/qm.ini");
        assertEquals(52428800, TopologyFixtures.iniValue(ini, "DefaultQBufferSize"));
        assertEquals(52428800, TopologyFixtures.iniValue(ini, "DefaultPQBufferSize"));
        assertTrue(ini.contains("DefaultQBufferSize/DefaultPQBufferSize of FEDA (50 MiB) is larger and kept"), ini);
        String env = file(bundle, "dcA", "mqft/config/FEDA/agents/AGENTA/agent.env");
        assertTrue(env.contains("-Xmx6144M -Xms6144M -Dcom.ibm.example=1"), env);
        assertTrue(env.contains("the topology's -Xmx (6144 MiB) is larger and kept"), env);
        // The untouched queue manager and agent still get what the engine sizes.
        assertTrue(file(bundle, "dcB", "FEDB/crtmqm.sh").contains("-lf 16384 "));
        assertTrue(file(bundle, "dcB", "mqft/config/FEDA/agents/AGENTB/agent.env").contains("-Xmx1024M -Xms1024M"));
    }

    /**
     * agent.env gave -Xmx1024M for 50 transfers of 256 KiB x window 10, while agent.properties and qm.ini
     * count chunk x window x frame = 12.5 MiB in flight per transfer: the heap counts the same data.
     */
    @Test
    void agentHeapCountsTheDataInFlightAsAgentPropertiesAndQmIniDo() {
        ConfigurationBundle bindings = new ConfigurationGenerator().generate(Templates.named("bindings-cluster.json").orElseThrow().load());
        String env = file(bindings, "hostA", "mqft/config/COORDQM/agents/AGENT1/agent.env");
        // 2 x 50 transfers x 12.5 MiB = 1250 MiB, + 512 MiB base = 1762 MiB, rounded up to 256 MiB steps
        assertTrue(env.contains("BFG_JVM_PROPERTIES='-Xmx1792M -Xms1792M'"), env);
        assertTrue(env.contains("Heap for 50 concurrent transfers (maxSourceTransfers + maxDestinationTransfers) x 12.5 MiB in flight per transfer"
                + " (chunk 256 KiB x window 10 x frame 5)"), env);
        assertTrue(file(bindings, "hostA", "mqft/config/COORDQM/agents/AGENT1/agent.properties").contains("= 12.5 MiB in flight per transfer"));
        assertTrue(file(bindings, "hostA", "QM1/qm.ini").contains("12.5 MiB per transfer"));
    }

    /** The heap is sized for the transfer limits agent.properties writes (raised to the workload's 40), not the topology's 25 + 25. */
    @Test
    void agentHeapFollowsTheTransferLimitsAgentPropertiesWrites() {
        Topology drawn = TopologyFixtures.twoDataCentres(40, 1000, 256 * 1024);
        Workload w = drawn.workload();
        drawn = drawn.withWorkload(new Workload(w.fileSizeBytes(), w.sizeDistribution(), w.filesPerTransfer(), 40, w.mode(), w.checksum()));
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(drawn);
        assertTrue(file(bundle, "dcB", "mqft/config/FEDA/agents/AGENTB/agent.properties").contains("maxDestinationTransfers=40"));
        String env = file(bundle, "dcB", "mqft/config/FEDA/agents/AGENTB/agent.env");
        // 2 x 80 x 12.5 MiB = 2000 MiB + 512 MiB = 2512 MiB -> 2560 MiB
        assertTrue(env.contains("'-Xmx2560M -Xms2560M'") && env.contains("Heap for 80 concurrent transfers"), env);
    }

    /** Raising MAXMSGL on the channels alone let MQ refuse every 8 MiB chunk at the put (the queue manager's is 4 MiB). */
    @Test
    void chunksAboveFourMebibytesRaiseTheQueueManagersMaxmsglToo() {
        ConfigurationBundle big = new ConfigurationGenerator().generate(TopologyFixtures.twoDataCentres(40, 1000, 8 * 1024 * 1024));
        String mqsc = file(big, "dcA", "FEDA/FEDA.mqsc");
        assertTrue(mqsc.contains("ALTER QMGR MAXMSGL(9437184)"), mqsc);
        assertTrue(mqsc.contains("agentChunkSize 8 MiB plus the MFT message header"), mqsc);
        assertTrue(mqsc.contains("XMITQ") && mqsc.contains("INITQ(SYSTEM.CHANNEL.INITQ) MAXMSGL(9437184)\nALTER QLOCAL(FEDB) MAXMSGL(9437184)\n"), "and the transmission queue: " + mqsc);
        assertFalse(file("dcA", "FEDA/FEDA.mqsc").contains("ALTER QMGR MAXMSGL"), "10 KB messages need MQ's default");
        Topology cluster = Templates.named("bindings-cluster.json").orElseThrow().load();
        for (Agent agent : cluster.agents()) {
            cluster = cluster.withElement(agent.withProperties(agent.properties().withChunkBytes(8 * 1024 * 1024)));
        }
        String all = TopologyFixtures.render(new ConfigurationGenerator().generate(cluster));
        assertTrue(all.contains("ALTER QLOCAL(SYSTEM.CLUSTER.TRANSMIT.QUEUE) MAXMSGL(9437184)"), "clustered chunks wait there");
    }

    private static String file(ConfigurationBundle bundle, String folder, String path) {
        return bundle.hosts().stream().filter(h -> h.folder().equals(folder)).flatMap(h -> h.files().stream())
                .filter(f -> f.path().equals(path)).findFirst().orElseThrow(() -> new AssertionError(folder + "/" + path + " not generated")).text();
    }

    @Test
    void openJ9OptionsOnlyOnOpenJ9Hosts() {
        String openj9 = file("dcA", "mqft/config/FEDA/agents/AGENTA/agent.env");
        String hotspot = file("dcB", "mqft/config/FEDA/agents/AGENTB/agent.env");
        assertTrue(openj9.contains("-Xjit:optlevel=scorching"));
        assertTrue(openj9.contains("TEST BEFORE PRODUCTION"));
        assertFalse(hotspot.contains("-Xjit"), hotspot);
    }

    @Test
    void noJitOptionForSmallTextFiles() {
        // bindings-cluster-2-channels: text mode on OpenJ9 hosts, but 1 MiB files
        String all = TopologyFixtures.render(new ConfigurationGenerator().generate(Templates.named("bindings-cluster-2-channels.json").orElseThrow().load()));
        assertFalse(all.contains("-Xjit"));
    }

    @Test
    void aixHostGetsNoSettingsAndLinuxHostSysctl() {
        String no = file("dcA", "os/aix-no.sh");
        for (String tunable : List.of("tcp_sendspace=", "tcp_recvspace=", "rfc1323=1", "tcp_init_window=16", "sb_max=")) {
            assertTrue(no.contains("no -p -o " + tunable), tunable);
        }
        String sysctl = file("dcB", "os/90-mftwb-tcp.conf");
        for (String key : List.of("net.core.rmem_max = ", "net.core.wmem_max = ", "net.ipv4.tcp_rmem = ", "net.ipv4.tcp_wmem = ")) {
            assertTrue(sysctl.contains(key), key);
        }
    }

    @Test
    void senderReceiverPairOnBothQueueManagers() {
        String a = file("dcA", "FEDA/FEDA.mqsc");
        String b = file("dcB", "FEDB/FEDB.mqsc");
        assertTrue(a.contains("DEFINE CHANNEL(FEDA.FEDB) CHLTYPE(SDR) TRPTYPE(TCP) CONNAME('dcB.example.com(1414)') XMITQ(FEDB)"), a);
        assertTrue(a.contains("DEFINE QLOCAL(FEDB) USAGE(XMITQ)"), a);
        assertTrue(b.contains("DEFINE CHANNEL(FEDA.FEDB) CHLTYPE(RCVR)"), b);
        assertTrue(a.contains("DEFINE CHANNEL(FEDB.FEDA) CHLTYPE(RCVR)"), a);
    }

    @Test
    void everyValueLineCarriesItsReason() {
        for (HostConfiguration host : fed.hosts()) {
            for (GeneratedFile file : host.files()) {
                file.lines().stream().filter(l -> l.text().matches("^\\s*(agentChunkSize|SndBuffSize|RcvRcvBuffSize|DefaultPQBufferSize|BFG_JVM_PROPERTIES|net\\.core\\.wmem_max)\\b.*"))
                        .forEach(l -> assertTrue(l.explained() && !l.input().isEmpty(), host.folder() + "/" + file.path() + ": " + l.text()));
            }
        }
    }

    @Test
    void clientAgentsGetSvrconnWithChannelAuthenticationNeverDisabled() {
        ConfigurationBundle client = new ConfigurationGenerator().generate(Templates.named("client-mode.json").orElseThrow().load());
        String all = TopologyFixtures.render(client);
        assertTrue(all.contains("CHLTYPE(SVRCONN)"));
        assertTrue(all.contains("SET CHLAUTH('MFT.SVRCONN') TYPE(ADDRESSMAP)"));
        assertFalse(all.contains("CHLAUTH(DISABLED)"));
        assertFalse(all.matches("(?s).*ALTER QMGR[^\\n]*CHLAUTH.*"));
        assertTrue(all.contains("agentQMgrHost=hostqm.example.com"));
    }

    @Test
    void multipleChannelSetDefinesAReceiverAndAnAliasPerChannel() {
        String all = TopologyFixtures.render(new ConfigurationGenerator().generate(Templates.named("bindings-cluster-2-channels.json").orElseThrow().load()));
        for (int n = 1; n <= 2; n++) {
            assertTrue(all.contains("DEFINE CHANNEL(TO.QM2_" + n + ") CHLTYPE(CLUSRCVR)"));
            assertTrue(all.contains("DEFINE QREMOTE(SYSTEM.FTE.QM2_" + n + ") RQMNAME(QM2) CLUSTER(FTE)\n"));
        }
        assertTrue(all.contains("agentMultipleChannelsEnabled=true"));
    }

    @Test
    void bridgeFilesUseTheDocumentedNamespacesAndNoSecrets() {
        String all = TopologyFixtures.render(new ConfigurationGenerator().generate(Templates.named("pb-sftp-crossgeo.json").orElseThrow().load()));
        assertTrue(all.contains("xmlns:tns=\"http://wmqfte.ibm.com/ProtocolBridgeProperties\""));
        assertTrue(all.contains("xmlns:tns=\"http://wmqfte.ibm.com/ProtocolBridgeCredentials\""));
        assertTrue(all.contains("serverPassword=\"SERVER_PASSWORD\""));
        assertTrue(all.contains("agentType=BRIDGE"));
    }

    /** A 1-transfer workload gave maxActiveDestinationTransfers="1": the ~10 concurrent transfers the README advises queued behind one. */
    @Test
    void bridgeRunsAsManyTransfersToItsServerAsTheAgentRunsAtOnce() {
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(Templates.named("pb-sftp-local.json").orElseThrow().load());
        String properties = file(bundle, "bangalore", "mqft/config/QM1/agents/PBAGENT/agent.properties");
        int agentMax = Integer.parseInt(properties.lines().filter(l -> l.startsWith("maxDestinationTransfers=")).findFirst().orElseThrow().substring("maxDestinationTransfers=".length()));
        String xml = file(bundle, "bangalore", "mqft/config/QM1/agents/PBAGENT/ProtocolBridgeProperties.xml");
        assertTrue(xml.contains("<tns:limits maxActiveDestinationTransfers=\"" + agentMax + "\" maxSessions=\"" + (agentMax + 2) + "\""), xml);
        assertTrue(xml.contains("maxDestinationTransfers " + agentMax), "the reason names the agent's limit: " + xml);
    }

    @Test
    void zosAndWindowsHostsGetNotesButNoUnixScripts() {
        var topology = TopologyFixtures.twoDataCentres(40, 1000, 10 * 1024);
        topology = topology.withElement(TopologyFixtures.host("dcA", mftwb.model.OperatingSystem.ZOS, mftwb.model.JvmKind.OPENJ9))
                .withElement(TopologyFixtures.host("dcB", mftwb.model.OperatingSystem.WINDOWS, mftwb.model.JvmKind.HOTSPOT));
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology);
        List<String> zos = bundle.hosts().get(0).files().stream().map(GeneratedFile::path).toList();
        List<String> windows = bundle.hosts().get(1).files().stream().map(GeneratedFile::path).toList();
        assertTrue(zos.contains("os/ZOS-TCP.txt") && zos.stream().noneMatch(p -> p.endsWith("qm.ini") || p.endsWith(".sh")), zos.toString());
        assertTrue(windows.contains("os/WINDOWS-TCP.txt") && windows.contains("FEDB/qm.ini") && !windows.contains("apply.sh"), windows.toString());
        assertTrue(windows.contains("FEDB/crtmqm.cmd") && windows.stream().noneMatch(p -> p.endsWith(".sh")), "no POSIX script for Windows: " + windows);
        String cmd = file(bundle, "dcB", "FEDB/crtmqm.cmd");
        assertTrue(cmd.startsWith("@echo off\r\nREM Creates queue manager FEDB"), cmd);
        assertTrue(cmd.contains("\r\ncd /d \"%~dp0\"\r\n") && cmd.contains("-ii qm.ini \"FEDB\"\r\n"), cmd);
        assertTrue(cmd.contains("C:\\ProgramData\\IBM\\MQ\\log") && !cmd.contains("/var/mqm"), cmd);
        assertTrue(bundle.readme().text().contains("z/OS queue managers (CSQZPARM, channel initiator) are not generated"));
    }

    @Test
    void sameTopologyGivesTheSameFiles() {
        assertEquals(TopologyFixtures.render(fed),
                TopologyFixtures.render(new ConfigurationGenerator().generate(TopologyFixtures.twoDataCentres(40, 1000, 10 * 1024))));
    }
}
