package mftwb.planner;

/**
 * The tuning that minimises predicted time for a scenario.
 *
 * @param given          the scenario as the user wrote it
 * @param asGiven        its prediction
 * @param best           the same files and topology with the recommended chunk size, window and
 *                       concurrency
 * @param bestPrediction its prediction
 */
public record Recommendation(Scenario given, Prediction asGiven, Scenario best, Prediction bestPrediction) {

    /** Predicted time saved, in percent of the time as given (0 when the given tuning is best). */
    public double gainPercent() {
        return 100 * (1 - bestPrediction.seconds() / asGiven.seconds());
    }
}
