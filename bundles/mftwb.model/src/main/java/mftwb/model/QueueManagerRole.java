package mftwb.model;

/** What a queue manager does in the MFT network; one QM may hold several roles. */
public enum QueueManagerRole implements Keyword {
    COORDINATION("coordination"),
    AGENT("agent"),
    COMMAND("command");

    private final String word;

    QueueManagerRole(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
