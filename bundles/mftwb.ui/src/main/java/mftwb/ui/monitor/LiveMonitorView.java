package mftwb.ui.monitor;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;
import org.jfree.chart.JFreeChart;

import mftwb.model.AtomicFile;
import mftwb.monitor.Metric;
import mftwb.monitor.MonitorSession;
import mftwb.remote.ConnectionSettings;
import mftwb.ui.charts.Charts;
import mftwb.ui.errors.FileErrorDialog;

/**
 * CPU per host (stacked user/system/wait), CPU per process and throughput, live. Samplers fill
 * the {@link MonitorSession} on their own threads; this view pulls decimated series on a UI timer
 * twice a second, so the UI thread never waits on the network.
 */
public final class LiveMonitorView extends ViewPart {
    public static final String ID = "mftwb.ui.liveMonitor";
    static final int REFRESH_MILLIS = 500;
    private static final List<Duration> WINDOWS = List.of(Duration.ofMinutes(1), Duration.ofMinutes(5),
            Duration.ofMinutes(15), Duration.ofHours(1), Duration.ZERO);

    private MonitorSession session;
    private HostMonitoring monitoring;
    private Composite stack;
    private Label nothingYet;
    private ScrolledComposite scroller;
    private Composite chartArea;
    private final Map<String, LiveChart> charts = new LinkedHashMap<>();
    private boolean paused;
    private Duration window = Duration.ofMinutes(5);

    @Override
    public void init(IViewSite site) throws PartInitException {
        super.init(site);
        session = site.getService(MonitorSession.class);
        monitoring = site.getService(HostMonitoring.class);
        if (session == null || monitoring == null) {
            throw new PartInitException("The Live Monitor needs the workbench's monitor session");
        }
    }

    /** The session this view draws (the workbench's one). */
    public MonitorSession session() {
        return session;
    }

    @Override
    public void createPartControl(Composite parent) {
        stack = new Composite(parent, SWT.NONE);
        StackLayout layout = new StackLayout();
        stack.setLayout(layout);
        nothingYet = new Label(stack, SWT.WRAP);
        nothingYet.setText("No host is monitored yet. Monitor the local lab or a host, or start a test campaign: "
                + "CPU per host and throughput appear here as they are sampled.");
        scroller = new ScrolledComposite(stack, SWT.V_SCROLL);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        chartArea = new Composite(scroller, SWT.NONE);
        chartArea.setLayout(new GridLayout(1, false));
        scroller.setContent(chartArea);
        layout.topControl = nothingYet;
        contributeActions();
        scheduleRefresh();
    }

    private void scheduleRefresh() {
        stack.getDisplay().timerExec(REFRESH_MILLIS, () -> {
            if (stack.isDisposed()) {
                return;
            }
            if (!paused) {
                refresh();
            }
            scheduleRefresh();
        });
    }

    /** Brings the charts up to date with the session (the timer calls this; tests may too). */
    public void refresh() {
        long newest = session.lastTimeMillis();
        if (newest == Long.MIN_VALUE) {
            return;
        }
        if (addMissingCharts()) {
            // Lay out new charts first: decimation asks each chart how many pixels wide it is.
            ((StackLayout) stack.getLayout()).topControl = scroller;
            scroller.setMinSize(chartArea.computeSize(SWT.DEFAULT, SWT.DEFAULT));
            stack.layout(true, true);
            chartArea.layout(true, true);
        }
        // Every chart spans the same time, so a throughput dip lines up with the CPU under it.
        long from = window.isZero() ? session.firstTimeMillis() : newest - window.toMillis();
        for (LiveChart chart : charts.values()) {
            chart.refresh(session, from, newest + 1);
        }
    }

    private boolean addMissingCharts() {
        int before = charts.size();
        for (String host : session.hosts()) {
            charts.computeIfAbsent("host:" + host, k -> new HostCpuChart(chartArea, host));
        }
        addWhenReported("processes", Metric.PROCESS_CPU, "CPU per process (% of one core)");
        addWhenReported("throughput", Metric.THROUGHPUT_MB_PER_S, "Throughput (MB/s)");
        addWhenReported("files", Metric.FILES_PER_S, "Files per second");
        return charts.size() != before;
    }

    private void addWhenReported(String key, Metric metric, String title) {
        if (!charts.containsKey(key) && session.sources().stream().anyMatch(s -> session.series(s, metric).isPresent())) {
            charts.put(key, new MetricChart(chartArea, metric, title));
        }
    }

    /** The charts on show, in display order. */
    public List<JFreeChart> charts() {
        return charts.values().stream().map(c -> c.chart).toList();
    }

    private void contributeActions() {
        IToolBarManager toolBar = getViewSite().getActionBars().getToolBarManager();
        IMenuManager menu = getViewSite().getActionBars().getMenuManager();
        toolBar.add(new Action("Monitor host...") {
            @Override
            public void run() {
                MonitorHostDialog dialog = new MonitorHostDialog(getSite().getShell());
                if (dialog.open() == MonitorHostDialog.OK) {
                    ConnectionSettings settings = dialog.settings();
                    monitoring.watch(settings.target().host(), settings);
                }
            }
        });
        toolBar.add(new Action("Monitor host via Prometheus...") {
            @Override
            public void run() {
                PrometheusHostDialog dialog = new PrometheusHostDialog(getSite().getShell());
                if (dialog.open() == PrometheusHostDialog.OK) {
                    monitoring.watchThroughPrometheus(dialog.server(), dialog.instance());
                }
            }
        });
        Action pause = new Action("Pause", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                paused = isChecked();
            }
        };
        pause.setToolTipText("Freeze the charts to zoom and read them; sampling goes on");
        toolBar.add(pause);
        toolBar.add(new Action("Export PNG...") {
            @Override
            public void run() {
                exportPng();
            }
        });
        toolBar.add(new Action("Export CSV...") {
            @Override
            public void run() {
                exportCsv();
            }
        });
        for (Duration length : WINDOWS) {
            Action choice = new Action(length.isZero() ? "Whole run" : "Last " + describe(length), IAction.AS_RADIO_BUTTON) {
                @Override
                public void run() {
                    if (isChecked()) {
                        window = length;
                        refresh();
                    }
                }
            };
            choice.setChecked(length.equals(window));
            menu.add(choice);
        }
    }

    private static String describe(Duration length) {
        return length.toHours() > 0 ? length.toHours() + " h" : length.toMinutes() + " min";
    }

    private Path askForFile(String extension) {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] { "*." + extension });
        dialog.setFileName("live-monitor." + extension);
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        return chosen == null ? null : Path.of(chosen);
    }

    private void exportPng() {
        Path file = askForFile("png");
        if (file == null) {
            return;
        }
        try {
            Charts.savePng(new ArrayList<>(charts()), file, 1000, 300);
        } catch (IOException e) {
            FileErrorDialog.cannotWrite(getSite().getShell(), "Export PNG", file, e);
        }
    }

    private void exportCsv() {
        Path file = askForFile("csv");
        if (file == null) {
            return;
        }
        try {
            AtomicFile.replace(file, out -> {
                Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
                session.writeCpuCsv(writer);
                writer.flush();
            });
        } catch (IOException e) {
            FileErrorDialog.cannotWrite(getSite().getShell(), "Export CSV", file, e);
        }
    }

    @Override
    public void setFocus() {
        stack.setFocus();
    }

    @Override
    public void dispose() {
        charts.values().forEach(LiveChart::dispose);
        super.dispose();
    }
}
