import java.lang.management.ManagementFactory;
import java.util.Arrays;

import mftwb.monitor.Decimated;
import mftwb.monitor.Metric;
import mftwb.monitor.MonitorSession;

/**
 * Memory of a 24 h x 8 host Live Monitor session sampled at 1 Hz (5 CPU series per host plus 3
 * processes per host), and the time to decimate every host's CPU for a 1000-pixel-wide chart of
 * the whole day (what a redraw of "Whole run" costs).
 */
public class MonitorMemory {
    public static void main(String[] args) {
        int hosts = 8;
        int seconds = 24 * 3600;
        long before = usedHeap();
        MonitorSession session = new MonitorSession();
        long start = 1_700_000_000_000L;
        Metric[] cpu = { Metric.CPU_USER, Metric.CPU_SYSTEM, Metric.CPU_IOWAIT, Metric.CPU_STEAL, Metric.CPU_TOTAL };
        for (int s = 0; s < seconds; s++) {
            long t = start + s * 1000L;
            for (int h = 0; h < hosts; h++) {
                for (Metric m : cpu) {
                    session.record("host" + h, m, t, (s * 7 + h) % 100);
                }
                for (int p = 0; p < 3; p++) {
                    session.record("host" + h + "/process" + p, Metric.PROCESS_CPU, t, (s + p) % 100);
                }
            }
        }
        long after = usedHeap();
        long points = (long) seconds * hosts * (cpu.length + 3);
        System.out.printf("session: %d hosts x 24 h at 1 Hz = %,d points in %.1f MB of heap (%.1f bytes/point)%n",
                hosts, points, (after - before) / 1e6, (double) (after - before) / points);
        double[] millis = new double[7];
        for (int run = 0; run < millis.length; run++) {
            long t0 = System.nanoTime();
            for (int h = 0; h < hosts; h++) {
                for (Metric m : cpu) {
                    Decimated d = session.series("host" + h, m).orElseThrow().decimate(start, start + seconds * 1000L, 1000);
                    if (d.size() != 1000) {
                        throw new AssertionError("expected 1000 buckets, got " + d.size());
                    }
                }
            }
            millis[run] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(millis);
        System.out.printf("redraw of the whole day (8 hosts x 5 series -> 1000 px each): median %.1f ms over %d runs%n",
                millis[millis.length / 2], millis.length);
    }

    private static long usedHeap() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
