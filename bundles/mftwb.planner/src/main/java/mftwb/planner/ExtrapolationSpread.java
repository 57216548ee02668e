package mftwb.planner;

/**
 * What the physics cannot know beyond an environment's runs where its mechanisms may change: a concurrency
 * no run of a scenario's topology was measured at, and a topology none of the environment's runs used.
 *
 * <p>More transfers (or fewer) change which resources they share: the agents' cores, the link, the queue, a
 * channel. One level of concurrency shows none of that, so the physics' parameters for it keep their prior,
 * and where the prior puts a shared resource out of reach their linearised uncertainty says nothing at all:
 * IBM's Windows MFT report's single-transfer runs predicted from its ten-transfer runs, which the link bound,
 * came out 30% off on average with 80% intervals holding 61% of them (the physics put one transfer's bound
 * at the link too; it was the agent's work per byte, one thread's). So beyond the measured concurrency the log
 * time also strays by a random slope per normalised step (a tenfold change of transfers), one for more
 * transfers and one for fewer.
 *
 * <p>Another topology moves the same bytes through other queue managers and channels: a client agent's
 * socket, shared by up to ten conversations, capped IBM's Windows runs at half their bindings rate with the
 * agents' CPU at 10%, where the reports' Linux client runs went at their link's rate. The physics has the
 * mechanisms, but their parameters are pinned only by that topology's runs, and where the prior puts a cap out
 * of reach the linearised uncertainty again says nothing: the Windows report's client runs predicted from its
 * bindings runs alone were 36% off with 80% intervals holding 67% of them, its bindings runs from its client
 * runs 95% off, holding 38%. So a topology no run of the environment used strays by a random level of its own.
 *
 * <p>Both spreads are {@link #SLOPE_PER_SPREAD} times the environment's physics prior spread
 * ({@link PriorSpread}): as untrustworthy as the hardware is unlike the nominal physics, so where the physics
 * fits the rows well they add little (the reports' Linux client runs from their bindings runs: 5% off, the
 * intervals 58% wide before, 64% with the level). As features, so the correction's kriging carries them to
 * every prediction and to the ratio of two (a recommendation of more transfers than anyone measured is that
 * uncertain), while the measured runs, all within their own range, are unaffected.
 */
final class ExtrapolationSpread {
    /**
     * Standard deviation of the slope and of the level, per unit of the environment's prior spread. On the
     * reports' rows (prior spread 0.21) and IBM's Windows MFT report (0.77 with only ten-transfer rows, 1.45
     * with only single ones), one level of concurrency held out: at 0.4 the 80% intervals held 88% and 71% of
     * the held-out rows, at 0.5 94% and 75% (before: 82% and 61%; at 0.6 95.2% and 87%, over the 95% goal on
     * the reports). In between. The same for a topology: the Windows report's client runs from its bindings
     * runs are held 95% (was 67%), the bindings from the client runs 66% (was 38%); at 0.7 the first is held
     * 100%, with intervals 219% wide.
     */
    static final double SLOPE_PER_SPREAD = 0.45;
    private static final int TOPOLOGIES = TopologyKind.values().length;
    /** Fewer transfers, more transfers, then one level per topology. */
    static final int SIZE = 2 + TOPOLOGIES;

    private final MeasuredRange measured;
    private final double slope;

    /** @param measured an environment's runs (never none: an environment is the rows measured in it) */
    ExtrapolationSpread(MeasuredRange measured, double priorSpread) {
        this.measured = measured;
        this.slope = SLOPE_PER_SPREAD * priorSpread;
    }

    /**
     * How far below, then above, its topology's measured concurrency {@code s} lies, times the slope's spread;
     * then, when no run measured its topology, the level's spread at that topology's place.
     */
    double[] features(Scenario s) {
        double[] features = new double[SIZE];
        double[] limits = measured.limits(s.topology(), Factor.TRANSFERS);
        double v = Factor.TRANSFERS.of(s);
        features[0] = slope * Math.max(0, limits[0] - v);
        features[1] = slope * Math.max(0, v - limits[1]);
        if (!measured.measures(s.topology())) {
            features[2 + s.topology().ordinal()] = slope;
        }
        return features;
    }
}
