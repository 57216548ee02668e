package mftwb.model;

/** JVM running the agents: OpenJ9 (Semeru) accepts -Xjit options that HotSpot does not. */
public enum JvmKind implements Keyword {
    HOTSPOT("hotspot"),
    OPENJ9("openj9");

    private final String word;

    JvmKind(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
