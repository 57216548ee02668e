package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.IAction;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.junit.jupiter.api.Test;

import mftwb.estate.EstateMerge;
import mftwb.model.Topology;
import mftwb.remote.lab.LocalLab;
import mftwb.ui.estate.DiscoverEstateDialog;
import mftwb.ui.estate.DiscoverEstateHandler;
import mftwb.ui.topology.TopologyEditor;

/**
 * File > Discover from Hosts... against the embedded local lab: an MQ installation made of a
 * stand-in dspmq and MFT configuration folders is found over SSH and shown before anything is added,
 * to a new topology or to the open one.
 */
class DiscoverEstateTest extends WithTopologyEditors {
    @Test
    void discoversQueueManagersAndAgentsAndShowsThemBeforeCreatingTheTopology() throws Exception {
        DiscoverEstateDialog d = discover(Optional.empty());
        UiThread.run(() -> {
            List<String> rows = d.rows();
            assertEquals(1, rows.size(), rows.toString());
            assertTrue(rows.get(0).contains("QMLAB (Running)") && rows.get(0).contains("LAB1@QMLAB, LAB2@QMLAB"), rows.get(0));
            Topology estate = d.estate();
            assertNotNull(estate, d.getErrorMessage());
            assertEquals("QMLAB", estate.coordinationQueueManager().orElseThrow().name());
            assertEquals(2, estate.agents().size());
            assertTrue(d.canCreate(), "Create Topology is offered");
            assertTrue(d.merge().isEmpty(), "with no topology open, discovery makes a new one");
            Screenshots.save(d.getShell(), "discover-from-hosts");
            d.close();
        });
    }

    @Test
    void whatIsFoundIsAddedToTheOpenTopologyAsOneUndoableEdit() throws Exception {
        AtomicReference<TopologyEditor> editor = new AtomicReference<>();
        UiThread.run(() -> editor.set(TopologyEditors.open(TopologyEditors.sample(temp, "client-mode.json"))));
        Topology drawn = editor.get().topology().orElseThrow();
        DiscoverEstateDialog d = discover(Optional.of(drawn));
        UiThread.run(() -> {
            EstateMerge merge = d.merge().orElseThrow(() -> new AssertionError("with a topology open, adding to it is the choice offered first"));
            assertEquals("adds 1 host, 1 queue manager, 2 agents; updates 0", merge.summary());
            assertTrue(d.getMessage().contains("Add to Topology adds 1 host, 1 queue manager, 2 agents; updates 0 in "
                    + drawn.name()), d.getMessage());
            Screenshots.save(d.getShell(), "discover-add-to-open-topology");
            d.addToOpenTopology(false);
            assertTrue(d.merge().isEmpty() && d.getMessage().contains("Create Topology adds them to a new topology"), d.getMessage());
            d.addToOpenTopology(true);
            d.close();

            DiscoverEstateHandler.addToEditor(editor.get(), d.merge().orElseThrow());
            Topology merged = editor.get().topology().orElseThrow();
            assertTrue(merged.agentNamed("LAB1").isPresent() && merged.queueManagerNamed("QMLAB").isPresent());
            drawn.diagram().forEach((name, p) -> assertEquals(p, merged.positionOf(name).orElseThrow(), name + " stays where it was drawn"));
            drawn.elements().forEach(e -> assertTrue(merged.elementWithId(e.id()).isPresent(), e.id() + " is kept"));
            assertEquals(drawn.coordinationQueueManager(), merged.coordinationQueueManager(), "still one coordination QM, the drawn one");
            UiThread.settle();
            Screenshots.save(editor.get().getSite().getShell(), "discover-merged-topology");

            IAction undo = editor.get().getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId());
            assertTrue(undo.getText().contains("Add discovered estate"), undo.getText());
            undo.run();
            assertEquals(drawn, editor.get().topology().orElseThrow(), "one Edit > Undo restores the topology as it was");
        });
    }

    /** A stand-in MQ installation: dspmq lists QMLAB, whose agents LAB1 and LAB2 have configuration folders. */
    private Path installation() throws Exception {
        Path mq = temp.resolve("mq");
        Path dspmq = Files.createDirectories(mq.resolve("bin")).resolve("dspmq");
        Files.writeString(dspmq, "#!/bin/sh\necho 'QMNAME(QMLAB)                                             STATUS(Running)'\n");
        Files.setPosixFilePermissions(dspmq, PosixFilePermissions.fromString("rwxr-xr-x"));
        for (String agent : List.of("LAB1", "LAB2")) {
            Path folder = Files.createDirectories(mq.resolve("data/mqft/config/QMLAB/agents/" + agent));
            Files.writeString(folder.resolve("agent.properties"), "agentName=" + agent + "\nagentQMgr=QMLAB\n");
        }
        return mq;
    }

    /** Opens the dialog (offering to add to {@code open}), discovers the lab's installation and returns the dialog, still open. */
    private DiscoverEstateDialog discover(Optional<Topology> open) throws Exception {
        Path mq = installation();
        AtomicReference<DiscoverEstateDialog> dialog = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        try (LocalLab lab = LocalLab.start(temp.resolve("lab"))) {
            Path knownHosts = temp.resolve("known_hosts");
            Files.writeString(knownHosts, "[127.0.0.1]:" + lab.port() + " " + PublicKeyEntry.toString(lab.hostKey()) + "\n");
            UiThread.run(() -> {
                DiscoverEstateDialog d = new DiscoverEstateDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell(), open);
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
        UiThread.run(UiThread::settle);
        return dialog.get();
    }
}
