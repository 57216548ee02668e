package mftwb.model;

/** Storage behind the agent's files and the QM's log: disk is often the bottleneck in the reports. */
public enum DiskKind implements Keyword {
    LOCAL("local"),
    SAN("san"),
    RAM("ram");

    private final String word;

    DiskKind(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
