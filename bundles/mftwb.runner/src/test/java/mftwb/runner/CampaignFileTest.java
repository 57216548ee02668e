package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.mq.ConnectionSpec;
import mftwb.remote.SshTarget;

class CampaignFileTest {
    @TempDir
    Path dir;

    @Test
    void readsAFullDocument() throws Exception {
        Path file = dir.resolve("c.json");
        Files.writeString(file, """
                {
                  "name": "pb leg",
                  "target": { "host": "mft@sftp.example.com:2222", "identity": "keys/id_ed25519", "remoteDir": "/data/in" },
                  "backend": "sftp",
                  "matrix": {
                    "fileSizes": ["1MiB", 10485760],
                    "fileCount": 50,
                    "transfers": [1, 4],
                    "chunkSizes": ["64K", "256K"],
                    "windows": [16],
                    "checksums": ["none", "md5"],
                    "modes": ["text"]
                  },
                  "warmupRuns": 2,
                  "repetitions": 3,
                  "onFailure": "stop",
                  "textEncoding": "IBM1047",
                  "keep": true
                }
                """);
        Campaign c = CampaignFile.read(file);
        assertEquals("pb leg", c.name());
        assertEquals(new SshTarget("mft", "sftp.example.com", 2222), c.target().host().orElseThrow());
        assertEquals(dir.resolve("keys/id_ed25519"), c.target().identity().orElseThrow());
        assertEquals(List.of(1048576L, 10485760L), c.matrix().fileSizes());
        assertEquals(OptionalInt.of(50), c.matrix().fileCount());
        assertEquals(List.of(65536, 262144), c.matrix().chunkSizes());
        assertEquals(List.of(Checksum.NONE, Checksum.MD5), c.matrix().checksums());
        assertEquals(List.of(TransferMode.TEXT), c.matrix().modes());
        assertEquals(OnFailure.STOP, c.onFailure());
        assertEquals("IBM1047", c.textEncoding().name());
        // 2 sizes x 2 checksums x 2 transfer counts x 2 chunks, 3 repetitions each
        assertEquals(48, c.measuredRuns().size());
    }

    @Test
    void anEmptyMatrixIsTheLanReports() throws Exception {
        Campaign c = CampaignFile.parse("{ \"target\": { \"localLab\": true } }", dir.resolve("c.json"));
        assertTrue(c.target().isLocalLab());
        assertEquals(4, c.warmupRuns());
        List<RunSpec> runs = c.measuredRuns();
        // 3 sizes x 2 checksums x 2 transfer counts x 4 chunk sizes
        assertEquals(48, runs.size());
        assertEquals(new RunSpec(1048576, 1024, 1, 65536, 10, Checksum.NONE, TransferMode.BINARY), runs.get(0));
        assertEquals(102, runs.stream().filter(r -> r.fileSizeBytes() == 10485760).findFirst().orElseThrow().fileCount());
        assertEquals(10, runs.get(runs.size() - 1).fileCount());
        assertEquals(List.of(65536, 131072, 262144, 524288), c.matrix().chunkSizes());
    }

    @Test
    void badValuesAreReportedWithLineColumnAndField() {
        String json = """
                {
                  "target": { "localLab": true },
                  "matrix": {
                    "fileCount": 5,
                    "checksums": ["none", "sha1"]
                  }
                }
                """;
        CampaignFormatException e = assertThrows(CampaignFormatException.class,
                () -> CampaignFile.parse(json, Path.of("c.json")));
        assertTrue(e.getMessage().startsWith("c.json:5:"), e.getMessage());
        assertTrue(e.getMessage().contains("matrix.checksums.1"), e.getMessage());
        assertTrue(e.getMessage().contains("none, md5"), e.getMessage());
    }

