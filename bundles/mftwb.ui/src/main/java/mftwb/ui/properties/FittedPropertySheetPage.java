package mftwb.ui.properties;

import org.eclipse.jface.viewers.ISelection;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.views.properties.PropertySheetPage;

/**
 * The Properties view page of a topology: the standard page, whose name column is widened to its
 * longest name each time it shows another element. The stock page gives names 40% of a narrow view
 * and cuts "Concurrent transfers" to "Concurrent tr"; the values (numbers, short names) need less.
 */
public final class FittedPropertySheetPage extends PropertySheetPage {
    /** The names never take more than this share of the view, so a value stays readable. */
    static final double MAX_NAME_SHARE = 0.65;
    private static final double MIN_NAME_SHARE = 0.4;

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        getControl().addListener(org.eclipse.swt.SWT.Resize, e -> fitNames());
    }

    @Override
    public void selectionChanged(IWorkbenchPart part, ISelection selection) {
        super.selectionChanged(part, selection);
        fitNames();
    }

    @Override
    public void refresh() {
        super.refresh();
        fitNames();
    }

    private void fitNames() {
        if (!(getControl() instanceof Tree tree) || tree.isDisposed() || tree.getColumnCount() < 2) {
            return;
        }
        Rectangle area = tree.getClientArea();
        if (area.width <= 0) {
            return;
        }
        TreeColumn names = tree.getColumn(0);
        names.pack();
        int width = Math.max((int) (area.width * MIN_NAME_SHARE), Math.min(names.getWidth(), (int) (area.width * MAX_NAME_SHARE)));
        names.setWidth(width);
        tree.getColumn(1).setWidth(Math.max(0, area.width - width));
    }
}
