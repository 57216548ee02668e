package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * rollback.yml run by ansible-core in the {@link RolloutLab}: it puts back the exact bytes the last
 * rollout that changed something replaced (removing what it created), restarts only what it put
 * back, and a second rollback changes nothing; after a later, smaller rollout it undoes only that one,
 * and the next rollback the one before it (each host keeps a stack of records per play).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AnsibleRollbackTest {
    private static final String AGENT1_ENV = "var/mqm/mqft/config/QM1/agents/AGENT1/agent.env";
    private static final String ORIGINAL_AGENT1_ENV = "export BFG_JVM_PROPERTIES=\"-Xmx512M\"\n";

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
        RolloutLab.write(qmHost, AGENT1_ENV, ORIGINAL_AGENT1_ENV);
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
    void rollbackPutsBackTheOriginalBytesRestartsWhatItRestoredAndIsHarmlessTwice() throws Exception {
        Map<String, String> qmOriginal = RolloutLab.files(qmHost);
        Map<String, String> agentOriginal = RolloutLab.files(agentHost);
        lab.playbook("site.yml");
        assertNotEquals(qmOriginal.get(RolloutLab.QM_INI), RolloutLab.files(qmHost).get(RolloutLab.QM_INI));
        assertNotEquals(ORIGINAL_AGENT1_ENV, RolloutLab.files(qmHost).get(AGENT1_ENV));
        assertTrue(Files.exists(qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf")));
        // A run that changes nothing keeps the record: rollback still undoes the run that did.
        assertEquals(Map.of("agenthost", 0, "qmhost", 0), RolloutLab.changed(lab.playbook("site.yml")));

        List<String> qmBefore = RolloutLab.calls(qmHost);
        List<String> agentBefore = RolloutLab.calls(agentHost);
        Ansible.Run rollback = lab.playbook("rollback.yml");
        assertRestored(qmHost, qmOriginal);
        assertRestored(agentHost, agentOriginal);
        assertTrue(Files.notExists(qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf")), "the sysctl file the rollout created is removed");
        assertTrue(rollback.output().contains("the kernel keeps its values until a reboot"), rollback.output());
        // Restarted with the agent.env put back; no MQSC, no sysctl -p (nothing was put back there), no crtmqm.
        assertEquals(List.of("dspmq -m QM1", "endmqm -w QM1", "strmqm QM1", "fteStopAgent AGENT1", "fteStartAgent AGENT1 BFG_JVM_PROPERTIES=-Xmx512M"),
                RolloutLab.callsSince(qmHost, qmBefore));
        // AGENT2's agent.env was new and is gone: it starts without one.
        assertEquals(List.of("fteStopAgent AGENT2", "fteStartAgent AGENT2 BFG_JVM_PROPERTIES="), RolloutLab.callsSince(agentHost, agentBefore));

        Ansible.Run again = lab.playbook("rollback.yml");
        assertEquals(Map.of("agenthost", 0, "qmhost", 0), RolloutLab.changed(again), again.output());
        assertRestored(qmHost, qmOriginal);
        assertEquals(qmBefore.size() + 5, RolloutLab.calls(qmHost).size(), "the second rollback restarts nothing");
        assertEquals(agentBefore.size() + 2, RolloutLab.calls(agentHost).size(), "the second rollback restarts nothing");
    }

    @Test
    @Order(2)
    void eachRollbackUndoesTheLatestRolloutLeftAndTheNextOneTheRolloutBefore() throws Exception {
        Map<String, String> qmOriginal = tunable(qmHost);
        Map<String, String> agentOriginal = tunable(agentHost);
        lab.playbook("site.yml");
        assertTrue(Files.exists(qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf")));
        // An operator lowers a value; the next rollout sets it back and changes nothing else.
        Path qmIni = qmHost.home.resolve(RolloutLab.QM_INI);
        String edited = Files.readString(qmIni).replace("LogBufferPages=4096", "LogBufferPages=512");
        Files.writeString(qmIni, edited);
        lab.playbook("site.yml");
        Map<String, String> agentTuned = configuration(agentHost);
        String agent1Env = Files.readString(qmHost.home.resolve(AGENT1_ENV));
        List<String> qmBefore = RolloutLab.calls(qmHost);
        List<String> agentBefore = RolloutLab.calls(agentHost);

        Ansible.Run rollback = lab.playbook("rollback.yml");
        assertEquals(0, RolloutLab.changed(rollback).get("agenthost"), "the agent host's records are older: nothing of it changes, " + rollback.output());
        assertEquals(edited, Files.readString(qmIni), "qm.ini as it was before the last rollout, not before the first");
        assertEquals(agent1Env, Files.readString(qmHost.home.resolve(AGENT1_ENV)), "files the last rollout did not change stay");
        assertEquals(agentTuned, configuration(agentHost), "the agent host's last change is older: its files stay");
        assertEquals(List.of("dspmq -m QM1", "endmqm -w QM1", "strmqm QM1"), RolloutLab.callsSince(qmHost, qmBefore), "only QM1 restarts");
        assertEquals(List.of(), RolloutLab.callsSince(agentHost, agentBefore));
        assertTrue(Files.exists(qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf")), "an older run's sysctl file stays");

        // The second rollback undoes the first rollout on both hosts: its records were kept, not set aside.
        Ansible.Run before = lab.playbook("rollback.yml");
        assertEquals(qmOriginal, tunable(qmHost), before.output());
        assertEquals(agentOriginal, tunable(agentHost), before.output());
        assertTrue(Files.notExists(qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf")), "the sysctl file the first rollout created is removed");
        assertTrue(RolloutLab.callsSince(qmHost, qmBefore).contains("fteStartAgent AGENT1 BFG_JVM_PROPERTIES=-Xmx512M"), RolloutLab.calls(qmHost).toString());
        assertTrue(RolloutLab.callsSince(agentHost, agentBefore).contains("fteStartAgent AGENT2 BFG_JVM_PROPERTIES="), RolloutLab.calls(agentHost).toString());
        assertEquals(Map.of("agenthost", 0, "qmhost", 0), RolloutLab.changed(lab.playbook("rollback.yml")), "both rollouts are undone");
    }

    @Test
    @Order(3)
    void aRolloutThatChangedOnlyTheSysctlFileIsUndoneFirstThenTheOneThatChangedQmIniAndTheMqsc() throws Exception {
        Map<String, String> qmOriginal = tunable(qmHost);
        Path sysctl = qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf");
        lab.playbook("site.yml", "--limit", "qmhost");
        String firstSysctl = Files.readString(sysctl);
        String tunedQmIni = Files.readString(qmHost.home.resolve(RolloutLab.QM_INI));
        Path generated = lab.project.resolve("files/qmhost/os/90-mftwb-tcp.conf");
        Files.writeString(generated, Files.readString(generated) + "net.core.somaxconn = 4096\n");
        lab.playbook("site.yml", "--limit", "qmhost");
        assertTrue(Files.readString(sysctl).contains("somaxconn"));

        lab.playbook("rollback.yml", "--limit", "qmhost");
        assertEquals(firstSysctl, Files.readString(sysctl), "the latest rollout changed only the sysctl file");
        assertEquals(tunedQmIni, Files.readString(qmHost.home.resolve(RolloutLab.QM_INI)));
        List<String> qmBefore = RolloutLab.calls(qmHost);

        Ansible.Run again = lab.playbook("rollback.yml", "--limit", "qmhost");
        assertEquals(qmOriginal, tunable(qmHost), "the rollout before it is undone next: qm.ini and agent.env as they were, " + again.output());
        assertTrue(Files.notExists(sysctl), "the sysctl file the first of the two created is removed");
        assertTrue(RolloutLab.callsSince(qmHost, qmBefore).stream().anyMatch(call -> call.startsWith("runmqsc QM1")),
                "the definitions saved before its MQSC are fed back: " + RolloutLab.callsSince(qmHost, qmBefore));
        assertTrue(rolledBack(qmHost).size() >= 2, "rolled-back records are kept: " + rolledBack(qmHost));
    }

    /** The rolled-back records the host keeps. */
    private static List<String> rolledBack(LabHost host) throws Exception {
        return RolloutLab.files(host).keySet().stream().filter(path -> path.startsWith("var/mqm/mftwb/rolled-back-")).toList();
    }

    /** The host's MQ and MFT files without Ansible's backups: what a rollback puts back. */
    private static Map<String, String> tunable(LabHost host) throws Exception {
        Map<String, String> files = configuration(host);
        files.keySet().removeIf(path -> path.endsWith("~"));
        return files;
    }

    /** The host's MQ and MFT files without the workbench's state (records, MQSC copies). */
    private static Map<String, String> configuration(LabHost host) throws Exception {
        Map<String, String> files = RolloutLab.files(host);
        files.keySet().removeIf(path -> path.startsWith("var/mqm/mftwb/"));
        return files;
    }

    /** Every file the host had before the rollout has its exact bytes; the only others are Ansible's backups and the workbench's state. */
    private static void assertRestored(LabHost host, Map<String, String> original) throws Exception {
        Map<String, String> now = RolloutLab.files(host);
        original.forEach((path, content) -> assertEquals(content, now.get(path), path));
        for (String path : now.keySet()) {
            assertTrue(original.containsKey(path) || path.endsWith("~") || path.startsWith("var/mqm/mftwb/"), "left behind: " + path);
        }
    }
}
