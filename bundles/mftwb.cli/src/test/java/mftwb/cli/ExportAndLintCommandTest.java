package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipFile;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Templates;

class ExportAndLintCommandTest {
    @TempDir
    Path dir;
    private ByteArrayOutputStream out;
    private ByteArrayOutputStream err;
    private Path topology;

    @BeforeEach
    void writeTopology() throws IOException {
        topology = dir.resolve("client-mode.json");
        Files.writeString(topology, Templates.named("client-mode.json").orElseThrow().text());
    }

    private int run(String... args) {
        out = new ByteArrayOutputStream();
        err = new ByteArrayOutputStream();
        return new CommandLine("test", Subcommands.all()).run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String stdout() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String stderr() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void exportWritesOneFolderPerHostWithApplyScriptAndReadme() throws IOException {
        Path zip = dir.resolve("bundle.zip");
        assertEquals(0, run("export", topology.toString(), "--format", "zip", "--out", zip.toString()), stderr());
        try (ZipFile file = new ZipFile(zip.toFile())) {
            List<String> names = file.stream().map(e -> e.getName()).toList();
            for (String expected : List.of("README.md", "hostQM/apply.sh", "hostQM/QM1/qm.ini", "hostQM/QM1/QM1.mqsc", "hostQM/QM1/crtmqm.sh",
                    "hostA/mqft/config/COORDQM/agents/AGENT1/agent.properties", "hostA/apply.sh", "hostC/COORDQM/qm.ini")) {
                assertTrue(names.contains(expected), expected + " missing from " + names);
            }
        }
    }

    @Test
    void exportStatesTheBundlesPredictedEffectOnOneLineAndInTheReadme() throws IOException {
        Path crossGeo = dir.resolve("pb-sftp-crossgeo.json");
        Files.writeString(crossGeo, Templates.named("pb-sftp-crossgeo.json").orElseThrow().text());
        Path zip = dir.resolve("crossgeo.zip");
        assertEquals(0, run("export", crossGeo.toString(), "--format", "zip", "--out", zip.toString()), stderr());
        List<String> lines = stdout().lines().toList();
        assertEquals(2, lines.size(), stdout());
        assertTrue(lines.get(0).startsWith("wrote " + zip + ": "), stdout());
        assertTrue(lines.get(1).matches("predicted \\d+ s as drawn \\(bound by TCP buffer per RTT\\), \\d+ s with the bundle \\(bound by .+\\); not priced: .+"),
                lines.get(1));
        try (ZipFile file = new ZipFile(zip.toFile())) {
            String readme = new String(file.getInputStream(file.getEntry("README.md")).readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(readme.contains("## Predicted effect"), readme);
            assertTrue(readme.contains("- As drawn: ") && readme.contains("- With this bundle applied: ") && readme.contains("- Not priced"), readme);
        }
    }

    @Test
    void exportingTwiceGivesByteIdenticalArchives() throws IOException {
        for (String format : List.of("zip", "tar.gz")) {
            Path first = dir.resolve("first." + format);
            Path second = dir.resolve("second." + format);
            assertEquals(0, run("export", topology.toString(), "--format", format, "--out", first.toString()), stderr());
            assertEquals(0, run("export", topology.toString(), "--format", format, "--out", second.toString()), stderr());
            assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second), format);
        }
    }

    @Test
    void exportRefusesToOverwriteWithoutForce() throws IOException {
        Path target = dir.resolve("bundle.tar.gz");
        Files.writeString(target, "keep me");
        assertEquals(2, run("export", topology.toString(), "--format", "tar.gz", "--out", target.toString()));
        assertTrue(stderr().contains("already exists; add --force to replace it"), stderr());
        assertEquals("keep me", Files.readString(target));
        assertEquals(0, run("export", topology.toString(), "--format", "tar.gz", "--out", target.toString(), "--force"), stderr());
        assertFalse(Files.readString(target, StandardCharsets.ISO_8859_1).equals("keep me"));
    }

