package mftwb.tuning.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.junit.jupiter.api.Test;

import mftwb.model.Templates;
import mftwb.tuning.ConfigurationGenerator;
import mftwb.tuning.GeneratedFile;

class ConfigComparisonTest {

    @Test
    void generatedQmIniAgainstAnUntunedOneListsEveryChangedKeyWithItsReason() throws IOException {
        GeneratedFile generated = new ConfigurationGenerator().generate(Templates.named("pb-sftp-crossgeo.json").orElseThrow().load())
                .hosts().get(0).files().stream().filter(f -> f.path().endsWith("qm.ini")).findFirst().orElseThrow();
        ParsedConfig current = QmIniParser.parse("qm.ini", LinterTest.file("qmgrs/FEDB/qm.ini").lines());
        List<Difference> differences = ConfigComparison.compare(generated, current, ConfigFile.Kind.QM_INI);
        Difference bindType = differences.stream().filter(d -> d.key().equals("MQIBindType")).findFirst().orElse(null);
        assertEquals(null, bindType, "both files say FASTPATH: " + differences);
        Difference logBuffer = differences.stream().filter(d -> d.key().equals("LogBufferPages")).findFirst().orElseThrow();
        assertEquals("4096", logBuffer.generated());
        assertEquals("0", logBuffer.current());
        assertEquals(15, logBuffer.currentLine());
        assertTrue(logBuffer.reason().contains("log buffer"));
        Difference pq = differences.stream().filter(d -> d.key().equals("DefaultPQBufferSize")).findFirst().orElseThrow();
        assertEquals("", pq.current());
        assertTrue(differences.stream().noneMatch(d -> d.key().equals("ExitsDefaultPath")), "keys the generator does not set are left out");
    }
}
