package mftwb.ui.topology.wizard;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.jface.wizard.Wizard;

import mftwb.model.FileErrors;
import mftwb.ui.errors.FileErrorDialog;

/**
 * File > New Topology from Template...: a template, then a file name. Finishing writes the
 * template's document to the file and hands the file on (the handler opens it in the designer).
 */
public final class NewTopologyWizard extends Wizard {
    /** Writes a document to a file; the designer's writer is atomic. */
    public interface Writer {
        void write(Path file, String document) throws IOException;
    }

    private final List<TemplateChoice> choices;
    private final TemplatePage templatePage;
    private final FilePage filePage;
    private final Writer writer;
    private final Consumer<Path> created;

    public NewTopologyWizard(List<TemplateChoice> choices, Path folder, Writer writer, Consumer<Path> created) {
        this.choices = List.copyOf(choices);
        this.writer = writer;
        this.created = created;
        templatePage = new TemplatePage(choices);
        filePage = new FilePage(folder);
        setWindowTitle("New Topology from Template");
        setNeedsProgressMonitor(false);
    }

    @Override
    public void addPages() {
        addPage(templatePage);
        addPage(filePage);
    }

    public List<TemplateChoice> choices() {
        return choices;
    }

    TemplateChoice chosenTemplate() {
        return templatePage.selected();
    }

    /** Fills both pages as a user would (tests drive the wizard through this). */
    public void choose(TemplateChoice choice, Path file) {
        templatePage.select(choice);
        getContainer().showPage(filePage);
        filePage.setFile(file);
    }

    @Override
    public boolean canFinish() {
        return templatePage.selected() != null && filePage.isPageComplete() && filePage.file() != null;
    }

    @Override
    public boolean performFinish() {
        Path file = filePage.file();
        try {
            writer.write(file, templatePage.selected().document().get());
        } catch (IOException e) {
            filePage.setErrorMessage(FileErrorDialog.sentence(FileErrors.cannotWrite(file, e)));
            return false;
        }
        created.accept(file);
        return true;
    }
}
