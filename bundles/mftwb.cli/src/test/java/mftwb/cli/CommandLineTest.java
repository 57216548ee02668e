package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

class CommandLineTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private final Subcommand echo = new Subcommand() {
        public String name() { return "echo"; }
        public String usage() { return "--word W [--loud]"; }
        public Set<String> valuedOptions() { return Set.of("word"); }
        public Set<String> switches() { return Set.of("loud"); }
        public int run(Arguments args, PrintStream o, PrintStream e) throws UsageException {
            String word = args.required("word");
            o.println(args.has("loud") ? word.toUpperCase() : word);
            return 0;
        }
    };

    private int run(String... args) {
        return new CommandLine("1.2.3.q", List.of(echo)).run(args,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void versionPrintsTheProductVersionAndExitsZero() {
        assertEquals(0, run("--version"));
        assertEquals("MFT Performance Workbench 1.2.3.q", out.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void helpListsEverySubcommandWithItsUsage() {
        assertEquals(0, run("--help"));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("echo --word W [--loud]"));
    }

    @Test
    void aSubcommandsHelpIsItsUsageNotAnError() {
        assertEquals(0, run("echo", "--help"));
        assertEquals("usage: mftwb echo --word W [--loud]", out.toString(StandardCharsets.UTF_8).strip());
        assertEquals(0, run("echo", "--word", "x", "-h"));
        assertEquals("", err.toString(StandardCharsets.UTF_8), "nothing on stderr, nothing run");
    }

    @Test
    void subcommandReceivesItsOptions() {
        assertEquals(0, run("echo", "--word", "chunk", "--loud"));
        assertEquals("CHUNK", out.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void unknownSubcommandIsAUsageError() {
        assertEquals(2, run("frobnicate"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("unknown subcommand 'frobnicate'"));
    }

    @Test
    void unknownOptionIsNamed() {
        assertEquals(2, run("echo", "--wrod", "x"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("unknown option --wrod"));
    }

    @Test
    void missingRequiredOptionShowsUsage() {
        assertEquals(2, run("echo"));
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("--word is required"));
        assertTrue(text.contains("usage: mftwb echo --word W [--loud]"));
    }

    @Test
    void inlineValueAfterEqualsSignIsAccepted() {
        assertEquals(0, run("echo", "--word=window"));
        assertEquals("window", out.toString(StandardCharsets.UTF_8).strip());
    }
}
