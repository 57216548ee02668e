package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.views.properties.PropertySheet;

/** The rows of the open Properties view, as the user sees them; call on the UI thread. */
final class PropertiesRows {
    private PropertiesRows() {
    }

    /** Row {@code name} (column 0), in whichever category it is. */
    static TreeItem row(String name) {
        PropertySheet sheet = (PropertySheet) TopologyEditors.page().findView(IPageLayout.ID_PROP_SHEET);
        assertNotNull(sheet, "the Properties view is open");
        List<TreeItem> items = new ArrayList<>(List.of(((Tree) sheet.getCurrentPage().getControl()).getItems()));
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).getText(0).equals(name)) {
                return items.get(i);
            }
            items.addAll(List.of(items.get(i).getItems()));
        }
        throw new AssertionError("no row " + name + " in the Properties view");
    }

    /** The value row {@code name} shows. */
    static String value(String name) {
        return row(name).getText(1);
    }
}
