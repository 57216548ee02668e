package mftwb.ui.topology;

import java.nio.file.Path;

import mftwb.layout.TopologyLayout;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyFileException;

/** Reading and writing topology files for the editor, through the model's one JSON format. */
final class TopologyDocuments {
    private TopologyDocuments() {
    }

    /**
     * The topology in the file, with positions for nodes the file did not place: laid out whole
     * when it places none (an estate written by hand or a script), else hand-placed nodes stay.
     */
    static Topology load(Path file) throws TopologyFileException {
        return TopologyLayout.placeMissing(TopologyFile.read(file));
    }

    static String text(Topology topology) {
        return TopologyFile.write(topology);
    }
}
