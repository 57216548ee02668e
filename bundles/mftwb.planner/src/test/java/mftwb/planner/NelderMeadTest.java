package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class NelderMeadTest {
    @Test
    void findsTheMinimumOfACurvedValley() {
        double[] best = new NelderMead(x -> Math.pow(1 - x[0], 2) + 100 * Math.pow(x[1] - x[0] * x[0], 2), 5000)
                .minimise(new double[] { -1.2, 1 }, 0.5);
        assertEquals(1, best[0], 1e-3);
        assertEquals(1, best[1], 1e-3);
    }
}
