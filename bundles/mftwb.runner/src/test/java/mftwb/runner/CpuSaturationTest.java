package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.api.Test;

import mftwb.monitor.TimeSeries;

class CpuSaturationTest {
    private static final TimeSeries.Points BURST = new TimeSeries.Points(new long[] { 1_000, 2_000, 3_000, 4_000, 5_000 },
            new float[] { 40, 42, 97.5f, 41, 99 });

    @Test
    void aRunDuringWhichTheHostWasSaturatedIsDisturbed() {
        assertEquals(Optional.of("cpu saturated: lpB was 97.5% busy during the run (limit 95%)"),
                RunCpu.saturation("lpB", BURST, 1_500, 3_500));
    }

    @Test
    void aSaturatedSecondBeforeOrAfterTheRunDoesNotCount() {
        // (2, 3] and (4, 5] were saturated; a run from 3.0 s to 4.0 s lies between them.
        assertEquals(Optional.empty(), RunCpu.saturation("lpB", BURST, 3_000, 4_000));
        assertEquals(Optional.empty(), RunCpu.saturation("lpB", BURST, 0, 2_000));
    }
}
