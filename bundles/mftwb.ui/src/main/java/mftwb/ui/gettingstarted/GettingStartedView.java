package mftwb.ui.gettingstarted;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import mftwb.model.Templates;
import mftwb.runner.CampaignFile;
import mftwb.runner.CampaignFormatException;
import mftwb.ui.configuration.ConfigurationView;
import mftwb.ui.help.WebPages;
import mftwb.ui.monitor.LiveMonitorView;
import mftwb.ui.planner.PlannerView;
import mftwb.ui.problems.ProblemsView;
import mftwb.ui.results.ResultsView;
import mftwb.ui.topology.TopologyEditor;
import mftwb.ui.topology.TopologyEditorInput;

/**
 * The newcomer's first hour in five steps, each a link that does it: the sample topology and its
 * problems, its configuration exported, a campaign on the embedded lab watched live, the results as
 * an HTML report, and a what-if in the Planner. Files it makes go to the workspace's
 * {@code getting-started} folder. Shown on first start; Help > Getting Started brings it back.
 */
public final class GettingStartedView extends ViewPart {
    public static final String ID = "mftwb.ui.gettingStarted";
    /** The sample whose problems and long link make the later steps worth looking at. */
    static final String SAMPLE = "pb-sftp-crossgeo.json";
    /** The README's local-lab campaign, copied into this bundle by the build. */
    static final String CAMPAIGN = "/help/local-lab-campaign.json";

    private record Step(String title, String link, Action action) {
    }

    @FunctionalInterface
    private interface Action {
        /** Does the step; a Job still running is returned so its end can be told. */
        Optional<Job> run() throws Exception;
    }

    private final List<Link> results = new ArrayList<>();
    private ScrolledComposite scroller;
    private List<Step> steps;
    /** The local-lab campaign step 3 started, while it may still run. */
    private Optional<Job> campaign = Optional.empty();

