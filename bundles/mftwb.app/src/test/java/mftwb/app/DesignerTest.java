package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.keys.IBindingService;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.Test;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.FileServer;
import mftwb.model.FileServerProtocol;
import mftwb.model.Link;
import mftwb.model.Position;
import mftwb.model.QueueManagerRole;
import mftwb.model.Templates;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.ui.palette.PaletteView;
import mftwb.ui.problems.ProblemRow;
import mftwb.ui.problems.ProblemsView;
import mftwb.ui.properties.FieldPropertySource;
import mftwb.ui.topology.ElementSelection;
import mftwb.ui.topology.PaletteTool;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.canvas.Box;

/**
 * Builds the cross-geo protocol bridge topology (Hursley QM and source agent, a bridge agent and
 * SFTP server ~5000 miles away, a 150 ms WAN link) the way a user does: palette, clicks and drags
 * on the canvas, the Properties view, Save; then reopens the file.
 */
class DesignerTest extends WithTopologyEditors {
    @Test
    void buildsTheCrossGeoBridgeTopologyWithTheMouseSavesAndReopensIt() throws Exception {
        Path file = temp.resolve("crossgeo.json");
        TopologyFile.write(Topology.empty("Cross-geo protocol bridge"), file);
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            TopologyEditor editor = TopologyEditors.open(file);
            PaletteView palette = (PaletteView) page.showView(PaletteView.ID);
            ProblemsView problems = (ProblemsView) page.showView(ProblemsView.ID);
            page.activate(editor);
            Designer d = new Designer(editor, palette);

            palette.press(PaletteTool.QUEUE_MANAGER);
            Mouse.click(d.canvas(), d.x(300), d.y(300));
            assertEquals(Topology.empty("Cross-geo protocol bridge"), editor.topology().orElseThrow(), "a QM needs a host");
            assertTrue(editor.message().contains("inside a host"), "the editor says why: " + editor.message());
            assertNotNull(editor.canvas().tool(), "the tool stays armed for a click inside a host");

            d.place(PaletteTool.HOST, 60, 40);
            assertEquals("", editor.message(), "the hint goes once an edit works");
            d.place(PaletteTool.HOST, 420, 40);
            d.place(PaletteTool.QUEUE_MANAGER, 150, 100);
            d.place(PaletteTool.AGENT, 150, 140);
            d.place(PaletteTool.FILE_SERVER, 510, 90);
            assertTrue(hasError(problems, "server:sftp1"), "Problems shows the server without a bridge: " + problems.rows());
            d.place(PaletteTool.BRIDGE_AGENT, 510, 100);
            d.connect(PaletteTool.CHANNEL, 510, 170, 510, 100);
            assertFalse(hasError(problems, "server:sftp1"), "and updates once the bridge serves it: " + problems.rows());
            d.connect(PaletteTool.LINK, 150, 55, 510, 55);
            assertTrue(editor.isDirty(), "the dirty marker shows unsaved edits");

            Topology built = editor.topology().orElseThrow();
            assertEquals(2, built.hosts().size());
            assertEquals(Set.of(QueueManagerRole.COORDINATION, QueueManagerRole.AGENT), built.queueManagerNamed("QM1").orElseThrow().roles());
            assertEquals("host1", built.agentNamed("AGENT1").orElseThrow().hostName());
            Agent bridge = built.agentNamed("BRIDGE1").orElseThrow();
            assertEquals(AgentKind.PROTOCOL_BRIDGE, bridge.kind());
            assertEquals("host2", bridge.hostName());
            assertTrue(bridge.isClient(), "QM1 is on another host, so the bridge connects as a client");
            assertEquals("MFT.SVRCONN", ((AgentConnection.Client) bridge.connection()).channelName(), "through a channel of MFT's own");
            assertTrue(built.channelWithId("MFT.SVRCONN@QM1").isPresent(), "which QM1 then defines");
            FileServer sftp = built.fileServerNamed("sftp1").orElseThrow();
            assertEquals(FileServerProtocol.SFTP, sftp.protocol());
            assertEquals("BRIDGE1", sftp.bridgeAgentName(), "dragging from the bridge to the server connected them");
            assertTrue(built.linkBetween("host1", "host2").isPresent(), "dragging from host to host linked them");

            // The link is selected after it is drawn: make it the WAN in the Properties view.
            FieldPropertySource<?> link = d.properties();
            assertNotNull(link.field("rtt").check().apply("-5"), "a negative RTT is refused as the user types");
            assertFalse(typeInto(link, "rtt", "fast"), "text that is no number is refused");
            link.setPropertyValue("rtt", "150");
            link.setPropertyValue("bandwidth", "100");
            link.setPropertyValue("distance", "~5000 miles");
            Link wan = editor.topology().orElseThrow().linkBetween("host1", "host2").orElseThrow();
            assertEquals(150, wan.rttMillis());
            assertEquals(100, wan.bandwidthMbps());

            editor.canvas().setSelection(Set.of());
            FieldPropertySource<?> whole = d.properties();
            assertNotNull(whole.field("concurrentTransfers").check().apply("0"), "at least one transfer");
            whole.setPropertyValue("concurrentTransfers", "10");
            assertEquals(10, editor.topology().orElseThrow().workload().concurrentTransfers(),
                    "with nothing selected, Properties edits the topology's workload");

            ProblemRow latency = problems.rows().stream().filter(r -> "agent:BRIDGE1".equals(r.elementId())).findFirst()
                    .orElseThrow(() -> new AssertionError("the client channel over the WAN is flagged: " + problems.rows()));
            assertFalse(latency.fix().isBlank(), "each problem says how to fix it");
            problems.reveal(latency);
            assertEquals(Set.of("agent:BRIDGE1"), editor.canvas().selection(), "double-clicking a problem selects its element");

            // Drag host2 by its title: its agent and server come along.
            Position before = editor.topology().orElseThrow().positionOf("BRIDGE1").orElseThrow();
            d.drag(460, 50, 520, 90);
            Position after = editor.topology().orElseThrow().positionOf("BRIDGE1").orElseThrow();
            assertEquals(new Position(before.x() + 60, before.y() + 40), after);

            Topology finished = editor.topology().orElseThrow();
            IAction undo = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId());
            IAction redo = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.REDO.getId());
            undo.run();
            assertEquals(before, editor.topology().orElseThrow().positionOf("BRIDGE1").orElseThrow(), "Edit > Undo takes the move back");
            redo.run();
            assertEquals(finished, editor.topology().orElseThrow(), "Edit > Redo does it again");

            IAction delete = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.DELETE.getId());
            editor.canvas().setSelection(Set.of());
            assertFalse(delete.isEnabled(), "Edit > Delete with nothing selected");
            editor.canvas().setSelection(Set.of("server:sftp1"));
            assertTrue(delete.isEnabled());
            delete.run();
            assertTrue(editor.topology().orElseThrow().fileServerNamed("sftp1").isEmpty(), "Edit > Delete removes the server");
            undo.run();
            assertEquals(finished, editor.topology().orElseThrow(), "and Undo brings it back with its bridge");

            // Dropping AGENT1 into host2 moves it there; bindings across hosts is then an error.
            d.drag(170, 174, 590, 234);
            assertEquals("host2", editor.topology().orElseThrow().agentNamed("AGENT1").orElseThrow().hostName());
            assertTrue(hasError(problems, "agent:AGENT1"), "a bindings agent away from its QM: " + problems.rows());
            undo.run();
            assertEquals(finished, editor.topology().orElseThrow());

            // Renaming the QM in the Properties view: MQ's name rules apply, references and the selection follow.
            editor.canvas().setSelection(Set.of("qm:QM1"));
            FieldPropertySource<?> qm = d.properties();
            assertNotNull(qm.field("name").check().apply("QM 1"), "no spaces in MQ names");
            assertNotNull(qm.field("name").check().apply("Q".repeat(49)), "at most 48 characters");
            assertNotNull(qm.field("port").check().apply("65536"), "ports end at 65535");
            qm.setPropertyValue("name", "HURSLEY.QM");
            assertEquals("HURSLEY.QM", editor.topology().orElseThrow().agentNamed("BRIDGE1").orElseThrow().queueManagerName());
            assertEquals(Set.of("qm:HURSLEY.QM"), editor.canvas().selection(), "the selection follows the new name");
            undo.run();
            assertEquals(finished, editor.topology().orElseThrow());

            // Moving the SFTP server to host1 in the Properties view draws it inside host1.
            editor.canvas().setSelection(Set.of("server:sftp1"));
            d.properties().setPropertyValue("host", Integer.valueOf(0));
            Box host1 = editor.canvas().diagram().node("host:host1").orElseThrow().bounds();
            Box server = editor.canvas().diagram().node("server:sftp1").orElseThrow().bounds();
            assertTrue(host1.contains(server.x(), server.y()) && host1.contains(server.right(), server.bottom()), host1 + " holds " + server);
            assertFalse(host1.intersects(editor.canvas().diagram().node("host:host2").orElseThrow().bounds()),
                    "host1 did not stretch over host2 to reach the server's old place");
            undo.run();
            assertEquals(finished, editor.topology().orElseThrow());

            editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.SELECT_ALL.getId()).run();
            assertEquals(editor.canvas().diagram().ids().size(), editor.canvas().selection().size(), "Edit > Select All");

            IBindingService keys = PlatformUI.getWorkbench().getService(IBindingService.class);
            assertEquals("Ctrl+Z", keys.getBestActiveBindingFormattedFor("org.eclipse.ui.edit.undo"));
            assertTrue(Set.of("Ctrl+Y", "Shift+Ctrl+Z").contains(keys.getBestActiveBindingFormattedFor("org.eclipse.ui.edit.redo")));
            assertEquals("Delete", keys.getBestActiveBindingFormattedFor("org.eclipse.ui.edit.delete"));
            assertEquals("Ctrl+A", keys.getBestActiveBindingFormattedFor("org.eclipse.ui.edit.selectAll"));

            editor.doSave(null);
            assertFalse(editor.isDirty(), "saved");
            editor.canvas().setSelection(Set.of("agent:BRIDGE1"));
            UiThread.settle();
            Screenshots.save(editor.getSite().getShell(), "designer");
            page.closeEditor(editor, false);

            assertEquals(finished, TopologyFile.read(file), "the file holds exactly what was drawn");

            TopologyEditor reopened = TopologyEditors.open(file);
            assertEquals(finished, reopened.topology().orElseThrow(), "and the designer shows it again");
            Path copy = temp.resolve("copy.json");
            assertTrue(reopened.saveAs(copy));
            assertEquals("copy.json", reopened.getPartName(), "Save As: the editor now edits the copy");
            assertEquals(finished, TopologyFile.read(copy));
            try (var leftovers = Files.list(temp)) {
                assertEquals(Set.of("crossgeo.json", "copy.json"), leftovers.map(p -> p.getFileName().toString())
                        .collect(java.util.stream.Collectors.toSet()), "no temporary files are left behind");
            }
        });
    }

    /**
     * Channel names are per queue manager: two channels FTE.IN, into QM2 and into COORDQM, had one
     * diagram id, so selecting, renaming or deleting one reached the other.
     */
    @Test
    void twoChannelsOfOneNameOnDifferentQueueManagersAreEditedAndDeletedApart() throws Exception {
        Topology cluster = Templates.named("bindings-cluster.json").orElseThrow().load();
        List<Channel> channels = new java.util.ArrayList<>(cluster.channels());
        channels.add(new Channel("FTE.IN", ChannelKind.CLUSTER, "", "QM2", 1));
        channels.add(new Channel("FTE.IN", ChannelKind.CLUSTER, "", "COORDQM", 1));
        Path file = temp.resolve("namesakes.json");
        TopologyFile.write(new Topology(cluster.schemaVersion(), cluster.name(), cluster.description(), cluster.hosts(), cluster.queueManagers(),
                cluster.agents(), cluster.fileServers(), cluster.links(), channels, cluster.workload(), cluster.diagram()), file);
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            TopologyEditor editor = TopologyEditors.open(file);
            page.activate(editor);
            Designer d = new Designer(editor, (PaletteView) page.showView(PaletteView.ID));
            assertTrue(editor.canvas().diagram().ids().containsAll(Set.of("channel:FTE.IN@QM2", "channel:FTE.IN@COORDQM")), "both drawn");
            editor.select(Set.of("channel:FTE.IN@QM2"));
            FieldPropertySource<?> channel = d.properties();
            assertEquals("FTE.IN", channel.getPropertyValue("name").toString());
            assertEquals("QM2 already has a channel named TO.QM1", channel.field("name").check().apply("TO.QM1"), "QM2 sends through TO.QM1");
            assertNull(channel.field("name").check().apply("TO.COORDQM"), "COORDQM's channel name is free on QM2");
            channel.setPropertyValue("name", "FTE.IN.QM2");
            Topology renamed = editor.topology().orElseThrow();
            assertTrue(renamed.channelWithId("FTE.IN.QM2@QM2").isPresent() && renamed.channelWithId("FTE.IN@COORDQM").isPresent(),
                    "only the selected one is renamed: " + renamed.channels());
            assertEquals(Set.of("channel:FTE.IN.QM2@QM2"), editor.canvas().selection(), "the selection follows the rename");
            UiThread.settle();
            Screenshots.save(editor.getSite().getShell(), "designer-channel-namesakes");

            editor.select(Set.of("channel:FTE.IN@COORDQM"));
            editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.DELETE.getId()).run();
            Topology deleted = editor.topology().orElseThrow();
            assertTrue(deleted.channelWithId("FTE.IN@COORDQM").isEmpty() && deleted.channelWithId("FTE.IN.QM2@QM2").isPresent(),
                    "Delete removes only the selected one: " + deleted.channels());
        });
    }

    /** A cluster receiver with an empty 'from' (any member sends through it) was not drawn, so it could not be edited there. */
    @Test
    void aClusterReceiverWithoutSenderIsDrawnAsAStubThatSelectsEditsAndDeletes() throws Exception {
        Path file = TopologyEditors.sample(temp, "bindings-cluster.json");
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            TopologyEditor editor = TopologyEditors.open(file);
            page.activate(editor);
            Topology original = editor.topology().orElseThrow();
            assertEquals("", original.channelWithId("TO.COORDQM@COORDQM").orElseThrow().fromQueueManager(), "the sample's channel has no sender");
            Designer d = new Designer(editor, (PaletteView) page.showView(PaletteView.ID));
            page.activate(editor);
            // A short line into the left of its QM: click halfway along it.
            Box qm = editor.canvas().diagram().node("qm:COORDQM").orElseThrow().bounds();
            Mouse.click(d.canvas(), d.x(qm.x() - 20), d.y(qm.centerY()));
            assertEquals(Set.of("channel:TO.COORDQM@COORDQM"), editor.canvas().selection(), "a click on the stub selects the channel");
            UiThread.settle();
            Screenshots.save(editor.getSite().getShell(), "designer-cluster-receiver-stub");

            FieldPropertySource<?> channel = d.properties();
            assertEquals("TO.COORDQM", channel.getPropertyValue("name").toString(), "Properties shows the channel");
            assertEquals("", channel.field("from").choices().get((Integer) channel.getPropertyValue("from")),
                    "and its empty 'from', not the first queue manager");

            IAction delete = editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.DELETE.getId());
            assertTrue(delete.isEnabled());
            delete.run();
            assertTrue(editor.topology().orElseThrow().channelWithId("TO.COORDQM@COORDQM").isEmpty(), "Edit > Delete removes it");
            editor.getEditorSite().getActionBars().getGlobalActionHandler(ActionFactory.UNDO.getId()).run();
            assertEquals(original, editor.topology().orElseThrow(), "and Undo brings it back");
        });
    }

    @Test
    void aBrokenFileOpensAsAMessageNamingTheFileAndLineAndNothingElse() throws Exception {
        Path file = Files.writeString(temp.resolve("broken.json"), "{\n  \"schemaVersion\": 1,\n  \"hosts\": [ oops ]\n}\n");
        UiThread.run(() -> {
            IWorkbenchPage page = TopologyEditors.page();
            TopologyEditor editor = TopologyEditors.open(file);
            assertTrue(editor.topology().isEmpty(), "nothing half-loaded");
            String message = editor.loadError().orElseThrow();
            assertTrue(message.contains("broken.json:3:"), message);
            assertFalse(message.contains("Exception"), "no stack trace: " + message);
            assertFalse(editor.isSaveAsAllowed());
            ProblemsView problems = (ProblemsView) page.showView(ProblemsView.ID);
            page.activate(editor);
            assertEquals(List.of(message), problems.rows().stream().map(ProblemRow::message).toList(),
                    "the Problems view lists why the file did not open");
        });
    }

    private static boolean hasError(ProblemsView problems, String elementId) {
        return problems.rows().stream().anyMatch(r -> r.severity() == ProblemRow.Severity.ERROR && elementId.equals(r.elementId()));
    }

    private static <D> boolean typeInto(FieldPropertySource<D> source, String id, String text) {
        return source.setText(source.field(id), text);
    }

    /** The user's hands on the designer: palette clicks and mouse gestures in world coordinates. */
    private record Designer(TopologyEditor editor, PaletteView palette) {
        Canvas canvas() {
            return editor.canvas().control();
        }

        int x(double worldX) {
            return (int) Math.round(editor.canvas().viewport().toScreenX(worldX));
        }

        int y(double worldY) {
            return (int) Math.round(editor.canvas().viewport().toScreenY(worldY));
        }

        void place(PaletteTool tool, double worldX, double worldY) {
            Topology before = editor.topology().orElseThrow();
            palette.press(tool);
            Mouse.click(canvas(), x(worldX), y(worldY));
            assertNotEquals(before, editor.topology().orElseThrow(), tool + " at " + worldX + "," + worldY + " placed nothing");
        }

        void connect(PaletteTool tool, double fromX, double fromY, double toX, double toY) {
            Topology before = editor.topology().orElseThrow();
            palette.press(tool);
            Mouse.drag(canvas(), x(fromX), y(fromY), x(toX), y(toY));
            assertNotEquals(before, editor.topology().orElseThrow(), tool + " drag connected nothing");
        }

        void drag(double fromX, double fromY, double toX, double toY) {
            Mouse.drag(canvas(), x(fromX), y(fromY), x(toX), y(toY));
        }

        FieldPropertySource<?> properties() {
            IStructuredSelection selection = (IStructuredSelection) editor.getSite().getSelectionProvider().getSelection();
            assertEquals(1, selection.size());
            ElementSelection element = assertInstanceOf(ElementSelection.class, selection.getFirstElement());
            return (FieldPropertySource<?>) element.getAdapter(IPropertySource.class);
        }
    }
}
