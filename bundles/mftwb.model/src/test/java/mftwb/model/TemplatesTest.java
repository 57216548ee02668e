package mftwb.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class TemplatesTest {

    /** The repository's samples/ folder; tycho-surefire runs tests with the bundle folder as basedir. */
    static Path samples() {
        return Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).resolve("../../samples").normalize();
    }

    static Stream<Templates.Template> templates() {
        return Templates.all().stream();
    }

    @Test
    void everySampleFileIsATemplateAndEveryTemplateASampleFile() throws IOException {
        try (Stream<Path> files = Files.list(samples())) {
            // Campaign documents (issue 7 fixes the name samples/local-lab-campaign.json) sit beside the topologies.
            assertEquals(files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json") && !n.endsWith("-campaign.json")).sorted().toList(),
                    Templates.all().stream().map(Templates.Template::fileName).sorted().toList());
        }
    }

    @ParameterizedTest
    @MethodSource("templates")
    void bundleCopyIsByteIdenticalToTheSample(Templates.Template template) throws IOException {
        assertEquals(Files.readString(samples().resolve(template.fileName()), StandardCharsets.UTF_8), template.text());
    }

    @ParameterizedTest
    @MethodSource("templates")
    void loadThenWriteGivesTheSameBytes(Templates.Template template) {
        assertEquals(template.text(), TopologyFile.write(template.load()));
    }

    @ParameterizedTest
    @MethodSource("templates")
    void titleIsTheTopologyName(Templates.Template template) {
        assertEquals(template.title(), template.load().name());
    }

    @ParameterizedTest
    @MethodSource("templates")
    void hasNoValidationErrorsAndEveryNodeIsPlacedOnA1200By700Canvas(Templates.Template template) {
        Topology topology = template.load();
        assertEquals(java.util.List.of(), TopologyValidator.validate(topology).stream()
                .filter(p -> p.severity() == Problem.Severity.ERROR).toList());
        topology.nodes().forEach(node -> {
            Position p = topology.positionOf(node.name()).orElseThrow(() -> new AssertionError(node.name() + " has no position"));
            assertTrue(p.x() >= 0 && p.x() <= 1000 && p.y() >= 0 && p.y() <= 600, node.name() + " at " + p);
        });
    }

    @ParameterizedTest
    @MethodSource("templates")
    void automaticLayoutOfATemplateWithoutPositionsFitsTheCanvasWithoutOverlaps(Templates.Template template) {
        Topology laidOut = AutomaticLayout.apply(template.load().withDiagram(java.util.Map.of()));
        assertEquals(laidOut.nodes().count(), laidOut.diagram().size());
        assertEquals(laidOut.diagram().size(), new java.util.HashSet<>(laidOut.diagram().values()).size(), "two nodes on one spot");
        laidOut.diagram().values().forEach(p -> assertTrue(p.x() < 1200 - AutomaticLayout.COLUMN_WIDTH / 2 && p.y() < 700 - AutomaticLayout.ROW_HEIGHT / 2, p.toString()));
    }

    @ParameterizedTest
    @MethodSource("templates")
    void savedFileLoadsEqual(Templates.Template template, @org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path file = dir.resolve(template.fileName());
        TopologyFile.write(template.load(), file);
        assertEquals(template.load(), TopologyFile.read(file));
        assertEquals(template.text(), Files.readString(file, StandardCharsets.UTF_8));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(1, left.count(), "no temporary file left beside the saved one");
        }
    }
}
