package mftwb.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import mftwb.model.AgentConnection;
import mftwb.model.Templates;
import mftwb.model.Templates.Template;
import mftwb.model.Topology;

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
