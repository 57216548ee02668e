package mftwb.estate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.AgentConnection;
import mftwb.model.Problem;
import mftwb.model.Topology;
import mftwb.model.TopologyValidator;
import mftwb.remote.SshConnection;
import mftwb.remote.lab.LocalLab;

/** Discovery over real SSH (the embedded local lab) of an MQ installation made of stand-in commands and folders. */
class EstateDiscoveryTest {
    @TempDir
    Path dir;

    private Path installation() throws Exception {
        // A folder name with a space and a quote: the script must get it as one argument, unparsed.
        Path mq = dir.resolve("mq install's");
        Path bin = Files.createDirectories(mq.resolve("bin"));
        Path dspmq = bin.resolve("dspmq");
        Files.writeString(dspmq, "#!/bin/sh\necho 'QMNAME(QM1)                                               STATUS(Running)'\n"
                + "echo 'QMNAME(QMCOORD)                                           STATUS(Running)'\n");
        Files.setPosixFilePermissions(dspmq, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path agents = Files.createDirectories(mq.resolve("data/mqft/config/QMCOORD/agents"));
        agent(agents, "AG1", "agentQMgr=QM1\n");
        agent(agents, "BRIDGE1", "agentQMgr=QM1\nagentType=BRIDGE\n");
        agent(agents, "AG2", "agentQMgr=QM1\nagentQMgrHost=localhost\nagentQMgrPort=1414\nagentQMgrChannel=MFT.SVRCONN\n");
        agent(agents, "FAR", "agentQMgr=QMX\nagentQMgrHost=far.example.com\nagentQMgrPort=1420\n");
        return mq;
    }

    private static void agent(Path agents, String name, String properties) throws Exception {
        Files.writeString(Files.createDirectories(agents.resolve(name)).resolve("agent.properties"), "# " + name + "\nagentName=" + name + "\n" + properties);
    }

    @Test
    void findsQueueManagersAndAgentsOverSshAndBuildsAValidTopology() throws Exception {
        Path mq = installation();
        EstateDiscovery.FoundHost found;
        try (LocalLab lab = LocalLab.start(dir.resolve("lab")); SshConnection ssh = SshConnection.open(lab.connectionSettings())) {
            found = EstateDiscovery.discover(ssh, "127.0.0.1", mq.resolve("bin").toString(), mq.resolve("data").toString());
        }
        assertEquals(List.of("QM1", "QMCOORD"), found.queueManagers().stream().map(EstateDiscovery.FoundQueueManager::name).toList());
        assertEquals("Running", found.queueManagers().get(0).status());
        assertEquals(List.of("AG1", "AG2", "BRIDGE1", "FAR"), found.agents().stream().map(EstateDiscovery.FoundAgent::name).sorted().toList());
        assertTrue(found.host().cores() >= 1 && found.host().memoryMegabytes() > 1, "host facts probed: " + found.host());

        EstateDiscovery.Discovery discovery = EstateDiscovery.topology("discovered", List.of(found));
        Topology t = discovery.topology();
        assertEquals("QMCOORD", t.coordinationQueueManager().orElseThrow().name(), "the configuration folder names the coordination QM");
        assertEquals(List.of("AG1", "AG2", "BRIDGE1"), t.agents().stream().map(a -> a.name()).sorted().toList());
        assertEquals(new AgentConnection.Client("MFT.SVRCONN", 1414), t.agentNamed("AG2").orElseThrow().connection());
        assertTrue(t.agentNamed("BRIDGE1").orElseThrow().isBridge());
        assertEquals(1, discovery.notes().size(), discovery.notes().toString());
        assertTrue(discovery.notes().get(0).contains("FAR") && discovery.notes().get(0).contains("far.example.com"), discovery.notes().get(0));
        assertEquals(List.of(), TopologyValidator.validate(t).stream().filter(p -> p.severity() == Problem.Severity.ERROR).toList());
        assertEquals(found.host().cores(), t.hosts().get(0).cores(), "probed cores kept");
    }
}
