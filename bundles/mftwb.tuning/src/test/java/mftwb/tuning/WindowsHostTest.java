package mftwb.tuning;

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
import mftwb.model.JvmKind;
import mftwb.model.OperatingSystem;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Topology;
import mftwb.model.Workload;

/** What a Windows host gets: cmd scripts it can run, and reasons about its own agents. */
class WindowsHostTest {
    /** QM1 on Linux h1 with client agent PB1 beside it; Windows host win runs QM2 and client agent W1 of QM1. */
    private static final Topology TOPOLOGY = new Topology(Topology.SCHEMA_VERSION, "windows", "",
            List.of(TopologyFixtures.host("h1", OperatingSystem.LINUX, JvmKind.HOTSPOT), TopologyFixtures.host("win", OperatingSystem.WINDOWS, JvmKind.HOTSPOT)),
            List.of(new QueueManager("QM1", "h1", 1414, Set.of(QueueManagerRole.COORDINATION, QueueManagerRole.AGENT), "", QueueManagerTuning.DEFAULTS),
                    new QueueManager("QM2", "win", 1414, Set.of(), "", QueueManagerTuning.DEFAULTS)),
            List.of(new Agent("PB1", AgentKind.STANDARD, "QM1", "h1", new AgentConnection.Client("MFT.SVRCONN", 1414), AgentProperties.DEFAULTS),
                    new Agent("W1", AgentKind.STANDARD, "QM1", "win", new AgentConnection.Client("MFT.SVRCONN", 1414), AgentProperties.DEFAULTS)),
            List.of(), List.of(), List.of(), Workload.DEFAULT, Map.of());
    private static final ConfigurationBundle BUNDLE = new ConfigurationGenerator().generate(TOPOLOGY);

    private static GeneratedFile file(String folder, String path) {
        return BUNDLE.hosts().stream().filter(h -> h.folder().equals(folder)).flatMap(h -> h.files().stream())
                .filter(f -> f.path().equals(path)).findFirst().orElseThrow(() -> new AssertionError(folder + "/" + path + " not generated"));
    }

    @Test
    void theOsNoteNamesTheHostsOwnClientAgentNotOneElsewhere() {
        String note = file("win", "os/WINDOWS-TCP.txt").text();
        assertFalse(note.contains("PB1"), "PB1 runs on h1:\n" + note);
        assertTrue(note.contains("client agent W1"), note);
    }

    @Test
    void batchFilesHaveCrLfLineEnds() {
        String crtmqm = file("win", "QM2/crtmqm.cmd").text();
        assertTrue(crtmqm.endsWith("\r\n") && crtmqm.replace("\r\n", "").indexOf('\n') < 0, crtmqm);
        assertFalse(file("h1", "QM1/crtmqm.sh").text().contains("\r"), "shell scripts keep LF");
    }

    @Test
    void aWindowsAgentsJvmOptionsAreACmdScript() {
        assertTrue(BUNDLE.hosts().stream().filter(h -> h.folder().equals("win")).flatMap(h -> h.files().stream())
                .noneMatch(f -> f.path().endsWith("agent.env")), "no POSIX agent.env on Windows");
        String cmd = file("win", "mqft/config/QM1/agents/W1/agent-env.cmd").text();
        assertTrue(cmd.contains("\r\nset \"BFG_JVM_PROPERTIES=-Xmx"), cmd);
        assertTrue(cmd.contains("set \"BFG_JVM_PROPERTIES=%BFG_JVM_PROPERTIES% -Dcom.ibm.mq.cfg.TCP.ClntSndBuffSize="), cmd);
        assertFalse(cmd.contains("export"), cmd);
    }

    /** pb-sftp-crossgeo has no cluster, yet said "One cluster channel ... Input: cluster channel count to QM1". */
    @Test
    void multipleChannelsOffIsExplainedByTheMissingCluster() {
        String properties = file("h1", "mqft/config/QM1/agents/PB1/agent.properties").text();
        assertFalse(properties.contains("cluster channel count"), properties);
        assertTrue(properties.contains("QM1 is in no cluster"), properties);
    }

    @Test
    void thePlanSaysWhatAppliesToAQueueManagerWithoutChannels() {
        String readme = BUNDLE.readme().text();
        assertFalse(readme.contains("| QM1 | 0 bytes"), readme);
        assertTrue(readme.contains("| QM1 | - (no QM-to-QM channel: MQ's default)"), readme);
    }
}
