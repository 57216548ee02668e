package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import mftwb.model.Templates;

/**
 * Files that cannot be read or written are reported as a sentence naming the file the user typed and
 * the reason in words: no exception class, no temporary file. {@code {dir}} stands for a scratch folder
 * holding {@code topology.json} (valid), {@code folder.ini} (a folder) and nothing else.
 */
class FileErrorMessagesTest {
    @TempDir
    Path dir;

    @BeforeEach
    void files() throws IOException {
        Files.writeString(dir.resolve("topology.json"), Templates.named("client-mode.json").orElseThrow().text());
        Files.createDirectory(dir.resolve("folder.ini"));
    }

    static Stream<org.junit.jupiter.params.provider.Arguments> cases() {
        return Stream.of(
                org.junit.jupiter.params.provider.Arguments.of("lint /nonexistent/qm.ini", 2,
                        "mftwb lint: cannot read /nonexistent/qm.ini: no such file"),
                org.junit.jupiter.params.provider.Arguments.of("lint {dir}/folder.ini", 2,
                        "mftwb lint: cannot read {dir}/folder.ini: it is a folder, not a file"),
                org.junit.jupiter.params.provider.Arguments.of("export {dir}/topology.json --format zip --out /proc/x.zip", 2,
                        "mftwb export: cannot write /proc/x.zip: files cannot be created in /proc"),
                org.junit.jupiter.params.provider.Arguments.of("export {dir}/topology.json --format zip --out {dir}/missing/x.zip", 2,
                        "mftwb export: --out {dir}/missing/x.zip: folder {dir}/missing does not exist"),
                org.junit.jupiter.params.provider.Arguments.of("export {dir}/topology.json --format zip --out {dir}/topology.json/x.zip", 2,
                        "mftwb export: --out {dir}/topology.json/x.zip: {dir}/topology.json is not a folder"),
                org.junit.jupiter.params.provider.Arguments.of("export {dir}/absent.json --format zip --out {dir}/x.zip", 2,
                        "mftwb export: {dir}/absent.json: $: cannot read: no such file"),
                org.junit.jupiter.params.provider.Arguments.of("predict --calibration {dir}/absent.csv --scenarios {dir}/absent.csv --out {dir}/p.csv", 2,
                        "mftwb predict: cannot read {dir}/absent.csv: no such file"),
                org.junit.jupiter.params.provider.Arguments.of("import-estate {dir}/absent.csv --out {dir}/estate.json", 2,
                        "mftwb import-estate: cannot read {dir}/absent.csv: no such file"),
                org.junit.jupiter.params.provider.Arguments.of("import-estate {dir}/folder.ini --out {dir}/estate.json", 2,
                        "mftwb import-estate: cannot read {dir}/folder.ini: it is a folder, not a file"),
                org.junit.jupiter.params.provider.Arguments.of("campaign run {dir}/absent.json --out {dir}/r.csv --local-lab", 2,
                        "campaign: cannot read {dir}/absent.json: no such file"),
                org.junit.jupiter.params.provider.Arguments.of("campaign report {dir}/folder.ini --html {dir}/report", 2,
                        "campaign report: cannot read {dir}/folder.ini: it is a folder, not a file"),
                org.junit.jupiter.params.provider.Arguments.of("campaign import {dir}/absent.csv --db jdbc:h2:mem:x", 2,
                        "campaign import: cannot read {dir}/absent.csv: no such file"));
    }

    @ParameterizedTest(name = "mftwb {0}")
    @MethodSource("cases")
    void saysWhichFileAndWhy(String command, int exitCode, String message) {
        CommandRun cli = new CommandRun();
        int code = cli.run(command.replace("{dir}", dir.toString()).split(" "));
        assertEquals(message.replace("{dir}", dir.toString()) + System.lineSeparator(), cli.stderr());
        assertEquals(exitCode, code, cli.stderr());
    }
}
