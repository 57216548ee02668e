package mftwb.ui.configuration;

import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.part.ViewPart;

import mftwb.model.FileErrors;
import mftwb.model.Topology;
import mftwb.model.TopologyValidator;
import mftwb.planner.BundleEffect;
import mftwb.planner.Planner;
import mftwb.tuning.ConfigurationBundle;
import mftwb.tuning.ConfigurationGenerator;
import mftwb.tuning.GeneratedFile;
import mftwb.tuning.GeneratedLine;
import mftwb.tuning.HostConfiguration;
import mftwb.tuning.export.AnsibleProject;
import mftwb.tuning.export.ArchiveFormat;
import mftwb.tuning.export.ArchiveTarget;
import mftwb.tuning.lint.ConfigComparison;
import mftwb.tuning.lint.ConfigFile;
import mftwb.tuning.lint.Difference;
import mftwb.tuning.lint.Finding;
import mftwb.tuning.lint.Linter;
import mftwb.tuning.lint.ParsedConfig;
import mftwb.tuning.lint.PropertiesParser;
import mftwb.tuning.lint.QmIniParser;
import mftwb.ui.errors.FileErrorDialog;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorListener;

/**
 * The files the tuning engine generates for the topology in the active editor, per host, read-only
 * and coloured; selecting a line shows why it has its value, and a line above them the bundle's
 * predicted effect (the workload as drawn and with the bundle applied). "Import current config" compares a
 * host's qm.ini, mqclient.ini or agent.properties with the generated one and lints it; "Export bundle" writes
 * every file as one zip or tar.gz, or an Ansible project that rolls them out, in a Job.
 */
public final class ConfigurationView extends ViewPart {
    public static final String ID = "mftwb.ui.configuration";

    private TreeViewer files;
    private StyledText content;
    private Text reason;
    private Table comparison;
    private CTabItem compareTab;
    private Optional<Topology> topology = Optional.empty();
    private ConfigSyntax syntax;
    private Font monospace;
    private Optional<ConfigurationBundle> bundle = Optional.empty();
    private GeneratedFile shown;
    private Label effect;
    /** The predicted effect's line and, before it, what the last export wrote ("" before any). */
    private String predictedEffect = "";
    private String exported = "";
    private Job pricing;
    private Action exportBundle;
    /** The latest pricing asked for (UI thread only): an older one that finishes late is dropped. */
    private int pricingRequest;
    private final TopologyEditorListener editorTracker = new TopologyEditorListener(this::regenerate);

