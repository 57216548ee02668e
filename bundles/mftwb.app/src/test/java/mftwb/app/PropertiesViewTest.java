package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.views.properties.IPropertySheetEntry;
import org.junit.jupiter.api.Test;

import mftwb.model.AgentConnection;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.Problem;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyValidator;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.canvas.HitTest;

/**
 * The Properties view as a user types in it. Renaming an element through the view's own cell editor:
 * the view refreshes its rows once more after the edit, while they still belong to the old name, and
 * that refresh used to fail ("No value present"), leaving the view stuck on an element that no
 * longer existed and every later edit in it failing too.
 */
class PropertiesViewTest extends WithTopologyEditors {
    @Test
    void aRenamedHostStaysEditableInThePropertiesView() throws Exception {
        Path file = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        UiThread.run(() -> {
            TopologyEditor editor = typingInPropertiesOf(file, Set.of("host:hursley"));
            type("Name", "hursley2");
            UiThread.settle();
            assertTrue(editor.topology().orElseThrow().hostNamed("hursley2").isPresent());
            assertEquals(Set.of("host:hursley2"), editor.canvas().selection(), "the selection follows the new name");
            assertEquals("hursley2", PropertiesRows.value("Name"), "the Properties view shows the renamed host");

            type("Cores", "6");
            UiThread.settle();
            assertEquals(6, editor.topology().orElseThrow().hostNamed("hursley2").orElseThrow().cores(),
                    "the next edit in the view reaches the renamed host");
            assertEquals("6", PropertiesRows.value("Cores"));
        });
    }

