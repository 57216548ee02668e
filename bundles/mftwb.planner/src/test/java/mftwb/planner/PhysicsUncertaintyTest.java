package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The features whose dot product is what two predictions share through the physics' uncertain parameters. */
class PhysicsUncertaintyTest {
    @Test
    void anotherOptimumAddsItsShareOfTheDisagreementWhereTheTwoPartAndNothingWhereTheyAgree() {
        double[] best = Parameter.nominals();
        // the same fit, but a client channel's socket buffer ten times less efficient
        double[] other = best.clone();
        other[Parameter.TCP_EFFICIENCY.ordinal()] *= 0.1;
        double[][] none = new double[best.length][best.length];
        PhysicsUncertainty uncertainty = new PhysicsUncertainty(best, none, List.of(new PhysicsFit.Alternative(other, 0.3)));
        Scenario lanBindings = new Scenario(TopologyKind.BINDINGS, 0.2, 1000, 1 << 20, 100, 1, 262144, 10, false, false);
        Scenario wanClient = new Scenario(TopologyKind.CLIENT, 80, 1000, 100 << 20, 10, 1, 262144, 10, false, false);

        assertEquals(0, variance(uncertainty, lanBindings), 1e-6, "bindings runs have no client socket: the optima agree");
        double parted = Math.log(PhysicsModel.seconds(wanClient, other) / PhysicsModel.seconds(wanClient, best));
        assertEquals(0.3 * parted * parted, variance(uncertainty, wanClient), 1e-9);
        assertTrue(parted > 1, "the WAN client run is bound by its socket buffer: " + parted);
    }

    private static double variance(PhysicsUncertainty uncertainty, Scenario s) {
        return Arrays.stream(uncertainty.features(s)).map(f -> f * f).sum();
    }
}
