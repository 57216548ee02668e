package mftwb.planner;

/**
 * The tuning that minimises predicted time for a scenario, and whether the model is sure it is better.
 *
 * @param given          the scenario as the user wrote it
 * @param asGiven        its prediction
 * @param best           the same files and topology with the recommended chunk size, window and
 *                       concurrency: the given tuning itself unless the change is {@link #better()}
 * @param bestPrediction its prediction
 * @param candidate      the fastest tuning the search found, recommended or not
 * @param gainLowPercent  lower end of the 80% interval of the candidate's time saved, in percent of
 *                        the time as given (negative: it may be slower)
 * @param gainHighPercent upper end of that interval
 */
public record Recommendation(Scenario given, Prediction asGiven, Scenario best, Prediction bestPrediction,
        Scenario candidate, double gainLowPercent, double gainHighPercent) {

    /** Predicted time saved, in percent of the time as given (0 when the given tuning is kept). */
    public double gainPercent() {
        return 100 * (1 - bestPrediction.seconds() / asGiven.seconds());
    }

    /** True when the whole 80% interval of the candidate's saving is above zero: the change is recommended. */
    public boolean better() {
        return gainLowPercent > 0;
    }
}