    @Test
    void typosAndBrokenJsonAreErrorsNotIgnored() {
        CampaignFormatException typo = assertThrows(CampaignFormatException.class,
                () -> CampaignFile.parse("{\n  \"repetitons\": 3\n}", Path.of("c.json")));
        assertTrue(typo.getMessage().startsWith("c.json:2:3: repetitons: unknown field"), typo.getMessage());
        CampaignFormatException broken = assertThrows(CampaignFormatException.class,
                () -> CampaignFile.parse("{\n  \"keep\": tru\n}", Path.of("c.json")));
        assertTrue(broken.getMessage().startsWith("c.json:2:"), broken.getMessage());
        CampaignFormatException size = assertThrows(CampaignFormatException.class,
                () -> CampaignFile.parse("{ \"matrix\": { \"chunkSizes\": [\"64 KB\"] } }", Path.of("c.json")));
        assertTrue(size.getMessage().contains("matrix.chunkSizes.0"), size.getMessage());
        CampaignFormatException both = assertThrows(CampaignFormatException.class,
                () -> CampaignFile.parse("{ \"target\": { \"localLab\": true, \"host\": \"a@b\" } }", Path.of("c.json")));
        assertTrue(both.getMessage().contains("target"), both.getMessage());
    }

    /** The shipped samples, found from the bundle folder the tests run in. */
    private static final Path SAMPLES = Path.of(System.getProperty("user.dir")).resolve("../../samples").normalize();

    @Test
    void theMftOverMqSampleTakesItsAgentsQueueManagersFromItsTopology() throws Exception {
        Campaign c = CampaignFile.read(SAMPLES.resolve("mft-mq-campaign.json"));
        assertEquals(Backend.MFT_MQ, c.backend());
        MftAgents agents = c.mft().orElseThrow();
        assertEquals("AGENT1", agents.sourceAgent());
        assertEquals("QM1", agents.sourceQueueManager(), "from client-mode.json");
        assertEquals("AGENT2", agents.destinationAgent());
        assertEquals("QM1", agents.destinationQueueManager());
        MqSettings mq = c.mq().orElseThrow();
        assertEquals(ConnectionSpec.parse("hostc.example.com:1414/MFT.SVRCONN/COORDQM").withCredentials("mftuser", null),
                mq.coordination());
        assertEquals("QM1", mq.command().orElseThrow().queueManager());
        assertEquals(Optional.of("mftuser"), mq.command().orElseThrow().user());
        assertEquals(Optional.empty(), mq.coordination().password(), "never in the file");
        assertEquals(Duration.ofHours(1), mq.timeout());
    }

    @Test
    void mqSectionTakesCipherSpecAndDefaultsTheTimeout() throws Exception {
        Campaign c = CampaignFile.parse("""
                { "backend": "mft-mq",
                  "mft": { "sourceAgent": "A1", "sourceQueueManager": "QM1", "destinationAgent": "A2",
                           "destinationQueueManager": "QM2", "sourceDir": "/s", "destinationDir": "/d" },
                  "mq": { "coordination": "qm.example.com:1414/TLS.SVRCONN/QM1", "cipherSpec": "TLS_AES_128_GCM_SHA256" } }
                """, dir.resolve("c.json"));
        MqSettings mq = c.mq().orElseThrow();
        assertEquals(Optional.of("TLS_AES_128_GCM_SHA256"), mq.coordination().cipherSpec());
        assertEquals(Optional.empty(), mq.command(), "requests go through the coordination connection");
        assertEquals(Optional.empty(), mq.user());
        assertEquals(CampaignFile.DEFAULT_MQ_TIMEOUT, mq.timeout());
    }

    private static final String AGENTS = """
            "mft": { "sourceAgent": "AGENT1", "sourceQueueManager": "QM1", "destinationAgent": "AGENT2",
                     "destinationQueueManager": "QM1", "sourceDir": "/s", "destinationDir": "/d" }""";

    private String mqError(String json) {
        return assertThrows(CampaignFormatException.class, () -> CampaignFile.parse(json, dir.resolve("c.json")))
                .getMessage();
    }

