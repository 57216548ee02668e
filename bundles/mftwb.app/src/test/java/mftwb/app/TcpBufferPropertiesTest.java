package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.Test;

import mftwb.model.AgentConnection;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.ui.properties.FieldPropertySource;
import mftwb.ui.topology.ElementSelection;
import mftwb.ui.topology.TopologyEditor;

/**
 * Both ends of a client channel in the Properties view: the queue manager's SvrSndBuffSize and the
 * client agent's ClntRcvBuffSize are shown at MQ's defaults, validated as typed, undoable, and saved.
 */
class TcpBufferPropertiesTest extends WithTopologyEditors {
    @Test
    void bothEndsOfTheCrossGeoClientChannelAreEditableAndSaved() throws Exception {
        Path file = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            TopologyEditor editor = TopologyEditors.open(file);
            page.showView("org.eclipse.ui.views.PropertySheet");
            page.activate(editor);

            FieldPropertySource<?> agent = propertiesOf(editor, "agent:PBAGENT");
            assertEquals("32768", agent.getPropertyValue("clntRcvBuffSize"), "an absent client buffer shows mqclient.ini's default");
            assertNotNull(agent.field("clntRcvBuffSize").check().apply("-1"), "a negative buffer is refused as the user types");
            assertNull(agent.field("clntRcvBuffSize").check().apply("0"), "0 leaves it to the operating system");
            agent.setPropertyValue("clntRcvBuffSize", "2097152");
            agent.setPropertyValue("clntSndBuffSize", "2097152");

            FieldPropertySource<?> qm = propertiesOf(editor, "qm:QM1");
            assertEquals("0", qm.getPropertyValue("tuning.svrSndBuffSizeBytes"), "an absent server buffer is left to the OS");
            qm.setPropertyValue("tuning.svrSndBuffSizeBytes", "2097152");

            Topology edited = editor.topology().orElseThrow();
            AgentConnection.Client client = (AgentConnection.Client) edited.agentNamed("PBAGENT").orElseThrow().connection();
            assertEquals(new AgentConnection.Client("MFT.SVRCONN", 1414, 2097152, 2097152), client, "channel and port are kept");
            assertEquals(2097152, edited.queueManagerNamed("QM1").orElseThrow().tuning().svrSndBuffSizeBytes());

            editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId()).run();
            assertEquals(0, editor.topology().orElseThrow().queueManagerNamed("QM1").orElseThrow().tuning().svrSndBuffSizeBytes(), "Undo");
            editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.REDO.getId()).run();
            assertEquals(edited, editor.topology().orElseThrow(), "Redo");

            propertiesOf(editor, "agent:PBAGENT");
            UiThread.settle();
            Screenshots.save(editor.getSite().getShell(), "tcp-buffer-properties");
            editor.doSave(null);
            assertEquals(edited, TopologyFile.read(file), "the file holds both ends");
            String text = Files.readString(file);
            assertTrue(text.contains("\"clntRcvBuffSize\": 2097152") && text.contains("\"svrSndBuffSize\": 2097152"), text);
        });
    }

    private static FieldPropertySource<?> propertiesOf(TopologyEditor editor, String elementId) {
        editor.canvas().setSelection(Set.of(elementId));
        IStructuredSelection selection = (IStructuredSelection) editor.getSite().getSelectionProvider().getSelection();
        ElementSelection element = assertInstanceOf(ElementSelection.class, selection.getFirstElement());
        return (FieldPropertySource<?>) element.getAdapter(IPropertySource.class);
    }
}
