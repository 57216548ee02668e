package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.remote.lab.LocalLab;

/** Quoting proven against a real /bin/sh reached through the embedded SSH server. */
class RemoteCommandTest {
    @TempDir
    static Path state;
    static LocalLab lab;
    static SshConnection ssh;

    @BeforeAll
    static void connect() throws Exception {
        lab = LocalLab.start(state.resolve("lab"));
        ssh = SshConnection.open(lab.connectionSettings());
    }

    @AfterAll
    static void disconnect() throws Exception {
        ssh.close();
        lab.close();
    }

    @Test
    void plainWordsStayReadable() {
        assertEquals("fteListAgents -m QM1 /var/mqm", RemoteCommand.of("fteListAgents", "-m", "QM1", "/var/mqm").toShellString());
    }

    @Test
    void metacharactersArriveAsDataAndNothingExecutes() throws Exception {
        Path marker = state.resolve("pwned");
        String touch = "touch " + marker;
        List<String> hostile = List.of("it's", "say \"hi\"", "a;" + touch, "$(" + touch + ")", "`" + touch + "`",
                "${HOME}", "two words", "line1\nline2", "", "*", "a|" + touch, "x&&" + touch, "'", "\\", "-n",
                "AGENT'; " + touch + "; echo '");
        for (String word : hostile) {
            SshConnection.ExecResult result = ssh.run(RemoteCommand.of("printf", "%s|", word), Duration.ofSeconds(10));
            assertEquals(0, result.exitStatus(), "exit status for " + word);
            assertEquals(word + "|", result.stdout(), "printf must receive exactly the word " + word);
        }
        assertFalse(Files.exists(marker), "a quoted argument was executed by the shell");
    }

    @Test
    void allArgumentsArriveAsSeparateWords() throws Exception {
        SshConnection.ExecResult result = ssh.run(RemoteCommand.of("sh", "-c", "echo $#", "sh", "a b", "'c'", "d\ne"),
                Duration.ofSeconds(10));
        assertEquals("3", result.stdout().strip());
    }
}
