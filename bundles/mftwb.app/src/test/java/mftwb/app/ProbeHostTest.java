package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import org.apache.sshd.common.config.keys.KeyUtils;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.IAction;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.junit.jupiter.api.Test;

import mftwb.model.CpuArchitecture;
import mftwb.model.DiskKind;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.OperatingSystem;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.remote.lab.LocalLab;
import mftwb.ui.topology.ProbeHostDialog;
import mftwb.ui.topology.TopologyEditor;

/**
 * "Probe host" in the designer: this machine, reached through an embedded lab server the way a user
 * reaches any host (user@host:port, key file, host-key question), fills a placeholder host's fields
 * as one edit that Undo takes back whole.
 */
class ProbeHostTest extends WithTopologyEditors {
    /** What the user drew before probing: a POWER box, so every probed field differs. */
    private static final Host PLACEHOLDER = new Host("lab", "127.0.0.1", CpuArchitecture.PPC64_AIX, OperatingSystem.AIX, 64, 8,
            1024, DiskKind.SAN, JvmKind.OPENJ9);

    @Test
    void probingTheLocalLabFillsTheHostAsOneUndoableEdit() throws Exception {
        Path file = placeholderTopology();
        Path knownHosts = temp.resolve("known_hosts");
        AtomicReference<TopologyEditor> editor = new AtomicReference<>();
        AtomicReference<ProbeHostDialog> dialog = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        try (LocalLab lab = LocalLab.start(temp.resolve("lab"))) {
            UiThread.run(() -> {
                editor.set(TopologyEditors.open(file));
                editor.get().canvas().setSelection(Set.of("host:lab"));
                MenuItem probe = contextMenuItem(editor.get(), "Probe host...");
                assertTrue(probe.isEnabled(), "a selected host can be probed");
                ProbeHostDialog d = openProbeHostDialog(editor.get());
                dialog.set(d);
                d.connection().setTarget(System.getProperty("user.name") + "@127.0.0.1:" + lab.port());
                d.connection().setIdentity(temp.resolve("lab").resolve(LocalLab.CLIENT_KEY_FILE).toString());
                d.connection().setKnownHosts(knownHosts);
                job.set(d.probe());
                assertNotNull(job.get());
            });
            String question = answerHostKeyQuestion();
            assertTrue(question.contains(KeyUtils.getFingerPrint(lab.hostKey())), "the fingerprint is shown: " + question);
            assertTrue(job.get().join(60_000, null), "the probe finished within a minute");
        }
        UiThread.run(() -> {
            UiThread.settle();
            ProbeHostDialog d = dialog.get();
            assertNotNull(d.result(), "probed: " + d.getErrorMessage());
            List<String> rows = d.rows();
            assertTrue(rows.contains("Operating system | aix | linux"), rows.toString());
            assertTrue(rows.stream().anyMatch(r -> r.startsWith("MQ version |")), rows.toString());
            Screenshots.save(d.getShell(), "probe-host");
            d.pressApply();

            Host probed = editor.get().topology().orElseThrow().hostNamed("lab").orElseThrow();
            assertEquals(OperatingSystem.LINUX, probed.operatingSystem());
            if ("amd64".equals(System.getProperty("os.arch"))) {
                assertEquals(CpuArchitecture.X86_64, probed.architecture());
            }
            assertEquals(Runtime.getRuntime().availableProcessors(), probed.hardwareThreads());
            long memTotalKb = Files.readAllLines(Path.of("/proc/meminfo")).stream().filter(l -> l.startsWith("MemTotal:"))
                    .map(l -> Long.parseLong(l.replaceAll("\\D", ""))).findFirst().orElseThrow();
            assertEquals(memTotalKb / 1024, probed.memoryMegabytes());
            assertEquals(PLACEHOLDER.address(), probed.address(), "the address stays the user's");
            assertEquals(PLACEHOLDER.disk(), probed.disk(), "the disk is not probed");
            assertTrue(editor.get().isDirty());
            UiThread.settle();
            assertEquals(Integer.toString(probed.cores()), PropertiesRows.value("Cores"), "the Properties view shows the probed host");
            Screenshots.save(editor.get().getSite().getShell(), "probe-host-applied");

            IAction undo = editor.get().getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId());
            assertTrue(undo.getText().contains("Probe host lab"), "Edit > Undo names the edit: " + undo.getText());
            undo.run();
            assertEquals(PLACEHOLDER, editor.get().topology().orElseThrow().hostNamed("lab").orElseThrow(),
                    "one Undo takes every probed field back");
            assertEquals("64", PropertiesRows.value("Cores"), "and the Properties view follows");
            editor.get().getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.REDO.getId()).run();
            assertEquals(probed, editor.get().topology().orElseThrow().hostNamed("lab").orElseThrow());
        });
        assertTrue(Files.readString(knownHosts).contains("127.0.0.1"), "the trusted key is remembered in known_hosts");
    }

    @Test
    void stopEndsAProbeOfAHostThatNeverAnswers() throws Exception {
        Path file = placeholderTopology();
        AtomicReference<ProbeHostDialog> dialog = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        // Accepts TCP connections and then says nothing: SSH waits for the server's greeting.
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            silent.setSoTimeout(10_000);
            UiThread.run(() -> {
                ProbeHostDialog d = openProbeHostDialog(TopologyEditors.open(file));
                dialog.set(d);
                d.connection().setTarget("mqm@127.0.0.1:" + silent.getLocalPort());
                d.connection().setKnownHosts(temp.resolve("known_hosts"));
                job.set(d.probe());
            });
            try (Socket accepted = silent.accept()) {
                long stoppedAt = System.nanoTime();
                UiThread.run(() -> dialog.get().stop());
                // Well within the 10 s connect timeout: Stop interrupts the wait for the host.
                assertTrue(job.get().join(3_000, null), "the probe ends soon after Stop");
                assertTrue(System.nanoTime() - stoppedAt < 3_000_000_000L);
                assertEquals(IStatus.CANCEL, job.get().getResult().getSeverity());
            }
        }
        UiThread.run(() -> {
            UiThread.settle();
            ProbeHostDialog d = dialog.get();
            assertTrue(d.getMessage().startsWith("Stopped"), d.getMessage());
            assertNull(d.result());
            assertTrue(d.rows().contains("Cores | 64 | "), "the topology's values are still shown: " + d.rows());
            d.close();
        });
    }

    @Test
    void aHostThatCannotBeReachedIsNamedWithTheReason() throws Exception {
        Path file = placeholderTopology();
        int closedPort;
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = free.getLocalPort();
        }
        AtomicReference<ProbeHostDialog> dialog = new AtomicReference<>();
        AtomicReference<Job> job = new AtomicReference<>();
        UiThread.run(() -> {
            ProbeHostDialog d = openProbeHostDialog(TopologyEditors.open(file));
            dialog.set(d);
            d.connection().setTarget("mqm@127.0.0.1:" + closedPort);
            d.connection().setKnownHosts(temp.resolve("known_hosts"));
            job.set(d.probe());
        });
        assertTrue(job.get().join(15_000, null));
        UiThread.run(() -> {
            UiThread.settle();
            ProbeHostDialog d = dialog.get();
            String error = d.getErrorMessage();
            assertTrue(error != null && error.contains("127.0.0.1:" + closedPort) && error.contains("cannot connect"), error);
            assertNull(d.result());
            d.close();
        });
    }

    @Test
    void onlyAHostCanBeProbed() throws Exception {
        Path file = placeholderTopology();
        UiThread.run(() -> {
            TopologyEditor editor = TopologyEditors.open(file);
            editor.canvas().setSelection(Set.of());
            assertFalse(contextMenuItem(editor, "Probe host...").isEnabled(), "nothing selected, nothing to probe");
        });
    }

    /** A topology holding only {@link #PLACEHOLDER}, written where the editor opens it. */
    private Path placeholderTopology() throws IOException {
        Path file = temp.resolve("probe.json");
        TopologyFile.write(Topology.empty("Probe").withElement(PLACEHOLDER), file);
        return file;
    }

    /** Opens the Probe host dialog on the placeholder without blocking, as its context menu item does. */
    private static ProbeHostDialog openProbeHostDialog(TopologyEditor editor) {
        ProbeHostDialog d = editor.probeHostDialog("lab");
        d.setBlockOnOpen(false);
        d.open();
        return d;
    }

    /** Fills the canvas's context menu as a right-click does, and finds an item by its text. */
    private static MenuItem contextMenuItem(TopologyEditor editor, String text) {
        Menu menu = editor.canvas().control().getMenu();
        menu.notifyListeners(SWT.Show, new Event());
        for (MenuItem item : menu.getItems()) {
            if (item.getText().replace("&", "").startsWith(text)) {
                return item;
            }
        }
        throw new AssertionError("no '" + text + "' in the context menu");
    }

    /** Waits for the "Unknown host key" question, presses Yes and returns what it said. */
    private static String answerHostKeyQuestion() throws InterruptedException {
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline) {
            AtomicReference<String> said = new AtomicReference<>();
            UiThread.run(() -> {
                for (Shell shell : PlatformUI.getWorkbench().getDisplay().getShells()) {
                    if ("Unknown host key".equals(shell.getText()) && shell.isVisible()) {
                        List<Control> controls = descendants(shell);
                        said.set(String.join("\n", controls.stream().filter(Label.class::isInstance)
                                .map(c -> ((Label) c).getText()).toList()));
                        UiThread.settle();
                        Screenshots.save(shell, "probe-host-key-question");
                        Button yes = controls.stream().filter(Button.class::isInstance).map(Button.class::cast)
                                .filter(b -> b.getText().replace("&", "").equals("Yes")).findFirst().orElseThrow();
                        yes.notifyListeners(SWT.Selection, new Event());
                    }
                }
            });
            if (said.get() != null) {
                return said.get();
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no host key question within 30 s");
    }

    private static List<Control> descendants(Composite parent) {
        List<Control> all = new ArrayList<>();
        for (Control child : parent.getChildren()) {
            all.add(child);
            if (child instanceof Composite composite) {
                all.addAll(descendants(composite));
            }
        }
        return all;
    }
}
