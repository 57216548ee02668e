package mftwb.tuning;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.AgentProperties;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.Checksum;
import mftwb.model.CpuArchitecture;
import mftwb.model.DiskKind;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.Link;
import mftwb.model.OperatingSystem;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Topology;
import mftwb.model.TransferMode;
import mftwb.model.Workload;

/** Small topologies built in code for cases no template covers. */
final class TopologyFixtures {

    private TopologyFixtures() {
    }

    static Host host(String name, OperatingSystem os, JvmKind jvm) {
        return new Host(name, name + ".example.com", CpuArchitecture.X86_64, os, 4, 2, 8192, DiskKind.LOCAL, jvm);
    }

    /**
     * The Federal Reserve case: data centres FEDA and FEDB joined by sender/receiver channels both ways
     * over one link; agents send messages of {@code messageBytes} (the talk's 10 KB).
     */
    static Topology twoDataCentres(double rttMillis, double bandwidthMbps, int messageBytes) {
        AgentProperties properties = AgentProperties.DEFAULTS.withChunkBytes(messageBytes);
        return new Topology(Topology.SCHEMA_VERSION, "Federal Reserve", "", List.of(host("dcA", OperatingSystem.AIX, JvmKind.OPENJ9), host("dcB", OperatingSystem.LINUX, JvmKind.HOTSPOT)),
                List.of(new QueueManager("FEDA", "dcA", 1414, Set.of(QueueManagerRole.COORDINATION, QueueManagerRole.AGENT), "", QueueManagerTuning.DEFAULTS),
                        new QueueManager("FEDB", "dcB", 1414, Set.of(QueueManagerRole.AGENT), "", QueueManagerTuning.DEFAULTS)),
                List.of(new Agent("AGENTA", AgentKind.STANDARD, "FEDA", "dcA", new AgentConnection.Bindings(), properties),
                        new Agent("AGENTB", AgentKind.STANDARD, "FEDB", "dcB", new AgentConnection.Bindings(), properties)),
                List.of(), List.of(new Link("dcA", "dcB", rttMillis, bandwidthMbps, 0, "2400 km")),
                List.of(new Channel("FEDA.FEDB", ChannelKind.SENDER_RECEIVER, "FEDA", "FEDB", 1),
                        new Channel("FEDB.FEDA", ChannelKind.SENDER_RECEIVER, "FEDB", "FEDA", 1)),
                new Workload(10L * 1024 * 1024, List.of(), 100, 10, TransferMode.TEXT, Checksum.NONE), Map.of());
    }

    /** The last value of {@code key} in a qm.ini text, as a number; fails when the key is missing. */
    static long iniValue(String ini, String key) {
        Matcher m = Pattern.compile("(?m)^\\s*" + key + "=(\\d+)\\s*$").matcher(ini);
        long value = -1;
        while (m.find()) {
            value = Long.parseLong(m.group(1));
        }
        if (value < 0) {
            throw new AssertionError(key + " missing from\n" + ini);
        }
        return value;
    }

    /** All files of a bundle in archive order, each under a header line naming host folder, path and mode. */
    static String render(ConfigurationBundle bundle) {
        StringBuilder text = new StringBuilder();
        text.append("===== ").append(bundle.readme().path()).append('\n').append(bundle.readme().text());
        for (HostConfiguration host : bundle.hosts()) {
            for (GeneratedFile file : host.files()) {
                text.append("===== ").append(host.folder()).append('/').append(file.path()).append(file.executable() ? " (0755)" : "").append('\n');
                text.append(file.text());
            }
        }
        return text.toString();
    }
}
