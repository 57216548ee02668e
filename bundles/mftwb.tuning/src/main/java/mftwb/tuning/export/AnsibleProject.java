package mftwb.tuning.export;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import mftwb.model.Agent;
import mftwb.model.Host;
import mftwb.model.OperatingSystem;
import mftwb.model.QueueManager;
import mftwb.model.Topology;
import mftwb.tuning.ConfigurationBundle;
import mftwb.tuning.GeneratedFile;
import mftwb.tuning.HostConfiguration;

/**
 * The tuned configuration as an Ansible project that runs with a plain ansible-core install:
 * inventory.yml (one host per topology host, grouped by role and OS), a generic site.yml and merge
 * template (resources beside this class), group_vars/all.yml with IBM's default paths, and per host
 * host_vars/HOST.yml saying what to do with each generated file (chosen by its kind, see
 * {@link FileRule}) plus files/HOST/ with the files placed as they are. Every value that came from
 * the topology is written through {@link Yaml}, quoted and marked {@code !unsafe}.
 */
public final class AnsibleProject {
    /** The files every project has, the same for every topology. */
    private static final List<String> FIXED = List.of("ansible.cfg", "site.yml", "rollback.yml", "tasks/restart.yml", "tasks/restore.yml", "templates/merge.j2",
            "group_vars/all.yml");
    static final String QUEUE_MANAGER_HOSTS = "queue_manager_hosts";
    static final String AGENT_HOSTS = "agent_hosts";
    static final String BRIDGE_HOSTS = "bridge_hosts";
    /** Names an inventory host may not take: the groups, and the ones Ansible reserves. */
    private static final Set<String> RESERVED = Set.of(QUEUE_MANAGER_HOSTS, AGENT_HOSTS, BRIDGE_HOSTS, "linux_hosts", "aix_hosts", "windows_hosts", "zos_hosts",
            "all", "ungrouped", "localhost");

    private AnsibleProject() {
    }

    /** Every file of the project, paths relative to its folder. */
    public static List<ArchiveEntry> entries(Topology topology, ConfigurationBundle bundle) {
        List<ArchiveEntry> entries = new ArrayList<>();
        for (String fixed : FIXED) {
            entries.add(new ArchiveEntry(fixed, resource(fixed), false));
        }
        List<ProjectHost> hosts = hosts(topology, bundle);
        entries.add(text("inventory.yml", Inventory.of(topology, hosts)));
        for (ProjectHost host : hosts) {
            entries.add(text("host_vars/" + host.inventoryName() + ".yml", HostVars.of(topology, host)));
            for (FileRule.Target target : host.targets()) {
                if (target.kind().copiesFile()) {
                    GeneratedFile file = target.file();
                    entries.add(new ArchiveEntry("files/" + host.configuration().folder() + "/" + file.path(), file.bytes(), file.executable()));
                }
            }
        }
        entries.add(text("README.md", ProjectReadme.of(topology, hosts)));
        return entries;
    }

    /**
     * Writes the project's {@link #entries} to {@code out}: a zip or tar.gz archive when the name ends
     * so, else a folder; never over an existing one unless {@code overwrite}, never half-written.
     */
    public static void write(List<ArchiveEntry> entries, Path out, boolean overwrite) throws IOException {
        Optional<ArchiveFormat> archive = ArchiveFormat.named(out);
        if (archive.isPresent()) {
            ArchiveTarget.write(entries, archive.get(), out, overwrite);
        } else {
            FolderTarget.write(entries, out, overwrite, "site.yml");
        }
    }

    /**
     * One inventory host: the topology host, its generated files, what the playbook does with each, and
     * the queue managers it creates where they do not exist yet (those with a crtmqm.sh).
     */
    record ProjectHost(String inventoryName, Host host, HostConfiguration configuration, List<FileRule.Target> targets, List<GeneratedFile> skipped,
            List<QueueManager> creatable) {

        List<String> groups(Topology topology) {
            List<String> groups = new ArrayList<>();
            if (!topology.queueManagersOn(host.name()).isEmpty()) {
                groups.add(QUEUE_MANAGER_HOSTS);
            }
            List<Agent> agents = topology.agentsOn(host.name());
            if (!agents.isEmpty()) {
                groups.add(AGENT_HOSTS);
            }
            if (agents.stream().anyMatch(Agent::isBridge)) {
                groups.add(BRIDGE_HOSTS);
            }
            groups.add(osGroup(host.operatingSystem()));
            return groups;
        }
    }

    static String osGroup(OperatingSystem os) {
        return os.word() + "_hosts";
    }

    private static List<ProjectHost> hosts(Topology topology, ConfigurationBundle bundle) {
        Set<String> taken = new HashSet<>();
        List<ProjectHost> hosts = new ArrayList<>();
        for (HostConfiguration configuration : bundle.hosts()) {
            Host host = topology.hostNamed(configuration.hostName()).orElseThrow();
            List<QueueManager> onHost = topology.queueManagersOn(host.name());
            List<String> queueManagers = onHost.stream().map(QueueManager::name).toList();
            List<String> agents = topology.agentsOn(host.name()).stream().map(Agent::name).toList();
            List<FileRule.Target> targets = new ArrayList<>();
            List<GeneratedFile> skipped = new ArrayList<>();
            List<QueueManager> creatable = new ArrayList<>();
            for (GeneratedFile file : configuration.files()) {
                Optional<String> created = FileRule.queueManagerCreatedBy(file, queueManagers);
                if (created.isPresent()) {
                    onHost.stream().filter(q -> q.name().equals(created.get())).forEach(creatable::add);
                } else {
                    FileRule.targetOf(file, queueManagers, agents).ifPresentOrElse(targets::add, () -> skipped.add(file));
                }
            }
            hosts.add(new ProjectHost(inventoryName(configuration.folder(), taken), host, configuration, targets, skipped, creatable));
        }
        return hosts;
    }

    /** The host's export folder name (already file-system safe and unique), kept clear of group and reserved names. */
    private static String inventoryName(String folder, Set<String> taken) {
        String name = folder;
        while (RESERVED.contains(name.toLowerCase(Locale.ROOT)) || !taken.add(name.toLowerCase(Locale.ROOT))) {
            name = name + "_host";
        }
        return name;
    }

    /** Folders the playbook creates before placing files: parents of every target it may create. */
    static TreeSet<Map.Entry<String, String>> folders(List<FileRule.Target> targets) {
        TreeSet<Map.Entry<String, String>> folders = new TreeSet<>(Map.Entry.<String, String>comparingByKey().thenComparing(Map.Entry.comparingByValue()));
        for (FileRule.Target target : targets) {
            int slash = target.path().lastIndexOf('/');
            if (!target.mustExist() && slash > 0 && !target.base().equals(FileRule.SYSCTL_DIR)) {
                folders.add(Map.entry(target.base(), target.path().substring(0, slash)));
            }
        }
        return folders;
    }

    private static ArchiveEntry text(String path, String content) {
        return new ArchiveEntry(path, content.getBytes(StandardCharsets.UTF_8), false);
    }

    private static byte[] resource(String path) {
        try (InputStream in = AnsibleProject.class.getResourceAsStream("ansible/" + path)) {
            if (in == null) {
                throw new IllegalStateException("missing resource ansible/" + path + " beside " + AnsibleProject.class.getName());
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
