package mftwb.runner;

import java.util.Optional;

/** How a campaign ended, as the history stores and shows it and the advice after it takes it into account. */
public enum CampaignEnd {
    /** Every planned run was made (some may have failed). */
    COMPLETED("completed"),
    /** The user stopped it (Stop campaign, Ctrl-C, SIGTERM): the runs not made are missing, not slow. */
    STOPPED("stopped"),
    /** A run failed and the campaign said {@code onFailure: stop}. */
    FAILED("failed");

    private final String word;

    CampaignEnd(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    public static CampaignEnd of(CampaignOutcome outcome) {
        return outcome.canceled() ? STOPPED : outcome.stopped() ? FAILED : COMPLETED;
    }

    /** The end its {@link #word()} names, empty for any other text. */
    public static Optional<CampaignEnd> parse(String word) {
        for (CampaignEnd end : values()) {
            if (end.word.equals(word)) {
                return Optional.of(end);
            }
        }
        return Optional.empty();
    }
}
