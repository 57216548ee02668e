package mftwb.tuning;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import mftwb.model.Host;
import mftwb.model.OperatingSystem;
import mftwb.model.QueueManager;
import mftwb.model.Topology;
import mftwb.tuning.lint.LinkExpectation;

/** Generates every file an engineer would otherwise write by hand for a topology, each value with its reason. */
public final class ConfigurationGenerator {

    public ConfigurationBundle generate(Topology topology) {
        return generate(topology, List.of());
    }

    /**
     * The bundle, its README stating {@code predictedEffect}: the planner's price of the bundle (the
     * topology's workload as drawn and with the bundle applied), one Markdown line each.
     */
    public ConfigurationBundle generate(Topology topology, List<String> predictedEffect) {
        List<QueueManagerSizing> sizings = topology.queueManagers().stream().map(q -> QueueManagerSizing.of(topology, q)).toList();
        List<HostConfiguration> hosts = new ArrayList<>();
        Set<String> folders = new HashSet<>();
        for (Host host : topology.hosts()) {
            List<GeneratedFile> files = new ArrayList<>();
            List<QueueManager> queueManagers = topology.queueManagersOn(host.name());
            long buffer = 0;
            String bufferInput = "";
            for (QueueManagerSizing sizing : sizings) {
                boolean onHost = sizing.queueManager().hostName().equals(host.name());
                if (onHost) {
                    // z/OS queue managers have no qm.ini or crtmqm: their CSQZPARM and CHINIT set-up is out of scope
                    if (host.operatingSystem() != OperatingSystem.ZOS) {
                        files.addAll(new QueueManagerFiles(topology, sizing).files());
                    }
                    if (sizing.channelBufferBytes() > buffer) {
                        buffer = sizing.channelBufferBytes();
                        bufferInput = sizing.channelInput();
                    }
                    // The server end only: the client end on this host (its own links) is ClientSizing's, below.
                    if (sizing.svrconnBufferBytes() > buffer) {
                        buffer = sizing.svrconnBufferBytes();
                        bufferInput = sizing.svrconnInput();
                    }
                }
            }
            files.addAll(new MftFiles(topology, host).files());
            Optional<ClientSizing> client = ClientSizing.of(topology, host);
            if (client.isPresent()) {
                files.add(ClientFiles.mqclientIni(topology, host, client.get()));
                if (client.get().bufferBytes() > buffer) {
                    buffer = client.get().bufferBytes();
                    bufferInput = client.get().input();
                }
            }
            if (!queueManagers.isEmpty() || !topology.agentsOn(host.name()).isEmpty()) {
                files.addAll(OsFiles.forHost(host, buffer, bufferInput));
            }
            if (host.operatingSystem() == OperatingSystem.LINUX || host.operatingSystem() == OperatingSystem.AIX) {
                files.add(ApplyScript.of(host, queueManagers, files));
            }
            hosts.add(new HostConfiguration(host.name(), folderFor(host.name(), folders), files));
        }
        return new ConfigurationBundle(hosts, Readme.of(topology, sizings, predictedEffect));
    }

    /** The topology as this bundle would leave it, for pricing the bundle against the drawn one. */
    public AppliedBundle applied(Topology topology) {
        return AppliedBundle.of(topology);
    }

    /** What lint compares an existing installation against: per queue manager, the buffers (both ends of its client channels too) and data in flight this topology needs. */
    public List<LinkExpectation> expectations(Topology topology) {
        return topology.queueManagers().stream().map(q -> QueueManagerSizing.of(topology, q))
                .map(s -> new LinkExpectation(s.queueManager().name(), s.channelInput().isEmpty() ? 0 : s.channelBufferBytes(), s.inFlightBytes(),
                        s.channelInput().isEmpty() ? "no QM-to-QM channel" : s.channelInput(),
                        s.svrconnInput().isEmpty() ? 0 : s.svrconnBufferBytes(), s.svrconnInput(), s.channelUnacknowledgedBytes(),
                        s.svrconnUnacknowledgedBytes()))
                .toList();
    }

    /** A folder name that is safe on every file system and unique in the archive. */
    private static String folderFor(String hostName, Set<String> taken) {
        String base = hostName.replaceAll("[^A-Za-z0-9._-]", "_");
        if (base.isEmpty() || base.chars().allMatch(c -> c == '.')) {
            base = "host";
        }
        String folder = base;
        for (int n = 2; !taken.add(folder.toLowerCase(java.util.Locale.ROOT)); n++) {
            folder = base + "_" + n;
        }
        return folder;
    }
}
