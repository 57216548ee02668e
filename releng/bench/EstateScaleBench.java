import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

import mftwb.estate.EstateCsv;
import mftwb.layout.TopologyLayout;
import mftwb.model.Position;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.ui.problems.ProblemRow;
import mftwb.ui.problems.TopologyProblems;
import mftwb.ui.topology.TopologyDiagram;
import mftwb.ui.topology.canvas.DiagramCanvas;
import mftwb.ui.topology.canvas.DiagramListener;
import mftwb.ui.topology.canvas.CanvasTool;

/**
 * Issue 19's targets, on the designer's own canvas and painter in a real SWT window: open and lay
 * out a 300-agent and a 1,000-agent estate (< 1 s), repaint while panning (< 16 ms), validate and
 * refill the Problems table after an edit (< 200 ms). Prints medians (and the 95th percentile of
 * the pan frames); the first, cold run of each step is printed on its own.
 */
public final class EstateScaleBench {
    private static final int RUNS = 7;

    public static void main(String[] args) throws Exception {
        Path csv = Path.of(args[0]);
        Display display = new Display();
        Shell shell = new Shell(display);
        shell.setLayout(new GridLayout(1, false));
        shell.setSize(1280, 800);
        DiagramCanvas canvas = new DiagramCanvas(shell, new NoEdits());
        Table problems = new Table(shell, SWT.BORDER);
        canvas.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, false);
        tableData.heightHint = 150;
        problems.setLayoutData(tableData);
        shell.open();
        settle(display);
        System.out.printf("canvas %d x %d pixels, JDK %s, %d cores, load average %.1f%n", canvas.control().getClientArea().width,
                canvas.control().getClientArea().height, System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());

