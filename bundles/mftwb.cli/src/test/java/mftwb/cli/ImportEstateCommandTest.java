package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipFile;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Topology;
import mftwb.model.TopologyFile;

class ImportEstateCommandTest {
    private static final String HEADER = "host,address,os,architecture,queue_manager,listener_port,agent,agent_kind,connection\n";
    private final CommandRun cli = new CommandRun();

    @TempDir
    Path dir;

    @Test
    void anInventoryBecomesATopologyThatValidatesAndExports() throws Exception {
        Path csv = dir.resolve("estate.csv");
        Files.writeString(csv, HEADER + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n"
                + "a,a.example.com,linux,x86_64,QMA,1414,A1,standard,bindings\n"
                + "a,a.example.com,linux,x86_64,QMA,1414,A2,standard,client\n");
        Path json = dir.resolve("estate.json");
        assertEquals(CommandLine.OK, cli.run("import-estate", csv.toString(), "--out", json.toString()), cli.stderr());
        assertTrue(cli.stdout().contains("2 hosts, 2 queue managers, 2 agents; it validates clean"), cli.stdout());
        Topology written = TopologyFile.read(json);
        assertEquals("estate", written.name());
        assertEquals(CommandLine.OK, cli.run("validate", json.toString()), cli.stdout() + cli.stderr());
        assertEquals(CommandLine.USAGE, cli.run("import-estate", csv.toString(), "--out", json.toString()), "no overwrite without --force");
        assertTrue(cli.stderr().contains("already exists; add --force"), cli.stderr());
        assertEquals(CommandLine.OK, cli.run("import-estate", csv.toString(), "--out", json.toString(), "--force"));
    }

    /**
     * The tester's est2.csv: MFT.SVRCONN on QMS1 and QMS3. Only QMS1 kept it and AGC3 was warned; adding it
     * to QMS3 gave "Two channels are named 'MFT.SVRCONN'", and a plain "client" row meant SYSTEM.DEF.SVRCONN.
     */
    @Test
    void aChannelNameOnEveryQueueManagerImportsValidatesExportsAndMerges() throws Exception {
        Path csv = dir.resolve("est2.csv");
        Files.writeString(csv, HEADER + "s1,s1.example.com,linux,x86_64,QMS1,1414,,,\n"
                + "s3,s3.example.com,linux,x86_64,QMS3,1414,,,\n"
                + "c1,c1.example.com,linux,x86_64,QMS1,,AGC1,standard,client:MFT.SVRCONN\n"
                + "c3,c3.example.com,linux,x86_64,QMS3,,AGC3,standard,client:MFT.SVRCONN\n"
                + "c4,c4.example.com,linux,x86_64,QMS3,,AGC4,standard,client\n");
        Path json = dir.resolve("est2.json");
        assertEquals(CommandLine.OK, cli.run("import-estate", csv.toString(), "--out", json.toString()), cli.stderr());
        assertTrue(cli.stdout().contains("it validates clean"), cli.stdout());
        assertEquals(List.of("MFT.SVRCONN@QMS1", "MFT.SVRCONN@QMS3"), TopologyFile.read(json).channels().stream().map(c -> c.id()).toList());
        assertEquals(CommandLine.OK, cli.run("validate", json.toString()), cli.stdout() + cli.stderr());
        assertFalse(cli.stdout().contains("WARNING") || cli.stdout().contains("ERROR"), cli.stdout());

        Path zip = dir.resolve("est2.zip");
        assertEquals(CommandLine.OK, cli.run("export", json.toString(), "--format", "zip", "--out", zip.toString()), cli.stderr());
        for (String[] qm : List.of(new String[] {"s1", "QMS1"}, new String[] {"s3", "QMS3"})) {
            String mqsc;
            try (ZipFile file = new ZipFile(zip.toFile())) {
                mqsc = new String(file.getInputStream(file.getEntry(qm[0] + "/" + qm[1] + "/" + qm[1] + ".mqsc")).readAllBytes(), StandardCharsets.UTF_8);
            }
            assertEquals(1, mqsc.split("DEFINE CHANNEL\\(MFT\\.SVRCONN\\) CHLTYPE\\(SVRCONN\\)", -1).length - 1, qm[1] + ":\n" + mqsc);
            assertFalse(mqsc.contains("SYSTEM.DEF.SVRCONN"), "MQ's default SVRCONN is left alone:\n" + mqsc);
        }

        Path lastWeek = dir.resolve("last-week.csv");
        Files.writeString(lastWeek, HEADER + "s1,s1.example.com,linux,x86_64,QMS1,1414,,,\n"
                + "s2,s2.example.com,linux,x86_64,QMS2,1414,AG2,standard,bindings\n"
                + "c1,c1.example.com,linux,x86_64,QMS1,,AGC1,standard,client:MFT.SVRCONN\n");
        Path network = dir.resolve("network.json");
        assertEquals(CommandLine.OK, cli.run("import-estate", lastWeek.toString(), "--out", network.toString()), cli.stderr());
        assertEquals(CommandLine.OK, cli.run("import-estate", csv.toString(), "--into", network.toString()), cli.stderr());
        assertTrue(cli.stdout().contains("it validates clean"), cli.stdout());
        assertEquals(List.of("MFT.SVRCONN@QMS1", "MFT.SVRCONN@QMS3"), TopologyFile.read(network).channels().stream().map(c -> c.id()).toList());
    }

