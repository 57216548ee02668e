package mftwb.ui.topology;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;

/** The Topology editor in the editor area; the canvas designer replaces its body. */
public final class TopologyEditor extends EditorPart {
    public static final String ID = "mftwb.ui.topologyEditor";

    private Label label;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof TopologyEditorInput)) {
            throw new PartInitException("The Topology editor opens topology files, not " + input.getName());
        }
        setSite(site);
        setInput(input);
        setPartName(input.getName());
    }

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new GridLayout());
        label = new Label(parent, SWT.WRAP);
        label.setText("Topology " + getEditorInput().getToolTipText() + "\nNothing yet: the designer canvas comes next.");
        label.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // Nothing is edited yet, so there is nothing to write.
    }

    @Override
    public void doSaveAs() {
        // Nothing is edited yet, so there is nothing to write.
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public void setFocus() {
        label.setFocus();
    }

    /** Arms a palette tool; the placeholder has no canvas yet. */
    public void arm(PaletteTool tool) {
        label.setText("Tool " + tool);
    }
}