        Topology sample = EstateCsv.read(csv);
        Topology large = EstateCsv.parse(inventory(334), "generated-1000.csv", "estate-1000-agents");
        for (Topology estate : List.of(sample, large)) {
            bench(estate, canvas, problems, display);
        }
        shell.dispose();
        display.dispose();
    }

    /** An inventory of a hub and {@code sites} sites of one QM each, 1,000 agents in all (3 per site, the rest on the last). */
    static String inventory(int sites) {
        StringBuilder csv = new StringBuilder("host,address,os,architecture,queue_manager,listener_port,agent,agent_kind,connection\n");
        csv.append("hub,hub.example.com,linux,x86_64,QMHUB,1414,,,\n");
        int agents = 0;
        for (int s = 1; s <= sites; s++) {
            for (int a = 0; a < 3 && agents < 1000; a++, agents++) {
                csv.append(String.format("site%04d,site%04d.example.com,linux,x86_64,QM%04d,1414,AG%04d_%d,standard,bindings%n", s, s, s, s, a));
            }
        }
        return csv.toString();
    }

    private static void bench(Topology estate, DiagramCanvas canvas, Table problems, Display display) throws Exception {
        System.out.printf("%n== %s: %d hosts, %d queue managers, %d agents ==%n", estate.name(), estate.hosts().size(),
                estate.queueManagers().size(), estate.agents().size());
        // As a user opens it: a file without positions, read, laid out, drawn whole (Fit).
        String file = TopologyFile.write(estate.withDiagram(Map.of()));
        long[][] stages = new long[3][RUNS + 1];
        long[] open = new long[RUNS + 1];
        for (int i = 0; i < open.length; i++) {
            long t0 = System.nanoTime();
            Topology read = TopologyFile.read(file, "estate.json");
            long t1 = System.nanoTime();
            Topology placed = TopologyLayout.placeMissing(read);
            long t2 = System.nanoTime();
            canvas.setDiagram(TopologyDiagram.of(placed));
            canvas.fit();
            repaint(canvas, display);
            long t3 = System.nanoTime();
            open[i] = t3 - t0;
            stages[0][i] = t1 - t0;
            stages[1][i] = t2 - t1;
            stages[2][i] = t3 - t2;
        }
        report("open + lay out + first paint (goal < 1000 ms)", open);
        System.out.printf("    of which read %.1f ms, ELK layout %.1f ms, diagram + fit + paint %.1f ms (medians)%n",
                median(stages[0]) / 1e6, median(stages[1]) / 1e6, median(stages[2]) / 1e6);

        Topology laidOut = TopologyLayout.placeMissing(estate);
        canvas.setDiagram(TopologyDiagram.of(laidOut));
        for (double zoom : new double[] { 1.0, 0.55, 0.0 }) {
            canvas.fit();
            if (zoom > 0) {
                canvas.viewport().zoomAt(zoom, 640, 300);
            }
            long[] frames = new long[120];
            long[] painted = new long[frames.length];
            for (int i = 0; i < frames.length; i++) {
                int dx = i < frames.length / 2 ? -12 : 12;
                long t0 = System.nanoTime();
                canvas.viewport().panBy(dx, dx / 2);
                repaint(canvas, display);
                frames[i] = System.nanoTime() - t0;
                painted[i] = canvas.lastPaintNanos();
            }
            String at = String.format("pan at %d%%%s", Math.round(canvas.viewport().scale() * 100), canvas.summarizing() ? " (host summaries)" : "");
            report("repaint while panning, " + at + ": paint (goal < 16 ms)", painted);
            report("  frame: pan + redraw request + GTK frame clock + paint", frames);
        }

        String agent = laidOut.agents().get(laidOut.agents().size() / 2).name();
        long[] edit = new long[RUNS + 1];
        long[][] parts = new long[4][RUNS + 1];
        Topology current = laidOut;
        for (int i = 0; i < edit.length; i++) {
            Position p = current.positionOf(agent).orElseThrow();
            Topology edited = current.withPosition(agent, new Position(p.x() + (i % 2 == 0 ? 5 : -5), p.y()));
            long t0 = System.nanoTime();
            List<ProblemRow> rows = TopologyProblems.of(edited);
            long t1 = System.nanoTime();
            problems.removeAll();
            for (ProblemRow row : rows) {
                new TableItem(problems, SWT.NONE).setText(row.element() + ": " + row.message());
            }
            problems.update();
            long t2 = System.nanoTime();
            canvas.setDiagram(TopologyDiagram.of(edited));
            long t3 = System.nanoTime();
            repaint(canvas, display);
            long t4 = System.nanoTime();
            edit[i] = t4 - t0;
            parts[0][i] = t1 - t0;
            parts[1][i] = t2 - t1;
            parts[2][i] = t3 - t2;
            parts[3][i] = t4 - t3;
            current = edited;
        }
        report("edit -> validate + Problems + redraw (goal < 200 ms), " + TopologyProblems.of(current).size() + " problems", edit);
        System.out.printf("    of which validate %.1f ms, Problems table %.1f ms, diagram %.1f ms, repaint %.1f ms (medians)%n",
                median(parts[0]) / 1e6, median(parts[1]) / 1e6, median(parts[2]) / 1e6, median(parts[3]) / 1e6);
    }

    /** Asks for a repaint and runs the event loop until the canvas has painted (GTK paints on its frame clock). */
    private static void repaint(DiagramCanvas canvas, Display display) {
        long before = canvas.paints();
        canvas.control().redraw();
        long deadline = System.nanoTime() + 2_000_000_000L;
        while (canvas.paints() == before && System.nanoTime() < deadline) {
            if (!display.readAndDispatch()) {
                canvas.control().update();
            }
        }
    }

    /** Prints the cold first run, then the median (and 95th percentile) of the rest. */
    private static void report(String what, long[] nanos) {
        long[] warm = Arrays.copyOfRange(nanos, 1, nanos.length);
        Arrays.sort(warm);
        long p95 = warm[Math.min(warm.length - 1, (int) Math.ceil(warm.length * 0.95) - 1)];
        System.out.printf("  %-72s median %7.2f ms   p95 %7.2f ms   first %7.2f ms   (n=%d)%n", what, median(warm) / 1e6, p95 / 1e6,
                nanos[0] / 1e6, warm.length);
    }

    private static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    }

    private static void settle(Display display) {
        long until = System.currentTimeMillis() + 300;
        while (System.currentTimeMillis() < until) {
            while (display.readAndDispatch()) {
                // drain
            }
        }
    }

    /** The bench only draws; it never edits through the canvas's gestures. */
    private static final class NoEdits implements DiagramListener {
        @Override
        public void selectionChanged(Set<String> selectedIds) {
        }

        @Override
        public void nodesMoved(Set<String> nodeIds, double dx, double dy) {
        }

        @Override
        public void placeRequested(CanvasTool tool, double worldX, double worldY, String containerId) {
        }

        @Override
        public void connectRequested(CanvasTool tool, String sourceId, String targetId) {
        }

        @Override
        public void toolReleased() {
        }
    }
}