    @Test
    void errorsNameLineAndColumnAndNothingIsWritten() throws Exception {
        Path csv = dir.resolve("bad.csv");
        Files.writeString(csv, HEADER + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n"
                + "a,a.example.com,linux,x86_64,QMA,port,A1,standard,bindings\n");
        Path json = dir.resolve("bad.json");
        assertEquals(CommandLine.USAGE, cli.run("import-estate", csv.toString(), "--out", json.toString()));
        assertTrue(cli.stderr().contains("bad.csv:3:6: listener_port: 'port' is not a TCP port (1 to 65535)"), cli.stderr());
        assertTrue(cli.stderr().contains("nothing was written"), cli.stderr());
        assertFalse(Files.exists(json));
        assertEquals(CommandLine.USAGE, cli.run("import-estate", dir.resolve("missing.csv").toString(), "--out", json.toString()));
        assertEquals(CommandLine.USAGE, cli.run("import-estate", csv.toString()), "--out is required");
    }

    @Test
    void anOutInsideAFileIsRefusedAsEveryOutIntoAFolderThatIsNotOne() throws Exception {
        Path csv = dir.resolve("ok.csv");
        Files.writeString(csv, HEADER + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n");
        Path blocker = dir.resolve("file");
        Files.writeString(blocker, "not a folder");
        assertEquals(CommandLine.USAGE, cli.run("import-estate", csv.toString(), "--out", blocker.resolve("x.json").toString()));
        assertTrue(cli.stderr().contains(blocker + " is not a folder"), cli.stderr());
    }

    @Test
    void intoAddsTheEstateToTheTopologyMatchedByNameAndRewritesIt() throws Exception {
        Path json = dir.resolve("network.json");
        Path lastWeek = dir.resolve("last-week.csv");
        Files.writeString(lastWeek, HEADER + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n"
                + "a,a.example.com,linux,x86_64,QMA,1414,A1,standard,bindings\n");
        assertEquals(CommandLine.OK, cli.run("import-estate", lastWeek.toString(), "--out", json.toString()), cli.stderr());
        Topology before = TopologyFile.read(json);
        Path today = dir.resolve("today.csv");
        Files.writeString(today, HEADER + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n"
                + "a,a.example.com,linux,x86_64,QMA,1420,A1,standard,bindings\n"
                + "b,b.example.com,linux,x86_64,QMB,1414,B1,protocol-bridge,bindings\n");
        assertEquals(CommandLine.OK, cli.run("import-estate", today.toString(), "--into", json.toString()), cli.stderr());
        assertTrue(cli.stdout().contains("adds 1 host, 1 queue manager, 1 agent; updates 1"), cli.stdout());
        assertTrue(cli.stdout().contains("updated queue manager QMA: listener port 1414 -> 1420"), cli.stdout());
        Topology merged = TopologyFile.read(json);
        assertEquals("last-week", merged.name(), "still the user's topology, not one named after today.csv");
        assertEquals(1420, merged.queueManagerNamed("QMA").orElseThrow().listenerPort());
        assertTrue(merged.agentNamed("B1").isPresent());
        before.diagram().forEach((name, p) -> assertEquals(p, merged.positionOf(name).orElseThrow(), name + " not moved"));
        try (var files = Files.list(dir)) {
            assertEquals(List.of("last-week.csv", "network.json", "today.csv"), files.map(f -> f.getFileName().toString()).sorted().toList(),
                    "written in place, no temporary file left");
        }
    }

    @Test
    void intoABadTopologyFileNamesItAndWritesNothing() throws Exception {
        Path csv = dir.resolve("ok.csv");
        Files.writeString(csv, HEADER + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n");
        Path json = dir.resolve("broken.json");
        Files.writeString(json, "{ \"name\": ");
        assertEquals(CommandLine.USAGE, cli.run("import-estate", csv.toString(), "--into", json.toString()));
        assertTrue(cli.stderr().contains("--into " + json) && cli.stderr().contains("nothing was written"), cli.stderr());
        assertEquals("{ \"name\": ", Files.readString(json));
        assertEquals(CommandLine.USAGE, cli.run("import-estate", csv.toString(), "--into", dir.resolve("missing.json").toString()));
        assertTrue(cli.stderr().contains("missing.json") && cli.stderr().contains("cannot read"), cli.stderr());
    }

    @Test
    void intoWithAConflictNamesTheElementAndWritesNothing() throws Exception {
        Path json = dir.resolve("network.json");
        Path csv = dir.resolve("first.csv");
        Files.writeString(csv, HEADER + "hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n");
        assertEquals(CommandLine.OK, cli.run("import-estate", csv.toString(), "--out", json.toString()), cli.stderr());
        String before = Files.readString(json);
        Path moved = dir.resolve("moved.csv");
        Files.writeString(moved, HEADER + "other,other.example.com,linux,x86_64,QMHUB,1414,,,\n");
        assertEquals(CommandLine.USAGE, cli.run("import-estate", moved.toString(), "--into", json.toString()));
        assertTrue(cli.stderr().contains("queue manager QMHUB: on host other in moved.csv but on host hub in the topology"), cli.stderr());
        assertTrue(cli.stderr().contains("nothing was written"), cli.stderr());
        assertEquals(before, Files.readString(json));
    }
}
