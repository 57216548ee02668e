package mftwb.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import mftwb.model.AgentConnection;
import mftwb.model.Templates;
import mftwb.model.Templates.Template;
import mftwb.model.Topology;
import mftwb.model.TransferMode;
import mftwb.model.Workload;

class AppliedBundleTest {

    static Stream<Template> templates() {
        return Templates.all().stream();
    }

    @Test
    void crossGeoBundleRaisesBothEndsOfPbagentsChannelInTheModel() {
        Topology drawn = Templates.named("pb-sftp-crossgeo.json").orElseThrow().load();
        AppliedBundle applied = new ConfigurationGenerator().applied(drawn);
        AgentConnection.Client client = (AgentConnection.Client) applied.topology().agentNamed("PBAGENT").orElseThrow().connection();
        assertEquals(new AgentConnection.Client("MFT.SVRCONN", 1414, 4194304, 4194304), client);
        assertEquals(4194304, applied.topology().queueManagerNamed("QM1").orElseThrow().tuning().svrSndBuffSizeBytes());
        assertEquals(Templates.named("pb-sftp-crossgeo.json").orElseThrow().load(), drawn, "the drawn topology is left alone");
        assertFalse(applied.notModelled().isEmpty(), "the bundle changes things the planner cannot price, and says so");
    }

    /** The summary said "OpenJ9 JIT options" for every text workload, even where agent.env got no -Xjit. */
    @ParameterizedTest
    @ValueSource(longs = { 1_048_576, 104_857_600 })
    void notPricedListsJitOptionsOnlyWhenAgentEnvGetsThem(long fileSizeBytes) {
        Topology drawn = Templates.named("pb-sftp-local.json").orElseThrow().load();
        Workload w = drawn.workload();
        drawn = drawn.withWorkload(new Workload(fileSizeBytes, w.sizeDistribution(), w.filesPerTransfer(), w.concurrentTransfers(), TransferMode.TEXT, w.checksum()));
        ConfigurationGenerator generator = new ConfigurationGenerator();
        boolean generated = generator.generate(drawn).hosts().stream().flatMap(h -> h.files().stream()).anyMatch(f -> f.text().contains("-Xjit"));
        String summary = String.join("; ", generator.applied(drawn).notModelled());
        assertEquals(fileSizeBytes >= MftFiles.SCORCHING_MIN_FILE_BYTES, generated, "the OpenJ9 host gets -Xjit for large text files only");
        assertEquals(generated, summary.contains("JIT"), summary);
        assertTrue(summary.contains("agent heap (BFG_JVM_PROPERTIES)"), summary);
    }

    @ParameterizedTest
    @MethodSource("templates")
    void applyingTheBundleOfAnAppliedTopologyChangesNothing(Template template) {
        ConfigurationGenerator generator = new ConfigurationGenerator();
        Topology drawn = template.load();
        Topology once = generator.applied(drawn).topology();
        assertNotEquals(drawn, once, "every template's bundle tunes something");
        assertEquals(once, generator.applied(once).topology(), template.fileName());
    }
}