    @Test
    void mqMistakesAreReportedWithLineAndField() throws Exception {
        String noMq = mqError("{ \"backend\": \"mft-mq\",\n" + AGENTS + " }");
        assertTrue(noMq.contains("c.json:1:") && noMq.contains("backend") && noMq.contains("\"mq\" section"), noMq);

        String badSpec = mqError("{ \"backend\": \"mft-mq\",\n" + AGENTS
                + ",\n \"mq\": {\n \"coordination\": \"qm.example.com/X/QM1\" } }");
        assertTrue(badSpec.contains("c.json:5:") && badSpec.contains("mq.coordination")
                && badSpec.contains("'qm.example.com' in 'qm.example.com/X/QM1' is not host:port"), badSpec);

        String password = mqError("{ \"backend\": \"mft-mq\",\n" + AGENTS
                + ",\n \"mq\": { \"coordination\": \"q:1414/C/QM1\",\n \"password\": \"secret\" } }");
        assertTrue(password.contains("c.json:5:") && password.contains("mq.password")
                && password.contains("MFTWB_MQ_PASSWORD"), password);
        assertFalse(password.contains("secret"), "the value is not repeated");

        String timeout = mqError("{ \"backend\": \"mft-mq\",\n" + AGENTS
                + ",\n \"mq\": { \"coordination\": \"q:1414/C/QM1\", \"timeoutSeconds\": 0 } }");
        assertTrue(timeout.contains("mq.timeoutSeconds"), timeout);

        String agentName = mqError("{ \"backend\": \"mft-mq\",\n" + AGENTS.replace("\"AGENT1\"", "\"AGENT ONE\"")
                + ",\n \"mq\": { \"coordination\": \"q:1414/C/QM1\" } }");
        assertTrue(agentName.contains("mft.sourceAgent") && agentName.contains("A-Z"), agentName);
    }

    @Test
    void anAgentTheTopologyLacksIsNamedWithTheAgentsItHas() throws Exception {
        Files.copy(SAMPLES.resolve("client-mode.json"), dir.resolve("client-mode.json"));
        String e = mqError("""
                { "topology": "client-mode.json", "backend": "mft-mq",
                  "mft": { "sourceAgent": "AGENT9", "destinationAgent": "agent2", "sourceDir": "/s", "destinationDir": "/d" },
                  "mq": { "coordination": "q:1414/C/QM1" } }
                """);
        assertTrue(e.contains("mft.sourceAgent") && e.contains("no agent 'AGENT9' (agents: AGENT1, AGENT2)"), e);
        String noTopology = mqError("""
                { "backend": "mft-cli",
                  "mft": { "sourceAgent": "AGENT1", "destinationAgent": "AGENT2", "sourceDir": "/s", "destinationDir": "/d" } }
                """);
        assertTrue(noTopology.contains("\"sourceQueueManager\" is required (or name a \"topology\""), noTopology);
    }

    /** The topology says where the runs were measured: one the validator refuses stops the campaign before any run. */
    @Test
    void aTopologyTheValidatorRefusesIsRefusedWithItsErrors() throws Exception {
        Files.writeString(dir.resolve("zero-rtt.json"),
                Files.readString(SAMPLES.resolve("client-mode.json")).replace("\"rttMillis\": 0.2", "\"rttMillis\": 0"));
        String e = mqError("{ \"topology\": \"zero-rtt.json\" }");
        assertTrue(e.contains("c.json:1:") && e.contains("topology") && e.contains("zero-rtt.json is not a valid topology")
                && e.contains("rttMillis above 0"), e);
        Files.copy(SAMPLES.resolve("client-mode.json"), dir.resolve("client-mode.json"));
        CampaignFile.parse("{ \"topology\": \"client-mode.json\" }", dir.resolve("c.json"));
    }
}
