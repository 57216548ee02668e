package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.ui.preferences.WorkbenchPreferencePage;
import mftwb.ui.preferences.WorkbenchPreferences;
import mftwb.ui.ssh.ConnectionForm;

/**
 * Window > Preferences > MFT Workbench as a user fills it: wrong values are named and keep OK
 * disabled, good ones are stored where WorkbenchPreferences reads them, Restore Defaults brings the
 * defaults back, and the SSH connection form checks the known_hosts file chosen there.
 */
class PreferencesPageTest {
    @TempDir
    Path temp;
    private PreferenceDialog dialog;

    @AfterEach
    void closeAndForget() throws Exception {
        UiThread.run(() -> {
            if (dialog != null && dialog.getShell() != null) {
                dialog.close();
            }
            WorkbenchPreferences.node().clear();
        });
    }

    /** The page's text fields in order: known_hosts, database URL, metrics port, metrics bind address. */
    private List<Text> openPage() {
        List<Text> fields = new ArrayList<>();
        UiThread.run(() -> {
            Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
            dialog = PreferencesUtil.createPreferenceDialogOn(shell, WorkbenchPreferencePage.ID, null, null);
            dialog.setBlockOnOpen(false);
            dialog.open();
            collect(((WorkbenchPreferencePage) dialog.getSelectedPage()).getControl(), Text.class, fields);
        });
        assertEquals(4, fields.size(), "known_hosts, database URL, metrics port and bind address");
        return fields;
    }

    private static void type(Text field, String text) {
        field.setText(text);
        field.notifyListeners(SWT.Modify, new org.eclipse.swt.widgets.Event());
        field.notifyListeners(SWT.FocusOut, new org.eclipse.swt.widgets.Event());
    }

    private WorkbenchPreferencePage page() {
        return (WorkbenchPreferencePage) dialog.getSelectedPage();
    }

    @Test
    void wrongValuesAreNamedAndKeepOkDisabled() throws Exception {
        List<Text> fields = openPage();
        String[][] cases = {
                { "/nonexistent/folder/known_hosts", "SSH known_hosts file: the folder /nonexistent/folder does not exist" },
                { "relative/known_hosts", "SSH known_hosts file: give the full path, e.g. /home/me/.ssh/known_hosts" } };
        UiThread.run(() -> {
            for (String[] c : cases) {
                type(fields.get(0), c[0]);
                assertFalse(page().isValid(), c[0]);
                assertEquals(c[1], page().getErrorMessage());
            }
            Screenshots.save(dialog.getShell(), "preferences-error");
            type(fields.get(0), "");
            type(fields.get(1), "postgres://db/mftwb");
            assertFalse(page().isValid());
            assertTrue(page().getErrorMessage().startsWith("Results database: a JDBC URL such as"), page().getErrorMessage());
            type(fields.get(1), "");
            type(fields.get(2), "70000");
            assertFalse(page().isValid());
            assertEquals("Metrics port: a whole number from 0 (no endpoint) to 65535", page().getErrorMessage());
            type(fields.get(2), "0");
            type(fields.get(3), "not an address");
            assertFalse(page().isValid());
            type(fields.get(3), "127.0.0.1");
            assertTrue(page().isValid(), page().getErrorMessage());
            assertNull(page().getErrorMessage());
        });
    }

