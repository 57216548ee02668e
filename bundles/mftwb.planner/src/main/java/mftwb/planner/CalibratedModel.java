package mftwb.planner;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/** The physics model with calibrated parameters; immutable and safe to share between threads. */
public final class CalibratedModel {
    private final double[] theta;

    CalibratedModel(double[] theta) {
        if (theta.length != Parameter.values().length) {
            throw new IllegalArgumentException("expected " + Parameter.values().length + " parameters");
        }
        this.theta = theta.clone();
    }

    /** A model at the nominal (prior) parameter values, before any calibration. */
    public static CalibratedModel nominal() {
        double[] theta = new double[Parameter.values().length];
        for (Parameter p : Parameter.values()) {
            theta[p.ordinal()] = p.nominal();
        }
        return new CalibratedModel(theta);
    }

    public Prediction predict(Scenario scenario) {
        return PhysicsModel.predict(scenario, theta);
    }

    /** Predicted seconds only: the cheap path for sweeps and searches. */
    public double seconds(Scenario scenario) {
        return PhysicsModel.seconds(scenario, theta);
    }

    public Map<Parameter, Double> parameters() {
        Map<Parameter, Double> values = new EnumMap<>(Parameter.class);
        for (Parameter p : Parameter.values()) {
            values.put(p, theta[p.ordinal()]);
        }
        return Collections.unmodifiableMap(values);
    }
}
