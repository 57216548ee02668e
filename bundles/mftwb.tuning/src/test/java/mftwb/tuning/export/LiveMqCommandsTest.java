package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What site.yml assumes of IBM MQ's own dspmq, against a real installation named by
 * {@code MFTWB_TEST_MQ_BIN} (e.g. /opt/mqm/bin) and, for the running case, a local queue manager named
 * by {@code MFTWB_TEST_LOCAL_QMGR}; SKIPPED without them, like the live queue manager suite of
 * mftwb.mq (MFTWB_TEST_QMGR). The lab tests use stand-ins that follow the same documented behaviour.
 */
class LiveMqCommandsTest {
    private Path bin;

    @BeforeEach
    void requireMqInstallation() {
        String path = System.getenv("MFTWB_TEST_MQ_BIN");
        assumeTrue(path != null && !path.isBlank() && Files.isExecutable(Path.of(path, "dspmq")),
                "MFTWB_TEST_MQ_BIN=/opt/mqm/bin is not set: no IBM MQ installation to test against");
        bin = Path.of(path);
    }

    @Test
    void dspmqExits72ForAQueueManagerItDoesNotKnow() throws Exception {
        // site.yml creates a queue manager only on this exit code; any other failure stops the host.
        assertEquals(72, run("dspmq", "-m", "MFTWB.NO.SUCH.QM").exitCode());
    }

    @Test
    void dspmqShowsARunningQueueManagerAsTheRestartHandlersExpect() throws Exception {
        String qm = System.getenv("MFTWB_TEST_LOCAL_QMGR");
        assumeTrue(qm != null && !qm.isBlank(), "MFTWB_TEST_LOCAL_QMGR is not set: no running local queue manager");
        Ansible.Run shown = run("dspmq", "-m", qm);
        assertEquals(0, shown.exitCode(), shown.output());
        assertTrue(shown.output().contains("QMNAME(" + qm + ")") && shown.output().contains("STATUS(Running)"), shown.output());
    }

    private Ansible.Run run(String command, String... args) throws Exception {
        List<String> line = new ArrayList<>(List.of(bin.resolve(command).toString()));
        line.addAll(List.of(args));
        Process process = new ProcessBuilder(line).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), command + " did not finish");
        return new Ansible.Run(process.exitValue(), output);
    }
}
