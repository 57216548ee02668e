package mftwb.ui.topology;

import java.util.List;

import mftwb.model.Checksum;
import mftwb.model.SizeText;
import mftwb.model.Topology;
import mftwb.model.TransferMode;
import mftwb.model.Workload;
import mftwb.ui.properties.Checks;
import mftwb.ui.properties.Field;

/** The topology's own rows: its name and description, and the workload the network carries. */
final class WorkloadFields {
    private static final String CATEGORY = "Workload";

    private WorkloadFields() {
    }

    static List<Field<Topology>> of() {
        return List.of(
                Field.text("topology.name", "Name", "Topology", Topology::name, Topology::withName, mftwb.model.Names::topologyNameProblem),
                Field.text("topology.description", "Description", "Topology", Topology::description, Topology::withDescription, text -> null),
                Field.text("fileSizeBytes", "File size (bytes)", CATEGORY, t -> String.valueOf(t.workload().fileSizeBytes()),
                        (t, v) -> t.withWorkload(with(t.workload(), SizeText.parse(v).orElseThrow(), -1, -1, null, null)),
                        Checks.size("The file size", 1, Long.MAX_VALUE)),
                Field.text("filesPerTransfer", "Files per transfer", CATEGORY, t -> String.valueOf(t.workload().filesPerTransfer()),
                        (t, v) -> t.withWorkload(with(t.workload(), -1, Integer.parseInt(v), -1, null, null)),
                        Checks.integer("Files per transfer", 1, 1_000_000)),
                Field.text("concurrentTransfers", "Concurrent transfers", CATEGORY, t -> String.valueOf(t.workload().concurrentTransfers()),
                        (t, v) -> t.withWorkload(with(t.workload(), -1, -1, Integer.parseInt(v), null, null)),
                        Checks.integer("Concurrent transfers", 1, 1000)),
                ElementProperties.choice("mode", "Mode", CATEGORY, TransferMode.class, t -> t.workload().mode(),
                        (t, v) -> t.withWorkload(with(t.workload(), -1, -1, -1, v, null))),
                ElementProperties.choice("checksum", "Checksum", CATEGORY, Checksum.class, t -> t.workload().checksum(),
                        (t, v) -> t.withWorkload(with(t.workload(), -1, -1, -1, null, v))));
    }

    private static Workload with(Workload w, long fileSize, int files, int concurrent, TransferMode mode, Checksum checksum) {
        return new Workload(fileSize >= 0 ? fileSize : w.fileSizeBytes(), w.sizeDistribution(), files >= 0 ? files : w.filesPerTransfer(),
                concurrent >= 0 ? concurrent : w.concurrentTransfers(), mode != null ? mode : w.mode(),
                checksum != null ? checksum : w.checksum());
    }
}
