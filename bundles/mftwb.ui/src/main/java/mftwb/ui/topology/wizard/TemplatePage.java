package mftwb.ui.topology.wizard;

import java.util.List;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/** First page: which of the reports' topologies to start from, with what it models. */
final class TemplatePage extends WizardPage {
    private final List<TemplateChoice> choices;
    private TableViewer viewer;
    private Label description;

    TemplatePage(List<TemplateChoice> choices) {
        super("template");
        this.choices = choices;
        setTitle("Topology template");
        setDescription("Start from one of the set-ups measured in IBM's MFT performance reports.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        body.setLayout(new GridLayout(1, false));
        viewer = new TableViewer(body, SWT.SINGLE | SWT.BORDER | SWT.FULL_SELECTION);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((TemplateChoice) element).title();
            }
        });
        viewer.setInput(choices);
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
        tableData.heightHint = 150;
        viewer.getTable().setLayoutData(tableData);
        description = new Label(body, SWT.WRAP);
        GridData descriptionData = new GridData(SWT.FILL, SWT.TOP, true, false);
        descriptionData.widthHint = 440;
        descriptionData.heightHint = 80;
        description.setLayoutData(descriptionData);
        viewer.addSelectionChangedListener(e -> {
            description.setText(selected() == null ? "" : selected().description());
            setPageComplete(selected() != null);
        });
        if (!choices.isEmpty()) {
            viewer.setSelection(new StructuredSelection(choices.get(0)));
        }
        setControl(body);
    }

    TemplateChoice selected() {
        return (TemplateChoice) ((IStructuredSelection) viewer.getSelection()).getFirstElement();
    }

    /** Chooses a template as a click in the list would. */
    void select(TemplateChoice choice) {
        viewer.setSelection(new StructuredSelection(choice), true);
    }
}
