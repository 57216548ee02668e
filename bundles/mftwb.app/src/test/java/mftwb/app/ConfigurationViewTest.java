package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.QueueManager;
import mftwb.model.Templates;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.tuning.HostConfiguration;
import mftwb.ui.configuration.ConfigurationView;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorInput;

/** The Configuration view shows every host's generated files for the open topology, with reasons. */
class ConfigurationViewTest {

    @TempDir
    Path temp;

    @Test
    void generatedFilesOfTheCrossGeoBridgeTemplateExplainTheirValues() throws Exception {
        Path topology = temp.resolve("pb-sftp-crossgeo.json");
        Files.writeString(topology, Templates.named("pb-sftp-crossgeo.json").orElseThrow().text());
        UiThread.run(() -> {
            IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
            ConfigurationView view = generated(page, topology);
            assertTrue(view.effectLine().matches("Predicted \\d+ s as drawn \\(bound by TCP buffer per RTT\\), \\d+ s with the bundle .*"),
                    view.effectLine());
            assertTrue(view.bundle().orElseThrow().readme().text().contains("## Predicted effect"), "and the export's README says the same");
            List<HostConfiguration> hosts = view.bundle().orElseThrow().hosts();
            assertTrue(hosts.size() >= 2, "a folder per host: " + hosts);
            HostConfiguration qmHost = hosts.stream().filter(h -> h.files().stream().anyMatch(f -> f.path().endsWith("qm.ini")))
                    .findFirst().orElseThrow(() -> new AssertionError("no host has a qm.ini: " + hosts));
            String qmIni = qmHost.files().stream().filter(f -> f.path().endsWith("qm.ini")).findFirst().orElseThrow().path();
            int explained = -1;
            List<mftwb.tuning.GeneratedLine> lines = qmHost.files().stream().filter(f -> f.path().equals(qmIni))
                    .findFirst().orElseThrow().lines();
            for (int i = 0; i < lines.size() && explained < 0; i++) {
                if (lines.get(i).explained()) {
                    explained = i;
                }
            }
            assertTrue(explained >= 0, "qm.ini has explained values");
            assertTrue(view.reasonForLine(qmIni, explained).startsWith("Why: "));
            // A host's current qm.ini: MQ's default channel stanza, a small queue buffer and a garbled line.
            Path current = temp.resolve("current-qm.ini");
            Files.writeString(current, "Channels:\n   MQIBindType=STANDARD\nTuningParameters:\n   DefaultPQBufferSize=131072\n"
                    + "this line is not qm.ini\n");
            List<String> rows = view.importCurrent(current);
            assertTrue(rows.stream().anyMatch(r -> r.startsWith("Channels | MQIBindType | FASTPATH | STANDARD | 2 |")), rows.toString());
            assertTrue(rows.stream().anyMatch(r -> r.contains("DefaultPQBufferSize") && r.contains("131072 | 4 |")), rows.toString());
            assertTrue(rows.stream().anyMatch(r -> r.startsWith("error") && r.contains("| 5 |")), "the garbled line 5: " + rows);
            // The client end on hursley: its current mqclient.ini keeps the 32 KiB default.
            assertTrue(view.reasonForLine("mqclient.ini", 5).contains("Client end of the client channel"), "mqclient.ini explains its values");
            Path currentClient = temp.resolve("mqclient.ini");
            Files.writeString(currentClient, "CHANNELS:\n   ChannelDefinitionDirectory=/var/mqm\nTCP:\n   ClntRcvBuffSize=32768\n");
            List<String> clientRows = view.importCurrent(currentClient);
            assertTrue(clientRows.stream().anyMatch(r -> r.startsWith("TCP | ClntRcvBuffSize | 4194304 | 32768 | 4 |")), clientRows.toString());
            assertTrue(clientRows.stream().anyMatch(r -> r.startsWith("error") && r.contains("ClntRcvBuffSize = 32768 is smaller than the suggested buffer 4194304")),
                    "linted against the cross-geo link: " + clientRows);
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
            UiThread.settle();
            Screenshots.save(page.getWorkbenchWindow().getShell(), "configuration-mqclient");
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
            Path archive = temp.resolve("crossgeo.tar.gz");
            Job export = view.export(archive, false);
            export.join(60_000, null);
            assertTrue(export.getResult().isOK(), export.getResult().toString());
            assertTrue(Files.size(archive) > 1000, "the bundle was written");
            UiThread.settle();
            assertTrue(view.effectLine().startsWith("Configuration bundle written: " + archive + ". Predicted "),
                    "the view says where it went: " + view.effectLine());
            Job again = view.export(archive, false);
            again.join(60_000, null);
            assertFalse(again.getResult().isOK(), "an existing bundle is kept unless the user agreed to replace it");
            Job proc = view.export(Path.of("/proc/x.zip"), false);
            proc.join(60_000, null);
            assertEquals("Cannot write /proc/x.zip: files cannot be created in /proc", proc.getResult().getMessage(),
                    "the target and why, not the temporary file beside it");
            // The dialog's file type decides the form, whatever ending the name was left with (choosing the
            // tar.gz bundle used to leave the name's .zip and write a zip).
            assertEquals(temp.resolve("lab.tar.gz"), ConfigurationView.exportTarget(temp.resolve("lab.zip"), 1));
            assertEquals(temp.resolve("lab.tgz"), ConfigurationView.exportTarget(temp.resolve("lab.tgz"), 1));
            assertEquals(temp.resolve("lab.zip"), ConfigurationView.exportTarget(temp.resolve("lab.tar.gz"), 0));
            int folder = ConfigurationView.FIRST_ANSIBLE_FILTER;
            assertEquals(temp.resolve("mft-configuration"), ConfigurationView.exportTarget(temp.resolve("mft-configuration.zip"), folder));
            assertEquals(temp.resolve("rollout.zip"), ConfigurationView.exportTarget(temp.resolve("rollout"), folder + 1));
            assertEquals(temp.resolve("rollout.tar.gz"), ConfigurationView.exportTarget(temp.resolve("rollout.zip"), folder + 2));
            Path project = temp.resolve("rollout");
            Job ansible = view.export(project, false, true);
            ansible.join(60_000, null);
            assertTrue(ansible.getResult().isOK(), ansible.getResult().toString());
            assertTrue(Files.readString(project.resolve("site.yml")).contains("ansible.builtin.template"), "the Ansible project was written");
            assertTrue(Files.readString(project.resolve("inventory.yml")).contains("ansible_host: !unsafe '"), "one inventory host per topology host");
            Job ansibleAgain = view.export(project, false, true);
            ansibleAgain.join(60_000, null);
            assertFalse(ansibleAgain.getResult().isOK(), "an existing project is kept unless the user agreed to replace it");
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
            UiThread.settle();
            Screenshots.save(page.getWorkbenchWindow().getShell(), "configuration");
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
        });
    }

