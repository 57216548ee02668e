package mftwb.planner;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The physics model with calibrated parameters; immutable and safe to share between threads. */
public final class CalibratedModel {
    private final double[] theta;
    private final CpuModel cpu;

    CalibratedModel(double[] theta, CpuModel cpu) {
        if (theta.length != Parameter.values().length) {
            throw new IllegalArgumentException("expected " + Parameter.values().length + " parameters");
        }
        this.theta = theta.clone();
        this.cpu = cpu;
    }

    /** A model at the nominal (prior) parameter values, before any calibration (no CPU figures). */
    public static CalibratedModel nominal() {
        double[] theta = new double[Parameter.values().length];
        for (Parameter p : Parameter.values()) {
            theta[p.ordinal()] = p.nominal();
        }
        return new CalibratedModel(theta, CpuModel.fit(List.of()));
    }

    public Prediction predict(Scenario scenario) {
        Prediction physics = PhysicsModel.predict(scenario, theta);
        return physics.withCpuPercent(cpu.percent(scenario, physics.seconds()));
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
