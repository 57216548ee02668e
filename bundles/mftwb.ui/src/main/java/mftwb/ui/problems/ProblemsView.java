package mftwb.ui.problems;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

import mftwb.model.Topology;
import mftwb.ui.topology.TopologyEditor;

/**
 * Validation problems of the active Topology editor, refreshed on every change of its topology.
 * Double-clicking a problem selects its element on the canvas.
 */
public final class ProblemsView extends ViewPart {
    public static final String ID = "mftwb.ui.problems";

    private final Consumer<Topology> onChange = topology -> refresh();
    private TableViewer viewer;
    private Label summary;
    private TopologyEditor editor;
    @Override
    public void createPartControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        body.setLayout(layout);
        summary = new Label(body, SWT.NONE);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Composite tableHolder = new Composite(body, SWT.NONE);
        tableHolder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        TableColumnLayout columns = new TableColumnLayout();
        tableHolder.setLayout(columns);
        viewer = new TableViewer(tableHolder, SWT.SINGLE | SWT.FULL_SELECTION);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        column(columns, "Severity", 10, row -> row.severity().name().charAt(0) + row.severity().name().substring(1).toLowerCase(), true);
        column(columns, "Element", 15, ProblemRow::element, false);
        column(columns, "Problem", 40, ProblemRow::message, false);
        column(columns, "Fix", 35, ProblemRow::fix, false);
        ColumnViewerToolTipSupport.enableFor(viewer);
        viewer.addDoubleClickListener(e -> reveal((ProblemRow) ((IStructuredSelection) e.getSelection()).getFirstElement()));
        getSite().setSelectionProvider(viewer);
        getSite().getPage().addPartListener(partListener);
        follow(getSite().getPage().getActiveEditor());
    }

    private void column(TableColumnLayout layout, String title, int weight, Function<ProblemRow, String> text, boolean icon) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        layout.setColumnData(column.getColumn(), new ColumnWeightData(weight, 60));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((ProblemRow) element);
            }

            @Override
            public String getToolTipText(Object element) {
                ProblemRow row = (ProblemRow) element;
                return row.message() + "\nFix: " + row.fix();
            }

            @Override
            public Image getImage(Object element) {
                return icon ? severityImage(((ProblemRow) element).severity()) : null;
            }
        });
    }

    private static Image severityImage(ProblemRow.Severity severity) {
        String icon = switch (severity) {
            case ERROR -> ISharedImages.IMG_OBJS_ERROR_TSK;
            case WARNING -> ISharedImages.IMG_OBJS_WARN_TSK;
            case INFO -> ISharedImages.IMG_OBJS_INFO_TSK;
        };
        return PlatformUI.getWorkbench().getSharedImages().getImage(icon);
    }

    /** The rows shown now (tests read them). */
    @SuppressWarnings("unchecked")
    public List<ProblemRow> rows() {
        Object input = viewer.getInput();
        return input == null ? List.of() : (List<ProblemRow>) input;
    }

    /** Selects the problem's element in the editor, as a double-click does. */
    public void reveal(ProblemRow row) {
        if (row != null && editor != null && row.elementId() != null) {
            editor.select(Set.of(row.elementId()));
            getSite().getPage().activate(editor);
        }
    }

    private void follow(IEditorPart part) {
        if (part == editor) {
            return;
        }
        if (editor != null) {
            editor.removeChangeListener(onChange);
        }
        editor = part instanceof TopologyEditor topologyEditor ? topologyEditor : null;
        if (editor != null) {
            editor.onChange(onChange);
        }
        refresh();
    }

    private void refresh() {
        if (viewer == null || viewer.getControl().isDisposed()) {
            return;
        }
        List<ProblemRow> rows = editor == null ? List.of()
                : editor.topology().map(TopologyProblems::of).orElseGet(() -> editor.loadError()
                        .map(error -> List.of(new ProblemRow(ProblemRow.Severity.ERROR, null, editor.getTitle(), error,
                                "Correct the file at that line, then open it again.")))
                        .orElse(List.of()));
        viewer.setInput(rows);
        long errors = rows.stream().filter(r -> r.severity() == ProblemRow.Severity.ERROR).count();
        long warnings = rows.stream().filter(r -> r.severity() == ProblemRow.Severity.WARNING).count();
        summary.setText(editor == null ? "No topology editor is active."
                : count(errors, "error") + ", " + count(warnings, "warning") + ", " + count(rows.size() - errors - warnings, "note")
                        + " in " + editor.getTitle());
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private final IPartListener2 partListener = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            IWorkbenchPart part = ref.getPart(false);
            if (part instanceof IEditorPart editorPart) {
                follow(editorPart);
            }
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == editor) {
                // the next editor to be activated, if any, is followed by partActivated
                follow(null);
            }
        }
    };

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(partListener);
        if (editor != null) {
            editor.removeChangeListener(onChange);
        }
        super.dispose();
    }
}