    @Test
    void aTopologyWithErrorsIsNotExported() throws Exception {
        Path topology = temp.resolve("injected.json");
        String text = Templates.named("bindings-cluster.json").orElseThrow().text().replace("\"QM1\"", "\"QM1) DESCR(x\"");
        Files.writeString(topology, text);
        Path archive = temp.resolve("injected.zip");
        UiThread.run(() -> {
            IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
            page.openEditor(new TopologyEditorInput(topology), TopologyEditor.ID);
            ConfigurationView view = (ConfigurationView) page.showView(ConfigurationView.ID);
            view.regenerate();
            assertTrue(view.exportBlockers().stream().anyMatch(p -> p.contains("QM1) DESCR(x")), view.exportBlockers().toString());
            Job export = view.export(archive, false);
            export.join(60_000, null);
            assertFalse(export.getResult().isOK(), "a topology with errors is refused, as by mftwb export");
            assertTrue(export.getResult().getMessage().contains("QM1) DESCR(x"), export.getResult().getMessage());
            assertFalse(Files.exists(archive), "nothing was written");
            page.closeAllEditors(false);
        });
    }

    /** Without a standard agent there is nothing to price: the line said "Predicted effect: predicted effect: not priced". */
    @Test
    void aTopologyWithoutAStandardAgentSaysOnceThatItIsNotPriced() throws Exception {
        Path topology = temp.resolve("bridge-only.json");
        TopologyFile.write(Templates.named("pb-sftp-crossgeo.json").orElseThrow().load().withoutElement("AGENT1"), topology);
        UiThread.run(() -> {
            IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
            ConfigurationView view = generated(page, topology);
            assertTrue(view.effectLine().startsWith("Predicted effect: not priced (topology Protocol bridge to SFTP, cross-geo has"
                    + " no standard agent to send files)"), view.effectLine());
            assertTrue(view.exportOffered(), "the topology is valid, so its bundle is still offered, as by mftwb export");
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
            UiThread.settle();
            Screenshots.save(page.getWorkbenchWindow().getShell(), "configuration-not-priced");
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
            page.closeAllEditors(false);
        });
    }

    /** QM2 outside the cluster with no channel to the coordination QM: mftwb export refuses it with exit 2. */
    @Test
    void aTopologyWithAValidationErrorIsNeitherPricedNorOfferedAndTheViewSaysWhy() throws Exception {
        Topology cluster = Templates.named("bindings-cluster.json").orElseThrow().load();
        QueueManager qm2 = cluster.queueManagerNamed("QM2").orElseThrow();
        Path topology = temp.resolve("no-route.json");
        TopologyFile.write(cluster.withElement(new QueueManager(qm2.name(), qm2.hostName(), qm2.listenerPort(), qm2.roles(), "",
                qm2.tuning())).withoutElement("TO.QM2@QM2").withoutElement("TO.QM1@QM1"), topology);
        UiThread.run(() -> {
            IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
            page.openEditor(new TopologyEditorInput(topology), TopologyEditor.ID);
            ConfigurationView view = (ConfigurationView) page.showView(ConfigurationView.ID);
            view.regenerate();
            UiThread.settle();
            assertTrue(view.effectLine().startsWith("Cannot export a bundle: the topology has 1 error (fix it in the Problems view):"
                    + " QM2: Agent queue manager QM2 has no route to the coordination queue manager COORDQM"), view.effectLine());
            assertFalse(view.effectLine().contains("redicted"), "not priced: " + view.effectLine());
            assertFalse(view.exportOffered(), "Export bundle... is not offered");
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
            UiThread.settle();
            Screenshots.save(page.getWorkbenchWindow().getShell(), "configuration-validation-error");
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
            page.closeAllEditors(false);
        });
    }

    /** The view on {@code topology} opened in an editor, its bundle generated and the pricing Job done. */
    private static ConfigurationView generated(IWorkbenchPage page, Path topology) throws Exception {
        page.openEditor(new TopologyEditorInput(topology), TopologyEditor.ID);
        ConfigurationView view = (ConfigurationView) page.showView(ConfigurationView.ID);
        view.regenerate();
        assertTrue(view.pricing().join(120_000, null), "the bundle is priced in a Job");
        UiThread.settle();
        return view;
    }
}
