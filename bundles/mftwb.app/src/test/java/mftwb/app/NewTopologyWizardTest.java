package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.commands.Command;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.junit.jupiter.api.Test;

import mftwb.model.AutomaticLayout;
import mftwb.model.Templates;
import mftwb.model.TopologyFile;
import mftwb.ui.topology.NewTopologyHandler;
import mftwb.ui.topology.TopologyDiagram;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.canvas.Box;
import mftwb.ui.topology.canvas.Diagram;
import mftwb.ui.topology.canvas.DiagramNode;
import mftwb.ui.topology.wizard.NewTopologyWizard;

/** File > New Topology from Template... writes the chosen report topology and opens it. */
class NewTopologyWizardTest extends WithTopologyEditors {
    @Test
    void fileMenuCommandsAreDefinedAndHandled() {
        UiThread.run(() -> {
            ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
            for (String id : List.of("mftwb.ui.newTopologyFromTemplate", "mftwb.ui.openTopology")) {
                Command command = commands.getCommand(id);
                assertTrue(command.isDefined(), id);
                assertTrue(command.isHandled(), id + " has a handler");
            }
        });
    }

    /** The wizard starts beside the topology being edited (it always started in the home folder). */
    @Test
    void startsInTheFolderOfTheTopologyBeingEdited() throws Exception {
        Path file = TopologyEditors.sample(temp, "client-mode.json");
        UiThread.run(() -> {
            TopologyEditors.open(file);
            assertEquals(file.getParent().toAbsolutePath().normalize(), NewTopologyHandler.startFolder(TopologyEditors.page()));
        });
    }

    @Test
    void writesTheCrossGeoTemplateAndOpensItWithoutOverlaps() {
        Path file = temp.resolve("bangalore-hursley.json");
        UiThread.run(() -> {
            IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            NewTopologyWizard wizard = NewTopologyHandler.wizard(window, temp);
            FinishableDialog dialog = new FinishableDialog(window.getShell(), wizard);
            dialog.setBlockOnOpen(false);
            dialog.open();
            var template = Templates.named("pb-sftp-crossgeo.json").orElseThrow();
            wizard.choose(wizard.choices().stream().filter(c -> c.title().equals(template.title())).findFirst().orElseThrow(), file);
            assertTrue(wizard.canFinish());
            dialog.finish();

            assertEquals(template.text(), Files.readString(file), "the template is written as shipped");
            TopologyEditor editor = assertInstanceOf(TopologyEditor.class, window.getActivePage().getActiveEditor());
            assertEquals(TopologyFile.read(file), editor.topology().orElseThrow());
            assertFalse(editor.isDirty());
            List<DiagramNode> leaves = editor.canvas().diagram().nodes().stream().filter(n -> !n.look().container).toList();
            for (DiagramNode a : leaves) {
                for (DiagramNode b : leaves) {
                    Box boxA = a.bounds();
                    assertTrue(a == b || !boxA.intersects(b.bounds()), a.title() + " overlaps " + b.title());
                }
            }
            editor.canvas().fit();
            UiThread.settle();
            Screenshots.save(window.getShell(), "template");
        });
    }

    @Test
    void everyTemplateDrawsWithoutOverlappingBoxes() {
        for (Templates.Template template : Templates.all()) {
            Diagram diagram = TopologyDiagram.of(AutomaticLayout.apply(template.load()));
            List<DiagramNode> nodes = diagram.nodes();
            for (DiagramNode a : nodes) {
                for (DiagramNode b : nodes) {
                    boolean nested = b.id().equals(a.parentId()) || a.id().equals(b.parentId());
                    assertTrue(a == b || nested || !a.bounds().intersects(b.bounds()),
                            template.fileName() + ": " + a.title() + " overlaps " + b.title());
                }
            }
        }
    }

    @Test
    void theTwoChannelClusterTemplateOpensReadable() throws Exception {
        Path file = Files.writeString(temp.resolve("cluster.json"), Templates.named("bindings-cluster-2-channels.json").orElseThrow().text());
        UiThread.run(() -> {
            IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            TopologyEditor editor = TopologyEditors.open(file);
            assertTrue(editor.canvas().diagram().edges().stream().anyMatch(e -> e.label() != null && e.label().contains("×2")),
                    "the doubled cluster channel is labelled");
            editor.canvas().fit();
            UiThread.settle();
            Screenshots.save(window.getShell(), "template-cluster");
        });
    }

    @Test
    void refusesAFileThatExists() throws Exception {
        Path existing = Files.writeString(temp.resolve("mine.json"), "{}");
        UiThread.run(() -> {
            IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            NewTopologyWizard wizard = NewTopologyHandler.wizard(window, temp);
            FinishableDialog dialog = new FinishableDialog(window.getShell(), wizard);
            dialog.setBlockOnOpen(false);
            dialog.open();
            wizard.choose(wizard.choices().get(0), existing);
            assertFalse(wizard.canFinish(), "an existing file is never overwritten");
            dialog.close();
        });
    }

    /** A write that fails keeps the wizard open and says which file and why, in words. */
    @Test
    void aFailedWriteNamesTheFileAndTheReason() {
        Path file = temp.resolve("denied.json");
        UiThread.run(() -> {
            IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            NewTopologyWizard wizard = new NewTopologyWizard(NewTopologyHandler.wizard(window, temp).choices(), temp,
                    (target, text) -> {
                        throw new AccessDeniedException(target.toString());
                    }, opened -> {
                        throw new AssertionError("nothing is opened after a failed write");
                    });
            FinishableDialog dialog = new FinishableDialog(window.getShell(), wizard);
            dialog.setBlockOnOpen(false);
            dialog.open();
            wizard.choose(wizard.choices().get(0), file);
            dialog.finish();
            assertEquals("Cannot write " + file + ": permission denied", dialog.getCurrentPage().getErrorMessage());
            assertFalse(Files.exists(file));
            dialog.close();
        });
    }

    /** Presses Finish the way the button does. */
    private static final class FinishableDialog extends WizardDialog {
        FinishableDialog(Shell parent, NewTopologyWizard wizard) {
            super(parent, wizard);
        }

        void finish() {
            finishPressed();
        }
    }
}