    @Test
    void ansibleFormatWritesAProjectFolderOrArchiveDeterministicallyAndKeepsExistingOnes() throws IOException {
        Path folder = dir.resolve("rollout");
        assertEquals(0, run("export", topology.toString(), "--format", "ansible", "--out", folder.toString()), stderr());
        assertTrue(stdout().contains("Ansible project"), stdout());
        assertTrue(stdout().contains("ansible-playbook rollback.yml undoes the last run"), "the way back is named with the way in: " + stdout());
        for (String file : List.of("inventory.yml", "site.yml", "rollback.yml", "tasks/restore.yml", "tasks/restart.yml", "ansible.cfg", "README.md", "group_vars/all.yml", "templates/merge.j2", "host_vars/hostQM.yml",
                "files/hostQM/QM1/QM1.mqsc")) {
            assertTrue(Files.isRegularFile(folder.resolve(file)), file);
        }
        assertTrue(Files.readString(folder.resolve("inventory.yml")).contains("ansible_host: !unsafe 'hostqm.example.com'"));
        Files.writeString(folder.resolve("inventory.yml"), "edited by the user");
        assertEquals(2, run("export", topology.toString(), "--format", "ansible", "--out", folder.toString()));
        assertTrue(stderr().contains("already exists; add --force to replace it"), stderr());
        assertEquals("edited by the user", Files.readString(folder.resolve("inventory.yml")));
        assertEquals(0, run("export", topology.toString(), "--format", "ansible", "--out", folder.toString(), "--force"), stderr());
        assertTrue(Files.readString(folder.resolve("inventory.yml")).startsWith("# Generated by the MFT Performance Workbench"));
        for (String archive : List.of("rollout.tar.gz", "rollout.zip")) {
            Path first = dir.resolve("1-" + archive);
            Path second = dir.resolve("2-" + archive);
            assertEquals(0, run("export", topology.toString(), "--format", "ansible", "--out", first.toString()), stderr());
            assertEquals(0, run("export", topology.toString(), "--format", "ansible", "--out", second.toString()), stderr());
            assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second), archive);
        }
        try (ZipFile zip = new ZipFile(dir.resolve("1-rollout.zip").toFile())) {
            assertTrue(zip.getEntry("site.yml") != null && zip.getEntry("host_vars/hostA.yml") != null);
        }
    }

    @Test
    void exportRejectsAnUnknownFormatAndABrokenTopology() throws IOException {
        assertEquals(2, run("export", topology.toString(), "--format", "rar", "--out", dir.resolve("x.rar").toString()));
        assertTrue(stderr().contains("unknown archive format 'rar'"), stderr());
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\n  \"schemaVersion\": 1,\n  \"name\": \n}");
        assertEquals(2, run("export", broken.toString(), "--format", "zip", "--out", dir.resolve("x.zip").toString()));
        assertTrue(stderr().contains("broken.json"), stderr());
        assertFalse(Files.exists(dir.resolve("x.zip")));
    }

    @Test
    void lintPrintsFileLineSeverityMessageAndExitsOneOnErrors() throws IOException {
        Path ini = Files.createDirectories(dir.resolve("qmgrs/QM1")).resolve("qm.ini");
        Files.writeString(ini, "Channels:\n   MQIBindType=FASTPATH\nTCP:\n   SndBuffSize=lots\n");
        assertEquals(1, run("lint", ini.toString()));
        assertTrue(stdout().contains(ini + ":4: error: SndBuffSize must be a whole number"), stdout());
    }

    @Test
    void lintWithTopologyComparesBuffersWithTheLinks() throws IOException {
        Path ini = Files.createDirectories(dir.resolve("qmgrs/QM1")).resolve("qm.ini");
        Files.writeString(ini, "TCP:\n   SvrSndBuffSize=65536\n   SndBuffSize=16384\n   RcvRcvBuffSize=1048576\n");
        assertEquals(1, run("lint", ini.toString(), "--topology", topology.toString()));
        assertTrue(stdout().contains(ini + ":3: error: SndBuffSize = 16384 is smaller than the suggested buffer 65536 (64 KiB) for "), stdout());
        assertFalse(stdout().contains(":4: error"), stdout());
    }

    @Test
    void lintReadsTheClientEndInMqclientIni() throws IOException {
        Path crossGeo = dir.resolve("pb-sftp-crossgeo.json");
        Files.writeString(crossGeo, Templates.named("pb-sftp-crossgeo.json").orElseThrow().text());
        Path client = dir.resolve("mqclient.ini");
        Files.writeString(client, "TCP:\n   ClntSndBuffSize=4194304\n");
        assertEquals(1, run("lint", client.toString(), "--topology", crossGeo.toString()));
        assertTrue(stdout().contains(client + ": error: ClntRcvBuffSize is not set in the TCP stanza, so MQ's default 32768 applies: smaller than the"
                + " suggested buffer 4194304 (4 MiB) for client agent PBAGENT"), stdout());
        assertFalse(stdout().contains(":0:"), "a key the file lacks has no line to point at: " + stdout());
        Files.writeString(client, "TCP:\n   ClntSndBuffSize=4194304\n   ClntRcvBuffSize=4194304\n");
        assertEquals(0, run("lint", client.toString(), "--topology", crossGeo.toString()), stdout());
    }

    @Test
    void lintHelpSaysHowFindingsPrint() {
        assertEquals(0, run("lint", "--help"));
        assertTrue(stdout().contains("FILE:LINE: SEVERITY: MESSAGE") && stdout().contains("FILE: SEVERITY: MESSAGE for a key the file lacks"), stdout());
    }

    @Test
    void lintOfCleanFilesExitsZero() throws IOException {
        Path properties = dir.resolve("agent.properties");
        Files.writeString(properties, "agentName=AGENT1\nagentQMgr=QM1\nagentChunkSize=262144\n");
        assertEquals(0, run("lint", properties.toString()), stdout() + stderr());
    }

    @Test
    void lintOfAMissingFileIsBadInput() {
        assertEquals(2, run("lint", dir.resolve("nope/qm.ini").toString()));
        assertTrue(stderr().contains("cannot read"), stderr());
        assertEquals(2, run("lint", dir.resolve("notes.txt").toString()));
        assertTrue(stderr().contains("unknown file type"), stderr());
    }

    /** --format zip --out x.tar.gz wrote a zip by a gzip's name, silently. */
    @Test
    void anArchiveNamedForTheOtherFormatIsRefused() {
        Path tarGz = dir.resolve("x.tar.gz");
        assertEquals(CommandLine.USAGE, run("export", topology.toString(), "--format", "zip", "--out", tarGz.toString()), stderr());
        assertTrue(stderr().contains("--out " + tarGz + " names a tar.gz archive, but --format is zip; make them agree"), stderr());
        Path zip = dir.resolve("x.zip");
        assertEquals(CommandLine.USAGE, run("export", topology.toString(), "--format", "tar.gz", "--out", zip.toString()), stderr());
        assertEquals(CommandLine.USAGE, run("export", topology.toString(), "--format", "zip", "--out", dir.resolve("x.tgz").toString()));
        assertTrue(Files.notExists(tarGz) && Files.notExists(zip));
        assertEquals(CommandLine.OK, run("export", topology.toString(), "--format", "TAR.GZ", "--out", dir.resolve("y.TGZ").toString()),
                stderr());
    }
}
