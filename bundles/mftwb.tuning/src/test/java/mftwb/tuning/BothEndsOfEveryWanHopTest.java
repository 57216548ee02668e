package mftwb.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.Link;
import mftwb.model.QueueManager;
import mftwb.model.Templates;
import mftwb.model.Templates.Template;
import mftwb.model.Topology;

/**
 * Every MQ channel that crosses a WAN link gets buffers of at least the link's bandwidth-delay
 * product at both of its ends, and both hosts' OS let MQ use them: the client end on the agent's host
 * (mqclient.ini and the agent's JVM properties) as well as the server end on the queue manager.
 */
class BothEndsOfEveryWanHopTest {

    /** Templates where an MQ client channel crosses a WAN link (pb-sftp-local's 2 ms link carries only SFTP). */
    static Stream<Template> templatesWithAWanHop() {
        return Templates.all().stream().filter(t -> {
            Topology topology = t.load();
            return topology.agents().stream().anyMatch(a -> a.isClient() && wanLink(topology, a) != null);
        });
    }

    private static Link wanLink(Topology topology, Agent agent) {
        QueueManager qm = topology.queueManagerNamed(agent.queueManagerName()).orElseThrow();
        return topology.linkBetween(agent.hostName(), qm.hostName()).filter(Link::isWan).orElse(null);
    }

    @Test
    void theCrossGeoTemplatesHaveAWanHop() {
        assertEquals(List.of("pb-sftp-crossgeo.json", "standard-crossgeo.json"), templatesWithAWanHop().map(Template::fileName).toList());
    }