    @Test
    void goodValuesAreStoredAndRestoreDefaultsBringsTheDefaultsBack() throws Exception {
        Path knownHosts = temp.resolve("known_hosts");
        // Apply starts the endpoint: a free port on a loopback address other than the default one.
        int port = freeLoopbackPort();
        List<Text> fields = openPage();
        UiThread.run(() -> {
            type(fields.get(0), knownHosts.toString());
            type(fields.get(1), "jdbc:postgresql://127.0.0.1:5432/mftwb");
            type(fields.get(2), Integer.toString(port));
            type(fields.get(3), "127.0.0.2");
            Button labOnStart = button(dialog.getShell(), "Start the embedded local lab");
            labOnStart.setSelection(false);
            labOnStart.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
            Screenshots.save(dialog.getShell(), "preferences");
            assertTrue(page().performOk());
            ((org.eclipse.ui.preferences.ScopedPreferenceStore) page().getPreferenceStore()).save();
            assertEquals(knownHosts, WorkbenchPreferences.knownHostsFile());
            assertEquals("jdbc:postgresql://127.0.0.1:5432/mftwb", WorkbenchPreferences.resultsDatabaseUrl());
            assertEquals(port, WorkbenchPreferences.metricsPort());
            assertEquals("127.0.0.2", WorkbenchPreferences.metricsBind());
            assertFalse(WorkbenchPreferences.localLabOnStart());

            // The SSH connection form checks and extends the file chosen here.
            Shell shell = new Shell(dialog.getShell());
            try {
                ConnectionForm form = new ConnectionForm(shell, () -> { });
                form.setTarget("someone@127.0.0.1:22");
                assertEquals(knownHosts, form.settings().knownHosts());
            } finally {
                shell.dispose();
            }

            button(dialog.getShell(), "Restore Defaults").notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
            assertEquals("", fields.get(0).getText());
            assertEquals("0", fields.get(2).getText());
            assertEquals("127.0.0.1", fields.get(3).getText());
            assertTrue(page().performOk());
            ((org.eclipse.ui.preferences.ScopedPreferenceStore) page().getPreferenceStore()).save();
            assertEquals(Path.of(System.getProperty("user.home"), ".ssh", "known_hosts"), WorkbenchPreferences.knownHostsFile());
            assertEquals("", WorkbenchPreferences.resultsDatabaseUrl());
            assertEquals(0, WorkbenchPreferences.metricsPort());
            assertEquals("127.0.0.1", WorkbenchPreferences.metricsBind());
            assertTrue(WorkbenchPreferences.localLabOnStart());
        });
    }

    /** Apply started nothing until a restart: the endpoint now follows the port at once, and port 0 stops it. */
    @Test
    void applyingAMetricsPortServesMetricsWithoutARestart() throws Exception {
        int port = freeLoopbackPort();
        mftwb.ui.monitor.HostMonitoring monitoring = PlatformUI.getWorkbench().getService(mftwb.ui.monitor.HostMonitoring.class);
        List<Text> fields = openPage();
        UiThread.run(() -> {
            type(fields.get(2), Integer.toString(port));
            exactButton(dialog.getShell(), "Apply").notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        });
        String url = "http://127.0.0.1:" + port + "/metrics";
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline && !url.equals(monitoring.metricsUrl())) {
            Thread.sleep(100);
        }
        assertEquals(url, monitoring.metricsUrl(), "the endpoint serves on the applied port");
        java.net.http.HttpResponse<String> response = java.net.http.HttpClient.newHttpClient().send(
                java.net.http.HttpRequest.newBuilder(java.net.URI.create(url)).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertEquals(200, response.statusCode());
        UiThread.run(() -> {
            type(fields.get(2), "0");
            exactButton(dialog.getShell(), "Apply").notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
        });
        assertNull(monitoring.metricsUrl(), "port 0 stops it");
    }

    private static Button exactButton(Composite root, String text) {
        List<Button> buttons = new ArrayList<>();
        collect(root, Button.class, buttons);
        return buttons.stream().filter(b -> b.getText().replace("&", "").equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no button " + text));
    }

    private static Button button(Composite root, String textStart) {
        List<Button> buttons = new ArrayList<>();
        collect(root, Button.class, buttons);
        return buttons.stream().filter(b -> b.getText().replace("&", "").startsWith(textStart)).findFirst()
                .orElseThrow(() -> new AssertionError("no button " + textStart));
    }

    private static <T extends Control> void collect(Control control, Class<T> type, List<T> found) {
        if (type.isInstance(control)) {
            found.add(type.cast(control));
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                collect(child, type, found);
            }
        }
    }

    private static int freeLoopbackPort() throws java.io.IOException {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