    @Override
    public void createPartControl(Composite parent) {
        scroller = new ScrolledComposite(parent, SWT.V_SCROLL);
        Composite content = new Composite(scroller, SWT.NONE);
        scroller.setContent(content);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        content.setLayout(new GridLayout(1, false));
        Label heading = new Label(content, SWT.NONE);
        heading.setText("Getting started");
        heading.setFont(JFaceResources.getHeaderFont());
        wrapping(new Label(content, SWT.WRAP), "Five steps through the workbench, each link does it. Files go to "
                + folder() + ".");
        steps = List.of(
                new Step("1. Look at a topology and its problems",
                        "<a>Open the cross-geo sample</a> (or the topology in the editor) and the Problems view: "
                                + "what the validator finds, each with its fix.", this::openTopology),
                new Step("2. Export its configuration",
                        "<a>Open Configuration and export a bundle</a>: qm.ini, MQSC, agent.properties and OS settings "
                                + "of every host, each value with its reason, as one zip.", this::exportBundle),
                new Step("3. Run a campaign and watch it",
                        "<a>Run the local-lab campaign</a> (1024 files of 1 MiB a run over SFTP to the embedded SSH server) "
                                + "and watch CPU and throughput in the Live Monitor.", this::runCampaign),
                new Step("4. Read the results",
                        "<a>Open the results and the HTML report</a>: throughput and time per chunk size, "
                                + "the best chunk size per case.", this::report),
                new Step("5. Ask the Planner a what-if",
                        "<a>Open the Planner</a>: change chunk size, window, concurrency or RTT in its form and see the "
                                + "predicted time and what bounds it.", this::planner));
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            Label title = new Label(content, SWT.NONE);
            title.setText(step.title());
            title.setFont(JFaceResources.getBannerFont());
            Link link = new Link(content, SWT.WRAP);
            wrapping(link, step.link());
            int index = i;
            link.addListener(SWT.Selection, e -> run(index));
            Link result = new Link(content, SWT.WRAP);
            wrapping(result, "");
            result.addListener(SWT.Selection, e -> WebPages.open(getSite().getShell(), Path.of(java.net.URI.create(e.text)), Optional.empty()));
            results.add(result);
        }
        wrapping(new Label(content, SWT.WRAP), "\nClose this view when you are done: Help > Getting Started brings it "
                + "back, Help > User Guide explains every view, and the \"?\" on each view's toolbar opens its part.");
        fitContent();
    }

    /** The content's height at the view's width: what scrolls once the steps have told their results. */
    private void fitContent() {
        int width = Math.max(320, scroller.getClientArea().width);
        scroller.setMinSize(scroller.getContent().computeSize(width, SWT.DEFAULT));
    }

    private static void wrapping(org.eclipse.swt.widgets.Control control, String text) {
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.widthHint = 300;
        control.setLayoutData(data);
        if (control instanceof Link link) {
            link.setText(text);
        } else {
            ((Label) control).setText(text);
        }
    }

    /** Does step {@code index} (0 to 4) as its link would; returns the Job it started, if any. */
    public Optional<Job> run(int index) {
        try {
            return steps.get(index).action().run();
        } catch (Exception e) {
            tell(index, e.getMessage());
            return Optional.empty();
        }
    }

    /** What step {@code index} reported last (empty before it ran), for tests. */
    public String result(int index) {
        return results.get(index).getText().replaceAll("</?a[^>]*>", "");
    }

    private void tell(int index, String text) {
        Link result = results.get(index);
        if (!result.isDisposed()) {
            result.getDisplay().asyncExec(() -> {
                if (!result.isDisposed()) {
                    result.setText(text);
                    result.getParent().layout(true, true);
                    fitContent();
                }
            });
        }
    }

    private IWorkbenchPage page() {
        return getSite().getPage();
    }

    private static Path folder() {
        return Path.of(Platform.getInstanceLocation().getURL().getPath()).resolve("getting-started");
    }

    /**
     * The user's own copy of a sample, in the workspace's getting-started folder (made on first use, kept after):
     * edits and saves go there, never over the sample shipped with the product.
     */
    public static Path workingCopyOf(Path sample) throws IOException {
        Path copy = folder().resolve(sample.getFileName());
        if (!Files.exists(copy)) {
            Files.createDirectories(copy.getParent());
            Files.copy(sample, copy);
        }
        return copy;
    }

    private Optional<Job> openTopology() throws IOException, PartInitException {
        IEditorPart editor = page().getActiveEditor();
        if (!(editor instanceof TopologyEditor)) {
            Path file = folder().resolve(SAMPLE);
            if (!Files.exists(file)) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, Templates.named(SAMPLE).orElseThrow().text());
            }
            editor = page().openEditor(new TopologyEditorInput(file), TopologyEditor.ID);
        } else {
            page().activate(editor);
        }
        ProblemsView problems = (ProblemsView) page().showView(ProblemsView.ID);
        tell(0, editor.getTitle() + " is open; Problems lists " + problems.rows().size()
                + " finding(s). Double-click one to select the element it is about.");
        return Optional.empty();
    }

    private Optional<Job> exportBundle() throws PartInitException {
        ConfigurationView configuration = (ConfigurationView) page().showView(ConfigurationView.ID);
        if (configuration.bundle().isEmpty()) {
            tell(1, "Open a topology first (step 1): the configuration is generated from the one in the editor.");
            return Optional.empty();
        }
        Path zip = folder().resolve(page().getActiveEditor().getTitle().replaceAll("\\.json$", "") + "-bundle.zip");
        Job job = configuration.export(zip, true);
        whenDone(job, 1, "Exported " + link(zip) + ". \"Export bundle...\" on the view's toolbar writes one where you "
                + "choose.");
        return Optional.of(job);
    }

    private Optional<Job> runCampaign() throws IOException, CampaignFormatException, PartInitException {
        // A second click while it runs used to queue the same campaign again, unseen until File > Exit listed both.
        if (campaign.isPresent() && campaign.get().getState() != Job.NONE) {
            page().showView(LiveMonitorView.ID);
            tell(2, "The local-lab campaign is already running: see the Live Monitor.");
            return campaign;
        }
        String json;
        try (InputStream in = GettingStartedView.class.getResourceAsStream(CAMPAIGN)) {
            if (in == null) {
                throw new IOException("the sample campaign is missing from the product (" + CAMPAIGN + ")");
            }
            json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        ResultsView results = (ResultsView) page().showView(ResultsView.ID);
        Job job = results.runCampaign(CampaignFile.parse(json, Path.of("local-lab-campaign.json")));
        page().showView(LiveMonitorView.ID);
        tell(2, "Running: see the Live Monitor; the Results view fills as each run finishes.");
        whenDone(job, 2, "Done: the runs are in the Results view.");
        campaign = Optional.of(job);
        return campaign;
    }

    private Optional<Job> report() throws PartInitException {
        ResultsView results = (ResultsView) page().showView(ResultsView.ID);
        if (results.results().isEmpty()) {
            tell(3, "No results yet: run step 3 first (or \"Open results...\" in the Results view).");
            return Optional.empty();
        }
        Path report = folder().resolve("report");
        Job job = results.exportHtmlReport(report);
        whenDone(job, 3, "Report written: " + link(report.resolve("report.html")) + " (opens in your web browser).");
        return Optional.of(job);
    }

    private Optional<Job> planner() throws PartInitException {
        PlannerView planner = (PlannerView) page().showView(PlannerView.ID);
        planner.setFocus();
        tell(4, "The Planner is open: its prediction follows the form as you change it.");
        return Optional.empty();
    }

    /** Tells {@code text} when the Job ends well, its reason when it fails; a Job already over is told at once. */
    private void whenDone(Job job, int index, String text) {
        job.addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                told(index, event.getResult(), text);
            }
        });
        if (job.getState() == Job.NONE && job.getResult() != null) {
            told(index, job.getResult(), text);
        }
    }

    private void told(int index, IStatus result, String text) {
        if (result.isOK()) {
            tell(index, text);
        } else if (result.getSeverity() != IStatus.CANCEL) {
            tell(index, result.getMessage());
        }
    }

    private static String link(Path file) {
        return "<a href=\"" + file.toUri() + "\">" + file + "</a>";
    }

    @Override
    public void setFocus() {
        results.get(0).getParent().setFocus();
    }
}