    @ParameterizedTest
    @MethodSource("templatesWithAWanHop")
    void bothEndsOfEveryClientChannelAcrossTheWanCoverTheBdp(Template template) {
        Topology topology = template.load();
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology);
        List<String> checked = new ArrayList<>();
        for (Agent agent : topology.agents()) {
            QueueManager qm = topology.queueManagerNamed(agent.queueManagerName()).orElseThrow();
            Link link = wanLink(topology, agent);
            if (!agent.isClient() || link == null) {
                continue;
            }
            long bdp = BandwidthDelay.bdpBytes(link.rttMillis(), link.bandwidthMbps());
            String clientIni = file(bundle, agent.hostName(), "mqclient.ini");
            String env = file(bundle, agent.hostName(), "agents/" + agent.name() + "/agent.env");
            String qmIni = file(bundle, qm.hostName(), qm.name() + "/qm.ini");
            for (String key : List.of("ClntSndBuffSize", "ClntRcvBuffSize")) {
                atLeast(bdp, TopologyFixtures.iniValue(clientIni, key), agent.hostName() + " mqclient.ini " + key);
                atLeast(bdp, jvmProperty(env, "com.ibm.mq.cfg.TCP." + key), agent.name() + " agent.env " + key);
            }
            for (String key : List.of("SvrSndBuffSize", "SvrRcvBuffSize")) {
                atLeast(bdp, TopologyFixtures.iniValue(qmIni, key), qm.name() + " qm.ini " + key);
            }
            osLetsMqUse(bundle, agent.hostName(), TopologyFixtures.iniValue(clientIni, "ClntRcvBuffSize"));
            osLetsMqUse(bundle, qm.hostName(), TopologyFixtures.iniValue(qmIni, "SvrSndBuffSize"));
            checked.add(agent.name());
        }
        assertFalse(checked.isEmpty(), template.fileName() + ": no client channel crosses its WAN link");
    }

    @Test
    void bothEndsOfASenderReceiverPairAcrossTheWanCoverTheBdp() {
        Topology topology = TopologyFixtures.twoDataCentres(40, 100, 256 * 1024);
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology);
        long bdp = BandwidthDelay.bdpBytes(40, 100);
        for (Channel channel : topology.channels()) {
            assertEquals(ChannelKind.SENDER_RECEIVER, channel.kind());
            QueueManager from = topology.queueManagerNamed(channel.fromQueueManager()).orElseThrow();
            QueueManager to = topology.queueManagerNamed(channel.toQueueManager()).orElseThrow();
            long send = TopologyFixtures.iniValue(file(bundle, from.hostName(), from.name() + "/qm.ini"), "SndBuffSize");
            long receive = TopologyFixtures.iniValue(file(bundle, to.hostName(), to.name() + "/qm.ini"), "RcvRcvBuffSize");
            atLeast(bdp, send, channel.name() + " SndBuffSize on " + from.name());
            atLeast(bdp, receive, channel.name() + " RcvRcvBuffSize on " + to.name());
            osLetsMqUse(bundle, from.hostName(), send);
            osLetsMqUse(bundle, to.hostName(), receive);
        }
    }

    /** Contract: the cross-geo bridge sample's bundle raises PBAGENT's client end to at least 256 KiB. */
    @Test
    void crossGeoBridgeBundleRaisesTheClientEndOfPbagent() {
        Topology topology = Templates.named("pb-sftp-crossgeo.json").orElseThrow().load();
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology);
        String clientIni = file(bundle, "hursley", "mqclient.ini");
        String env = file(bundle, "hursley", "agents/PBAGENT/agent.env");
        for (String key : List.of("ClntSndBuffSize", "ClntRcvBuffSize")) {
            atLeast(256 * 1024, TopologyFixtures.iniValue(clientIni, key), "hursley mqclient.ini " + key);
            atLeast(256 * 1024, jvmProperty(env, "com.ibm.mq.cfg.TCP." + key), "PBAGENT agent.env " + key);
        }
        assertTrue(clientIni.contains("\nTCP:\n"), clientIni);
    }

    @Test
    void aLargerBufferTheTopologyAlreadySetsIsKeptAtBothEnds() {
        Topology topology = Templates.named("pb-sftp-crossgeo.json").orElseThrow().load();
        Agent pb = topology.agentNamed("PBAGENT").orElseThrow();
        QueueManager qm = topology.queueManagerNamed("QM1").orElseThrow();
        int eight = 8 * 1024 * 1024;
        var t = qm.tuning();
        topology = topology.withElement(new Agent(pb.name(), pb.kind(), pb.queueManagerName(), pb.hostName(),
                ((AgentConnection.Client) pb.connection()).withBuffers(eight, eight), pb.properties()))
                .withElement(qm.withTuning(new mftwb.model.QueueManagerTuning(t.logPrimaryFiles(), t.logSecondaryFiles(), t.logFilePages(),
                        t.mqiBindType(), t.defaultQBufferBytes(), t.defaultPQBufferBytes(), 0, 0, 0, 0, eight, 0)));
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(topology);
        assertEquals(eight, TopologyFixtures.iniValue(file(bundle, "hursley", "mqclient.ini"), "ClntRcvBuffSize"));
        String qmIni = file(bundle, "bangalore", "QM1/qm.ini");
        assertEquals(eight, TopologyFixtures.iniValue(qmIni, "SvrRcvBuffSize"));
        assertTrue(qmIni.contains("is larger and kept"), qmIni);
    }

    private static void atLeast(long bdp, long value, String what) {
        assertTrue(value >= bdp, what + " = " + value + " is below the bandwidth-delay product " + bdp);
    }

    /** The OS cap that applies to a socket buffer: Linux net.core.rmem_max/wmem_max, AIX sb_max. */
    private static void osLetsMqUse(ConfigurationBundle bundle, String hostName, long buffer) {
        HostConfiguration host = bundle.hosts().stream().filter(h -> h.hostName().equals(hostName)).findFirst().orElseThrow();
        String os = host.files().stream().filter(f -> f.path().startsWith("os/")).findFirst().orElseThrow().text();
        List<String> caps = os.contains("sb_max") ? List.of("sb_max") : List.of("net.core.rmem_max", "net.core.wmem_max");
        for (String cap : caps) {
            Matcher m = Pattern.compile(Pattern.quote(cap) + "\\s*=\\s*(\\d+)").matcher(os);
            assertTrue(m.find(), cap + " missing on " + hostName + "\n" + os);
            atLeast(buffer, Long.parseLong(m.group(1)), hostName + " " + cap);
        }
    }

    private static long jvmProperty(String env, String name) {
        Matcher m = Pattern.compile("-D" + Pattern.quote(name) + "=(\\d+)").matcher(env);
        assertTrue(m.find(), name + " missing from\n" + env);
        return Long.parseLong(m.group(1));
    }

    private static String file(ConfigurationBundle bundle, String hostName, String pathEnd) {
        return bundle.hosts().stream().filter(h -> h.hostName().equals(hostName)).flatMap(h -> h.files().stream())
                .filter(f -> f.path().endsWith(pathEnd)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + pathEnd + " generated for " + hostName)).text();
    }
}
