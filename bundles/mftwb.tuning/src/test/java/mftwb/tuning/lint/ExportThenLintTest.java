package mftwb.tuning.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import mftwb.model.Agent;
import mftwb.model.AgentProperties;
import mftwb.model.Templates;
import mftwb.model.Templates.Template;
import mftwb.model.Topology;
import mftwb.model.Workload;
import mftwb.tuning.ConfigurationBundle;
import mftwb.tuning.ConfigurationGenerator;
import mftwb.tuning.GeneratedFile;
import mftwb.tuning.HostConfiguration;

/** Lint with the topology judges what export wrote for it by the same figures: it never asks to raise a value export chose. */
class ExportThenLintTest {

    static Stream<Template> templates() {
        return Templates.all().stream();
    }

    /** The exported qm.ini and agent.properties files, named as they lie in the export (host/QM/qm.ini). */
    private static List<ConfigFile> lintable(ConfigurationBundle bundle) {
        return bundle.hosts().stream().flatMap((HostConfiguration h) -> h.files().stream()
                .filter(f -> f.path().endsWith("qm.ini") || f.path().endsWith("agent.properties"))
                .map((GeneratedFile f) -> new ConfigFile(h.folder() + "/" + f.path(), f.text().lines().toList(), ConfigFile.kindOf(f.path()))))
                .toList();
    }

    /** COORDQM has no agents, and export sized its queue buffer so; lint warned by the client agents of QM1. */
    @ParameterizedTest
    @MethodSource("templates")
    void theQueueBuffersExportWroteAreNeverTooSmallForLint(Template template) {
        Topology topology = template.load();
        ConfigurationGenerator generator = new ConfigurationGenerator();
        List<Finding> findings = new Linter(generator.expectations(topology)).lint(lintable(generator.generate(topology)));
        assertEquals(List.of(), findings.stream().filter(f -> f.message().contains("QBufferSize")).toList());
    }

    /**
     * With the same --topology, lint judged a qm.ini outside a folder named for its queue manager by its
     * agents' capacity (maxDestinationTransfers 25) while export sized it for the workload's 10 transfers.
     */
    @Test
    void aQueueManagerKnownByItsAgentsIsJudgedAsExportSizedIt() {
        Topology drawn = Templates.named("bindings-cluster.json").orElseThrow().load();
        Workload w = drawn.workload();
        Topology topology = drawn.withWorkload(new Workload(w.fileSizeBytes(), w.sizeDistribution(), w.filesPerTransfer(), 10, w.mode(), w.checksum()));
        for (Agent agent : drawn.agents()) {
            AgentProperties p = agent.properties();
            topology = topology.withElement(agent.withProperties(new AgentProperties(p.chunkBytes(), 4, p.frameSize(), p.checkpointInterval(),
                    p.maxSourceTransfers(), p.maxDestinationTransfers(), p.maxQueuedTransfers(), p.multipleChannelsEnabled(), p.jvmOptions())));
        }
        // QM2: 10 transfers x 256 KiB x 4 x 5 = 50 MiB in flight; its agent could run 25 (125 MiB)
        ConfigurationGenerator generator = new ConfigurationGenerator();
        ConfigurationBundle bundle = generator.generate(topology);
        List<ConfigFile> exported = lintable(bundle);
        ConfigFile agent = exported.stream().filter(f -> f.name().endsWith("AGENT2/agent.properties")).findFirst().orElseThrow();
        ConfigFile qmIni = exported.stream().filter(f -> f.name().endsWith("QM2/qm.ini")).findFirst().orElseThrow();
        Linter linter = new Linter(generator.expectations(topology));
        List<Finding> findings = linter.lint(List.of(new ConfigFile("current/qm.ini", qmIni.lines(), ConfigFile.Kind.QM_INI), agent));
        assertEquals(List.of(), findings.stream().filter(f -> f.message().contains("QBufferSize")).toList());
        Finding small = linter.lint(List.of(new ConfigFile("current/qm.ini", List.of("TuningParameters:", "   DefaultPQBufferSize=1048576"),
                ConfigFile.Kind.QM_INI), agent)).stream().filter(f -> f.message().startsWith("DefaultPQBufferSize")).findFirst().orElseThrow();
        assertTrue(small.message().contains("smaller than the 50 MiB"), small.message());
    }

    /** The suggestion was 104857600 for 1875 MiB in flight: applying it still drew the same warning. */
    @Test
    void theSuggestedQueueBufferSatisfiesTheWarning() {
        ConfigFile agent = new ConfigFile("agent.properties", List.of("agentQMgr=QM1", "agentChunkSize=524288", "maxDestinationTransfers=30"),
                ConfigFile.Kind.AGENT_PROPERTIES);
        Linter linter = new Linter(List.of());
        Finding warned = linter.lint(List.of(new ConfigFile("QM1/qm.ini", List.of("TuningParameters:", "   DefaultPQBufferSize=1048576"),
                ConfigFile.Kind.QM_INI), agent)).stream().filter(f -> f.message().startsWith("DefaultPQBufferSize")).findFirst().orElseThrow();
        String suggested = warned.message().replaceAll(".*suggested (\\d+).*", "$1");
        assertTrue(warned.message().contains("lower agentWindowSize"), warned.message());
        List<Finding> after = linter.lint(List.of(new ConfigFile("QM1/qm.ini", List.of("TuningParameters:", "   DefaultPQBufferSize=" + suggested),
                ConfigFile.Kind.QM_INI), agent));
        assertTrue(after.stream().noneMatch(f -> f.message().startsWith("DefaultPQBufferSize")), after.toString());
    }

    @Test
    void aQueueManagerIsJudgedByTheAgentsThatNameIt() {
        ConfigFile agent = new ConfigFile("agent.properties", List.of("agentQMgr=QM1", "agentChunkSize=524288", "maxDestinationTransfers=30"),
                ConfigFile.Kind.AGENT_PROPERTIES);
        List<Finding> findings = new Linter(List.of()).lint(List.of(new ConfigFile("COORDQM/qm.ini", List.of("TuningParameters:",
                "   DefaultPQBufferSize=1048576"), ConfigFile.Kind.QM_INI), new ConfigFile("QM1/qm.ini", List.of("TuningParameters:",
                "   DefaultPQBufferSize=1048576"), ConfigFile.Kind.QM_INI), agent));
        assertTrue(findings.stream().noneMatch(f -> f.file().startsWith("COORDQM") && f.message().contains("BufferSize")), findings.toString());
        assertTrue(findings.stream().anyMatch(f -> f.file().startsWith("QM1") && f.message().startsWith("DefaultPQBufferSize")), findings.toString());
    }
}
