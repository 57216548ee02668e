package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * site.yml's restarts across a fleet, in the {@link RolloutLab}: the MQ play takes one host at a time
 * (queue manager hosts first, as the inventory lists them) and stops at the first host that fails, so
 * restarts never take every queue manager down at once; mftwb_serial on the command line widens the
 * batch. An agent fteStopAgent could not stop fails its host, as it still runs its old files; one that
 * was not running is started with its new files, and the run says so.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AnsibleRollingRestartTest {
    private static final Pattern MQ_PLAY = Pattern.compile("(?m)^PLAY \\[MQ and MFT configuration");

    @TempDir
    static Path dir;
    static RolloutLab lab;
    static LabHost qmHost;
    static LabHost agentHost;

    @BeforeAll
    static void bringUpHosts() throws Exception {
        lab = RolloutLab.up(dir);
        qmHost = lab.qmHost;
        agentHost = lab.agentHost;
        lab.writeOriginals();
        lab.ownHomes();
    }

    @AfterAll
    static void removeHosts() throws Exception {
        if (lab != null) {
            lab.close();
        }
    }

    @Test
    @Order(1)
    void anAgentThatCouldNotBeStoppedFailsItsHostAndTheRolloutStopsBeforeTheNextHost() throws Exception {
        Path bin = qmHost.home.resolve("opt/mqm/bin");
        String stop = Files.readString(bin.resolve("fteStopAgent"));
        String start = Files.readString(bin.resolve("fteStartAgent"));
        String log = qmHost.home.resolve("calls.log").toString();
        // A running agent its stop request does not reach: stop fails, and start finds it still running (stand-in messages).
        RolloutLab.script(bin.resolve("fteStopAgent"), "echo \"fteStopAgent $*\" >> '" + log + "'\necho 'stand-in: the stop request could not be delivered'\nexit 1");
        RolloutLab.script(bin.resolve("fteStartAgent"), "echo \"fteStartAgent $*\" >> '" + log + "'\necho 'stand-in: the agent is already running'\nexit 1");
        Map<String, String> agentHostBefore = RolloutLab.files(agentHost);

        Ansible.Run run = lab.failingPlaybook("site.yml");
        assertTrue(run.output().contains("AGENT1 still runs with its old files") && run.output().contains("stand-in: the stop request could not be delivered"),
                run.output());
        assertEquals(List.of(), RolloutLab.calls(agentHost), "the rollout stops at the first failed host: nothing runs on the next one");
        assertEquals(agentHostBefore, RolloutLab.files(agentHost), "the next host's files stay as they were");
        assertTrue(Files.notExists(qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf")), "no later play runs after a failed host");
        Files.writeString(bin.resolve("fteStopAgent"), stop);
        Files.writeString(bin.resolve("fteStartAgent"), start);
    }

    @Test
    @Order(2)
    void anAgentThatWasNotRunningIsStartedWithItsNewFilesAndTheRunSaysSo() throws Exception {
        Path stop = agentHost.home.resolve("opt/mqm/bin/fteStopAgent");
        String standIn = Files.readString(stop);
        String log = agentHost.home.resolve("calls.log").toString();
        RolloutLab.script(stop, "echo \"fteStopAgent $*\" >> '" + log + "'\necho 'stand-in: the agent is not running'\nexit 1");

        List<String> before = RolloutLab.calls(agentHost);
        Ansible.Run run = lab.playbook("site.yml");
        List<String> agent = RolloutLab.callsSince(agentHost, before).stream().filter(call -> call.startsWith("fte")).toList();
        assertEquals(2, agent.size(), agent.toString());
        assertEquals("fteStopAgent AGENT2", agent.get(0));
        assertTrue(agent.get(1).startsWith("fteStartAgent AGENT2 BFG_JVM_PROPERTIES=-X"), agent.toString());
        assertTrue(run.output().contains("AGENT2 was not running (fteStopAgent exited 1: stand-in: the agent is not running); it is started with its new files"),
                run.output());
        Files.writeString(stop, standIn);
    }

    @Test
    @Order(3)
    void theMqPlayTakesOneHostAtATimeUnlessMftwbSerialSaysMore() throws Exception {
        assertEquals(2, mqPlayBatches(lab.playbook("site.yml", "--check")), "one batch per host");
        assertEquals(1, mqPlayBatches(lab.playbook("site.yml", "--check", "-e", "mftwb_serial=2")), "both hosts in one batch");
        assertEquals(1, mqPlayBatches(lab.playbook("site.yml", "--check", "-e", "mftwb_serial=100%")), "the whole fleet in one batch");
    }

    /** Ansible announces a serial play once per batch. */
    private static int mqPlayBatches(Ansible.Run run) {
        Matcher m = MQ_PLAY.matcher(run.output());
        int batches = 0;
        while (m.find()) {
            batches++;
        }
        return batches;
    }
}
