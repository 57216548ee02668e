package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import mftwb.monitor.TimeSeries;

class RunCpuTest {
    /** Samples once a second from 9 s to 15 s: the host busy until 11 s, idle from then on. */
    private static final TimeSeries.Points BUSY_THEN_IDLE = new TimeSeries.Points(
            new long[] { 9_000, 10_000, 11_000, 12_000, 13_000, 14_000, 15_000 },
            new float[] { 95, 100, 100, 5, 3, 4, 2 });

    /** The tester's run 10: 0.157 s at 91-100% CPU showed 10.7%, as the idle second after it was averaged in. */
    @Test
    void aRunShorterThanTwoSampleIntervalsHasNoCpuFigure() {
        assertTrue(RunCpu.mean(BUSY_THEN_IDLE, 10_843, 11_000).isEmpty(), "0.157 s");
        assertTrue(RunCpu.mean(BUSY_THEN_IDLE, 10_100, 11_900).isEmpty(), "1.8 s");
    }

    @Test
    void eachSampleCountsByItsOverlapWithTheRun() {
        // 10.5 s to 14.0 s: half of (10, 11] at 100%, then 5, 3 and 4% a whole second each; the sample at 15 s
        // covers (14, 15], after the run.
        assertEquals((0.5 * 100 + 5 + 3 + 4) / 3.5, RunCpu.mean(BUSY_THEN_IDLE, 10_500, 14_000).getAsDouble(), 1e-9);
    }

    @Test
    void samplesFartherApartCoverTheirWholeInterval() {
        // A Prometheus rate every 5 s: a 12 s run from 3 s to 15 s is 2 s of the first interval, 5 of the second, 5 of the third.
        TimeSeries.Points everyFive = new TimeSeries.Points(new long[] { 0, 5_000, 10_000, 15_000 },
                new float[] { 0, 10, 40, 70 });
        assertEquals((2 * 10 + 5 * 40 + 5 * 70) / 12.0, RunCpu.mean(everyFive, 3_000, 15_000).getAsDouble(), 1e-9);
        assertTrue(RunCpu.mean(everyFive, 3_000, 12_000).isEmpty(), "9 s is under two 5-second intervals");
    }
}
