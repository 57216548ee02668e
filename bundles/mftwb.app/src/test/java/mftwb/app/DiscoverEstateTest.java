package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Topology;
import mftwb.remote.lab.LocalLab;
import mftwb.ui.estate.DiscoverEstateDialog;

/**
 * File > Discover from Hosts... against the embedded local lab: an MQ installation made of a
 * stand-in dspmq and MFT configuration folders is found over SSH and shown before anything is added.
 */
class DiscoverEstateTest {
    @TempDir
    Path temp;

    @Test
    void discoversQueueManagersAndAgentsAndShowsThemBeforeCreatingTheTopology() throws Exception {
        Path mq = temp.resolve("mq");
        Path dspmq = Files.createDirectories(mq.resolve("bin")).resolve("dspmq");
        Files.writeString(dspmq, "#!/bin/sh\necho 'QMNAME(QMLAB)                                             STATUS(Running)'\n");
        Files.setPosixFilePermissions(dspmq, PosixFilePermissions.fromString("rwxr-xr-x"));
        for (String agent : List.of("LAB1", "LAB2")) {
            Path folder = Files.createDirectories(mq.resolve("data/mqft/config/QMLAB/agents/" + agent));
            Files.writeString(folder.resolve("agent.properties"), "agentName=" + agent + "\nagentQMgr=QMLAB\n");
        }
        AtomicReference<DiscoverEstateDialog> dialog = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        try (LocalLab lab = LocalLab.start(temp.resolve("lab"))) {
            Path knownHosts = temp.resolve("known_hosts");
            Files.writeString(knownHosts, "[127.0.0.1]:" + lab.port() + " " + PublicKeyEntry.toString(lab.hostKey()) + "\n");
            UiThread.run(() -> {
                DiscoverEstateDialog d = new DiscoverEstateDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
                d.setBlockOnOpen(false);
                d.open();
                dialog.set(d);
                d.connection().setTarget(System.getProperty("user.name") + "@127.0.0.1:" + lab.port());
                d.connection().setIdentity(temp.resolve("lab").resolve(LocalLab.CLIENT_KEY_FILE).toString());
                d.connection().setKnownHosts(knownHosts);
                d.setFolders(mq.resolve("bin").toString(), mq.resolve("data").toString());
                assertNull(d.estate(), "nothing is offered before a discovery");
                assertTrue(!d.canCreate(), "Create Topology waits for a discovery");
                job.set(d.discover());
                assertNotNull(job.get());
            });
            assertTrue(job.get().join(60_000, null), "discovery finished within a minute");
        }
        UiThread.run(() -> {
            UiThread.settle();
            DiscoverEstateDialog d = dialog.get();
            List<String> rows = d.rows();
            assertEquals(1, rows.size(), rows.toString());
            assertTrue(rows.get(0).contains("QMLAB (Running)") && rows.get(0).contains("LAB1@QMLAB, LAB2@QMLAB"), rows.get(0));
            Topology estate = d.estate();
            assertNotNull(estate, d.getErrorMessage());
            assertEquals("QMLAB", estate.coordinationQueueManager().orElseThrow().name());
            assertEquals(2, estate.agents().size());
            assertTrue(d.canCreate(), "Create Topology is offered");
            Screenshots.save(d.getShell(), "discover-from-hosts");
            d.close();
        });
    }
}
