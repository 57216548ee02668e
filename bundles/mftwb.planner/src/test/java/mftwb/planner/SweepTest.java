package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class SweepTest {
    private final Scenario base = new Scenario(TopologyKind.BINDINGS, 0.2, 1000, 1048576, 1024, 1, 262144, 10, false,
            true);

    @Test
    void chunkSweepVariesOnlyTheChunkSize() {
        List<Sweep.Point> points = Sweep.chunkBytes(CalibratedModel.nominal(), base, Recommender.CHUNK_SIZES);
        assertEquals(Recommender.CHUNK_SIZES, points.stream().map(Sweep.Point::value).toList());
        assertEquals(CalibratedModel.nominal().seconds(base.withTuning(65536, 10, 1)),
                points.get(0).prediction().seconds(), 1e-12);
    }

    @Test
    void concurrencySweepShowsSmallFilesGainingFromMoreTransfers() {
        List<Sweep.Point> points = Sweep.transfers(CalibratedModel.nominal(), base, 10);
        assertEquals(10, points.size());
        assertTrue(points.get(9).prediction().seconds() < points.get(0).prediction().seconds());
    }
}
