package mftwb.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimeSeriesTest {

    private static TimeSeries secondsOf(double... values) {
        TimeSeries series = new TimeSeries();
        for (int i = 0; i < values.length; i++) {
            series.add(i * 1000L, values[i]);
        }
        return series;
    }

    @Test
    void pointsOutOfTimeOrderAreDropped() {
        TimeSeries series = secondsOf(1, 2, 3);
        assertFalse(series.add(1000, 9));
        assertEquals(3, series.size());
        assertEquals(2000, series.lastTimeMillis());
    }

    @Test
    void decimationKeepsASpikeAsTheBucketMaximum() {
        double[] values = new double[3600];
        values[1800] = 97;
        Decimated d = secondsOf(values).decimate(0, 3_600_000, 60);
        assertEquals(60, d.size());
        assertEquals(97f, d.max()[30]);
        assertEquals(97.0 / 60, d.mean()[30], 1e-9);
        assertEquals(0f, d.max()[29]);
    }

    @Test
    void fewerPointsThanBucketsAreKeptOneForOne() {
        Decimated d = secondsOf(5, 6, 7).decimate(0, 3000, 500);
        assertEquals(3, d.size());
        assertEquals(7f, d.min()[2]);
        assertEquals(2000, d.timesMillis()[2]);
    }

    @Test
    void onlyTheRequestedRangeIsRead() {
        Decimated d = secondsOf(1, 2, 3, 4, 5, 6).decimate(2000, 4000, 10);
        assertEquals(2, d.size());
        assertEquals(3f, d.min()[0]);
        assertEquals(4f, d.max()[1]);
    }

    @Test
    void everyPointLandsInExactlyOneBucket() {
        double[] values = new double[1000];
        java.util.Arrays.fill(values, 1);
        Decimated d = secondsOf(values).decimate(0, 1_000_000, 7);
        double total = 0;
        for (int i = 0; i < d.size(); i++) {
            assertTrue(d.timesMillis()[i] >= 0 && d.timesMillis()[i] < 1_000_000);
            total += d.mean()[i] * Math.round(1000.0 / 7);
        }
        assertEquals(7, d.size());
        assertEquals(1000, total, 7);
    }

    @Test
    void anEmptyRangeIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> secondsOf(1).decimate(10, 10, 5));
    }
}
