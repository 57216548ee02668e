package mftwb.ui.problems;

import java.util.List;
import java.util.Optional;
import java.util.Set;
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
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ViewPart;

import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorListener;

/**
 * Validation problems of the active Topology editor, refreshed on every change of its topology.
 * Double-clicking a problem selects its element on the canvas.
 */
public final class ProblemsView extends ViewPart {
    public static final String ID = "mftwb.ui.problems";

    /** The active topology editor, followed through its edits; the table refreshes on each. */
    private final TopologyEditorListener editorTracker = new TopologyEditorListener(this::refresh);
    private TableViewer viewer;
    private Label summary;
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
        editorTracker.start(getSite().getPage());
        refresh();
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
        Optional<TopologyEditor> editor = editorTracker.followed();
        if (row != null && editor.isPresent() && row.elementId() != null) {
            editor.get().select(Set.of(row.elementId()));
            getSite().getPage().activate(editor.get());
        }
    }

    private void refresh() {
        if (viewer == null || viewer.getControl().isDisposed()) {
            return;
        }
        TopologyEditor editor = editorTracker.followed().orElse(null);
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

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        editorTracker.stop(getSite().getPage());
        super.dispose();
    }
}