    @Override
    public void createPartControl(Composite parent) {
        syntax = new ConfigSyntax(parent.getDisplay());
        monospace = JFaceResources.getTextFont();
        parent.setLayout(new GridLayout(1, false));
        effect = new Label(parent, SWT.WRAP);
        effect.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        SashForm columns = new SashForm(parent, SWT.HORIZONTAL);
        columns.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        files = new TreeViewer(columns, SWT.BORDER | SWT.SINGLE);
        files.setContentProvider(new FilesByHost());
        files.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return element instanceof HostConfiguration host ? host.hostName() : ((GeneratedFile) element).path();
            }
        });
        files.addSelectionChangedListener(e -> {
            Object chosen = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (chosen instanceof GeneratedFile file) {
                show(file);
            }
        });
        SashForm rows = new SashForm(columns, SWT.VERTICAL);
        content = new StyledText(rows, SWT.BORDER | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
        content.setFont(monospace);
        content.addCaretListener(e -> showReason(content.getLineAtOffset(e.caretOffset)));
        CTabFolder tabs = new CTabFolder(rows, SWT.BORDER);
        reason = new Text(tabs, SWT.READ_ONLY | SWT.WRAP | SWT.MULTI);
        tab(tabs, "Why", reason);
        comparison = new Table(tabs, SWT.FULL_SELECTION);
        comparison.setHeaderVisible(true);
        comparison.setLinesVisible(true);
        compareTab = tab(tabs, "Generated vs current", comparison);
        tabs.setSelection(0);
        rows.setWeights(65, 35);
        columns.setWeights(25, 75);
        getViewSite().getActionBars().getToolBarManager().add(new Action("Import current config...") {
            @Override
            public void run() {
                chooseCurrentFile();
            }
        });
        exportBundle = new Action("Export bundle...") {
            @Override
            public void run() {
                export();
            }
        };
        exportBundle.setToolTipText("Export the generated files as a zip or tar.gz bundle, or as an Ansible project (pick it as the file type)");
        getViewSite().getActionBars().getToolBarManager().add(exportBundle);
        editorTracker.start(getSite().getPage());
        regenerate();
    }

    /** Generates the files again from the active topology editor's model. */
    public void regenerate() {
        IEditorPart editor = getSite().getPage().getActiveEditor();
        topology = editor instanceof TopologyEditor t ? t.topology() : Optional.empty();
        bundle = topology.map(new ConfigurationGenerator()::generate);
        price();
        files.setInput(bundle.map(b -> (Object) b.hosts()).orElse(List.of()));
        files.expandAll();
        content.setText(topology.isEmpty() ? "Open a topology to see the files generated for each of its hosts." : "");
        reason.setText("");
        bundle.flatMap(b -> b.hosts().stream().findFirst()).flatMap(h -> h.files().stream().findFirst())
                .ifPresent(this::show);
    }

    /**
     * Prices the bundle in a Job (the planner calibrates on the reports once per session): the line
     * above the files says the topology's workload as drawn and with the bundle applied, and the
     * README of an export carries the same. A newer topology's price replaces an older one's. A topology
     * with validation errors is neither priced nor offered for export (mftwb export refuses it too): the
     * line says why instead.
     */
    private void price() {
        int request = ++pricingRequest;
        exported = "";
        List<String> blockers = exportBlockers();
        exportBundle.setEnabled(topology.isPresent() && blockers.isEmpty());
        if (topology.isEmpty()) {
            showEffect("");
            return;
        }
        if (!blockers.isEmpty()) {
            showEffect("Cannot export a bundle: the topology has " + (blockers.size() == 1 ? "1 error (fix it"
                    : blockers.size() + " errors (fix them") + " in the Problems view): " + String.join("; ", blockers.stream().limit(3).toList())
                    + (blockers.size() > 3 ? "; ..." : ""));
            return;
        }
        Topology priced = topology.get();
        showEffect("Predicted effect: pricing the bundle...");
        pricing = Job.create("Pricing the configuration bundle", progress -> {
            BundleEffect.Summary summary = BundleEffect.summary(Planner.onTheReports(), priced);
            effect.getDisplay().asyncExec(() -> {
                if (!effect.isDisposed() && request == pricingRequest) {
                    // The summary's line names itself ("predicted 656 s as drawn ...", "predicted effect: not priced ...").
                    showEffect(Character.toUpperCase(summary.line().charAt(0)) + summary.line().substring(1));
                    effect.getParent().layout();
                    bundle = Optional.of(new ConfigurationGenerator().generate(priced, summary.readme()));
                }
            });
            return Status.OK_STATUS;
        });
        pricing.setSystem(true);
        pricing.schedule();
    }

    /** The latest pricing Job, for tests to wait on. */
    public Job pricing() {
        return pricing;
    }

    /** The predicted-effect line on show. */
    public String effectLine() {
        return effect.getText();
    }

    /** Whether "Export bundle..." is offered, for tests. */
    public boolean exportOffered() {
        return exportBundle.isEnabled();
    }

    private void show(GeneratedFile file) {
        shown = file;
        content.setText(file.text());
        List<StyleRange> ranges = new ArrayList<>();
        int offset = 0;
        for (GeneratedLine line : file.lines()) {
            ranges.addAll(syntax.style(file.path(), line.text(), offset));
            offset += line.text().length() + 1;
        }
        content.setStyleRanges(ranges.toArray(StyleRange[]::new));
        showReason(0);
    }

    private void showReason(int lineIndex) {
        if (shown == null || lineIndex >= shown.lines().size()) {
            reason.setText("");
            return;
        }
        GeneratedLine line = shown.lines().get(lineIndex);
        reason.setText(line.explained()
                ? "Why: " + line.reason() + "\nFrom: " + line.input() + (line.finding().isBlank() ? "" : "\nFinding: " + line.finding())
                : "Line " + (lineIndex + 1) + " carries no tuned value; select a value line to see why it is set.");
    }

    /** The generated files on show, for tests and the export. */
    public Optional<ConfigurationBundle> bundle() {
        return bundle;
    }

    /** Selects a line of the shown file as a click would. */
    public String reasonForLine(String fileName, int lineIndex) {
        bundle.orElseThrow().hosts().stream().flatMap(h -> h.files().stream()).filter(f -> f.path().endsWith(fileName))
                .findFirst().ifPresent(this::show);
        content.setCaretOffset(content.getOffsetAtLine(lineIndex));
        showReason(lineIndex);
        return reason.getText();
    }

    private static CTabItem tab(CTabFolder tabs, String title, org.eclipse.swt.widgets.Control body) {
        CTabItem item = new CTabItem(tabs, SWT.NONE);
        item.setText(title);
        item.setControl(body);
        return item;
    }

    private void chooseCurrentFile() {
        if (shown == null || ConfigFile.kindOf(shown.path()) == null || ConfigFile.kindOf(shown.path()) == ConfigFile.Kind.MQSC) {
            MessageDialog.openInformation(getSite().getShell(), "Import current config",
                    "Select a generated qm.ini, mqclient.ini or .properties file first: the current file is compared with it.");
            return;
        }
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
        dialog.setText("Current " + Path.of(shown.path()).getFileName() + " to compare");
        String chosen = dialog.open();
        if (chosen != null) {
            try {
                importCurrent(Path.of(chosen));
            } catch (java.io.IOException e) {
                FileErrorDialog.cannotRead(getSite().getShell(), "Import current config", Path.of(chosen), e);
            }
        }
    }

    /**
     * Compares a host's current file with the generated one on show, key by key, and lints it
     * against the topology's links: differences and findings (with their line numbers) fill the
     * "Generated vs current" tab. Lines the parser cannot read are findings too, never dropped.
     */
    public List<String> importCurrent(Path currentFile) throws java.io.IOException {
        ConfigFile.Kind kind = ConfigFile.kindOf(shown.path());
        List<String> lines = Files.readAllLines(currentFile);
        String name = currentFile.toString();
        ParsedConfig current = kind.stanzas() ? QmIniParser.parse(name, lines) : PropertiesParser.parse(name, lines);
        List<Finding> findings = new Linter(topology.map(new ConfigurationGenerator()::expectations).orElse(List.of()))
                .lint(List.of(new ConfigFile(name, lines, kind)));
        comparison.setRedraw(false);
        comparison.removeAll();
        for (TableColumn column : comparison.getColumns()) {
            column.dispose();
        }
        for (String title : new String[] { "stanza / finding", "key", "generated", "current", "line", "why" }) {
            new TableColumn(comparison, SWT.LEFT).setText(title);
        }
        List<String> rowsShown = new ArrayList<>();
        for (Difference d : ConfigComparison.compare(shown, current, kind)) {
            String[] row = { d.stanza(), d.key(), d.generated(), d.current().isEmpty() ? "(not set)" : d.current(),
                    d.currentLine() == 0 ? "" : Integer.toString(d.currentLine()), d.reason() };
            new TableItem(comparison, SWT.NONE).setText(row);
            rowsShown.add(String.join(" | ", row));
        }
        for (Finding f : findings) {
            String[] row = { f.severity().toString().toLowerCase(java.util.Locale.ROOT), "", "", "",
                    f.line() == 0 ? "" : Integer.toString(f.line()), f.message() };
            new TableItem(comparison, SWT.NONE).setText(row);
            rowsShown.add(String.join(" | ", row));
        }
        for (TableColumn column : comparison.getColumns()) {
            column.pack();
        }
        comparison.setRedraw(true);
        compareTab.setText("Generated vs current: " + currentFile.getFileName());
        compareTab.getParent().setSelection(compareTab);
        return rowsShown;
    }

    /** What "Export bundle..." offers, in filter order: the first two are configuration bundles, the rest Ansible projects. */
    private static final String[] EXPORT_FILTERS = { "*.zip", "*.tar.gz", "*", "*.zip", "*.tar.gz" };
    private static final String[] EXPORT_FILTER_NAMES = { "Configuration bundle (*.zip)", "Configuration bundle (*.tar.gz)",
            "Ansible project, as a folder", "Ansible project (*.zip)", "Ansible project (*.tar.gz)" };
    public static final int FIRST_ANSIBLE_FILTER = 2;

    private void export() {
        if (bundle.isEmpty()) {
            MessageDialog.openInformation(getSite().getShell(), "Export bundle", "Open a topology first.");
            return;
        }
        List<String> blockers = exportBlockers();
        if (!blockers.isEmpty()) {
            MessageDialog.openError(getSite().getShell(), "Export bundle", refusal(blockers));
            return;
        }
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setText("Export bundle or Ansible project");
        dialog.setFilterExtensions(EXPORT_FILTERS);
        dialog.setFilterNames(EXPORT_FILTER_NAMES);
        // Beside the topology, named after it: the bundle of bindings-cluster.json is bindings-cluster-configuration.zip.
        IEditorPart editor = getSite().getPage().getActiveEditor();
        Optional<Path> topologyFile = editor instanceof TopologyEditor t ? Optional.ofNullable(t.file()) : Optional.empty();
        topologyFile.map(Path::getParent).ifPresent(folder -> dialog.setFilterPath(folder.toString()));
        dialog.setFileName(topologyFile.map(f -> f.getFileName().toString().replaceFirst("(?i)\\.json$", ""))
                .orElse("mft") + "-configuration.zip");
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        boolean ansible = dialog.getFilterIndex() >= FIRST_ANSIBLE_FILTER;
        Path target = exportTarget(Path.of(chosen), dialog.getFilterIndex());
        boolean overwrite = Files.exists(target);
        // The dialog asked about the name it returned; a folder, or a name the file type changed, is asked about here.
        if (overwrite && (Files.isDirectory(target) || !target.equals(Path.of(chosen))) && !MessageDialog.openQuestion(getSite().getShell(),
                "Export bundle", target + " exists. Replace it?")) {
            return;
        }
        export(target, overwrite, ansible);
    }

    /**
     * The chosen file type decides the ending (the name keeps the one the dialog started with when the
     * user only switches the type): an archive gets its ending, a folder drops one.
     */
    public static Path exportTarget(Path chosen, int filterIndex) {
        String name = chosen.getFileName().toString();
        String bare = name.replaceFirst("(?i)\\.(zip|tar\\.gz|tgz)$", "");
        String ending = EXPORT_FILTERS[filterIndex].substring(1);
        String wanted = ending.isEmpty() ? bare
                : ending.equals(".tar.gz") && name.toLowerCase(java.util.Locale.ROOT).endsWith(".tgz") ? name : bare + ending;
        return chosen.resolveSibling(bare.isEmpty() ? (filterIndex >= FIRST_ANSIBLE_FILTER ? "mft-ansible" : "mft-configuration") + ending
                : wanted);
    }

    /** A configuration bundle (zip, or tar.gz by the name); see {@link #export(Path, boolean, boolean)}. */
    public Job export(Path target, boolean overwrite) {
        return export(target, overwrite, false);
    }

    /**
     * Writes every generated file into one archive (zip, or tar.gz by the name), or with {@code ansible}
     * an Ansible project (a folder, or a zip/tar.gz of it by the name), in a Job with progress; the
     * result appears only when complete, and an existing one only goes when asked.
     */
    public Job export(Path target, boolean overwrite, boolean ansible) {
        String name = target.getFileName().toString();
        ArchiveFormat format = ArchiveFormat.named(target).orElse(ArchiveFormat.ZIP);
        ConfigurationBundle toWrite = bundle.orElseThrow();
        Topology from = topology.orElseThrow();
        List<String> blockers = exportBlockers();
        Job job = Job.create(ansible ? "Exporting the Ansible project" : "Exporting the configuration bundle", progress -> {
            if (!blockers.isEmpty()) {
                return Status.error(refusal(blockers));
            }
            SubMonitor monitor = SubMonitor.convert(progress, "Writing " + name, 1);
            try {
                if (ansible) {
                    AnsibleProject.write(AnsibleProject.entries(from, toWrite), target, overwrite);
                } else {
                    ArchiveTarget.write(toWrite.archiveEntries(), format, target, overwrite);
                }
                monitor.worked(1);
                tellExported((ansible ? "Ansible project" : "Configuration bundle") + " written: " + target);
                return Status.OK_STATUS;
            } catch (FileAlreadyExistsException e) {
                return Status.error(target + " exists and was kept" + (e.getReason() != null && e.getReason().startsWith("is not") ? ": " + e.getReason() : ""), e);
            } catch (java.io.IOException e) {
                // FileErrors names the target, not the temporary file beside it that the write failed on.
                return Status.error(FileErrorDialog.sentence(FileErrors.cannotWrite(target, e)), e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    /** Says on the view's first line, before the predicted effect, what an export wrote (from any thread). */
    private void tellExported(String text) {
        effect.getDisplay().asyncExec(() -> {
            if (!effect.isDisposed()) {
                exported = text + ". ";
                effect.setText(exported + predictedEffect);
                effect.getParent().layout(true);
            }
        });
    }

    /** The predicted effect of the bundle on show, after what the last export of it wrote. */
    private void showEffect(String line) {
        predictedEffect = line;
        effect.setText(exported + line);
    }

    /** The validator's errors for the topology on show, as "element: message"; a bundle is exported only without them (as mftwb export). */
    public List<String> exportBlockers() {
        return topology.map(TopologyValidator::errors).orElse(List.of()).stream().map(p -> p.element() + ": " + p.message()).toList();
    }

    private static String refusal(List<String> blockers) {
        String shown = String.join("\n", blockers.stream().limit(15).toList());
        return "The topology has " + blockers.size() + " error" + (blockers.size() == 1 ? "" : "s")
                + "; fix them (Problems view) before exporting:\n" + shown + (blockers.size() > 15 ? "\n..." : "");
    }

    @Override
    public void setFocus() {
        files.getControl().setFocus();
    }

    @Override
    public void dispose() {
        editorTracker.stop(getSite().getPage());
        super.dispose();
    }

    /** Hosts at the top, each with its generated files. */
    private static final class FilesByHost extends ArrayContentProvider implements ITreeContentProvider {
        @Override
        public Object[] getChildren(Object parent) {
            return parent instanceof HostConfiguration host ? host.files().toArray() : new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return element instanceof HostConfiguration host && !host.files().isEmpty();
        }
    }
}
