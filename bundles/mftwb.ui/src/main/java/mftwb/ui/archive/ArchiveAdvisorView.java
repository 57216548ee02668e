package mftwb.ui.archive;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.part.ViewPart;
import org.eclipse.ui.progress.IWorkbenchSiteProgressService;
import org.jfree.chart.JFreeChart;

import mftwb.model.Templates;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.model.TopologyFileException;
import mftwb.planner.Advice;
import mftwb.planner.CsvFormatException;
import mftwb.planner.ArchiveAdvice;
import mftwb.planner.ArchiveAdvisor;
import mftwb.planner.ArchiveBuilder;
import mftwb.planner.BundleFormat;
import mftwb.planner.ByteSize;
import mftwb.planner.CalibratedModel;
import mftwb.planner.Compressibility;
import mftwb.planner.FileManifest;
import mftwb.planner.Planner;
import mftwb.planner.Prediction;
import mftwb.planner.Scenario;
import mftwb.planner.TopologyScenario;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorListener;

/**
 * Should these files be archived before transfer? Scans a folder (or reads a manifest CSV) in a
 * Job, predicts the transfer as files and as tar, tar.gz or zip archives on a topology (the one in
 * the editor, a chosen file, or the cross-geo sample), shows the size histogram, where the time
 * goes, the saving and the file size below which archiving pays; "Create archives" builds the
 * archives shown in a cancellable Job. All figures come from mftwb.planner.
 */
public final class ArchiveAdvisorView extends ViewPart {
    public static final String ID = "mftwb.ui.archiveAdvisor";
    /** The report topology where small files hurt most: a protocol bridge 150 ms away. */
    private static final String SAMPLE = "pb-sftp-crossgeo.json";
    private static final int DEFAULT_BUNDLE_MB = 64;
    /** The command line's limit: 1 TiB before compression. */
    private static final int LARGEST_BUNDLE_MB = 1 << 20;
    /** Room for the form, the text and charts of about 250 pixels. */
    private static final int MIN_WIDTH = 700;
    private static final int MIN_HEIGHT = 560;

    /** A topology to plan on and where it comes from, loaded in the Job (a chosen file is read there). */
    private record TopologyChoice(String description, TopologyLoader loader) {
    }

    private interface TopologyLoader {
        Topology load() throws TopologyFileException;
    }

    /** What the advice on show was computed from; "Create archives" builds exactly this. */
    private record Shown(Path source, FileManifest manifest, ArchiveAdvice advice) {
    }

    private Text source;
    private Label topologyLabel;
    private Combo format;
    private Spinner bundleMegabytes;
    private Button create;
    private Label summary;
    private Label status;
    private ArchiveCharts charts;
    private Composite chartArea;
    private Composite emptyState;
    private SashForm chartRow;
    private Optional<Path> chosenTopology = Optional.empty();
    private Optional<Shown> shown = Optional.empty();
    private volatile CalibratedModel model;
    /** Only the latest advice Job may fill the view; an older one still running is outdated. */
    private int generation;
    private boolean settingForm;
    private final TopologyEditorListener editorTracker = new TopologyEditorListener(this::followEditor);