    /**
     * A channel is known by name@queue manager, so editing its name or its 'to' end changes what it is
     * known by: the view stays on that channel through a run of such edits, their Undo and their Redo.
     */
    @Test
    void aChannelStaysEditableThroughEditsOfItsNameAndQueueManagersAndTheirUndo() throws Exception {
        Path file = TopologyEditors.sample(temp, "bindings-cluster.json");
        UiThread.run(() -> {
            TopologyEditor editor = typingInPropertiesOf(file, Set.of("channel:TO.QM2@QM2"));
            Topology drawn = editor.topology().orElseThrow();
            choose("To queue manager", "COORDQM");
            type("Name", "TO.COORD2");
            choose("From queue manager", "QM2");
            type("Parallel channels", "2");
            UiThread.settle();
            assertEquals(List.of(new Channel("TO.COORD2", ChannelKind.CLUSTER, "QM2", "COORDQM", 2), drawn.channels().get(1),
                    drawn.channels().get(2)), editor.topology().orElseThrow().channels(), "every edit reached the same channel");

            IAction undo = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId());
            IAction redo = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.REDO.getId());
            undo.run();
            undo.run();
            undo.run();
            UiThread.settle();
            assertEquals("TO.QM2", PropertiesRows.value("Name"), "Undo of the rename shows the channel by its old name");
            assertEquals("COORDQM", PropertiesRows.value("To queue manager"));
            type("Parallel channels", "3");
            UiThread.settle();
            assertEquals(3, editor.topology().orElseThrow().channelWithId("TO.QM2@COORDQM").orElseThrow().count(),
                    "an edit after Undo reaches the channel");

            undo.run();
            undo.run();
            UiThread.settle();
            assertEquals(drawn, editor.topology().orElseThrow());
            assertEquals("QM2", PropertiesRows.value("To queue manager"), "Undo of the move shows the channel on its old QM");
            redo.run();
            UiThread.settle();
            assertEquals("COORDQM", PropertiesRows.value("To queue manager"), "Redo shows it on the new QM again");
            type("Name", "TO.COORD3");
            UiThread.settle();
            assertEquals(List.of("TO.COORD3@COORDQM", "TO.QM1@QM1", "TO.COORDQM@COORDQM"),
                    editor.topology().orElseThrow().channels().stream().map(Channel::id).toList());
        });
    }

    /** Two channels of one name on one QM would be one id for two channels: the view refuses the edit that makes them. */
    @Test
    void aChannelCannotBeMovedOntoAQueueManagerThatHasOneOfItsName() throws Exception {
        Path file = TopologyEditors.sample(temp, "bindings-cluster.json");
        UiThread.run(() -> {
            TopologyEditor editor = typingInPropertiesOf(file, Set.of("channel:TO.QM1@QM1"));
            type("Name", "TO.COORDQM");
            UiThread.settle();
            Topology renamed = editor.topology().orElseThrow();
            choose("To queue manager", "COORDQM");
            UiThread.settle();
            assertEquals(renamed, editor.topology().orElseThrow(), "COORDQM already has TO.COORDQM");
            assertEquals("QM1", PropertiesRows.value("To queue manager"));
            type("Parallel channels", "2");
            UiThread.settle();
            assertEquals(2, editor.topology().orElseThrow().channelWithId("TO.COORDQM@QM1").orElseThrow().count());
            assertEquals(1, editor.topology().orElseThrow().channelWithId("TO.COORDQM@COORDQM").orElseThrow().count(),
                    "the other TO.COORDQM is untouched");
        });
    }

    /**
     * A channel's kind is refused, naming the clash, where it would make a second cluster channel into a queue
     * manager that already has one from the same QM (the export defines one CLUSRCVR per QM); a kind that
     * clashes with nothing is taken, and Undo puts the old kind back on the sheet.
     */
    @Test
    void aChannelsKindIsRefusedWhereItWouldDuplicateAClusterChannelAndUndoesOtherwise() throws Exception {
        Path file = TopologyEditors.sample(temp, "bindings-cluster.json");
        Topology withSenderToo = TopologyFile.read(file).withChannel("QM1.TO.QM2@QM2",
                new Channel("QM1.TO.QM2", ChannelKind.SENDER_RECEIVER, "QM1", "QM2", 1));
        TopologyFile.write(withSenderToo, file);
        UiThread.run(() -> {
            TopologyEditor editor = typingInPropertiesOf(file, Set.of("channel:QM1.TO.QM2@QM2"));
            assertEquals("QM2 already has cluster channel TO.QM2 from QM1", choose("Kind", "cluster"));
            UiThread.settle();
            assertEquals(withSenderToo, editor.topology().orElseThrow(), "the duplicate cluster channel is not made");
            assertEquals("sender-receiver", PropertiesRows.value("Kind"));

            assertNull(choose("Kind", "svrconn"), "a SVRCONN channel QM1.TO.QM2 clashes with nothing on QM2");
            UiThread.settle();
            assertEquals(ChannelKind.SVRCONN, editor.topology().orElseThrow().channelWithId("QM1.TO.QM2@QM2").orElseThrow().kind());
            assertEquals("svrconn", PropertiesRows.value("Kind"), "the sheet stays on the channel");
            editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId()).run();
            UiThread.settle();
            assertEquals(withSenderToo, editor.topology().orElseThrow());
            assertEquals("sender-receiver", PropertiesRows.value("Kind"), "Undo shows the old kind");
        });
    }

    /**
     * A SVRCONN channel is drawn (a stub into its QM, as a cluster receiver every member sends through), so
     * it can be selected, and its sheet shows it again after an edit of it is undone: it was drawn nowhere,
     * and Undo left the sheet on the edited values (the restored topology equals the one the sheet was
     * opened on, so the Properties view took the selection for the one it had).
     */
    @Test
    void aSvrconnChannelsSheetShowsAgainAfterAnEditIsUndone() throws Exception {
        Path file = TopologyEditors.sample(temp, "client-mode.json");
        UiThread.run(() -> {
            TopologyEditor editor = typingInPropertiesOf(file, Set.of("channel:MFT.SVRCONN@QM1"));
            assertEquals(Set.of("channel:MFT.SVRCONN@QM1"), editor.canvas().selection(), "the channel can be selected");
            assertEquals("MFT.SVRCONN", PropertiesRows.value("Name"));
            type("Parallel channels", "2");
            UiThread.settle();
            assertEquals("2", PropertiesRows.value("Parallel channels"));
            editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId()).run();
            UiThread.settle();
            assertEquals("1", PropertiesRows.value("Parallel channels"), "Undo shows the channel as it was");

            TopologyEditors.page().activate(editor);
            editor.select(Set.of("agent:AGENT1"));
            UiThread.settle();
            // A click on the stub, where AGENT1's client line also ends.
            double[] stub = new HitTest(editor.canvas().diagram()).segment(editor.canvas().diagram().edges().stream()
                    .filter(e -> e.id().equals("channel:MFT.SVRCONN@QM1")).findFirst().orElseThrow()).orElseThrow();
            Mouse.click(editor.canvas().control(), (int) Math.round(editor.canvas().viewport().toScreenX((stub[0] + stub[2]) / 2)),
                    (int) Math.round(editor.canvas().viewport().toScreenY(stub[1])));
            UiThread.settle();
            assertEquals(Set.of("channel:MFT.SVRCONN@QM1"), editor.canvas().selection(), "a click on the stub selects the channel");
            TopologyEditors.page().activate(TopologyEditors.page().findView(IPageLayout.ID_PROP_SHEET));
            assertEquals("MFT.SVRCONN", PropertiesRows.value("Name"), "selected again, the channel shows its own sheet");
            assertEquals("svrconn", PropertiesRows.value("Kind"));
            type("Parallel channels", "3");
            UiThread.settle();
            assertEquals(3, editor.topology().orElseThrow().channelWithId("MFT.SVRCONN@QM1").orElseThrow().count());
            Screenshots.save(editor.getSite().getShell(), "svrconn-channel-selected");
        });
    }

    /**
     * IBM advises a SVRCONN channel of MFT's own: an agent switched to client connects through MFT.SVRCONN,
     * added to its queue manager, not through MQ's SYSTEM.DEF.SVRCONN (the default other channels inherit).
     */
    @Test
    void anAgentSwitchedToClientConnectsThroughAChannelOfMftsOwn() throws Exception {
        Path file = TopologyEditors.sample(temp, "bindings-cluster.json");
        UiThread.run(() -> {
            TopologyEditor editor = typingInPropertiesOf(file, Set.of("agent:AGENT1"));
            assertEquals("MFT.SVRCONN", PropertiesRows.value("Client channel"), "a bindings agent shows the channel client mode would use");
            choose("Connection mode", "client");
            UiThread.settle();
            Topology client = editor.topology().orElseThrow();
            assertEquals(new AgentConnection.Client("MFT.SVRCONN", 1414), client.agentNamed("AGENT1").orElseThrow().connection());
            assertEquals(new Channel("MFT.SVRCONN", ChannelKind.SVRCONN, "", "QM1", 1), client.channelWithId("MFT.SVRCONN@QM1").orElseThrow());
            assertEquals(List.of(), TopologyValidator.validate(client).stream().filter(p -> p.element().equals("AGENT1"))
                    .map(Problem::message).filter(m -> m.contains("SYSTEM.") || m.contains("channel")).toList());
            assertEquals("MFT.SVRCONN", PropertiesRows.value("Client channel"));
            Screenshots.save(editor.getSite().getShell(), "agent-switched-to-client");
        });
    }

    /** The workload's file size takes the sizes campaign files take ("10MiB", "64K"), not only bytes. */
    @Test
    void aFileSizeCanBeTypedWithASuffix() throws Exception {
        Path file = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        UiThread.run(() -> {
            TopologyEditor editor = typingInPropertiesOf(file, Set.of());
            type("File size (bytes)", "10MiB");
            UiThread.settle();
            assertEquals(10L << 20, editor.topology().orElseThrow().workload().fileSizeBytes());
            assertEquals("10485760", PropertiesRows.value("File size (bytes)"));
        });
    }

    /** The rows' names show whole in the workbench's own layout (the stock 40% column cut them). */
    @Test
    void theWorkloadsLongestNameFitsItsColumn() throws Exception {
        Path file = TopologyEditors.sample(temp, "pb-sftp-crossgeo.json");
        UiThread.run(() -> {
            typingInPropertiesOf(file, Set.of());
            TreeItem row = PropertiesRows.row("Concurrent transfers");
            Tree tree = row.getParent();
            GC gc = new GC(tree);
            int text;
            try {
                text = gc.textExtent(row.getText(0)).x;
            } finally {
                gc.dispose();
            }
            int shown = tree.getColumn(0).getWidth() - row.getBounds(0).x;
            assertTrue(shown >= text, "'Concurrent transfers' needs " + text + " px, its column shows " + shown);
            assertTrue(tree.getColumn(1).getWidth() >= tree.getClientArea().width / 3, "the values keep a third of the view");
        });
    }

    /**
     * Opens {@code file} with {@code selected} selected on the canvas (nothing: the topology and its
     * workload) and the Properties view showing it, then clicks into that view as the user does to type:
     * it is the active part from then on.
     */
    private static TopologyEditor typingInPropertiesOf(Path file, Set<String> selected) throws PartInitException {
        IWorkbenchPage page = TopologyEditors.page();
        TopologyEditor editor = TopologyEditors.open(file);
        page.showView(IPageLayout.ID_PROP_SHEET);
        page.activate(editor);
        editor.canvas().setSelection(selected);
        UiThread.settle();
        page.activate(page.findView(IPageLayout.ID_PROP_SHEET));
        return editor;
    }

    /** Types a value into a row's cell editor and presses Enter, as the user does. */
    private static void type(String rowName, String value) {
        TreeItem item = PropertiesRows.row(rowName);
        IPropertySheetEntry entry = (IPropertySheetEntry) item.getData();
        CellEditor editor = entry.getEditor(item.getParent());
        assertNotNull(editor, rowName + " is editable");
        editor.setValue(value);
        entry.applyEditorValue();
    }

    /** Picks {@code value} in a row's drop-down and applies it, as the user does; the refusal shown, or null. */
    private static String choose(String rowName, String value) {
        TreeItem item = PropertiesRows.row(rowName);
        IPropertySheetEntry entry = (IPropertySheetEntry) item.getData();
        ComboBoxCellEditor editor = (ComboBoxCellEditor) entry.getEditor(item.getParent());
        int index = List.of(editor.getItems()).indexOf(value);
        assertTrue(index >= 0, value + " is offered in " + rowName);
        editor.setValue(index);
        entry.applyEditorValue();
        return editor.getErrorMessage();
    }
}
