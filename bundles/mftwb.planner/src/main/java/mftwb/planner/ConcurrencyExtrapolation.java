package mftwb.planner;

/**
 * What the physics cannot know of a concurrency no run of a scenario's topology was measured at. More
 * transfers (or fewer) change which resources they share: the agents' cores, the link, the queue, a
 * channel. One level of concurrency shows none of that, so the physics' parameters for it keep their prior,
 * and where the prior puts a shared resource out of reach their linearised uncertainty says nothing at all:
 * IBM's Windows MFT report's single-transfer runs predicted from its ten-transfer runs, which the link bound,
 * came out 30% off on average with 80% intervals holding 61% of them (the physics put one transfer's bound
 * at the link too; it was the agent's work per byte, one thread's).
 *
 * <p>So beyond the measured concurrency the log time also strays by a random slope per normalised step
 * (a tenfold change of transfers), one for more transfers and one for fewer, of standard deviation
 * {@link #SLOPE_PER_SPREAD} times the environment's physics prior spread ({@link PriorSpread}): as
 * untrustworthy as the hardware is unlike the nominal physics. As features, so the correction's kriging
 * carries it to every prediction and to the ratio of two (a recommendation of more transfers than anyone
 * measured is that uncertain), while the measured runs, all within their own range, are unaffected.
 */
final class ConcurrencyExtrapolation {
    /**
     * Standard deviation of the slope, per unit of the environment's prior spread. On the reports' rows
     * (prior spread 0.21) and IBM's Windows MFT report (0.77 with only ten-transfer rows, 1.45 with only
     * single ones), one level of concurrency held out: at 0.4 the 80% intervals held 88% and 71% of the
     * held-out rows, at 0.5 94% and 75% (before: 82% and 61%; at 0.6 95.2% and 87%, over the 95% goal on
     * the reports). In between.
     */
    static final double SLOPE_PER_SPREAD = 0.45;
    static final int SIZE = 2;

    private final MeasuredRange measured;
    private final double slope;

    /** @param measured an environment's runs (never none: an environment is the rows measured in it) */
    ConcurrencyExtrapolation(MeasuredRange measured, double priorSpread) {
        this.measured = measured;
        this.slope = SLOPE_PER_SPREAD * priorSpread;
    }

    /** How far below, then above, its topology's measured concurrency {@code s} lies, times the slope's spread. */
    double[] features(Scenario s) {
        double[] limits = measured.limits(s.topology(), Factor.TRANSFERS);
        double v = Factor.TRANSFERS.of(s);
        return new double[] { slope * Math.max(0, limits[0] - v), slope * Math.max(0, v - limits[1]) };
    }
}
