package mftwb.tuning;

import java.util.ArrayList;
import java.util.List;

import mftwb.tuning.export.ArchiveEntry;

/** Everything generated for a topology: one configuration per host and a README with the plan. */
public record ConfigurationBundle(List<HostConfiguration> hosts, GeneratedFile readme) {

    public ConfigurationBundle {
        hosts = List.copyOf(hosts);
    }

    /** README.md at the top, then {@code <host folder>/<file>} for every generated file. */
    public List<ArchiveEntry> archiveEntries() {
        List<ArchiveEntry> entries = new ArrayList<>();
        entries.add(new ArchiveEntry(readme.path(), readme.bytes(), false));
        for (HostConfiguration host : hosts) {
            for (GeneratedFile file : host.files()) {
                entries.add(new ArchiveEntry(host.folder() + "/" + file.path(), file.bytes(), file.executable()));
            }
        }
        return entries;
    }
}
