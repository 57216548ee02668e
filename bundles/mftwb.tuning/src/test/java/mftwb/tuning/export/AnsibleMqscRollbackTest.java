package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The MQSC half of rollback.yml in the {@link RolloutLab}: site.yml saves, with dmpmqcfg, the
 * definition of each object its MQSC touches before runmqsc runs; rollback.yml feeds exactly those
 * back through runmqsc once, names the objects the rollout newly defined without deleting them, and
 * reports runmqsc's failures.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AnsibleMqscRollbackTest {
    private static final String CHANNEL = "channel-MFT.SVRCONN";
    private static final String LISTENER = "listener-MFTWB.LISTENER";
    /** The server-connection channel as an administrator defined it before the rollout (dmpmqcfg's form). */
    private static final String ADMIN_CHANNEL = "DEFINE CHANNEL('MFT.SVRCONN') CHLTYPE(SVRCONN) TRPTYPE(TCP) MAXMSGL(1048576) DESCR('set by an admin') REPLACE";
    private static final String OTHER_CHANNEL = "DEFINE CHANNEL('OTHER.SVRCONN') CHLTYPE(SVRCONN) DESCR('changed after the rollout') REPLACE";

    @TempDir
    static Path dir;
    static RolloutLab lab;
    static LabHost qmHost;

    @BeforeAll
    static void bringUpHostsWithAnAdministeredChannel() throws Exception {
        lab = RolloutLab.up(dir);
        qmHost = lab.qmHost;
        RolloutLab.write(qmHost, RolloutLab.QM_INI, RolloutLab.ORIGINAL_QM_INI);
        RolloutLab.define(qmHost, "QM1", CHANNEL, ADMIN_CHANNEL);
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
    void rollbackFeedsBackTheDefinitionSavedBeforeTheRolloutOnceAndNamesTheNewObjects() throws Exception {
        List<String> before = RolloutLab.calls(qmHost);
        lab.playbook("site.yml");
        String tuned = RolloutLab.definition(qmHost, "QM1", CHANNEL);
        assertEquals(ADMIN_CHANNEL + "\nALTER CHANNEL(MFT.SVRCONN) CHLTYPE(SVRCONN) MAXMSGL(4194304)\n", tuned,
                "the rollout altered only the tuned MAXMSGL: the administrator's DESCR (like SSLCIPH or MCAUSER) stays");
        List<String> mq = RolloutLab.callsSince(qmHost, before).stream().filter(c -> c.startsWith("dmpmqcfg") || c.startsWith("runmqsc")).toList();
        assertEquals(List.of("dmpmqcfg -m QM1 -x object -a -o mqsc -t listener -n MFTWB.LISTENER", "dmpmqcfg -m QM1 -x object -a -o mqsc -t channel -n MFT.SVRCONN"),
                mq.subList(0, 2), "each object the MQSC touches is saved on its own, before runmqsc");
        assertTrue(mq.get(2).startsWith("runmqsc QM1 ("), mq.toString());
        String record = Files.readString(RolloutLab.latestRecord(qmHost, "mq")).replaceAll("\\s+", "");
        assertTrue(record.contains("\"mqsc_saved\":[\"QM1/2-channel.mqsc\"]") && record.contains("\"mqsc_defined\":[\"QM1/1-listener.mqsc\"]"), record);
        Path saved = savedDefinitions().get(0).resolve("QM1/2-channel.mqsc");
        assertTrue(Files.readString(saved).contains(ADMIN_CHANNEL + "\n"), Files.readString(saved));
        // An administrator changes another channel after the rollout: rollback leaves it.
        RolloutLab.define(qmHost, "QM1", "channel-OTHER.SVRCONN", OTHER_CHANNEL);

        int fed = RolloutLab.runmqscInputs(qmHost).size();
        Ansible.Run rollback = lab.playbook("rollback.yml");
        List<String> inputs = RolloutLab.runmqscInputs(qmHost);
        assertEquals(List.of(Files.readString(saved)), inputs.subList(fed, inputs.size()), "runmqsc is fed exactly the definition saved before the rollout");
        assertEquals(ADMIN_CHANNEL + "\n", RolloutLab.definition(qmHost, "QM1", CHANNEL), "the channel is as the administrator left it");
        assertEquals(OTHER_CHANNEL + "\n", RolloutLab.definition(qmHost, "QM1", "channel-OTHER.SVRCONN"), "an object the MQSC did not touch stays");
        assertNotNull(RolloutLab.definition(qmHost, "QM1", LISTENER), "a newly defined object is not deleted");
        assertTrue(rollback.output().contains("LISTENER('MFTWB.LISTENER') of QM1 was defined by the rollout and is left as it is; if it must go: "
                + "STOP LISTENER('MFTWB.LISTENER') then DELETE LISTENER('MFTWB.LISTENER') (runmqsc QM1)"), rollback.output());

        List<String> callsBefore = RolloutLab.calls(qmHost);
        Ansible.Run again = lab.playbook("rollback.yml");
        assertEquals(Map.of("agenthost", 0, "qmhost", 0), RolloutLab.changed(again), again.output());
        assertEquals(inputs, RolloutLab.runmqscInputs(qmHost), "the second rollback runs no MQSC");
        assertEquals(callsBefore, RolloutLab.calls(qmHost));
        assertTrue(!again.output().contains("was defined by the rollout"), again.output());

        // Rolled back, the MQSC applies again with the next rollout.
        lab.playbook("site.yml");
        assertEquals(tuned, RolloutLab.definition(qmHost, "QM1", CHANNEL));
    }

    @Test
    @Order(2)
    void runmqscFailingOnRollbackStopsTheHostAndKeepsTheRecordExitTenIsAWarning() throws Exception {
        Path runmqsc = qmHost.home.resolve("opt/mqm/bin/runmqsc");
        String standIn = Files.readString(runmqsc);
        RolloutLab.script(runmqsc, "cat >/dev/null\necho 'AMQ8146E: IBM MQ queue manager not available.'\nexit 20");
        Ansible.Run failed = lab.failingPlaybook("rollback.yml");
        assertTrue(failed.output().contains("runmqsc QM1 could not put back CHANNEL('MFT.SVRCONN') (exit 20): AMQ8146E"), failed.output());
        assertNotNull(RolloutLab.latestRecord(qmHost, "mq"), "the record stays for the next rollback");

        RolloutLab.script(runmqsc, "cat >/dev/null\necho 'AMQ8148E: IBM MQ object in use.'\nexit 10");
        Ansible.Run warned = lab.playbook("rollback.yml");
        assertTrue(warned.output().contains("CHANNEL('MFT.SVRCONN') of QM1 is not fully put back:") && warned.output().contains("AMQ8148E: IBM MQ object in use."),
                warned.output());
        Files.writeString(runmqsc, standIn);
    }

    @Test
    @Order(3)
    void aDefinitionDmpmqcfgCannotSaveStopsTheHostBeforeRunmqscAndTheNextRunTriesAgain() throws Exception {
        Path dmpmqcfg = qmHost.home.resolve("opt/mqm/bin/dmpmqcfg");
        String standIn = Files.readString(dmpmqcfg);
        RolloutLab.script(dmpmqcfg, "echo 'AMQ8146E: IBM MQ queue manager not available.'\nexit 20");
        Path copy = qmHost.home.resolve("var/mqm/mftwb/QM1/QM1.mqsc");
        Files.deleteIfExists(copy); // the last rollback forgot it already
        int fed = RolloutLab.runmqscInputs(qmHost).size();
        Ansible.Run failed = lab.failingPlaybook("site.yml");
        assertTrue(failed.output().contains("dmpmqcfg could not save CHANNEL('MFT.SVRCONN') of QM1 (exit 20): AMQ8146E"), failed.output());
        assertEquals(fed, RolloutLab.runmqscInputs(qmHost).size(), "runmqsc does not run what rollback could not undo");
        assertTrue(Files.notExists(copy), "the MQSC copy is forgotten, so the next run applies it");

        Files.writeString(dmpmqcfg, standIn);
        lab.playbook("site.yml");
        assertEquals(fed + 1, RolloutLab.runmqscInputs(qmHost).size());
    }

    @Test
    @Order(4)
    void anObjectDmpmqcfgReportsUnknownIsOneTheRunDefinesNotAFailure() throws Exception {
        Path dmpmqcfg = qmHost.home.resolve("opt/mqm/bin/dmpmqcfg");
        String standIn = Files.readString(dmpmqcfg);
        Path printing = dmpmqcfg.resolveSibling("dmpmqcfg-printing");
        RolloutLab.script(printing, standIn.substring(standIn.indexOf('\n') + 1));
        // A level that fails for a name it does not know, instead of printing only comments.
        RolloutLab.script(dmpmqcfg, "out=$('" + printing + "' \"$@\")\n"
                + "if printf '%s\\n' \"$out\" | grep -q '^DEFINE\\|^ALTER'; then printf '%s\\n' \"$out\"; "
                + "else echo 'AMQ8147E: IBM MQ object MFTWB.LISTENER not found.'; exit 10; fi");
        Files.delete(qmHost.home.resolve("mq-objects/QM1/" + LISTENER));
        Files.deleteIfExists(qmHost.home.resolve("var/mqm/mftwb/QM1/QM1.mqsc"));
        int fed = RolloutLab.runmqscInputs(qmHost).size();

        lab.playbook("site.yml");
        String record = Files.readString(RolloutLab.latestRecord(qmHost, "mq")).replaceAll("\\s+", "");
        assertTrue(record.contains("\"mqsc_saved\":[\"QM1/2-channel.mqsc\"]") && record.contains("\"mqsc_defined\":[\"QM1/1-listener.mqsc\"]"), record);
        assertEquals(fed + 1, RolloutLab.runmqscInputs(qmHost).size(), "runmqsc runs: the unknown listener is one the MQSC defines");
        Files.writeString(dmpmqcfg, standIn);
    }

    /** runmqsc exits 10 for the AMQ8150E of a DEFINE, expected, and for another failure too: that one stops the host. */
    @Test
    @Order(5)
    void aFailedMqscCommandOtherThanADefineOfAnExistingObjectStopsTheHostAndTheNextRunTriesAgain() throws Exception {
        Path runmqsc = qmHost.home.resolve("opt/mqm/bin/runmqsc");
        String standIn = Files.readString(runmqsc);
        RolloutLab.script(runmqsc, "cat >/dev/null\necho '     1 : DEFINE CHANNEL(MFT.SVRCONN) CHLTYPE(SVRCONN) TRPTYPE(TCP) MAXMSGL(4194304)'\n"
                + "echo 'AMQ8150E: IBM MQ object already exists.'\necho '     2 : ALTER CHANNEL(MFT.SVRCONN) CHLTYPE(SVRCONN) MAXMSGL(4194304)'\n"
                + "echo 'AMQ8148E: IBM MQ object in use.'\necho '2 MQSC commands read.'\necho 'No commands have a syntax error.'\n"
                + "echo '2 valid MQSC commands could not be processed.'\nexit 10");
        Path copy = qmHost.home.resolve("var/mqm/mftwb/QM1/QM1.mqsc");
        Files.deleteIfExists(copy);
        Ansible.Run failed = lab.failingPlaybook("site.yml");
        assertTrue(failed.output().contains("runmqsc QM1 exited 10") && failed.output().contains("AMQ8148E: IBM MQ object in use."), failed.output());
        assertTrue(Files.notExists(copy), "the MQSC copy is forgotten, so the next run applies it");

        Files.writeString(runmqsc, standIn);
        int fed = RolloutLab.runmqscInputs(qmHost).size();
        lab.playbook("site.yml");
        assertEquals(fed + 1, RolloutLab.runmqscInputs(qmHost).size());
        assertTrue(Files.exists(copy));
    }

    /** The before-RUN folders the rollouts saved definitions in, oldest first. */
    private static List<Path> savedDefinitions() throws Exception {
        try (Stream<Path> state = Files.list(qmHost.home.resolve("var/mqm/mftwb"))) {
            return new ArrayList<>(state.filter(p -> p.getFileName().toString().startsWith("before-")).sorted().toList());
        }
    }
}