    @Override
    public void createPartControl(Composite parent) {
        // Below this size the view scrolls rather than squeezing the charts away in a short stack.
        ScrolledComposite scroller = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        Composite content = new Composite(scroller, SWT.NONE);
        scroller.setContent(content);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        scroller.setMinSize(MIN_WIDTH, MIN_HEIGHT);
        content.setLayout(new GridLayout(1, false));
        Composite form = new Composite(content, SWT.NONE);
        form.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        form.setLayout(new GridLayout(4, false));

        new Label(form, SWT.NONE).setText("Files:");
        source = new Text(form, SWT.BORDER);
        source.setLayoutData(narrowFill());
        source.setMessage("a folder to scan, or a manifest CSV with the columns path,size_bytes");
        source.addListener(SWT.DefaultSelection, e -> advise());
        button(form, "Folder...", this::chooseFolder);
        button(form, "Manifest CSV...", this::chooseManifest);

        new Label(form, SWT.NONE).setText("Topology:");
        topologyLabel = new Label(form, SWT.NONE);
        topologyLabel.setLayoutData(narrowFill());
        button(form, "Topology file...", this::chooseTopology);
        button(form, "Editor or sample", () -> {
            chosenTopology = Optional.empty();
            showTopologyChoice();
        });

        new Label(form, SWT.NONE).setText("Archive as:");
        Composite archive = new Composite(form, SWT.NONE);
        archive.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        GridLayout archiveLayout = new GridLayout(4, false);
        archiveLayout.marginWidth = 0;
        archiveLayout.marginHeight = 0;
        archive.setLayout(archiveLayout);
        format = new Combo(archive, SWT.READ_ONLY);
        for (BundleFormat f : BundleFormat.values()) {
            format.add(f.label());
        }
        format.select(0);
        format.addListener(SWT.Selection, e -> adviseAgain());
        new Label(archive, SWT.NONE).setText("bundles of at most");
        bundleMegabytes = new Spinner(archive, SWT.BORDER);
        bundleMegabytes.setValues(DEFAULT_BUNDLE_MB, 1, LARGEST_BUNDLE_MB, 0, 1, 16);
        bundleMegabytes.addListener(SWT.Modify, e -> adviseAgain());
        bundleMegabytes.setToolTipText("Size of an archive before compression");
        new Label(archive, SWT.NONE).setText("MiB");
        button(form, "Advise", this::advise).setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false));
        create = button(form, "Create archives...", this::chooseOutputFolder);
        create.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false));
        create.setEnabled(false);

        // The verdict first: in a short stack it is what stays in sight.
        status = new Label(content, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        status.setFont(JFaceResources.getBannerFont());
        summary = new Label(content, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));

        // Until the first advice there is nothing to chart: say what to do instead of empty axes.
        chartArea = new Composite(content, SWT.NONE);
        chartArea.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        chartArea.setLayout(new StackLayout());
        emptyState = emptyState(chartArea);
        chartRow = new SashForm(chartArea, SWT.HORIZONTAL);
        charts = new ArchiveCharts(chartRow);
        ((StackLayout) chartArea.getLayout()).topControl = emptyState;
        editorTracker.start(getSite().getPage());
        showTopologyChoice();
    }

    private Composite emptyState(Composite parent) {
        Composite empty = new Composite(parent, SWT.NONE);
        empty.setLayout(new GridLayout(2, false));
        Label title = new Label(empty, SWT.NONE);
        title.setText("No files advised yet");
        title.setFont(JFaceResources.getHeaderFont());
        title.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false, 2, 1));
        Label what = new Label(empty, SWT.WRAP);
        what.setText("Choose the files you mean to send: a folder, or a manifest CSV (path,size_bytes) for files kept "
                + "elsewhere. The advisor predicts their transfer as they are and as archives on the topology above, "
                + "and shows here the files by size, where the time goes, and the file size below which archiving pays.");
        GridData wide = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        wide.widthHint = 500;
        what.setLayoutData(wide);
        button(empty, "Choose a folder...", this::chooseFolder);
        button(empty, "Choose a manifest CSV...", this::chooseManifest);
        return empty;
    }

    /** Whether the charts are on show (after the first advice) rather than the empty state. */
    public boolean showsCharts() {
        return ((StackLayout) chartArea.getLayout()).topControl == chartRow;
    }

    /** Takes the room there is, but asks for little, so a long path does not widen the form. */
    private static GridData narrowFill() {
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        data.widthHint = 200;
        return data;
    }

    private static Button button(Composite parent, String text, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(text);
        button.addListener(SWT.Selection, e -> action.run());
        return button;
    }

    /** A chosen file, else the topology of the active editor, else the sample. */
    private TopologyChoice topologyChoice() {
        if (chosenTopology.isPresent()) {
            Path file = chosenTopology.get();
            return new TopologyChoice(file + " (chosen)", () -> TopologyFile.read(file));
        }
        IEditorPart editor = getSite().getPage().getActiveEditor();
        Optional<Topology> edited = editor instanceof TopologyEditor t ? t.topology() : Optional.empty();
        if (edited.isPresent()) {
            Topology topology = edited.get();
            return new TopologyChoice(topology.name() + " (open in the editor)", () -> topology);
        }
        Templates.Template sample = Templates.named(SAMPLE).orElseThrow();
        return new TopologyChoice(sample.title() + " (sample " + SAMPLE + ")", sample::load);
    }

    /** Another topology editor, or an edit of the open one: the advice on show is predicted again for it. */
    private void followEditor() {
        showTopologyChoice();
        if (chosenTopology.isEmpty()) {
            adviseAgain();
        }
    }

    private void showTopologyChoice() {
        if (!topologyLabel.isDisposed()) {
            topologyLabel.setText(topologyChoice().description());
            topologyLabel.setToolTipText(topologyLabel.getText());
        }
    }

    /** The topology description on show, for tests. */
    public String topologyDescription() {
        return topologyLabel.getText();
    }

    private void chooseFolder() {
        DirectoryDialog dialog = new DirectoryDialog(getSite().getShell());
        dialog.setText("Folder of the files to send");
        String chosen = dialog.open();
        if (chosen != null) {
            source.setText(chosen);
            advise();
        }
    }

    private void chooseManifest() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
        dialog.setText("Manifest CSV (path,size_bytes; paths relative to its folder)");
        dialog.setFilterExtensions(new String[] { "*.csv", "*" });
        String chosen = dialog.open();
        if (chosen != null) {
            source.setText(chosen);
            advise();
        }
    }

    private void chooseTopology() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*.json" });
        String chosen = dialog.open();
        if (chosen != null) {
            chosenTopology = Optional.of(Path.of(chosen));
            showTopologyChoice();
            adviseAgain();
        }
    }

    /** Fills the form as a user would and scans the files again; the returned Job is already scheduled. */
    public Job advise(Path files, BundleFormat bundleFormat, int megabytes) {
        settingForm = true;
        try {
            source.setText(files.toString());
            format.select(bundleFormat.ordinal());
            bundleMegabytes.setSelection(megabytes);
        } finally {
            settingForm = false;
        }
        return startAdvice(Optional.empty());
    }

    private void advise() {
        if (!source.getText().isBlank()) {
            startAdvice(Optional.empty());
        }
    }

    /** After a change of format, size or topology: the files scanned last are kept, not scanned again. */
    private void adviseAgain() {
        if (!settingForm && shown.isPresent() && shown.get().source().equals(Path.of(source.getText().strip()))) {
            startAdvice(Optional.of(shown.get().manifest()));
        }
    }

    private Job startAdvice(Optional<FileManifest> scanned) {
        Path path = Path.of(source.getText().strip());
        BundleFormat bundleFormat = BundleFormat.values()[format.getSelectionIndex()];
        long bundleBytes = (long) bundleMegabytes.getSelection() << 20;
        TopologyChoice topology = topologyChoice();
        int mine = ++generation;
        status.setText(scanned.isPresent() ? "Predicting..." : "Scanning " + path + "...");
        Job job = Job.create("Archive advice for " + path, progress -> {
            SubMonitor monitor = SubMonitor.convert(progress, "Archive advice for " + path, 100);
            try {
                Topology loaded = topology.loader().load();
                Scenario template = TopologyScenario.of(loaded);
                List<String> bufferSettings = TopologyScenario.bufferSettings(loaded);
                FileManifest files = scanned.isPresent() ? scanned.get() : scan(path, monitor.split(50));
                if (files.entries().isEmpty()) {
                    return failed(mine, path + " holds no files.");
                }
                monitor.setWorkRemaining(50);
                monitor.subTask("Measuring how well the files compress");
                Compressibility compressibility = Compressibility.measure(FileManifest.folderOf(path), files,
                        bundleFormat, monitor::isCanceled);
                monitor.worked(10);
                monitor.subTask("Calibrating the planner on the reports' measured runs");
                CalibratedModel calibrated = calibratedModel();
                monitor.worked(30);
                ArchiveAdvice advice = new ArchiveAdvisor(calibrated).advise(template, files, bundleBytes, bundleFormat,
                        compressibility);
                onUiThread(() -> {
                    if (mine == generation) {
                        show(new Shown(path, files, advice), template, topology.description(), bufferSettings);
                    }
                });
                return Status.OK_STATUS;
            } catch (CancellationException e) {
                onUiThread(() -> {
                    if (mine == generation) {
                        status.setText("Advice cancelled.");
                    }
                });
                return Status.CANCEL_STATUS;
            } catch (NoSuchFileException e) {
                return failed(mine, "No such file or folder: " + e.getFile());
            } catch (IOException | CsvFormatException | TopologyFileException | IllegalArgumentException e) {
                // A bad CSV (file, line, column), a topology the planner cannot use, an empty folder: the user's to fix.
                return failed(mine, e.getMessage());
            }
        });
        job.setUser(scanned.isEmpty());
        getSite().getService(IWorkbenchSiteProgressService.class).schedule(job);
        return job;
    }

    private static FileManifest scan(Path path, SubMonitor monitor) throws IOException, CsvFormatException {
        monitor.setWorkRemaining(1);
        return FileManifest.read(path, monitor::isCanceled, found -> {
            if (found % 1000 == 0) {
                monitor.subTask(String.format(Locale.ROOT, "%,d files found", found));
            }
        });
    }

    private CalibratedModel calibratedModel() {
        if (model == null) {
            model = Planner.calibrate(Planner.reportMeasurements());
        }
        return model;
    }

    private IStatus failed(int mine, String message) {
        onUiThread(() -> {
            if (mine == generation) {
                status.setText(message);
            }
        });
        return Status.warning("Archive advice: " + message);
    }

    private void onUiThread(Runnable update) {
        if (!status.isDisposed()) {
            status.getDisplay().asyncExec(() -> {
                if (!status.isDisposed()) {
                    update.run();
                }
            });
        }
    }

    private void show(Shown now, Scenario s, String topologyDescription, List<String> bufferSettings) {
        shown = Optional.of(now);
        ArchiveAdvice a = now.advice();
        long classes = a.histogram().stream().filter(b -> b.files() > 0).count();
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, "%,d files, %s in %d size class(es). Topology %s: %s, RTT %s ms, %s Mb/s, "
                + "chunk %s, window %d, %d transfer(s).", a.files(), ByteSize.format(a.totalBytes()), classes,
                topologyDescription, s.topology().label(), plain(s.rttMillis()), plain(s.linkMbps()),
                ByteSize.compact(s.chunkBytes()), s.window(), s.transfers()));
        lines.add("As files: " + time(a.asFiles()) + ".");
        Compressibility c = a.compressibility();
        String deflated = !a.format().compressed() ? ""
                : c.measured() ? String.format(Locale.ROOT, ", deflated to %.0f%% as measured on %s of %,d files",
                        100 * c.compressedShare(), ByteSize.format(c.sampledBytes()), c.sampledFiles())
                        : ", counted as not shrinking (no file could be read to measure)";
        lines.add(String.format(Locale.ROOT, "Archived: %d %s archive(s) of at most %s%s, %s as sent%s: %s.", a.archives(),
                a.format().label(), ByteSize.format(a.bundleBytes()), a.format().compressed() ? " before compression" : "",
                ByteSize.format(a.archiveBytes()), deflated, time(a.archived())));
        lines.add(a.smallArchived().map(small -> String.format(Locale.ROOT, "Archived up to %s only: %,d file(s) in %d %s"
                + " archive(s), %s as sent, and %,d larger file(s) as they are: %s.", ByteSize.compact(small.upToBytes()),
                small.archivedFiles(), small.archives(), a.format().label(), ByteSize.format(small.archiveBytes()),
                small.largerFiles(), time(small.prediction()))).orElse("Archived up to a size only: no choice here ("
                        + (a.thresholdBytes() == 0 ? "archiving pays at no file size" : "every file on one side of the threshold")
                        + ")."));
        summary.setText(String.join("\n", lines));
        String advice = recommendation(a) + " " + verdict(a);
        status.setText(a.bufferFixBeatsArchiving() ? String.format(Locale.ROOT, "A configuration fix beats archiving: %s"
                + " sends the files as they are in %s (archived without it: %s). %s", Advice.bufferFix(s, a.fixBufferBytes(), bufferSettings),
                time(a.withBufferFix().orElseThrow()), time(a.archived()), advice) : advice);
        charts.show(a);
        ((StackLayout) chartArea.getLayout()).topControl = chartRow;
        chartArea.layout(true, true);
        create.setEnabled(true);
        summary.getParent().layout(true, true);
    }

    /** The option to take, as the planner ranks them, and how much faster it is than the files as they are. */
    private static String recommendation(ArchiveAdvice a) {
        ArchiveAdvice.Option option = a.recommended();
        Prediction chosen = a.predicted(option).orElseThrow();
        String faster = String.format(Locale.ROOT, "(%.0f%% faster than as they are, 80%% of runs %s to %s s)",
                100 * (1 - chosen.seconds() / a.asFiles().seconds()), seconds(chosen.low()), seconds(chosen.high()));
        return switch (option) {
            case AS_FILES -> "Recommended: send the files as they are.";
            case SMALL_ARCHIVED -> String.format(Locale.ROOT, "Recommended: archive only the %,d files up to %s and send the"
                    + " %,d larger as they are %s.", a.smallArchived().orElseThrow().archivedFiles(),
                    ByteSize.compact(a.thresholdBytes()), a.smallArchived().orElseThrow().largerFiles(), faster);
            case ALL_ARCHIVED -> "Recommended: archive all the files " + faster + ".";
        };
    }

    private static String seconds(double value) {
        return String.format(Locale.ROOT, value < 10 ? "%.1f" : "%.0f", value);
    }

    private static String verdict(ArchiveAdvice a) {
        String saving = a.savingSeconds() >= 0
                ? String.format(Locale.ROOT, "Archiving saves %.1f s (%.0f%%).", a.savingSeconds(), a.savingPercent())
                : String.format(Locale.ROOT, "Archiving costs %.1f s more (%.0f%%).", -a.savingSeconds(), -a.savingPercent());
        String volume = ByteSize.compact(a.thresholdVolumeBytes()) + " sent as equal files";
        String threshold = a.thresholdBytes() == 0
                ? " For " + volume + " on this topology it saves less than 10% at every file size below the bundle size."
                : " For " + volume + " on this topology it saves 10% or more at file sizes up to "
                        + ByteSize.compact(a.thresholdBytes()) + " (archive creation not counted).";
        return saving + threshold;
    }

    private static String time(Prediction p) {
        return String.format(Locale.ROOT, "%.1f s at %.2f MB/s, bound by %s", p.seconds(), p.mbPerSecond(),
                p.bottleneck().label());
    }

    private static String plain(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    private void chooseOutputFolder() {
        DirectoryDialog dialog = new DirectoryDialog(getSite().getShell());
        dialog.setText("Folder for the archives");
        String chosen = dialog.open();
        if (chosen != null) {
            createArchives(Path.of(chosen));
        }
    }

    /**
     * Builds the archives on show into {@code outputFolder} in a user Job (progress dialog with
     * cancel), named after the folder or manifest; every archive is read back and checked before it
     * appears, and a cancelled or failed run leaves none. When archiving only the small files is
     * recommended, only those are archived: the larger files are sent as they are.
     */
    public Job createArchives(Path outputFolder) {
        Shown now = shown.orElseThrow(() -> new IllegalStateException("advise before creating archives"));
        ArchiveAdvice a = now.advice();
        boolean smallOnly = a.recommended() == ArchiveAdvice.Option.SMALL_ARCHIVED;
        FileManifest toArchive = smallOnly ? now.manifest().upTo(a.thresholdBytes()) : now.manifest();
        int archives = smallOnly ? a.smallArchived().orElseThrow().archives() : a.archives();
        String left = smallOnly ? String.format(Locale.ROOT, " The %,d file(s) larger than %s go as they are.",
                a.smallArchived().orElseThrow().largerFiles(), ByteSize.compact(a.thresholdBytes())) : "";
        long dataBytes = toArchive.sizes().stream().mapToLong(Long::longValue).sum();
        String fileName = now.source().toAbsolutePath().getFileName().toString();
        String baseName = fileName.endsWith(".csv") ? fileName.substring(0, fileName.length() - 4) : fileName;
        status.setText("Creating " + archives + " " + a.format().label() + " archive(s) in " + outputFolder + "...");
        Job job = Job.create("Creating " + archives + " " + a.format().label() + " archive(s)", progress -> {
            SubMonitor monitor = SubMonitor.convert(progress, "Archiving into " + outputFolder,
                    (int) Math.min(Integer.MAX_VALUE - 1, dataBytes >> 10) + 1);
            AtomicLong reportedKib = new AtomicLong();
            try {
                List<ArchiveBuilder.Bundle> built = new ArchiveBuilder(monitor::isCanceled, bytes -> {
                    long kib = bytes >> 10;
                    monitor.worked((int) (kib - reportedKib.getAndSet(kib)));
                }).build(FileManifest.folderOf(now.source()), toArchive, a.bundleBytes(), a.format(), outputFolder,
                        baseName);
                long bytes = built.stream().mapToLong(ArchiveBuilder.Bundle::bytes).sum();
                onUiThread(() -> status.setText(String.format(Locale.ROOT,
                        "Created %d archive(s) in %s (%s, %s-1%s ...); each was read back: entry count and SHA-256 of "
                                + "every file match.%s", built.size(), outputFolder, ByteSize.format(bytes), baseName,
                        a.format().extension(), left)));
                return Status.OK_STATUS;
            } catch (CancellationException e) {
                onUiThread(() -> status.setText("Archive creation cancelled; no archive of the run was left in "
                        + outputFolder + "."));
                return Status.CANCEL_STATUS;
            } catch (FileAlreadyExistsException e) {
                return creationFailed(e.getFile() + " already exists; choose another folder. Nothing was written.", e);
            } catch (IOException e) {
                return creationFailed("Archive creation failed: " + e.getMessage() + ". No archive of the run was left.",
                        e);
            }
        });
        job.setUser(true);
        getSite().getService(IWorkbenchSiteProgressService.class).schedule(job);
        return job;
    }

    private IStatus creationFailed(String message, Exception e) {
        onUiThread(() -> status.setText(message));
        return Status.error(message, e);
    }

    /** The advice on show, for tests. */
    public Optional<ArchiveAdvice> advice() {
        return shown.map(Shown::advice);
    }

    /** The sentences on show (the verdict or the state of a Job, then the summary lines), for tests. */
    public List<String> shownText() {
        List<String> text = new ArrayList<>(List.of(status.getText()));
        text.addAll(summary.getText().lines().toList());
        return text;
    }

    /** The histogram, the time breakdown and the time by file size, for tests and exports. */
    public List<JFreeChart> charts() {
        return charts.charts();
    }

    @Override
    public void setFocus() {
        source.setFocus();
    }

    @Override
    public void dispose() {
        editorTracker.stop(getSite().getPage());
        super.dispose();
    }
}
