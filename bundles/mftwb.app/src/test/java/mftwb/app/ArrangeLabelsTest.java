package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.canvas.Box;
import mftwb.ui.topology.canvas.DiagramNode;
import mftwb.ui.topology.canvas.Look;

/**
 * Arrange leaves room for the labels the canvas draws on links, channels and client connections:
 * on client-mode.json the MFT.SVRCONN labels sat on the LAN links' labels.
 */
class ArrangeLabelsTest extends WithTopologyEditors {
    /** The title strip of a host box, where its name is. */
    private static final double HOST_TITLE_HEIGHT = 40;

    @Test
    void afterArrangeNoLabelCoversAnotherLabelOrAHostNameInAnySample() throws Exception {
        List<Path> samples;
        try (Stream<Path> files = Files.walk(EstateScaleTest.samples().getParent())) {
            samples = files.filter(f -> f.toString().endsWith(".json")).filter(ArrangeLabelsTest::isTopology).sorted().toList();
        }
        assertTrue(samples.size() >= 8, "the samples' topologies: " + samples);
        List<String> crowded = new ArrayList<>();
        for (Path sample : samples) {
            Path copy = Files.copy(sample, temp.resolve(sample.getFileName()));
            UiThread.run(() -> {
                TopologyEditor editor = TopologyEditors.open(copy);
                editor.arrange();
                Map<String, Box> labels = editor.canvas().labelBounds();
                List<Map.Entry<String, Box>> placed = new ArrayList<>(labels.entrySet());
                for (int i = 0; i < placed.size(); i++) {
                    for (int j = i + 1; j < placed.size(); j++) {
                        if (placed.get(i).getValue().intersects(placed.get(j).getValue())) {
                            crowded.add(sample.getFileName() + ": " + placed.get(i).getKey() + " on " + placed.get(j).getKey());
                        }
                    }
                    for (DiagramNode node : editor.canvas().diagram().nodes()) {
                        Box b = node.bounds();
                        Box title = new Box(b.x(), b.y(), b.width(), HOST_TITLE_HEIGHT);
                        if (node.look() == Look.HOST && placed.get(i).getValue().intersects(title)) {
                            crowded.add(sample.getFileName() + ": " + placed.get(i).getKey() + " on the name of " + node.id());
                        }
                    }
                }
                if (sample.getFileName().toString().equals("client-mode.json")) {
                    editor.canvas().fit();
                    UiThread.settle();
                    Screenshots.save(editor.getSite().getShell(), "client-mode-arranged");
                }
                TopologyEditors.page().closeEditor(editor, false);
            });
        }
        assertTrue(crowded.isEmpty(), String.join("\n", crowded));
    }

    private static boolean isTopology(Path file) {
        try {
            return Files.readString(file).contains("\"queueManagers\"");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
