package mftwb.runner;

/** What a campaign does after a run fails (connection dropped, disk full, verification mismatch). */
public enum OnFailure {
    /** Record the failed run with its reason and go on with the next one. */
    CONTINUE,
    /** Record the failed run and end the campaign. */
    STOP
}
