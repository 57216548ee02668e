package mftwb.ui.views;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

/**
 * A view whose content is not built yet: it says what it will show. The sentence comes from
 * plugin.xml ({@code class="...NothingYetView:sentence"}), so one class serves every such view.
 */
public final class NothingYetView extends ViewPart implements IExecutableExtension {
    private String sentence = "";
    private Label label;

    @Override
    public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
        super.setInitializationData(config, propertyName, data);
        if (data instanceof String text) {
            sentence = text;
        }
    }

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout());
        label = new Label(parent, SWT.WRAP);
        label.setText("Nothing yet. " + sentence);
        label.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
    }

    @Override
    public void setFocus() {
        label.setFocus();
    }
}
