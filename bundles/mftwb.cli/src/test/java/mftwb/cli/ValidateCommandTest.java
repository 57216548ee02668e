package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Templates;

class ValidateCommandTest {
    private final CommandRun cli = new CommandRun();

    @TempDir
    Path dir;

    private int run(String... args) {
        return cli.run(args);
    }

    private String out() {
        return cli.stdout();
    }

    private String err() {
        return cli.stderr();
    }

    private Path template(String fileName, String from, String to) throws Exception {
        String text = Templates.named(fileName).orElseThrow().text();
        assertTrue(text.contains(from), from);
        Path file = dir.resolve(fileName);
        Files.writeString(file, text.replace(from, to), StandardCharsets.UTF_8);
        return file;
    }

    private Path copy(String fileName) throws Exception {
        Path file = dir.resolve(fileName);
        Files.writeString(file, Templates.named(fileName).orElseThrow().text(), StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void cleanTopologyExitsZero() throws Exception {
        Path file = copy("bindings-cluster.json");
        assertEquals(0, run("validate", file.toString()));
        assertEquals(file + ": no problems", out().strip());
    }

    @Test
    void warningsArePrintedButExitZero() throws Exception {
        Path file = copy("pb-sftp-crossgeo.json");
        assertEquals(0, run("validate", file.toString()));
        List<String> lines = out().lines().toList();
        assertEquals(1, lines.size(), out());
        assertTrue(lines.get(0).startsWith(file + ": WARNING PBAGENT: The client connection to QM1 crosses a WAN link"), lines.get(0));
        assertTrue(lines.get(0).contains(" Fix: "), lines.get(0));
    }

    @Test
    void validationErrorExitsOneWithOneLinePerProblem() throws Exception {
        Path file = template("bindings-cluster.json", "\"roles\": [\"coordination\"]", "\"roles\": []");
        assertEquals(1, run("validate", file.toString()));
        assertEquals(List.of(file + ": ERROR Bindings cluster: No queue manager has the coordination role; transfer logs and agent status have nowhere to go."
                + " Fix: Give exactly one queue manager the coordination role."), out().lines().toList());
    }

    @Test
    void malformedFileExitsTwoWithLineAndPath() throws Exception {
        Path file = template("client-mode.json", "\"os\": \"linux\"", "\"os\": \"solaris\"");
        assertEquals(2, run("validate", file.toString()));
        assertTrue(err().startsWith(file + ":10:13: $.hosts[0].os: unknown operating system 'solaris' (allowed: linux, aix, windows, zos)"), err());
        assertEquals("", out());
    }

    @Test
    void missingFileExitsTwo() {
        assertEquals(2, run("validate", dir.resolve("absent.json").toString()));
        assertTrue(err().contains("absent.json: $: cannot read"), err());
    }

    @Test
    void noFileIsAUsageError() {
        assertEquals(2, run("validate"));
        assertTrue(err().contains("usage: mftwb validate FILE..."), err());
    }

    @Test
    void worstFileDecidesTheExitCode() throws Exception {
        Path clean = copy("bindings-cluster.json");
        Path broken = template("client-mode.json", "\"port\": 1414", "\"port\": 0");
        assertEquals(1, run("validate", clean.toString(), broken.toString()));
        assertTrue(out().contains(broken + ": ERROR AGENT1: The agentQMgrPort 0 is not a TCP port."), out());
    }

    /** An element named with ESC [2J cleared the terminal when validate printed it; a line break forged a line. */
    @Test
    void controlCharactersInNamesArePrintedEscaped() throws Exception {
        Path file = template("bindings-cluster.json", "\"roles\": [\"coordination\"]", "\"roles\": []");
        Files.writeString(file, Files.readString(file).replace("\"Bindings cluster\"", "\"Bindings\\u001b[2J\\ncluster\""));
        assertEquals(1, run("validate", file.toString()), err());
        List<String> lines = out().lines().toList();
        assertEquals(2, lines.size(), out());
        assertEquals(file + ": ERROR Bindings\\u001b[2J\\u000acluster: No queue manager has the coordination role;"
                + " transfer logs and agent status have nowhere to go. Fix: Give exactly one queue manager the coordination role.",
                lines.get(0));
        assertTrue(lines.get(1).startsWith(file + ": ERROR Bindings\\u001b[2J\\u000acluster: The topology name"), lines.get(1));
        assertTrue(out().chars().noneMatch(c -> c < 0x20 && c != '\n'), "no control character but the line ends");
    }
}
