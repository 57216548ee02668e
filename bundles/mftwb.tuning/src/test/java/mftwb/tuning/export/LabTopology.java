package mftwb.tuning.export;

import java.util.List;
import java.util.Map;
import java.util.Set;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.AgentProperties;
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

/** Two hosts: QM1 with a bindings agent on the first, a client agent of QM1 across a WAN link on the second. */
final class LabTopology {

    private LabTopology() {
    }

    static Topology of(String qmHostName, String qmHostAddress, String agentHostName, String agentHostAddress) {
        return new Topology(Topology.SCHEMA_VERSION, "Ansible lab", "", List.of(host(qmHostName, qmHostAddress), host(agentHostName, agentHostAddress)),
                List.of(new QueueManager("QM1", qmHostName, 1414, Set.of(QueueManagerRole.COORDINATION, QueueManagerRole.AGENT), "", QueueManagerTuning.DEFAULTS)),
                List.of(new Agent("AGENT1", AgentKind.STANDARD, "QM1", qmHostName, new AgentConnection.Bindings(), AgentProperties.DEFAULTS),
                        new Agent("AGENT2", AgentKind.STANDARD, "QM1", agentHostName, new AgentConnection.Client("MFT.SVRCONN", 1414), AgentProperties.DEFAULTS)),
                List.of(), List.of(new Link(qmHostName, agentHostName, 40, 1000, 0, "")), List.of(),
                new Workload(100L * 1024 * 1024, List.of(), 1, 1, TransferMode.BINARY, Checksum.NONE), Map.of());
    }

    private static Host host(String name, String address) {
        return new Host(name, address, CpuArchitecture.X86_64, OperatingSystem.LINUX, 4, 2, 8192, DiskKind.LOCAL, JvmKind.HOTSPOT);
    }
}
