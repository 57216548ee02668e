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
import mftwb.ui.topology.NewBlankTopologyHandler;
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
            for (String id : List.of("mftwb.ui.newTopology", "mftwb.ui.newTopologyFromTemplate", "mftwb.ui.openTopology")) {
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

    /** On a first start the sample in the product's samples/ is the editor: the wizard started there, not in the workspace. */
    @Test
    void startsInTheWorkspaceWhenTheTopologyBeingEditedIsAProductSample() throws Exception {
        Path checkout = temp.resolve("checkout");
        Path sample = TopologyEditors.sample(Files.createDirectories(checkout.resolve("samples")), "pb-sftp-crossgeo.json");
        Path installation = checkout.resolve("releng/mftwb.product/target/products/mftwb.product/linux/gtk/x86_64/mftwb");
        Path workspace = temp.resolve("workspace");
        UiThread.run(() -> {
            TopologyEditors.open(sample);
            assertEquals(workspace, NewTopologyHandler.startFolder(TopologyEditors.page(), workspace, installation));
            TopologyEditors.page().closeAllEditors(false);
            assertEquals(workspace, NewTopologyHandler.startFolder(TopologyEditors.page(), workspace, installation),
                    "with no topology open, the workspace (it was the home folder)");
        });
    }

    /** File > New Topology: an empty topology under the name the user gives, opened in the designer. */
    @Test
    void aBlankTopologyIsNamedByTheUserWrittenAndOpened() throws Exception {
        Path file = temp.resolve(NewBlankTopologyHandler.fileName("Bangalore to Hursley"));
        assertEquals("bangalore-to-hursley.json", file.getFileName().toString());
        UiThread.run(() -> {
            IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
            org.eclipse.jface.dialogs.InputDialog naming = NewBlankTopologyHandler.nameDialog(window.getShell());
            naming.setBlockOnOpen(false);
            naming.open();
            List<org.eclipse.swt.widgets.Control> controls = new java.util.ArrayList<>();
            collect(naming.getShell(), controls);
            org.eclipse.swt.widgets.Button ok = controls.stream().filter(c -> c instanceof org.eclipse.swt.widgets.Button b
                    && b.getText().replace("&", "").equals("OK")).map(org.eclipse.swt.widgets.Button.class::cast).findFirst().orElseThrow();
            org.eclipse.swt.widgets.Text name = controls.stream().filter(org.eclipse.swt.widgets.Text.class::isInstance)
                    .map(org.eclipse.swt.widgets.Text.class::cast).findFirst().orElseThrow();
            name.setText(" ");
            assertFalse(ok.isEnabled(), "a blank name is refused");
            name.setText("Bangalore to Hursley");
            assertTrue(ok.isEnabled());
            UiThread.settle();
            Screenshots.save(naming.getShell(), "new-blank-topology");
            naming.close();
            assertTrue(NewBlankTopologyHandler.create(window, "Bangalore to Hursley", file));
            TopologyEditor editor = assertInstanceOf(TopologyEditor.class, window.getActivePage().getActiveEditor());
            assertEquals(mftwb.model.Topology.empty("Bangalore to Hursley"), editor.topology().orElseThrow());
            assertEquals(mftwb.model.Topology.empty("Bangalore to Hursley"), TopologyFile.read(file));
            assertFalse(editor.isDirty());
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

    private static void collect(org.eclipse.swt.widgets.Control control, List<org.eclipse.swt.widgets.Control> found) {
        found.add(control);
        if (control instanceof org.eclipse.swt.widgets.Composite composite) {
            for (org.eclipse.swt.widgets.Control child : composite.getChildren()) {
                collect(child, found);
            }
        }
    }
}
