package mftwb.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

class MonitorSessionTest {

    @Test
    void cpuCsvHasTheContractColumnsAndOneRowPerHostAndSecond() throws Exception {
        MonitorSession session = new MonitorSession();
        for (String host : List.of("agentA", "coordQM")) {
            for (int s = 0; s < 2; s++) {
                long t = 1_700_000_000_000L + s * 1000L;
                session.record(host, Metric.CPU_USER, t, 10 + s);
                session.record(host, Metric.CPU_SYSTEM, t, 5);
                session.record(host, Metric.CPU_IOWAIT, t, 1);
                session.record(host, Metric.CPU_TOTAL, t, 16 + s);
            }
        }
        StringWriter csv = new StringWriter();
        session.writeCpuCsv(csv);
        List<String> lines = csv.toString().lines().toList();
        assertEquals("timestamp,host,cpu_user,cpu_system,cpu_iowait,cpu_total", lines.get(0));
        assertEquals(5, lines.size());
        assertEquals("2023-11-14T22:13:21Z,agentA,11.00,5.00,1.00,17.00", lines.get(2));
        assertTrue(lines.get(3).contains(",coordQM,"));
    }

    @Test
    void aMissingComponentIsWrittenAsNaNNotAsZero() throws Exception {
        MonitorSession session = new MonitorSession();
        session.record("h", Metric.CPU_TOTAL, 0, 50);
        StringWriter csv = new StringWriter();
        session.writeCpuCsv(csv);
        assertEquals("1970-01-01T00:00:00Z,h,NaN,NaN,NaN,50.00", csv.toString().lines().toList().get(1));
    }

    @Test
    void samplersOnManyThreadsLoseNoPoint() throws Exception {
        MonitorSession session = new MonitorSession();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        CountDownLatch start = new CountDownLatch(1);
        for (int h = 0; h < 8; h++) {
            String host = "host" + h;
            pool.submit(() -> {
                start.await();
                for (int s = 0; s < 1000; s++) {
                    session.record(host, Metric.CPU_TOTAL, s * 1000L, s % 100);
                }
                return null;
            });
        }
        start.countDown();
        pool.shutdown();
        assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));
        assertEquals(8, session.hosts().size());
        for (String host : session.hosts()) {
            assertEquals(1000, session.series(host, Metric.CPU_TOTAL).orElseThrow().size());
        }
    }

    @Test
    void nonFiniteValuesAreIgnored() {
        MonitorSession session = new MonitorSession();
        session.record("h", Metric.CPU_TOTAL, 0, Double.NaN);
        assertTrue(session.series("h", Metric.CPU_TOTAL).isEmpty());
    }
}
