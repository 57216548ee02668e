package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.QueueManager;
import mftwb.tuning.QueueManagerSizing;

/**
 * site.yml run by ansible-core in the {@link RolloutLab} where QM1 does not exist yet: dspmq exits 72,
 * so crtmqm creates it with the generated options, its qm.ini is merged before strmqm starts it, then
 * its MQSC runs and its listener starts; nothing restarts it, and the next run creates nothing. The
 * MQ commands are the lab's stand-ins (IBM MQ cannot be installed here); LiveMqCommandsTest checks
 * dspmq's exit 72 against a real installation where there is one.
 */
class AnsibleCreateQueueManagerTest {
    @TempDir
    static Path dir;
    static RolloutLab lab;

    @BeforeAll
    static void bringUpHostsWithoutQueueManager() throws Exception {
        lab = RolloutLab.up(dir);
        // strmqm records whether qm.ini already had the merged keys when it started the queue manager.
        Path qmIni = lab.qmHost.home.resolve(RolloutLab.QM_INI);
        Path strmqm = lab.qmHost.home.resolve("opt/mqm/bin/strmqm");
        String standIn = Files.readString(strmqm).replaceFirst("#!/bin/sh\n", "");
        RolloutLab.script(strmqm, standIn.replace("echo \"strmqm $*\"", "echo \"strmqm $* (merged: $(grep -c LogBufferPages=4096 '" + qmIni + "'))\""));
        lab.ownHomes();
    }

    @AfterAll
    static void removeHosts() throws Exception {
        if (lab != null) {
            lab.close();
        }
    }

    @Test
    void missingQueueManagerIsCreatedMergedStartedAndConfiguredOnce() throws Exception {
        Path qmIni = lab.qmHost.home.resolve(RolloutLab.QM_INI);
        Ansible.Run check = lab.playbook("site.yml", "--check", "--diff");
        assertTrue(Files.notExists(qmIni), "check mode creates nothing");
        assertEquals(List.of("dspmq -m QM1"), RolloutLab.calls(lab.qmHost), "check mode only asks dspmq");
        assertTrue(check.output().contains("+   LogBufferPages=4096"), "the diff shows the qm.ini to be merged: " + check.output());

        lab.playbook("site.yml");
        QueueManager qm1 = LabTopology.of("qmhost", "", "agenthost", "").queueManagerNamed("QM1").orElseThrow();
        String options = String.join(" ", QueueManagerSizing.of(LabTopology.of("qmhost", "", "agenthost", ""), qm1).crtmqmOptions());
        List<String> calls = RolloutLab.calls(lab.qmHost).stream().filter(c -> !c.startsWith("fte") && !c.startsWith("sysctl")).toList();
        assertEquals("crtmqm " + options + " QM1", calls.get(2), calls.toString());
        assertEquals(List.of("dspmq -m QM1", "dspmq -m QM1", "crtmqm " + options + " QM1", "strmqm QM1 (merged: 1)", "runmqsc QM1 (", "runmqsc QM1 (0 commands) START LISTENER(MFTWB.LISTENER)"),
                calls.stream().map(c -> c.startsWith("runmqsc QM1 (") && !c.contains("START") ? "runmqsc QM1 (" : c).toList(),
                "created, merged before the start, MQSC, listener; no endmqm");
        String merged = Files.readString(qmIni);
        assertTrue(merged.startsWith(RolloutLab.CRTMQM_QM_INI.replace("LogBufferPages=0", "LogBufferPages=4096")), merged);

        List<String> before = RolloutLab.calls(lab.qmHost);
        Ansible.Run again = lab.playbook("site.yml");
        assertEquals(Map.of("agenthost", 0, "qmhost", 0), RolloutLab.changed(again), again.output());
        assertEquals(List.of("dspmq -m QM1"), RolloutLab.callsSince(lab.qmHost, before), "QM1 exists now: nothing is created or started again");
    }
}
