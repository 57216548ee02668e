package mftwb.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import mftwb.model.Templates;
import mftwb.model.Templates.Template;

/**
 * Every template in samples/ against its reviewed golden output. Updating a golden file is a deliberate
 * act: run the build with -Dmftwb.test.vmargs=-Dmftwb.updateGolden=true, then review the diff.
 */
class GoldenFilesTest {

    static Stream<Template> templates() {
        return Templates.all().stream();
    }

    @ParameterizedTest
    @MethodSource("templates")
    void generatedFilesMatchTheReviewedGoldenFile(Template template) throws IOException {
        String actual = TopologyFixtures.render(new ConfigurationGenerator().generate(template.load()));
        Path golden = Path.of(System.getProperty("mftwb.tuning.basedir", "."), "src/test/resources/golden",
                template.fileName().replace(".json", ".txt"));
        if (Boolean.getBoolean("mftwb.updateGolden")) {
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(golden), "no golden file " + golden + ": generate it with -Dmftwb.updateGolden=true and review it");
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual, "generated files of " + template.fileName() + " differ from " + golden);
    }
}
