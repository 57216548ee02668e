package mftwb.model;

/** Transfer item mode: text converts code pages, which can be CPU-bound on one destination thread. */
public enum TransferMode implements Keyword {
    BINARY("binary"),
    TEXT("text");

    private final String word;

    TransferMode(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
