package mftwb.ui.topology.wizard;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** Second page: where the new topology file goes. */
final class FilePage extends WizardPage {
    private final Path initialFolder;
    private Text folder;
    private Text name;

    FilePage(Path initialFolder) {
        super("file");
        this.initialFolder = initialFolder;
        setTitle("Topology file");
        setDescription("The topology is a JSON file you can keep in version control.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite body = new Composite(parent, SWT.NONE);
        body.setLayout(new GridLayout(3, false));
        new Label(body, SWT.NONE).setText("Folder:");
        folder = new Text(body, SWT.BORDER);
        folder.setText(initialFolder.toString());
        folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button browse = new Button(body, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> {
            DirectoryDialog dialog = new DirectoryDialog(getShell());
            dialog.setFilterPath(folder.getText());
            String chosen = dialog.open();
            if (chosen != null) {
                folder.setText(chosen);
            }
        });
        new Label(body, SWT.NONE).setText("File name:");
        name = new Text(body, SWT.BORDER);
        name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        folder.addListener(SWT.Modify, e -> check());
        name.addListener(SWT.Modify, e -> check());
        setControl(body);
        check();
    }

    @Override
    public void setVisible(boolean visible) {
        if (visible && name.getText().isEmpty()) {
            TemplateChoice choice = ((NewTopologyWizard) getWizard()).chosenTemplate();
            name.setText(choice == null ? "topology.json" : choice.suggestedFileName());
        }
        super.setVisible(visible);
    }

    /** The file to create, or null while the page is incomplete. */
    Path file() {
        return isPageComplete() ? Path.of(folder.getText().trim()).resolve(fileName()) : null;
    }

    void setFile(Path file) {
        folder.setText(file.getParent().toString());
        name.setText(file.getFileName().toString());
    }

    private String fileName() {
        String text = name.getText().trim();
        return text.endsWith(".json") ? text : text + ".json";
    }

    private void check() {
        String message = null;
        if (folder.getText().isBlank()) {
            message = "Choose a folder.";
        } else if (name.getText().isBlank()) {
            message = "Name the file.";
        } else if (name.getText().contains("/") || name.getText().contains("\\")) {
            message = "The file name cannot contain a path separator.";
        } else if (Files.exists(Path.of(folder.getText().trim()).resolve(fileName()))) {
            message = fileName() + " already exists in that folder.";
        }
        setErrorMessage(message);
        setPageComplete(message == null);
    }
}
