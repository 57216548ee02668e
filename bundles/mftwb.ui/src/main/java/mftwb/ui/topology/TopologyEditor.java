package mftwb.ui.topology;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.commands.operations.ObjectUndoContext;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.operations.UndoRedoActionGroup;
import org.eclipse.ui.part.EditorPart;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertySheet;

import mftwb.layout.TopologyLayout;
import mftwb.model.AtomicFile;
import mftwb.model.Topology;
import mftwb.model.TopologyFileException;
import mftwb.model.TopologyRecovery;
import mftwb.ui.errors.FileErrorDialog;
import mftwb.ui.palette.PaletteView;
import mftwb.ui.properties.FittedPropertySheetPage;
import mftwb.ui.topology.canvas.CanvasTool;
import mftwb.ui.topology.canvas.DiagramCanvas;
import mftwb.ui.topology.canvas.DiagramListener;

/**
 * The designer: a topology drawn on a canvas, edited with the palette, the mouse and the
 * Properties view. Every change is an operation in the workbench's history under this editor's
 * undo context, so Edit > Undo/Redo (Ctrl+Z/Ctrl+Y) walk through it.
 */
public final class TopologyEditor extends EditorPart implements ISelectionProvider {
    public static final String ID = "mftwb.ui.topologyEditor";

