package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;


/**
 * The generated project run by ansible-core against the {@link RolloutLab} (two OpenSSH hosts in
 * network namespaces, stand-ins for the MQ and MFT commands that record their calls), QM1 existing: the first run changes files and restarts what changed, the second changes
 * nothing, check mode on a modified host shows the diff and changes nothing, and the run after it
 * restarts only what the modification touched (runmqsc's exit 10 for objects that exist is expected).
 */
class AnsibleRolloutTest {

    @TempDir
    static Path dir;
    static RolloutLab lab;
    static LabHost qmHost;
    static LabHost agentHost;

    @BeforeAll
    static void bringUpHostsAndExport() throws Exception {
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

    private static Ansible.Run playbook(String... options) throws Exception {
        return lab.playbook("site.yml", options);
    }

    private static Map<String, Integer> changed(Ansible.Run run) {
        return RolloutLab.changed(run);
    }

    private static List<String> calls(LabHost host) throws IOException {
        return RolloutLab.calls(host);
    }

    private static Map<String, String> files(LabHost host) throws IOException {
        return RolloutLab.files(host);
    }

    @Test
    void firstRunChangesAndRestartsSecondChangesNothingCheckModeOnlyShowsTheDiff() throws Exception {
        Ansible.Run first = playbook();
        Map<String, Integer> firstChanged = changed(first);
        assertTrue(firstChanged.get("qmhost") > 0 && firstChanged.get("agenthost") > 0, first.output());
        String qmIni = Files.readString(qmHost.home.resolve(RolloutLab.QM_INI));
        // Merged key by key: new values in place, missing keys and stanzas added, the rest as crtmqm wrote it.
        assertTrue(qmIni.contains("   LogType=CIRCULAR\n   LogBufferPages=4096\n   LogPath=/var/mqm/log/QM1/\n"), qmIni);
        assertTrue(qmIni.contains("ExitPath:\n   ExitsDefaultPath=/var/mqm/exits/\n") && qmIni.contains("Service:\n   Name=AuthorizationService\n"), qmIni);
        assertTrue(qmIni.contains("TCP:\n   SndBuffSize=0\n   KeepAlive=Yes\n   SvrSndBuffSize="), "no QM-to-QM channel: SndBuffSize stays, the client buffers join TCP\n" + qmIni);
        assertTrue(qmIni.contains("\nTuningParameters:\n   DefaultPQBufferSize="), qmIni);
        assertTrue(qmIni.startsWith("#*****"), qmIni);
        try (Stream<Path> backups = Files.list(qmHost.home.resolve("var/mqm/qmgrs/QM1"))) {
            List<Path> kept = backups.filter(p -> p.getFileName().toString().matches("qm\\.ini\\..*~")).toList();
            assertEquals(1, kept.size(), kept.toString());
            assertEquals(RolloutLab.ORIGINAL_QM_INI, Files.readString(kept.get(0)), "the backup is the file before the run");
        }
        String properties = Files.readString(agentHost.home.resolve(RolloutLab.AGENT2_PROPERTIES));
        assertTrue(properties.startsWith("agentDesc=written by fteCreateAgent\n"), properties);
        assertTrue(properties.contains("agentQMgrChannel=MFT.SVRCONN"), properties);
        assertTrue(Files.exists(qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf")));
        List<String> qmCalls = calls(qmHost);
        assertFalse(qmCalls.stream().anyMatch(c -> c.startsWith("crtmqm")), "QM1 exists: " + qmCalls);
        for (String expected : List.of("runmqsc QM1 (", "dspmq -m QM1", "endmqm -w QM1", "strmqm QM1", "fteStopAgent AGENT1", "fteStartAgent AGENT1 BFG_JVM_PROPERTIES=-X",
                "sysctl -p " + qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf"))) {
            assertTrue(qmCalls.stream().anyMatch(c -> c.startsWith(expected)), expected + " in " + qmCalls);
        }
        assertTrue(calls(agentHost).stream().anyMatch(c -> c.startsWith("fteStartAgent AGENT2 BFG_JVM_PROPERTIES=-X")), calls(agentHost).toString());
        assertFalse(calls(agentHost).stream().anyMatch(c -> c.startsWith("runmqsc") || c.startsWith("endmqm")), calls(agentHost).toString());

        Ansible.Run second = playbook();
        assertEquals(Map.of("agenthost", 0, "qmhost", 0), changed(second), second.output());
        assertEquals(List.of("dspmq -m QM1"), RolloutLab.callsSince(qmHost, qmCalls), "the second run only asks whether QM1 exists: nothing restarted or re-run");

        // An operator edits qm.ini on one host and agent.env on the other; check mode shows exactly that.
        Path qmIniPath = qmHost.home.resolve(RolloutLab.QM_INI);
        Files.writeString(qmIniPath, qmIni.replace("LogBufferPages=4096", "LogBufferPages=512"));
        Path agentEnv = agentHost.home.resolve("var/mqm/mqft/config/QM1/agents/AGENT2/agent.env");
        Files.writeString(agentEnv, Files.readString(agentEnv) + "export EXTRA=1\n");
        Map<String, String> qmFiles = files(qmHost);
        Map<String, String> agentFiles = files(agentHost);
        List<String> qmCallsBefore = calls(qmHost);
        List<String> agentCallsBefore = calls(agentHost);
        Ansible.Run check = playbook("--check", "--diff");
        // Each host: the edited file, and the record rollback.yml would read (check mode writes neither).
        assertEquals(Map.of("agenthost", 2, "qmhost", 2), changed(check), check.output());
        assertTrue(check.output().contains("-   LogBufferPages=512\n+   LogBufferPages=4096\n"), check.output());
        assertTrue(check.output().contains("-export EXTRA=1\n"), check.output());
        assertEquals(qmFiles, files(qmHost), "check mode changes no file");
        assertEquals(agentFiles, files(agentHost), "check mode changes no file");
        assertEquals(agentCallsBefore, calls(agentHost), "check mode runs no MFT command");
        assertEquals(List.of("dspmq -m QM1", "dspmq -m QM1"), calls(qmHost).subList(qmCallsBefore.size(), calls(qmHost).size()),
                "check mode only asks dspmq (whether QM1 exists, then whether it runs)");

        // The real run puts both back and restarts exactly what they belong to. The MQSC copy is gone
        // too (so runmqsc runs again): every DEFINE fails with AMQ8150E, as its object exists, and runmqsc
        // exits 10, which is expected; the ALTERs tune the objects.
        Files.delete(qmHost.home.resolve("var/mqm/mftwb/QM1/QM1.mqsc"));
        List<String> qmCallsBeforeFix = calls(qmHost);
        Ansible.Run fix = playbook();
        // qmhost: qm.ini, its record, the MQSC copy, the folder for the saved definitions, the definitions saved, the record naming
        // them, runmqsc, endmqm, strmqm; agenthost: agent.env, its record, fteStopAgent, fteStartAgent.
        assertEquals(Map.of("agenthost", 4, "qmhost", 9), changed(fix), fix.output());
        assertTrue(RolloutLab.definition(qmHost, "QM1", "channel-MFT.SVRCONN").endsWith("\nALTER CHANNEL(MFT.SVRCONN) CHLTYPE(SVRCONN) MAXMSGL(4194304)\n"),
                RolloutLab.definition(qmHost, "QM1", "channel-MFT.SVRCONN"));
        // Before runmqsc, dmpmqcfg saves each object the MQSC touches, for rollback.yml.
        assertEquals(List.of("dspmq -m QM1", "dmpmqcfg -m QM1 -x object -a -o mqsc -t listener -n MFTWB.LISTENER",
                "dmpmqcfg -m QM1 -x object -a -o mqsc -t channel -n MFT.SVRCONN", "runmqsc QM1", "dspmq -m QM1", "endmqm -w QM1", "strmqm QM1"),
                calls(qmHost).subList(qmCallsBeforeFix.size(), calls(qmHost).size()).stream().map(c -> c.replaceAll(" \\(\\d+ commands\\)$", "")).toList());
        List<String> agentRestart = calls(agentHost).subList(agentCallsBefore.size(), calls(agentHost).size());
        assertEquals(2, agentRestart.size(), agentRestart.toString());
        assertEquals("fteStopAgent AGENT2", agentRestart.get(0));
        assertTrue(agentRestart.get(1).startsWith("fteStartAgent AGENT2 BFG_JVM_PROPERTIES=-X"), agentRestart.toString());
        assertEquals(qmIni, Files.readString(qmIniPath));
        System.out.println("first run: " + firstChanged + ", second run: " + changed(second) + ", check mode: " + changed(check));
    }
}