    private final List<ISelectionChangedListener> selectionListeners = new ArrayList<>();
    private final List<Consumer<Topology>> changeListeners = new ArrayList<>();
    private Path file;
    private Snapshots<Topology> document;
    private String loadError;
    /** Null where the workbench keeps no recovery copies (or the file could not be loaded). */
    private RecoveryCopy recoveryCopy;
    private IUndoContext undoContext;
    private DiagramCanvas canvas;
    private Label zoomLabel;
    private Label message;
    private Composite body;
    private UndoRedoActionGroup undoRedo;
    private Action deleteAction;
    private Action selectAllAction;
    private Action findAction;
    private Text findText;
    /** Where the last Find stopped, so Enter again goes on to the next element with the name. */
    private String lastFound;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof TopologyEditorInput topologyInput)) {
            throw new PartInitException("The Topology editor opens topology files, not " + input.getName());
        }
        setSite(site);
        setInput(input);
        setPartName(input.getName());
        file = topologyInput.file();
        undoContext = new ObjectUndoContext(this, input.getName());
        try {
            document = new Snapshots<>(TopologyDocuments.load(file));
            TopologyRecovery recovery = site.getService(TopologyRecovery.class);
            if (recovery != null) {
                recoveryCopy = new RecoveryCopy(recovery, site.getShell().getDisplay(), file, document, this::tell);
                document.onChange(topology -> recoveryCopy.changed());
            }
        } catch (TopologyFileException e) {
            // Nothing half-loaded: the editor shows why and holds no topology.
            loadError = e.getMessage();
        }
        site.setSelectionProvider(this);
    }

    @Override
    public void createPartControl(Composite parent) {
        body = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 0;
        body.setLayout(layout);
        if (document == null) {
            showLoadError();
            return;
        }
        createToolBar();
        canvas = new DiagramCanvas(body, new CanvasRequests());
        canvas.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        canvas.onViewportChange(this::updateZoomLabel);
        canvas.setDiagram(TopologyDiagram.of(document.current()));
        document.onChange(topology -> {
            canvas.setDiagram(TopologyDiagram.of(topology));
            firePropertyChange(PROP_DIRTY);
            fireSelection();
            changeListeners.forEach(l -> l.accept(topology));
        });
        undoRedo = new UndoRedoActionGroup(getSite(), undoContext, true);
        deleteAction = action("Delete", this::deleteSelection);
        deleteAction.setEnabled(false);
        selectAllAction = action("Select All", () -> canvas.selectAll());
        findAction = action("Find...", this::focusFind);
        // Ctrl+F also when the workbench's key bindings leave the key to the canvas.
        canvas.control().addListener(SWT.KeyDown, e -> {
            if ((e.stateMask & SWT.MOD1) != 0 && (e.keyCode == 'f' || e.keyCode == 'F')) {
                focusFind();
                e.doit = false;
            }
        });
        installActionHandlers();
        createContextMenu();
        // Fit once the canvas has its first real size, so an opened file shows whole.
        canvas.control().addListener(SWT.Resize, new Listener() {
            @Override
            public void handleEvent(Event e) {
                if (canvas.control().getSize().x > 0) {
                    canvas.control().removeListener(SWT.Resize, this);
                    canvas.fit();
                }
            }
        });
    }

    private void showLoadError() {
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 16;
        layout.marginHeight = 16;
        layout.horizontalSpacing = 12;
        body.setLayout(layout);
        Label icon = new Label(body, SWT.NONE);
        icon.setImage(body.getDisplay().getSystemImage(SWT.ICON_ERROR));
        icon.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));
        Label message = new Label(body, SWT.WRAP);
        message.setText("This topology cannot be opened:\n" + loadError);
        message.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
    }

    private void createToolBar() {
        Composite bar = new Composite(body, SWT.NONE);
        GridLayout layout = new GridLayout(3, false);
        layout.marginHeight = 2;
        bar.setLayout(layout);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        ToolBar tools = new ToolBar(bar, SWT.FLAT | SWT.RIGHT);
        toolItem(tools, "Zoom In", "Zoom in (Ctrl+wheel)", () -> canvas.zoomIn());
        toolItem(tools, "Zoom Out", "Zoom out (Ctrl+wheel)", () -> canvas.zoomOut());
        toolItem(tools, "100%", "Actual size", () -> canvas.zoomActual());
        toolItem(tools, "Fit", "Show the whole topology", () -> canvas.fit());
        toolItem(tools, "Zoom to Selection", "Show the selected elements as large as fits", () -> canvas.zoomToSelection());
        toolItem(tools, "Arrange", "Lay out the whole topology anew (one undoable edit)", this::arrange);
        zoomLabel = new Label(bar, SWT.NONE);
        GridData zoomData = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        zoomData.widthHint = 48;
        zoomLabel.setLayoutData(zoomData);
        findText = new Text(bar, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
        findText.setMessage("Find by name (Ctrl+F)");
        GridData findData = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        findData.widthHint = 200;
        findText.setLayoutData(findData);
        findText.addListener(SWT.DefaultSelection, e -> {
            if (e.detail != SWT.ICON_CANCEL) {
                find(findText.getText());
            }
        });
        findText.addListener(SWT.Modify, e -> lastFound = null);
        // A row of its own under the tools, there only while it says something: beside the find box it was cut off.
        message = new Label(bar, SWT.WRAP);
        message.setForeground(bar.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        GridData messageData = new GridData(SWT.FILL, SWT.CENTER, true, false, layout.numColumns, 1);
        messageData.exclude = true;
        message.setLayoutData(messageData);
        message.setVisible(false);
    }

    private void toolItem(ToolBar tools, String text, String tip, Runnable run) {
        ToolItem item = new ToolItem(tools, SWT.PUSH);
        item.setText(text);
        item.setToolTipText(tip);
        item.addListener(SWT.Selection, e -> run.run());
    }

    private void updateZoomLabel() {
        zoomLabel.setText(Math.round(canvas.viewport().scale() * 100) + "%");
    }

    /**
     * Says why a gesture did nothing, above the canvas: a modal dialog would interrupt the user
     * for what is a hint about where to click.
     */
    private void tell(String sentence) {
        if (message == null || message.isDisposed()) {
            return;
        }
        String text = sentence == null ? "" : sentence;
        // Every selection clears the hint: laying out the editor again only when it changes.
        if (text.equals(message.getText())) {
            return;
        }
        message.setText(text);
        ((GridData) message.getLayoutData()).exclude = message.getText().isEmpty();
        message.setVisible(!message.getText().isEmpty());
        message.getParent().getParent().layout(true, true);
    }

    /** The hint shown above the canvas, empty when the last gesture worked. */
    public String message() {
        return message.getText();
    }

    /**
     * Points Edit > Undo/Redo/Delete/Select All at this editor. Editors of one type share their
     * action bars, so each editor installs its handlers again when it gets the focus.
     */
    private void installActionHandlers() {
        IActionBars bars = getEditorSite().getActionBars();
        undoRedo.fillActionBars(bars);
        bars.setGlobalActionHandler(ActionFactory.DELETE.getId(), deleteAction);
        bars.setGlobalActionHandler(ActionFactory.SELECT_ALL.getId(), selectAllAction);
        bars.setGlobalActionHandler(ActionFactory.FIND.getId(), findAction);
        bars.updateActionBars();
    }

    /** Right-click menu of the canvas: what can be done with the element under the pointer. */
    private void createContextMenu() {
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> {
            Optional<String> host = selectedHost();
            Action probe = action("Probe host...", () -> host.ifPresent(h -> probeHostDialog(h).open()));
            probe.setEnabled(host.isPresent());
            probe.setToolTipText("Read OS, CPU, memory, MQ and agents from the host over SSH and fill its fields");
            m.add(probe);
            m.add(deleteAction);
        });
        canvas.control().setMenu(menu.createContextMenu(canvas.control()));
    }

    /** The host's name when exactly one host is selected. */
    private Optional<String> selectedHost() {
        Set<String> selected = canvas.selection();
        if (selected.size() != 1 || !selected.iterator().next().startsWith(TopologyDiagram.HOST)) {
            return Optional.empty();
        }
        return Optional.of(TopologyDiagram.nameOf(selected.iterator().next()));
    }

    /**
     * The "Probe host" dialog for host {@code hostName}, not yet open; Apply fills the host's fields
     * as one undoable edit.
     */
    public ProbeHostDialog probeHostDialog(String hostName) {
        return new ProbeHostDialog(getSite().getShell(), document.current(), hostName,
                probed -> apply("Probe host " + hostName, document.current().withElement(probed)));
    }

    private static Action action(String text, Runnable run) {
        return new Action(text) {
            @Override
            public void run() {
                run.run();
            }
        };
    }

    /** The topology being edited; empty when the file could not be loaded. */
    public Optional<Topology> topology() {
        return Optional.ofNullable(document).map(Snapshots::current);
    }

    /** Why the file could not be opened (file, line, column, JSON path, problem); empty when it was. */
    public Optional<String> loadError() {
        return Optional.ofNullable(loadError);
    }

    public DiagramCanvas canvas() {
        return canvas;
    }

    public Path file() {
        return file;
    }

    /** Calls back with the new topology after every change (edit, undo, redo, save). */
    public void onChange(Consumer<Topology> listener) {
        changeListeners.add(listener);
    }

    public void removeChangeListener(Consumer<Topology> listener) {
        changeListeners.remove(listener);
    }

    /** Arms a palette tool on the canvas (null: back to selecting). */
    public void arm(PaletteTool tool) {
        if (canvas != null) {
            canvas.setTool(tool == null ? null : tool.canvasTool());
            canvas.control().setFocus();
        }
    }

    /** Selects diagram elements by id, e.g. from the Problems view. */
    public void select(Set<String> ids) {
        canvas.setSelection(ids);
    }

    /** Selects elements by id and scrolls (zooming in if need be) until they are on screen, e.g. from the Outline. */
    public void reveal(Set<String> ids) {
        canvas.setSelection(ids);
        canvas.reveal();
    }

    private void focusFind() {
        findText.setFocus();
        findText.selectAll();
    }

    /**
     * Find: selects the next node whose name contains {@code text} (ignoring case; an exact name
     * first) and zooms to it; says so above the canvas when none matches.
     *
     * @return the diagram id found
     */
    public Optional<String> find(String text) {
        Optional<String> found = ElementSearch.next(canvas.diagram(), text, lastFound);
        found.ifPresentOrElse(id -> {
            lastFound = id;
            canvas.setSelection(Set.of(id));
            canvas.zoomToSelection();
            tell(null);
        }, () -> tell(text.isBlank() ? null : "Nothing named like '" + text.strip() + "'."));
        return found;
    }

    /**
     * Replaces the topology with {@code merged} (an estate added to it) as one undoable edit, and
     * fits the view so what was added beside the drawing is in sight.
     */
    public void applyMerge(String label, Topology merged) {
        apply(label, merged);
        canvas.fit();
    }

    /**
     * After a crash: shows the unsaved topology kept in the recovery copy as one undoable edit (Undo shows
     * the file as saved), so the editor is dirty and the user decides whether to save it.
     */
    public void restore(Topology recovered) {
        apply("Restore unsaved changes", recovered);
        if (recoveryCopy != null) {
            recoveryCopy.changed();
        }
    }

    /** "Arrange": lays out every node anew with the graph layout, as one undoable edit. */
    public void arrange() {
        apply("Arrange", TopologyLayout.arrange(document.current()));
        canvas.fit();
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IContentOutlinePage.class && document != null) {
            return adapter.cast(new TopologyOutlinePage(this));
        }
        if (adapter == IPropertySheetPage.class) {
            return adapter.cast(new FittedPropertySheetPage());
        }
        return super.getAdapter(adapter);
    }

    /** Runs one edit as an undoable operation, unless it changes nothing. */
    void apply(String label, Topology after) {
        Topology before = document.current();
        if (before.equals(after)) {
            return;
        }
        IOperationHistory history = PlatformUI.getWorkbench().getOperationSupport().getOperationHistory();
        try {
            history.execute(new SnapshotOperation<>(label, undoContext, document, before, after, canvas::selection, this::reselect), null, null);
            tell(null);
        } catch (ExecutionException e) {
            MessageDialog.openError(getSite().getShell(), label, e.getMessage());
        }
    }

    /**
     * Runs a Properties edit; when it renamed the selected element, the selection follows the new
     * name so the Properties view stays on it.
     */
    void applyFollowingRenames(String label, Topology after) {
        Set<String> selected = canvas.selection();
        Set<String> namesBefore = names(document.current());
        apply(label, after);
        if (selected.size() == 1 && !canvas.diagram().ids().contains(selected.iterator().next())) {
            String oldId = selected.iterator().next();
            names(after).stream().filter(n -> !namesBefore.contains(n)).findFirst()
                    .ifPresent(n -> select(Set.of(oldId.substring(0, oldId.indexOf(':') + 1) + n)));
            showSelectionInPropertiesView();
        }
    }

    /** Undo and Redo: selects what was selected in the document they bring back (the element by its name there). */
    private void reselect(Set<String> ids) {
        select(ids);
        showSelectionInPropertiesView();
    }

    /**
     * The user typed in the Properties view, the active part, and that view takes no selection while
     * it is active: hand it the selected element, or it stays on a name the document no longer has.
     */
    private void showSelectionInPropertiesView() {
        if (getSite().getPage().findView(IPageLayout.ID_PROP_SHEET) instanceof PropertySheet sheet) {
            sheet.selectionChanged(this, getSite().getSelectionProvider().getSelection());
        }
    }

    private static Set<String> names(Topology topology) {
        Set<String> names = new HashSet<>();
        topology.elements().forEach(e -> names.add(e.id()));
        return names;
    }

    IPropertySource propertySource(String id) {
        return ElementProperties.of(this, id);
    }

    private void deleteSelection() {
        Set<String> selected = canvas.selection();
        if (!selected.isEmpty()) {
            apply(selected.size() == 1 ? "Delete " + TopologyDiagram.nameOf(selected.iterator().next()) : "Delete " + selected.size() + " elements",
                    TopologyEdits.delete(document.current(), selected));
        }
    }

    private void showArmedInPalette(PaletteTool tool) {
        if (getSite().getPage().findView(PaletteView.ID) instanceof PaletteView palette) {
            palette.showArmed(tool);
        }
    }

    /** Turns canvas gestures into edits of the topology. */
    private final class CanvasRequests implements DiagramListener {
        @Override
        public void selectionChanged(Set<String> selectedIds) {
            tell(null);
            fireSelection();
        }

        @Override
        public void nodesMoved(Set<String> nodeIds, double dx, double dy) {
            apply(nodeIds.size() == 1 ? "Move " + TopologyDiagram.nameOf(nodeIds.iterator().next()) : "Move " + nodeIds.size() + " elements",
                    TopologyEdits.move(document.current(), nodeIds, dx, dy));
        }

        @Override
        public boolean placeRequested(CanvasTool tool, double worldX, double worldY, String containerId) {
            PaletteTool kind = PaletteTool.of(tool);
            TopologyEdits.Placement placement = TopologyEdits.place(document.current(), kind, worldX, worldY, containerId);
            if (placement.refusal() != null) {
                tell(placement.refusal() + " (Esc drops the tool.)");
                return false;
            }
            apply("Add " + kind.label, placement.topology());
            canvas.setSelection(Set.of(placement.id()));
            return true;
        }

        @Override
        public void connectRequested(CanvasTool tool, String sourceId, String targetId) {
            TopologyEdits.Placement connection = TopologyEdits.connect(document.current(), PaletteTool.of(tool), sourceId, targetId);
            if (connection.refusal() != null) {
                tell(connection.refusal());
                return;
            }
            apply(connection.label(), connection.topology());
            canvas.setSelection(Set.of(connection.id()));
        }

        @Override
        public void toolReleased() {
            tell(null);
            showArmedInPalette(null);
        }
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        saveTo(file);
    }

    @Override
    public void doSaveAs() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setText("Save Topology As");
        dialog.setFilterExtensions(new String[] { "*.json" });
        dialog.setFilterPath(file.getParent().toString());
        dialog.setFileName(file.getFileName().toString());
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            saveAs(Path.of(chosen));
        }
    }

    /** Save As without the dialog: the editor then edits the new file. */
    public boolean saveAs(Path target) {
        if (!saveTo(target)) {
            return false;
        }
        file = target.toAbsolutePath().normalize();
        TopologyEditorInput input = new TopologyEditorInput(file);
        setInputWithNotify(input);
        setPartName(input.getName());
        return true;
    }

    private boolean saveTo(Path target) {
        try {
            AtomicFile.replace(target, TopologyDocuments.text(document.current()));
            document.markSaved();
            if (recoveryCopy != null) {
                recoveryCopy.fileSaved(target);
            }
            return true;
        } catch (IOException e) {
            FileErrorDialog.cannotWrite(getSite().getShell(), "Save Topology", target, e);
            return false;
        }
    }

    @Override
    public boolean isDirty() {
        return document != null && document.dirty();
    }

    @Override
    public boolean isSaveAsAllowed() {
        return document != null;
    }

    @Override
    public void setFocus() {
        if (canvas != null) {
            installActionHandlers();
            canvas.control().setFocus();
        } else {
            body.setFocus();
        }
    }

    @Override
    public void dispose() {
        // Closed after the user saved or said No to saving: a crash never gets here, so its copy stays.
        if (recoveryCopy != null) {
            recoveryCopy.remove();
        }
        if (undoRedo != null) {
            undoRedo.dispose();
        }
        PlatformUI.getWorkbench().getOperationSupport().getOperationHistory().dispose(undoContext, true, true, true);
        super.dispose();
    }

    private void fireSelection() {
        // Edit > Delete (and Delete in the canvas menu) only with something to delete.
        deleteAction.setEnabled(!canvas.selection().isEmpty());
        SelectionChangedEvent event = new SelectionChangedEvent(this, getSelection());
        List.copyOf(selectionListeners).forEach(l -> l.selectionChanged(event));
    }

    @Override
    public ISelection getSelection() {
        if (canvas == null) {
            return StructuredSelection.EMPTY;
        }
        List<ElementSelection> elements = new ArrayList<>();
        new LinkedHashSet<>(canvas.selection()).forEach(id -> elements.add(new ElementSelection(this, id, document.revision())));
        if (elements.isEmpty()) {
            // With nothing selected, the Properties view shows the topology itself and its workload.
            elements.add(new ElementSelection(this, TopologyDiagram.TOPOLOGY, document.revision()));
        }
        return new StructuredSelection(elements);
    }

    @Override
    public void setSelection(ISelection selection) {
        Set<String> ids = new LinkedHashSet<>();
        if (selection instanceof IStructuredSelection structured) {
            for (Object o : structured) {
                if (o instanceof ElementSelection element) {
                    ids.add(element.id());
                }
            }
        }
        select(ids);
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener listener) {
        selectionListeners.add(listener);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener listener) {
        selectionListeners.remove(listener);
    }
}
